import PanelGraphics

// `layer.render(in:)`: the "screenshot a view" pattern,
// `UIGraphicsImageRenderer(bounds: view.bounds).image { ctx in view.layer.render(in: ctx.cgContext) }`.
extension Layer {
    /// Draws the layer and its sublayers (the view and its subviews) into `context` in the layer's own
    /// coordinates (its bounds origin at the context's current origin), as `CALayer.render(in:)`: what
    /// the view looks like now, pending layout included.
    public func render(in context: GraphicsContext) {
        guard let image = view.snapshotImage(afterScreenUpdates: true) else { return }
        context.canvas.drawImage(
            image, transform: AffineTransform(translationX: view.bounds.minX, y: view.bounds.minY))
    }
}
