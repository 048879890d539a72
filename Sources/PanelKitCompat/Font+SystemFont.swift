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

    /// The bold system font at `fontSize`.
    @MainActor
    public static func boldSystemFont(ofSize fontSize: Double) -> Font {
        systemFont(ofSize: fontSize, weight: .bold)
    }
}
