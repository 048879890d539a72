extension Surface {
    /// How heavy a symbol's lines are, as `UIImage.SymbolWeight`, from `.ultraLight` to `.black`.
    ///
    /// PanelKit's symbols are drawn from strokes and filled shapes: the weight widens or narrows the
    /// strokes (`strokeScale`); filled shapes keep their size.
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The factor the symbol's stroke widths are multiplied by: 1 at `.regular` (and `.unspecified`),
        /// from 0.4 at `.ultraLight` to 1.9 at `.black`.
        public var strokeScale: Double {
            switch self {
            case .unspecified, .regular: 1
            case .ultraLight: 0.4
            case .thin: 0.55
            case .light: 0.75
            case .medium: 1.15
            case .semibold: 1.3
            case .bold: 1.45
            case .heavy: 1.7
            case .black: 1.9
            }
        }
    }
}
