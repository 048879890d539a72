extension Surface {
    /// A symbol's size beside text of its point size, as `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable, CaseIterable {
        /// The symbol's own default, which is `.medium` for every PanelKit symbol.
        case `default` = -1
        /// Not set: a configuration applied on top leaves the scale it finds.
        case unspecified = 0
        case small, medium, large

        /// The factor on the medium size: 0.78 small, 1.29 large (the ratios of Apple's small and large
        /// symbol sizes to the medium one at body text), 1 otherwise.
        public var factor: Double {
            switch self {
            case .small: 0.78
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
