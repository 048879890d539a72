/// What a view looked like in the last frame drawn: the presentation values it was drawn with and
/// where its pixels went. Comparing it with the next frame's state gives the damage.
struct RenderState {
    var isVisible = false
    var values = ViewPresentation(
        center: .zero, bounds: .zero, transform: .identity, alpha: 0, backgroundColor: nil, cornerRadius: 0)
    /// Maps the view's bounds coordinates to its superview's bounds coordinates.
    var localTransform: AffineTransform = .identity
    /// Maps the superview's bounds coordinates to window coordinates.
    var parentTransform: AffineTransform = .identity
    /// Maps the view's bounds coordinates to window coordinates.
    var windowTransform: AffineTransform = .identity
    /// The product of the alphas of the view and its ancestors.
    var effectiveAlpha = 0.0
    /// The window-space pixels the view's own drawing (shadow included) covers, clipped by ancestors.
    var rect: Rect = .null
    /// `rect` together with every visible descendant's.
    var subtreeRect: Rect = .null
    /// The clip the view's subviews draw under, in window space.
    var childClip: Rect = .null
    var contentVersion = -1

    func differs(from other: RenderState) -> Bool {
        isVisible != other.isVisible || rect != other.rect || windowTransform != other.windowTransform
            || effectiveAlpha != other.effectiveAlpha || contentVersion != other.contentVersion
    }
}

extension View {
    /// Recomputes the render state of this subtree from presentation values and adds the rectangles of
    /// every view whose pixels changed (where they were and where they are now) to `damage`.
    func updateRenderState(
        parentTransform: AffineTransform, clip: Rect, parentAlpha: Double, parentVisible: Bool, damage: inout Region
    ) {
        let old = render
        let p = presentation
        let visible = parentVisible && !isHidden && p.alpha >= 0.001
        if !visible && !old.isVisible { return }
        var new = RenderState()
        if visible {
            let local = View.localToParent(center: p.center, bounds: p.bounds, transform: p.transform)
            let w = local.concatenating(parentTransform)
            new.isVisible = true
            new.values = p
            new.localTransform = local
            new.parentTransform = parentTransform
            new.windowTransform = w
            new.effectiveAlpha = parentAlpha * min(1, p.alpha)
            new.contentVersion = contentVersion
            new.rect = drawnExtent(p).applying(w).intersection(clip)
            new.childClip = clipsToBounds ? p.bounds.applying(w).intersection(clip) : clip
            var subtree = new.rect
            for s in subviews {
                s.updateRenderState(
                    parentTransform: w, clip: new.childClip, parentAlpha: new.effectiveAlpha, parentVisible: true,
                    damage: &damage)
                if s.render.isVisible { subtree = subtree.union(s.render.subtreeRect) }
            }
            new.subtreeRect = subtree
        } else {
            for s in subviews {
                s.updateRenderState(
                    parentTransform: .identity, clip: .null, parentAlpha: 0, parentVisible: false, damage: &damage)
            }
        }
        if new.differs(from: old) {
            if old.isVisible { damage.formUnion(Region(old.rect)) }
            if new.isVisible { damage.formUnion(Region(new.rect)) }
        }
        render = new
    }

    /// The bounds, grown by the shadow's reach when the view casts one.
    func drawnExtent(_ p: ViewPresentation) -> Rect {
        var r = p.bounds
        if !clipsToBounds && shadowOpacity > 0, let c = shadowColor, c.alpha > 0 {
            let reach = (shadowRadius * 1.5).rounded(.up) + 2
            r = r.union(
                p.bounds.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach))
        }
        return r
    }

    /// Adds the pixels this subtree last covered to `window`'s pending damage and forgets them (the
    /// subtree is leaving the window).
    func collectRenderedDamage(into window: Window) {
        if render.isVisible { window.pendingDamage.formUnion(Region(render.rect)) }
        render = RenderState()
        for s in subviews { s.collectRenderedDamage(into: window) }
        window.needsRenderUpdate = true
    }
}
