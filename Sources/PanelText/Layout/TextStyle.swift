import PanelGraphics

/// How the lines of a paragraph sit between its left and right edges.
public enum TextAlignment: Hashable, Sendable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}

/// What happens when text does not fit, as `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable {
    /// Lines break between words (after spaces and hyphens); a word wider than a line breaks between
    /// characters. Lines past `maximumNumberOfLines` are cut off.
    case byWordWrapping
    /// Lines break between any two characters. Lines past `maximumNumberOfLines` are cut off.
    case byCharWrapping
    /// As `.byWordWrapping`, but when lines past `maximumNumberOfLines` are cut off the last line
    /// shown ends with an ellipsis ("…").
    case byTruncatingTail
}

/// How a paragraph looks: font, colour, alignment, line spacing and how it fits its width.
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// The colour `draw` uses unless given another.
    public var color: Color
    /// The alignment of each line.
    public var alignment: TextAlignment
    /// The line box height as a multiple of the font's line height (1 is the font's own spacing).
    /// Extra height is shared above and below the text, so the text stays centred in its line.
    public var lineHeightMultiple: Double
    /// Extra pixels between one line box and the next (not after the last).
    public var lineSpacing: Double
    /// The most lines shown; 0 for no limit.
    public var maximumNumberOfLines: Int
    /// How lines break and how text past the last line is cut off.
    public var lineBreakMode: LineBreakMode

    /// A style; the defaults are those of a `UILabel` that wraps: left-aligned, the font's own line
    /// spacing, no line limit and a tail ellipsis when one is set.
    public init(
        font: Font, color: Color = .black, alignment: TextAlignment = .left, lineHeightMultiple: Double = 1,
        lineSpacing: Double = 0, maximumNumberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineHeightMultiple = lineHeightMultiple
        self.lineSpacing = lineSpacing
        self.maximumNumberOfLines = maximumNumberOfLines
        self.lineBreakMode = lineBreakMode
    }
}
