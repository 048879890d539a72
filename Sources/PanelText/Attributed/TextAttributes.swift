import PanelGraphics

/// How a run of text is underlined, as `NSUnderlineStyle`.
/// The raw values are `NSUnderlineStyle`'s, so `NSUnderlineStyle.single.rawValue` is 1 as UIKit code
/// passes it. Also the style of a strikethrough.
public enum UnderlineStyle: Int, Hashable, Sendable {
    /// One line of the font's underline thickness.
    case single = 1
    /// One line twice as thick.
    case thick = 2
    /// Two lines of the font's thickness, one thickness apart.
    case double = 9

    /// The style an `NSUnderlineStyle` raw value asks for: its low byte (pattern and by-word bits are
    /// ignored); nil for 0 (no line), and `.single` for any other unknown value.
    public init?(nsRawValue value: Int) {
        switch value & 0xFF {
        case 0: return nil
        case 2: self = .thick
        case 9: self = .double
        default: self = .single
        }
    }
}

/// The writing direction of a paragraph, as `NSWritingDirection`.
public enum WritingDirection: Hashable, Sendable {
    /// From the first strong character (Unicode's rules P2 and P3); left to right when there is none.
    case natural
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// How the lines of a paragraph sit, as `NSParagraphStyle`: alignment, spacing, line breaking and
/// writing direction. Nil properties take the value of the `TextStyle` the text is laid out with.
public struct ParagraphStyle: Hashable, Sendable {
    /// The alignment of each line; `.natural` follows the paragraph's direction.
    public var alignment: TextAlignment?
    /// Extra pixels between one line box and the next.
    public var lineSpacing: Double?
    /// The line box height as a multiple of the font's line height.
    public var lineHeightMultiple: Double?
    /// How lines break and what is cut when the text does not fit.
    public var lineBreakMode: LineBreakMode?
    /// The paragraph's direction; `.natural` takes the first strong character's.
    public var baseWritingDirection: WritingDirection?

    /// A paragraph style; every property left nil takes the layout's `TextStyle` value.
    public init(
        alignment: TextAlignment? = nil, lineSpacing: Double? = nil, lineHeightMultiple: Double? = nil,
        lineBreakMode: LineBreakMode? = nil, baseWritingDirection: WritingDirection? = nil
    ) {
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.lineBreakMode = lineBreakMode
        self.baseWritingDirection = baseWritingDirection
    }
}

/// The attributes of a run of attributed text, as `NSAttributedString`'s keys: font (or only its size or
/// weight), colour, kerning, underline, strikethrough, baseline offset, background colour, link and
/// paragraph style. Nil attributes take the value of the
/// `TextStyle` the text is laid out with.
public struct TextAttributes: Hashable, Sendable {
    /// The font (`NSAttributedString.Key.font`).
    public var font: Font?
    /// Only the size: the run's font (or the style's) at this size.
    public var fontSize: Double?
    /// Only the weight: the library's default face of this weight, at the run's size.
    public var fontWeight: FontWeight?
    /// The text colour (`.foregroundColor`).
    public var color: Color?
    /// Pixels added after each character (`.kern`); 0 turns the font's own kerning off.
    public var kern: Double?
    /// The underline (`.underlineStyle`).
    public var underlineStyle: UnderlineStyle?
    /// The underline's colour; the text colour when nil (`.underlineColor`).
    public var underlineColor: Color?
    /// The paragraph style (`.paragraphStyle`); a paragraph takes its first character's.
    public var paragraphStyle: ParagraphStyle?
    /// A line through the glyphs at half the x-height (`.strikethroughStyle`).
    public var strikethroughStyle: UnderlineStyle?
    /// The strikethrough's colour; the text colour when nil (`.strikethroughColor`).
    public var strikethroughColor: Color?
    /// Pixels the glyphs sit above the baseline (below when negative), as `.baselineOffset`; the line
    /// grows to hold them.
    public var baselineOffset: Double?
    /// A colour filled behind the run's glyphs, the height of its line (`.backgroundColor`).
    public var backgroundColor: Color?
    /// A link target (`.link`, a URL's string): the run is drawn in the style's `linkColor` unless it
    /// has a colour of its own.
    public var link: String?
    /// An image drawn in place of the attachment character U+FFFC (`.attachment`).
    public var attachment: TextAttachment?

    /// Attributes; every one left nil takes the layout's `TextStyle` value.
    public init(
        font: Font? = nil, fontSize: Double? = nil, fontWeight: FontWeight? = nil, color: Color? = nil,
        kern: Double? = nil, underlineStyle: UnderlineStyle? = nil, underlineColor: Color? = nil,
        paragraphStyle: ParagraphStyle? = nil, strikethroughStyle: UnderlineStyle? = nil,
        strikethroughColor: Color? = nil, baselineOffset: Double? = nil, backgroundColor: Color? = nil,
        link: String? = nil, attachment: TextAttachment? = nil
    ) {
        self.attachment = attachment
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.baselineOffset = baselineOffset
        self.backgroundColor = backgroundColor
        self.link = link
        self.font = font
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.color = color
        self.kern = kern
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.paragraphStyle = paragraphStyle
    }

    /// These attributes with every attribute `other` sets replacing this one's.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: other.font ?? font, fontSize: other.fontSize ?? fontSize, fontWeight: other.fontWeight ?? fontWeight,
            color: other.color ?? color, kern: other.kern ?? kern,
            underlineStyle: other.underlineStyle ?? underlineStyle,
            underlineColor: other.underlineColor ?? underlineColor,
            paragraphStyle: other.paragraphStyle ?? paragraphStyle,
            strikethroughStyle: other.strikethroughStyle ?? strikethroughStyle,
            strikethroughColor: other.strikethroughColor ?? strikethroughColor,
            baselineOffset: other.baselineOffset ?? baselineOffset,
            backgroundColor: other.backgroundColor ?? backgroundColor, link: other.link ?? link,
            attachment: other.attachment ?? attachment)
    }
}
