extension Font {
    /// What a Dynamic Type font remembers so that it can be made again at another content size category:
    /// its text style (UIKit's raw value, such as "UICTFontTextStyleBody"), the size it has at the default
    /// ("large") category, and the largest size it may grow to. PanelKit does the scaling (the sizes per
    /// category are Apple's table, in `Font+ContentSizeCategory.swift`); PanelText only carries this.
    public struct ContentSizeScaling: Hashable, Sendable {
        /// The text style's raw value.
        public let textStyle: String
        /// The font's size at the large category.
        public let sizeAtLarge: Double
        /// The largest size scaling gives (`UIFontMetrics.scaledFont(for:maximumPointSize:)`); nil: no limit.
        public let maximumPointSize: Double?

        public init(textStyle: String, sizeAtLarge: Double, maximumPointSize: Double? = nil) {
            self.textStyle = textStyle
            self.sizeAtLarge = sizeAtLarge
            self.maximumPointSize = maximumPointSize
        }
    }
}
