import PanelGraphics

extension Color {
    /// Makes this the current graphics context's fill colour, as `UIColor.setFill()`.
    @MainActor public func setFill() { GraphicsContext.current?.fillColor = self }
    /// Makes this the current graphics context's stroke colour, as `UIColor.setStroke()`.
    @MainActor public func setStroke() { GraphicsContext.current?.strokeColor = self }
    /// Makes this both the fill and the stroke colour, as `UIColor.set()`.
    @MainActor public func set() {
        setFill()
        setStroke()
    }
}

/// The current graphics context: inside `draw(_:)` or a `GraphicsImageRenderer` block, else nil, as
/// `UIGraphicsGetCurrentContext()`.
@MainActor public func graphicsGetCurrentContext() -> GraphicsContext? { GraphicsContext.current }

/// Fills `rect` with the current fill colour, as `UIRectFill`.
@MainActor public func rectFill(_ rect: Rect) { GraphicsContext.current?.fill(rect) }
