import PanelText

// Dynamic Type sizes: Apple's Human Interface Guidelines table "Dynamic Type sizes" for iOS, in points, for
// each text style at each content size category, and scaling fonts by it.
extension Font {
    /// Point sizes by text style raw value, in the order of `ContentSizeCategory.allSizes` (extra small ...
    /// extra extra extra large, then accessibility medium ... accessibility extra extra extra large).
    private static let dynamicTypeSizes: [String: [Double]] = [
        "UICTFontTextStyleTitle0": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "UICTFontTextStyleTitle1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "UICTFontTextStyleTitle2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "UICTFontTextStyleTitle3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "UICTFontTextStyleHeadline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "UICTFontTextStyleBody": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "UICTFontTextStyleCallout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "UICTFontTextStyleSubhead": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "UICTFontTextStyleFootnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "UICTFontTextStyleCaption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "UICTFontTextStyleCaption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of the text style `textStyle` (a raw value) at `category` (unspecified: large), from
    /// Apple's table; an unknown style has body's sizes.
    public static func dynamicTypeSize(textStyle: String, category: ContentSizeCategory) -> Double {
        let sizes = dynamicTypeSizes[textStyle] ?? dynamicTypeSizes["UICTFontTextStyleBody"]!
        return sizes[category.resolved.order]
    }

    /// `size` scaled from the large category to `category` by `textStyle`'s ratio, as `UIFontMetrics`
    /// scales: a text style's own large size gives the table's size exactly.
    public static func dynamicTypeScaled(_ size: Double, textStyle: String, category: ContentSizeCategory) -> Double {
        let large = dynamicTypeSize(textStyle: textStyle, category: .large)
        return size * dynamicTypeSize(textStyle: textStyle, category: category) / large
    }

    /// This font at `category` when it follows the content size (`contentSizeScaling`), no larger than its
    /// maximum; the font itself otherwise.
    public func scaled(for category: ContentSizeCategory) -> Font {
        guard let scaling = contentSizeScaling else { return self }
        var size = Font.dynamicTypeScaled(scaling.sizeAtLarge, textStyle: scaling.textStyle, category: category)
        if let maximum = scaling.maximumPointSize, maximum > 0 { size = min(size, maximum) }
        guard size.isFinite, size > 0, size != self.size else { return self }
        var font = withSize(size)
        font.contentSizeScaling = scaling
        return font
    }
}
