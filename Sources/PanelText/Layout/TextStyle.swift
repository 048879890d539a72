import PanelGraphics

/// How the lines of a paragraph sit between its left and right edges.
public enum TextAlignment: Hashable, Sendable {
    /// Flush with the paragraph's start: left for left-to-right text, right for Arabic or Hebrew
    /// (the direction of the paragraph's first strong character), as `NSTextAlignment.natural`.
    case natural
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}

/// What happens when text does not fit, as `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable {
    /// Lines break where Unicode's line breaking rules (UAX #14) allow: between words, after hyphens,
    /// between Chinese or Japanese characters; a word wider than a line breaks between characters
    /// (grapheme clusters). Lines past `maximumNumberOfLines` are cut off.
    case byWordWrapping
    /// Lines break between any two characters (grapheme clusters). Lines past
    /// `maximumNumberOfLines` are cut off.
    case byCharWrapping
    /// As `.byWordWrapping`, but when lines past `maximumNumberOfLines` are cut off the last line
    /// shown ends with an ellipsis ("…"), after whole characters (a grapheme cluster such as an emoji
    /// with its skin tone, or a letter with its marks, is never cut).
    case byTruncatingTail
    /// As `.byWordWrapping`, but when lines past `maximumNumberOfLines` are cut off the last line
    /// shown starts with "…" and ends with the end of its paragraph (as much of it as fits).
    case byTruncatingHead
    /// As `.byWordWrapping`, but when lines past `maximumNumberOfLines` are cut off the last line
    /// shown keeps its start and the end of its paragraph, with "…" in the middle for what is left out.
    case byTruncatingMiddle
    /// As `.byWordWrapping`: lines past `maximumNumberOfLines` are cut off without an ellipsis (the view
    /// clips what reaches past its bounds).
    case byClipping

    /// Whether text cut off by the line limit is marked with an ellipsis.
    var truncates: Bool { self == .byTruncatingTail || self == .byTruncatingHead || self == .byTruncatingMiddle }
}

/// How text looks by default: font, colour, alignment, line spacing and how it fits its width. The
/// attributes of an `AttributedText` override it run by run (and its paragraph styles paragraph by
/// paragraph).
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

    /// The paragraphs' direction: `.natural` takes each paragraph's first strong character's.
    public var baseWritingDirection: WritingDirection
    /// Multiplies every font size, the style's and the attributes' (a label that shrinks its text to fit,
    /// `adjustsFontSizeToFitWidth`); 1 keeps them. Values that are not positive and finite count as 1.
    public var fontScale: Double = 1
    /// The colour of runs with a `link` attribute and no colour of their own (a view's tint colour);
    /// nil draws them in `.systemBlue`.
    public var linkColor: Color?
    /// Pixels added after each character of runs with no `kern` of their own (negative draws the letters
    /// closer, as a label tightening its text before truncating it).
    public var tracking: Double = 0

    /// A style; the defaults are those of a `UILabel` that wraps: natural alignment, the font's own line
    /// spacing, no line limit and a tail ellipsis when one is set.
    public init(
        font: Font, color: Color = .black, alignment: TextAlignment = .natural, lineHeightMultiple: Double = 1,
        lineSpacing: Double = 0, maximumNumberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail,
        baseWritingDirection: WritingDirection = .natural
    ) {
        self.baseWritingDirection = baseWritingDirection
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineHeightMultiple = lineHeightMultiple
        self.lineSpacing = lineSpacing
        self.maximumNumberOfLines = maximumNumberOfLines
        self.lineBreakMode = lineBreakMode
    }
}
