import PanelText

/// The content of a list cell, as `UIListContentConfiguration`: a text, a secondary text and an image, set on
/// a cell with `cell.contentConfiguration = configuration` (start from `cell.defaultContentConfiguration()`).
/// PanelKit keeps the styles' text colours and sizes in `textProperties` and `secondaryTextProperties`.
public struct ListContentConfiguration: Equatable {
    /// How the texts are placed: one above the other, or the secondary text on the right.
    public enum Arrangement: Sendable, Equatable {
        /// The secondary text (if any) below the text, as `cell()` and `subtitleCell()`.
        case stacked
        /// The secondary text at the right, as `valueCell()`.
        case sideBySide
    }

    /// A text's look.
    public struct TextProperties: Sendable, Equatable {
        /// The colour.
        public var color: Color
        /// The font, or nil for the system font at `fontSize` and `fontWeight`.
        public var font: Font?
        /// The size used without `font`.
        public var fontSize: Double
        /// The weight used without `font`.
        public var fontWeight: FontWeight
        /// Lines at most (0, the configurations' default as in UIKit: as many as needed, so a long text
        /// wraps and makes a self-sizing row taller).
        public var numberOfLines: Int

        public init(
            color: Color, font: Font? = nil, fontSize: Double, fontWeight: FontWeight = .regular,
            numberOfLines: Int = 1
        ) {
            self.color = color
            self.font = font
            self.fontSize = fontSize
            self.fontWeight = fontWeight
            self.numberOfLines = numberOfLines
        }
    }

    /// An image's look, as `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Sendable, Equatable {
        /// The largest the image is shown (zero: its own size, at most the row's height); a zero or negative
        /// side leaves that side free.
        public var maximumSize: Size = .zero
        /// The space kept for the image, which is centred in it (zero: the image's own size). A list of
        /// rows with images of different widths keeps its texts aligned with the same reserved width.
        public var reservedLayoutSize: Size = .zero
        /// The colour of a template or symbol image (nil: the cell's tint colour).
        public var tintColor: Color?
        /// The radius of the image's rounded corners (the image is clipped to them); negative counts as 0.
        public var cornerRadius = 0.0
    }

    /// The main text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image at the leading edge.
    public var image: Surface?
    /// The main text's look.
    public var textProperties: TextProperties
    /// The secondary text's look.
    public var secondaryTextProperties: TextProperties
    /// The image's look.
    public var imageProperties = ImageProperties()
    /// Where the secondary text goes.
    public var arrangement: Arrangement
    /// The gap between the image and the texts.
    public var imageToTextPadding = 16.0

    init(arrangement: Arrangement, secondary: TextProperties) {
        self.arrangement = arrangement
        textProperties = TextProperties(color: .label, fontSize: 17, numberOfLines: 0)
        secondaryTextProperties = secondary
        secondaryTextProperties.numberOfLines = 0
    }

    /// A plain cell's content: a 17-point text, a smaller grey secondary text below it.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(arrangement: .stacked, secondary: TextProperties(color: .secondaryLabel, fontSize: 15))
    }

    /// A subtitle cell's content: the secondary text below the text, smaller.
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(arrangement: .stacked, secondary: TextProperties(color: .label, fontSize: 12))
    }

    /// A value cell's content: the secondary text at the right, in grey.
    public static func valueCell() -> ListContentConfiguration {
        ListContentConfiguration(
            arrangement: .sideBySide, secondary: TextProperties(color: .secondaryLabel, fontSize: 17))
    }

    public static func == (a: ListContentConfiguration, b: ListContentConfiguration) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.image === b.image
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
            && a.imageProperties == b.imageProperties && a.arrangement == b.arrangement
            && a.imageToTextPadding == b.imageToTextPadding
    }
}
