import PanelGraphics

// `UIImage`'s drawing methods, for `draw(_:)` and `UIGraphicsImageRenderer` blocks: `image.draw(in: rect)`,
// `image.draw(at: point)` and their `blendMode:alpha:` forms, upright in UIKit's coordinates (one pixel per
// point). Outside a drawing context they draw nothing.
extension Surface {
    /// Draws the picture at its size with its top-left corner at `point`.
    @MainActor public func draw(at point: Point) {
        draw(in: Rect(origin: point, size: size))
    }

    /// Draws the picture scaled to fill `rect` (a resizable picture keeps its caps).
    @MainActor public func draw(in rect: Rect) {
        guard let context = GraphicsContext.current, width > 0, height > 0 else { return }
        context.paint { $0.drawImage(self, in: rect) }
    }

    /// Draws the picture at `point`, composited with `blendMode` at `alpha`.
    @MainActor public func draw(at point: Point, blendMode: Canvas.BlendMode, alpha: Double) {
        draw(in: Rect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the picture scaled to fill `rect`, composited with `blendMode` at `alpha`.
    @MainActor public func draw(in rect: Rect, blendMode: Canvas.BlendMode, alpha: Double) {
        GraphicsContext.current?.withBlendMode(blendMode, alpha: alpha) { draw(in: rect) }
    }
}
