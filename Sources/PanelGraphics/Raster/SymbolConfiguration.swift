extension Surface {
    /// The size, weight, scale and colours a symbol image is drawn with, as `UIImage.SymbolConfiguration`.
    ///
    /// A value, not a class: every attribute may be unspecified (nil or `.unspecified`), and `applying(_:)`
    /// lays one configuration over another, the specified values of the later one winning. PanelKit draws
    /// a symbol on a square of `side` pixels: 22 for 17 points (body text, the default), in proportion for
    /// other point sizes, times the scale's factor.
    public struct SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        /// The point size of the text the symbol goes with; nil when unspecified (17, body text, is used).
        public var pointSize: Double?
        /// The stroke weight.
        public var weight: SymbolWeight
        /// The size beside text of `pointSize`.
        public var scale: SymbolScale
        /// The colour the symbol is drawn in instead of the view's tint colour (hierarchical rendering of a
        /// one-layer symbol: every layer is the first level).
        public var hierarchicalColor: Color?
        /// The palette colours; a PanelKit symbol has one layer, drawn in the first.
        public var paletteColors: [Color]?

        /// The point size a configuration without one draws at: body text.
        public static let defaultPointSize = 17.0
        /// The side in pixels of a symbol at `defaultPointSize` and medium scale.
        public static let defaultSide = 22

        /// A configuration with nothing specified, as `UIImage.SymbolConfiguration.unspecified`.
        public static let unspecified = SymbolConfiguration()

        private init() {
            pointSize = nil
            weight = .unspecified
            scale = .unspecified
        }

        /// A configuration for text of `pointSize` points at `weight` and `scale`, as
        /// `UIImage.SymbolConfiguration(pointSize:weight:scale:)`. A point size that is negative, zero, NaN
        /// or infinite is treated as unspecified.
        public init(pointSize: Double, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.init()
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : nil
            self.weight = weight
            self.scale = scale
        }

        /// A configuration that sets only the weight, as `UIImage.SymbolConfiguration(weight:)`.
        public init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// A configuration that sets only the scale, as `UIImage.SymbolConfiguration(scale:)`.
        public init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// A configuration that draws the symbol in `color`, as
        /// `UIImage.SymbolConfiguration(hierarchicalColor:)`.
        public init(hierarchicalColor color: Color) {
            self.init()
            hierarchicalColor = color
        }

        /// A configuration that draws the symbol in palette colours, as
        /// `UIImage.SymbolConfiguration(paletteColors:)`; an empty list sets no colour.
        public init(paletteColors colors: [Color]) {
            self.init()
            paletteColors = colors.isEmpty ? nil : colors
        }

        /// This configuration with the specified values of `other` laid over it, as
        /// `UIImage.SymbolConfiguration.applying(_:)`; a nil `other` changes nothing.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var out = self
            if let size = other.pointSize { out.pointSize = size }
            if other.weight != .unspecified { out.weight = other.weight }
            if other.scale != .unspecified { out.scale = other.scale }
            if let color = other.hierarchicalColor {
                out.hierarchicalColor = color
                out.paletteColors = nil
            }
            if let colors = other.paletteColors {
                out.paletteColors = colors
                out.hierarchicalColor = nil
            }
            return out
        }

        /// The side in pixels of the square a symbol is drawn on: `pointSize × 22 / 17 × scale.factor`,
        /// rounded, at least 1 and at most 4096 (22 when nothing is specified).
        public var side: Int {
            let points = pointSize ?? Self.defaultPointSize
            let exact = points * Double(Self.defaultSide) / Self.defaultPointSize * scale.factor
            return max(1, Int(min(exact, 4096).rounded()))
        }

        /// The colour the configuration draws the symbol in, if it sets one (hierarchical or the first
        /// palette colour).
        public var color: Color? { hierarchicalColor ?? paletteColors?.first }

        public var description: String {
            var parts: [String] = []
            if let pointSize { parts.append("pointSize: \(pointSize)") }
            if weight != .unspecified { parts.append("weight: \(weight)") }
            if scale != .unspecified { parts.append("scale: \(scale)") }
            if let hierarchicalColor { parts.append("hierarchicalColor: \(hierarchicalColor)") }
            if let paletteColors { parts.append("paletteColors: \(paletteColors)") }
            return "SymbolConfiguration(\(parts.joined(separator: ", ")))"
        }
    }
}
