/// Symbol images at a configuration's size, weight and colour: `UIImage(systemName:withConfiguration:)`,
/// `withConfiguration(_:)` and `applyingSymbolConfiguration(_:)` (`UIImage` is `Surface` in PanelKitCompat).
///
/// A symbol is drawn again, not scaled, for each configuration: its square's side is the configuration's
/// `side` (22 pixels at 17 points, in proportion otherwise), its strokes widened by the weight.
extension Surface {
    /// The symbol `name` drawn at `configuration`, as `UIImage(systemName:withConfiguration:)`; nil for a
    /// name not in `SymbolImage.names`. A nil configuration is the default one (17 points, 22 pixels). A
    /// configuration with a colour (hierarchical or palette) draws the symbol in it, as it is
    /// (`.alwaysOriginal`); otherwise views draw it in their tint colour.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let symbol = SymbolImage(name: name) else { return nil }
        let configuration = configuration ?? .unspecified
        self.init(width: configuration.side, height: configuration.side)
        symbol.draw(into: self, color: configuration.color ?? .black, weight: configuration.weight)
        isSymbolImage = true
        symbolName = name
        symbolConfiguration = configuration
        if configuration.color != nil { renderingMode = .alwaysOriginal }
    }

    /// The symbol drawn again at `configuration` in place of its own, as `UIImage.withConfiguration(_:)`;
    /// a picture that is not a symbol comes back unchanged (the same surface).
    ///
    /// The new picture keeps the colour the symbol was drawn in (a `withTintColor(_:)` colour, say) and
    /// its rendering mode, unless the configuration sets a colour of its own.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Surface {
        guard isSymbolImage, let name = symbolName, let symbol = SymbolImage(name: name) else { return self }
        let out = Surface(width: configuration.side, height: configuration.side)
        symbol.draw(into: out, color: configuration.color ?? drawnColor, weight: configuration.weight)
        out.isSymbolImage = true
        out.symbolName = name
        out.symbolConfiguration = configuration
        if configuration.color != nil {
            out.renderingMode = .alwaysOriginal
        } else {
            // A colour the old configuration set goes with it; a tint colour stays.
            out.renderingMode = symbolConfiguration?.color != nil ? .automatic : renderingMode
        }
        return out
    }

    /// The symbol drawn again with `configuration` laid over its own, as
    /// `UIImage.applyingSymbolConfiguration(_:)`; nil for a picture that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Surface? {
        guard isSymbolImage, symbolName != nil else { return nil }
        return withConfiguration((symbolConfiguration ?? .unspecified).applying(configuration))
    }

    /// The colour of the most opaque pixel: the one colour a symbol was drawn in (black for a template).
    private var drawnColor: Color {
        var best: UInt32 = 0
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x: x, y: y)
                if p >> 24 > best >> 24 { best = p }
            }
        }
        return best >> 24 == 0 ? .black : Color(premultipliedARGB32: best)
    }
}
