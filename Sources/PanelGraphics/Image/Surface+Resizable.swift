// Resizable pictures (nine-patch), as `UIImage.resizableImage(withCapInsets:resizingMode:)`: a drawing of
// the picture into a rectangle of another size keeps its corners as they are, stretches or tiles its edges
// along one axis and its middle along both (`Canvas.drawImage(_:in:)`).
extension Surface {
    /// How the middle of a resizable picture fills the space between its caps, as `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its own size (UIKit's default for `resizableImage(withCapInsets:)`).
        case tile = 0
        /// Scaled to fit.
        case stretch = 1
    }

    /// Whether drawing the picture into another size keeps caps (any cap inset above zero).
    public var isResizable: Bool {
        capInsets.top > 0 || capInsets.left > 0 || capInsets.bottom > 0 || capInsets.right > 0
    }

    /// A copy whose `capInsets` stay unscaled when it is drawn at another size, its middle tiled, as
    /// `UIImage.resizableImage(withCapInsets:)`.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Surface {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy whose `capInsets` stay unscaled when it is drawn at another size, its middle filled as
    /// `resizingMode` says, as `UIImage.resizableImage(withCapInsets:resizingMode:)`. Insets are clamped
    /// to the picture (negative or non-finite ones count as zero, and opposite caps never overlap).
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Surface {
        let out = copy()
        out.isOpaque = isOpaque
        out.isSymbolImage = isSymbolImage
        out.symbolName = symbolName
        out.symbolConfiguration = symbolConfiguration
        out.renderingMode = renderingMode
        out.capInsets = Self.clamped(capInsets, width: Double(width), height: Double(height))
        out.resizingMode = resizingMode
        return out
    }

    private static func clamped(_ insets: EdgeInsets, width: Double, height: Double) -> EdgeInsets {
        func c(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        var top = c(insets.top)
        var bottom = c(insets.bottom)
        var left = c(insets.left)
        var right = c(insets.right)
        if top + bottom > height {
            let s = height / (top + bottom)
            top *= s
            bottom *= s
        }
        if left + right > width {
            let s = width / (left + right)
            left *= s
            right *= s
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
