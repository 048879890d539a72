import PanelText

/// Scales fonts and values for a text style, as `UIFontMetrics`: by the style's size at the content size
/// category over its size at large (Apple's Dynamic Type table), so at large they come back as given. The
/// category is the application's (`UIApplication.shared.preferredContentSizeCategory`), or a trait
/// collection's. A scaled font remembers its style, so a label, text field or text view with
/// `adjustsFontForContentSizeCategory` re-scales it when the category changes.
public struct UIFontMetrics: Sendable {
    /// The style whose scaling this applies.
    public let textStyle: Font.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics for body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` (designed for the large category) scaled for the application's category.
    @MainActor
    public func scaledFont(for font: Font) -> Font {
        scaled(font, maximum: nil, category: Self.category(of: nil))
    }

    /// `font` scaled for the application's category, no larger than `maximumPointSize` (0: no limit).
    @MainActor
    public func scaledFont(for font: Font, maximumPointSize: Double) -> Font {
        scaled(font, maximum: maximumPointSize > 0 ? maximumPointSize : nil, category: Self.category(of: nil))
    }

    /// `font` scaled for `traitCollection`'s category (the application's when it has none).
    @MainActor
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        scaled(font, maximum: nil, category: Self.category(of: traitCollection))
    }

    /// `font` scaled for `traitCollection`'s category, no larger than `maximumPointSize` (0: no limit).
    @MainActor
    public func scaledFont(
        for font: Font, maximumPointSize: Double, compatibleWith traitCollection: TraitCollection?
    ) -> Font {
        scaled(
            font, maximum: maximumPointSize > 0 ? maximumPointSize : nil, category: Self.category(of: traitCollection))
    }

    /// `value` (a length for the large category) scaled for the application's category.
    @MainActor
    public func scaledValue(for value: Double) -> Double {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s category (the application's when it has none).
    @MainActor
    public func scaledValue(for value: Double, compatibleWith traitCollection: TraitCollection?) -> Double {
        Font.dynamicTypeScaled(value, textStyle: textStyle.rawValue, category: Self.category(of: traitCollection))
    }

    /// The category to scale for: the collection's, else the application's.
    @MainActor
    static func category(of traitCollection: TraitCollection?) -> ContentSizeCategory {
        if let c = traitCollection?.preferredContentSizeCategory, c != .unspecified { return c }
        return Application.currentContentSizeCategory
    }

    /// `font` as a font of this style that was `font` at large, at `category`.
    private func scaled(_ font: Font, maximum: Double?, category: ContentSizeCategory) -> Font {
        var tagged = font
        tagged.contentSizeScaling = Font.ContentSizeScaling(
            textStyle: textStyle.rawValue, sizeAtLarge: font.size, maximumPointSize: maximum)
        // A tagged font at the large size, so `scaled(for:)` always makes a new font from the tag.
        return tagged.scaled(for: category)
    }
}
