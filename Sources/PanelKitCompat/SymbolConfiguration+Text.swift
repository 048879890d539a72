import PanelKit
import PanelText

/// `UIImage.SymbolConfiguration(textStyle:)` and `(font:)`: a symbol sized and weighted to go with text
/// (the configuration itself is PanelGraphics' `Surface.SymbolConfiguration`).
extension Surface.SymbolConfiguration {
    /// A configuration for text in `textStyle`, as `UIImage.SymbolConfiguration(textStyle:scale:)`: the
    /// style's point size and weight at the default content size (the only one a panel has), so a
    /// configuration applied later with a weight or point size of its own wins over them.
    public init(textStyle: Font.TextStyle, scale: Surface.SymbolScale = .unspecified) {
        let metrics = textStyle.metrics
        self.init(pointSize: metrics.size, weight: Surface.SymbolWeight(metrics.weight), scale: scale)
    }

    /// A configuration for text in `font`, as `UIImage.SymbolConfiguration(font:scale:)`: its size, and
    /// bold strokes when its face is a bold one.
    public init(font: Font, scale: Surface.SymbolScale = .unspecified) {
        let bold = font.face.styleName.lowercased().contains("bold")
        self.init(pointSize: font.size, weight: bold ? .bold : .regular, scale: scale)
    }
}

extension Surface.SymbolWeight {
    /// The symbol weight nearest a font weight.
    init(_ weight: Font.Weight) {
        let steps: [(Font.Weight, Surface.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self = steps.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }

    /// The font weight of the same name, as `UIImage.SymbolWeight.fontWeight()` (`.regular` when
    /// unspecified).
    public func fontWeight() -> Font.Weight {
        switch self {
        case .unspecified, .regular: .regular
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
