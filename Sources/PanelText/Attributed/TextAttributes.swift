import PanelGraphics

/// How a run of text is underlined, as `NSUnderlineStyle`.
public enum UnderlineStyle: Hashable, Sendable {
    /// One line of the font's underline thickness.
    case single
    /// One line twice as thick.
    case thick
    /// Two lines of the font's thickness, one thickness apart.
    case double
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
/// weight), colour, kerning, underline and paragraph style. Nil attributes take the value of the
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

    /// Attributes; every one left nil takes the layout's `TextStyle` value.
    public init(
        font: Font? = nil, fontSize: Double? = nil, fontWeight: FontWeight? = nil, color: Color? = nil,
        kern: Double? = nil, underlineStyle: UnderlineStyle? = nil, underlineColor: Color? = nil,
        paragraphStyle: ParagraphStyle? = nil
    ) {
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
            paragraphStyle: other.paragraphStyle ?? paragraphStyle)
    }
}
