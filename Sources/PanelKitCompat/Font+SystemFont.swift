import PanelText

/// `UIFont.systemFont(ofSize:weight:)` and `boldSystemFont(ofSize:)` over the application's font library
/// (`UIFont` is `Font`, in `AttributedStringNames.swift`). The default family comes in two weights: weights
/// up to `.medium` give the regular face, heavier ones the bold face. Fonts by name (`UIFont(name:size:)`)
/// are in PanelKit (`Font+Name.swift`).
extension Font {
    /// A font weight, as `UIFont.Weight` (the same scale, -1 to 1).
    public struct Weight: Hashable, Sendable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The face of the default family closest to this weight.
        var fontWeight: FontWeight { rawValue >= Weight.semibold.rawValue ? .bold : .regular }
    }

    /// The system font of `Application.shared` at `fontSize` and `weight`.
    @MainActor
    public static func systemFont(ofSize fontSize: Double, weight: Weight = .regular) -> Font {
        guard let library = Application.shared.fontLibrary else {
            preconditionFailure("UIFont.systemFont: no fonts found (install fonts-dejavu-core or set PANEL_FONT_DIR)")
        }
        return library.font(size: fontSize, weight: weight.fontWeight)
    }

    /// A Dynamic Type text style, as `UIFont.TextStyle`: a weight of the system font and a size for each
    /// content size category (Apple's table, `Font+ContentSizeCategory.swift` in PanelKit).
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's weight for the style: headline is semibold, the others regular.
        var weight: Weight { self == .headline ? .semibold : .regular }

        /// Apple's point size and weight for the style at the large (default) content size.
        var metrics: (size: Double, weight: Weight) {
            (Font.dynamicTypeSize(textStyle: rawValue, category: .large), weight)
        }
    }

    /// The system font for `style` at the application's content size category, as
    /// `UIFont.preferredFont(forTextStyle:)`: at large (the default) body is 17 points, headline 17 bold,
    /// caption 12, large title 34; body is 14 at extra small and 53 at the largest accessibility size. The
    /// font remembers its style, so a label with `adjustsFontForContentSizeCategory` follows later changes.
    @MainActor
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at `traitCollection`'s content size category (the application's when
    /// the collection has none, or is nil).
    @MainActor
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?)
        -> Font
    {
        let large = Font.dynamicTypeSize(textStyle: style.rawValue, category: .large)
        var font = systemFont(ofSize: large, weight: style.weight)
        font.contentSizeScaling = ContentSizeScaling(textStyle: style.rawValue, sizeAtLarge: large)
        return font.scaled(for: UIFontMetrics.category(of: traitCollection))
    }

    /// The bold system font at `fontSize`.
    @MainActor
    public static func boldSystemFont(ofSize fontSize: Double) -> Font {
        systemFont(ofSize: fontSize, weight: .bold)
    }
}
