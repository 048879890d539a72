import PanelGraphics

// Pictures of a view as it looks: `snapshotView(afterScreenUpdates:)`, `resizableSnapshotView(from:
// afterScreenUpdates:withCapInsets:)`, `drawHierarchy(in:afterScreenUpdates:)` and `layer.render(in:)`
// (`Layer+Render`). The picture is the view and its subviews drawn as the renderer draws them, in the
// view's bounds, at full opacity and without the view's own transform, one pixel a point.
extension View {
    /// A view showing a copy of this view's current look, as `UIView.snapshotView(afterScreenUpdates:)`:
    /// an image view the size of the bounds that does not change when this view does. With
    /// `afterScreenUpdates` pending layout is done first. Nil when the view has nothing to show (hidden,
    /// empty, or too large).
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        guard let image = snapshotImage(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let view = ImageView(image: image)
        view.frame = Rect(origin: .zero, size: bounds.size)
        return view
    }

    /// A view showing a copy of `rect` (in the bounds) of this view's current look, drawn resizable with
    /// `capInsets`, as `UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    public func resizableSnapshotView(from rect: Rect, afterScreenUpdates: Bool, withCapInsets capInsets: EdgeInsets)
        -> View?
    {
        guard let image = snapshotImage(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let b = bounds
        let area = IntRect(covering: rect.offsetBy(dx: -b.minX, dy: -b.minY)).intersection(
            IntRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !area.isEmpty else { return nil }
        let piece = Surface(width: area.width, height: area.height)
        Canvas(surface: piece).drawImage(
            image, transform: AffineTransform(translationX: Double(-area.x), y: Double(-area.y)))
        let view = ImageView(image: piece.resizableImage(withCapInsets: capInsets, resizingMode: .stretch))
        view.frame = Rect(origin: .zero, size: rect.size)
        return view
    }

    /// Draws the view and its subviews scaled into `rect` of the current graphics context (inside
    /// `GraphicsImageRenderer.image { }` or a view's `draw(_:)`), as
    /// `UIView.drawHierarchy(in:afterScreenUpdates:)`. False when there is no current context or nothing
    /// to draw.
    @discardableResult
    public func drawHierarchy(in rect: Rect, afterScreenUpdates: Bool) -> Bool {
        guard let context = GraphicsContext.current,
            let image = snapshotImage(afterScreenUpdates: afterScreenUpdates)
        else { return false }
        context.canvas.drawImage(image, in: rect)
        return true
    }

    /// The view and its subviews drawn into a new picture the size of the bounds; nil when there is
    /// nothing to draw.
    ///
    /// In a shown window the window's render state is brought up to date (the damage found is kept for the
    /// next frame) and the application's renderer draws the view. A view outside any window (or in a window
    /// of no application) gets a render state for the picture only, dropped afterwards so that it draws
    /// afresh when it enters a window.
    func snapshotImage(afterScreenUpdates: Bool) -> Surface? {
        if let window = self as? Window ?? self.window, let app = window.application, !window.isHidden {
            if afterScreenUpdates { app.layoutPass() }
            if window.needsRenderUpdate {
                window.needsRenderUpdate = false
                var damage = Region()
                window.updateRenderState(
                    parentTransform: .identity, clip: app.screen.bounds, parentAlpha: 1, parentVisible: true,
                    damage: &damage)
                window.pendingDamage.formUnion(damage)
                app.requestFrame()
            }
            return app.renderer.snapshot(of: self)
        }
        guard window == nil else { return nil }
        var root = self
        while let s = root.superview { root = s }
        if afterScreenUpdates { root.layoutIfNeeded() }
        var damage = Region()
        root.updateRenderState(
            parentTransform: .identity, clip: View.unclipped, parentAlpha: 1, parentVisible: true, damage: &damage)
        let image = Renderer(surface: Surface(width: 1, height: 1)).snapshot(of: self)
        root.forgetRenderState()
        return image
    }

    /// Marks the subtree as never drawn, so that it is drawn (and damages its place) when it is next shown.
    private func forgetRenderState() {
        render.isVisible = false
        markRenderDirty()
        for s in subviews { s.forgetRenderState() }
    }
}
