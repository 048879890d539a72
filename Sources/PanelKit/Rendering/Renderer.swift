/// Draws view trees into a display's framebuffer, only inside the damaged rectangles.
///
/// Each view draws, back to front: its shadow, its background (rounded), its content (`draw(_:in:)`),
/// its subviews (clipped when `clipsToBounds`, through a rounded mask with a corner radius), and its
/// border on top. A view with alpha below 1 and something inside it is drawn into an offscreen layer
/// and composited with its alpha (group opacity, as UIKit).
@MainActor
final class Renderer {
    let canvas: Canvas
    /// How many views were drawn in the last frame (for tests and benchmarks).
    private(set) var drawnViewCount = 0

    init(surface: Surface) {
        canvas = Canvas(surface: surface)
    }

    /// Redraws `damage` (window coordinates = framebuffer pixels) from `windows`, back to front.
    func render(_ windows: [Window], damage: Region, clearColor: Color = .black) {
        drawnViewCount = 0
        let rects = damage.rects.count > 32 ? [damage.bounds] : damage.rects
        for r in rects where !r.isEmpty {
            canvas.setDeviceClip(r)
            canvas.fill(r.rect, color: clearColor)
            for w in windows where w.render.isVisible {
                draw(w, in: canvas, clip: r.rect)
            }
        }
        canvas.setDeviceClip(IntRect(x: 0, y: 0, width: canvas.surface.width, height: canvas.surface.height))
    }

    /// Draws `view` with `canvas` in its superview's coordinates; `clip` is in window coordinates.
    func draw(_ view: View, in canvas: Canvas, clip: Rect) {
        let r = view.render
        guard r.isVisible, r.subtreeRect.intersects(clip) else { return }
        let alpha = min(1, r.values.alpha)
        if alpha < 0.999 && needsGroup(view) {
            drawGroup(view, in: canvas, clip: clip, alpha: alpha)
            return
        }
        canvas.saveState()
        canvas.concatenate(r.localTransform)
        drawBody(view, in: canvas, clip: clip, alpha: alpha)
        canvas.restoreState()
    }

    private func needsGroup(_ view: View) -> Bool {
        if view.subviews.contains(where: { $0.render.isVisible }) { return true }
        if view.hasCustomContent && !view.drawsContentWithAlpha { return true }
        return view.render.values.backgroundColor != nil && view.borderWidth > 0
    }

    /// Renders the subtree at full opacity into a layer covering its damaged part, then composites it.
    private func drawGroup(_ view: View, in canvas: Canvas, clip: Rect, alpha: Double) {
        let r = view.render
        let box = IntRect(covering: r.subtreeRect.intersection(clip))
        if box.isEmpty { return }
        let layer = Surface(width: box.width, height: box.height, format: .argb32)
        let layerCanvas = Canvas(surface: layer, cache: canvas.cache)
        layerCanvas.concatenate(
            r.windowTransform.concatenating(AffineTransform(translationX: Double(-box.x), y: Double(-box.y))))
        drawBody(view, in: layerCanvas, clip: box.rect, alpha: 1)
        // `canvas` is in the superview's coordinates: layer pixels → window → superview.
        canvas.drawImage(
            layer,
            transform: AffineTransform(translationX: Double(box.x), y: Double(box.y))
                .concatenating(r.parentTransform.inverted()),
            alpha: alpha)
    }

    /// Draws the view itself and its subviews; `canvas` is in the view's bounds coordinates.
    private func drawBody(_ view: View, in canvas: Canvas, clip: Rect, alpha: Double) {
        drawnViewCount += 1
        let r = view.render
        let v = r.values
        let b = v.bounds
        let radii = view.maskedCorners.radii(v.cornerRadius)
        if !view.clipsToBounds && view.shadowOpacity > 0, let sc = view.shadowColor, sc.alpha > 0 {
            let shadow = Shadow(
                color: sc.withAlphaComponent(sc.alpha * min(1, view.shadowOpacity) * alpha),
                offset: view.shadowOffset, blur: view.shadowRadius)
            canvas.drawShadow(for: b, radii: radii, shadow: shadow)
        }
        if let bg = v.backgroundColor, bg.alpha > 0 {
            canvas.fillRoundedRect(b, radii: radii, color: bg.withAlphaComponent(bg.alpha * alpha))
        }
        let childClip = r.childClip.intersection(clip)
        let hasContent = view.hasCustomContent
        let drawsSubviews = view.subviews.contains { $0.render.isVisible && $0.render.subtreeRect.intersects(clip) }
        if view.clipsToBounds {
            if !radii.isZero || !Renderer.isAxisAligned(canvas.transform) {
                if hasContent || drawsSubviews {
                    canvas.withRoundedClip(b, radii: radii) { inner in
                        if hasContent { view.drawContent(in: inner, alpha: alpha) }
                        for s in view.subviews { draw(s, in: inner, clip: childClip) }
                    }
                }
            } else {
                canvas.saveState()
                canvas.clip(to: b)
                if hasContent { view.drawContent(in: canvas, alpha: alpha) }
                for s in view.subviews { draw(s, in: canvas, clip: childClip) }
                canvas.restoreState()
            }
        } else {
            if hasContent {
                canvas.saveState()
                canvas.clip(to: b)
                view.drawContent(in: canvas, alpha: alpha)
                canvas.restoreState()
            }
            for s in view.subviews { draw(s, in: canvas, clip: childClip) }
        }
        if view.borderWidth > 0, let bc = view.borderColor, bc.alpha > 0 {
            canvas.strokeRoundedRect(
                b, radii: radii, lineWidth: view.borderWidth, color: bc.withAlphaComponent(bc.alpha * alpha))
        }
    }

    static func isAxisAligned(_ t: AffineTransform) -> Bool {
        t.b == 0 && t.c == 0
    }
}
