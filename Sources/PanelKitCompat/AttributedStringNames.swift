// UIKit's attributed strings, as PanelText's `AttributedText`: `label.attributedText =
// NSAttributedString(string: "Hi", attributes: [.font: font, .foregroundColor: UIColor.red])` ports as it
// is. `AttributedText` is a value, as the copy a `UILabel` keeps is: a `let` mutable attributed string
// becomes a `var` (the compiler points at it). Ranges are `NSRange`s of UTF-16 code units, as UIKit's, or
// `String.Index` ranges; an `NSRange` past the end is cut to the text (UIKit raises an exception).
@_exported import PanelText

public typealias NSAttributedString = AttributedText
public typealias NSMutableAttributedString = AttributedText
public typealias NSParagraphStyle = ParagraphStyle
public typealias NSMutableParagraphStyle = ParagraphStyle
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode
public typealias NSUnderlineStyle = UnderlineStyle
public typealias NSWritingDirection = WritingDirection
public typealias UIFont = Font
public typealias NSTextAttachment = TextAttachment

extension AttributedText {
    /// `NSAttributedString.Key`: the attributes PanelText has.
    public enum Key: Hashable, Sendable, CaseIterable {
        /// A `Font`.
        case font
        /// A `Color`.
        case foregroundColor
        /// A `Double`: pixels after each character; 0 turns kerning off.
        case kern
        /// An `UnderlineStyle`, or its `Int` raw value (`NSUnderlineStyle.single.rawValue`); 0 for none.
        case underlineStyle
        /// A `Color`.
        case underlineColor
        /// A `ParagraphStyle`.
        case paragraphStyle
        /// An `UnderlineStyle`, or its `Int` raw value: a line through the glyphs.
        case strikethroughStyle
        /// A `Color`.
        case strikethroughColor
        /// A `Double` (or `Int`): points the glyphs sit above the baseline.
        case baselineOffset
        /// A `Color` filled behind the glyphs.
        case backgroundColor
        /// A `URL` or `String`: drawn in the tint colour; a text view opens it when tapped.
        case link
        /// An `NSTextAttachment`, on the attachment character U+FFFC.
        case attachment
    }

    /// `NSAttributedString(string:attributes:)`; values of the wrong type are ignored.
    public init(string: String, attributes: [Key: Any] = [:]) {
        self.init(string, attributes: Self.attributes(attributes))
    }

    /// `NSMutableAttributedString.addAttribute(_:value:range:)`.
    public mutating func addAttribute(_ name: Key, value: Any, range: Range<String.Index>) {
        addAttributes(Self.attributes([name: value]), range: range)
    }

    /// `NSMutableAttributedString.addAttributes(_:range:)`.
    public mutating func addAttributes(_ attributes: [Key: Any], range: Range<String.Index>) {
        addAttributes(Self.attributes(attributes), range: range)
    }

    /// `NSMutableAttributedString.setAttributes(_:range:)`.
    public mutating func setAttributes(_ attributes: [Key: Any], range: Range<String.Index>) {
        setAttributes(Self.attributes(attributes), range: range)
    }

    static func attributes(_ dictionary: [Key: Any]) -> TextAttributes {
        var a = TextAttributes()
        for (key, value) in dictionary {
            switch key {
            case .font: a.font = value as? Font
            case .foregroundColor: a.color = value as? Color
            case .kern: a.kern = number(value)
            case .underlineStyle: a.underlineStyle = lineStyle(value)
            case .underlineColor: a.underlineColor = value as? Color
            case .paragraphStyle: a.paragraphStyle = value as? ParagraphStyle
            case .strikethroughStyle: a.strikethroughStyle = lineStyle(value)
            case .strikethroughColor: a.strikethroughColor = value as? Color
            case .baselineOffset: a.baselineOffset = number(value)
            case .backgroundColor: a.backgroundColor = value as? Color
            case .link: a.link = (value as? URL)?.absoluteString ?? (value as? String)
            case .attachment: a.attachment = value as? TextAttachment
            }
        }
        return a
    }

    /// A number attribute given as a `Double`, `Float` or `Int`.
    private static func number(_ value: Any) -> Double? {
        (value as? Double) ?? (value as? Int).map(Double.init) ?? (value as? Float).map(Double.init)
    }

    /// A line style given as an `NSUnderlineStyle` or its raw value, as UIKit code passes it.
    private static func lineStyle(_ value: Any) -> UnderlineStyle? {
        (value as? UnderlineStyle) ?? (value as? Int).flatMap(UnderlineStyle.init(nsRawValue:))
    }

    /// The value a run's attributes have for `key` (nil when not set), as UIKit hands it back: a link as a
    /// `URL` when it parses as one.
    static func value(_ key: Key, in a: TextAttributes) -> Any? {
        switch key {
        case .font: return a.font
        case .foregroundColor: return a.color
        case .kern: return a.kern
        case .underlineStyle: return a.underlineStyle
        case .underlineColor: return a.underlineColor
        case .paragraphStyle: return a.paragraphStyle
        case .strikethroughStyle: return a.strikethroughStyle
        case .strikethroughColor: return a.strikethroughColor
        case .baselineOffset: return a.baselineOffset
        case .backgroundColor: return a.backgroundColor
        case .attachment: return a.attachment
        case .link:
            guard let link = a.link else { return nil }
            if let url = URL(string: link) { return url }
            return link
        }
    }

    /// `attributes` without `key`.
    static func removing(_ key: Key, from a: inout TextAttributes) {
        switch key {
        case .font: a.font = nil
        case .foregroundColor: a.color = nil
        case .kern: a.kern = nil
        case .underlineStyle: a.underlineStyle = nil
        case .underlineColor: a.underlineColor = nil
        case .paragraphStyle: a.paragraphStyle = nil
        case .strikethroughStyle: a.strikethroughStyle = nil
        case .strikethroughColor: a.strikethroughColor = nil
        case .baselineOffset: a.baselineOffset = nil
        case .backgroundColor: a.backgroundColor = nil
        case .link: a.link = nil
        case .attachment: a.attachment = nil
        }
    }
}
