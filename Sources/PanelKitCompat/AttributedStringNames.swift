// UIKit's attributed strings, as PanelText's `AttributedText`: `label.attributedText =
// NSAttributedString(string: "Hi", attributes: [.font: font, .foregroundColor: UIColor.red])` ports as it
// is. `AttributedText` is a value, as the copy a `UILabel` keeps is: a `let` mutable attributed string
// becomes a `var` (the compiler points at it). Ranges are `String.Index` ranges, not `NSRange`.
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

extension AttributedText {
    /// `NSAttributedString.Key`: the attributes PanelText has.
    public enum Key: Hashable, Sendable {
        /// A `Font`.
        case font
        /// A `Color`.
        case foregroundColor
        /// A `Double`: pixels after each character; 0 turns kerning off.
        case kern
        /// An `UnderlineStyle`.
        case underlineStyle
        /// A `Color`.
        case underlineColor
        /// A `ParagraphStyle`.
        case paragraphStyle
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
            case .kern: a.kern = (value as? Double) ?? (value as? Int).map(Double.init)
            case .underlineStyle: a.underlineStyle = value as? UnderlineStyle
            case .underlineColor: a.underlineColor = value as? Color
            case .paragraphStyle: a.paragraphStyle = value as? ParagraphStyle
            }
        }
        return a
    }
}
