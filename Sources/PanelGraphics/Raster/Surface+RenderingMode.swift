extension Surface {
    /// How a view draws a picture, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As the picture is, except a symbol, which is drawn as a template.
        case automatic
        /// Always as the picture is, a symbol included.
        case alwaysOriginal
        /// Its alpha in the view's tint colour.
        case alwaysTemplate
    }

    /// Whether a view draws the picture as a template: its alpha in the view's tint colour.
    public var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// A copy drawn in `mode`, as `UIImage.withRenderingMode(_:)`.
    public func withRenderingMode(_ mode: RenderingMode) -> Surface {
        let out = copy()
        out.isOpaque = isOpaque
        out.isSymbolImage = isSymbolImage
        out.symbolName = symbolName
        out.symbolConfiguration = symbolConfiguration
        out.renderingMode = mode
        out.capInsets = capInsets
        out.resizingMode = resizingMode
        return out
    }

    /// The picture's alpha in `color`, drawn as it is from then on, as `UIImage.withTintColor(_:)`.
    public func withTintColor(_ color: Color) -> Surface {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The picture's alpha in `color`, drawn in `renderingMode`, as `UIImage.withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Surface {
        let out = tinted(color)
        out.isSymbolImage = isSymbolImage
        out.symbolName = symbolName
        out.symbolConfiguration = symbolConfiguration
        out.renderingMode = renderingMode
        return out
    }
}
