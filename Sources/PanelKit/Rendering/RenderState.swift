import PanelGraphics

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
    /// The subviews' identities in order, hashed, so that adding, removing or reordering them shows.
    var subviewsSignature = 0
    /// Whether the view is drawn through its cached bitmap this frame (`layer.shouldRasterize`, and no
    /// rasterized ancestor).
    var isRasterRoot = false
    /// For a raster root: what its subtree covers in its own bounds coordinates, unclipped.
    var rasterExtent: Rect = .null
    /// For a raster root: its descendants were not visited when it last moved, so their window-space state
    /// is stale and the next pass that visits them must recompute all of them.
    var rasterSubtreeStale = false

    func differs(from other: RenderState) -> Bool {
        isVisible != other.isVisible || rect != other.rect || windowTransform != other.windowTransform
            || effectiveAlpha != other.effectiveAlpha || contentVersion != other.contentVersion
            || isRasterRoot != other.isRasterRoot
    }
}

/// What a view's layer asks of the renderer, set through `Layer` and kept across frames (`View.layerOptions`,
/// outside `RenderState`, whose copies in each update are then plain bytes).
struct LayerOptions {
    /// Draw the subtree once into a cached bitmap and composite that while only its position changes.
    var shouldRasterize = false
    /// The view's content covers its bounds with opaque pixels, so nothing behind it needs drawing.
    var isOpaque = false
    /// The rasterized subtree, while `shouldRasterize` is set (or the view has a 3D transform).
    var cache: LayerCache?
    /// The rarely set layer properties below, in one shared box made when the first of them is set, so
    /// that every other view's options stay small.
    private var extras: LayerExtras?

    /// Whether any of the rarely set properties below was ever set (false for nearly every view, which then
    /// has no 3D transform, sublayer transform or mask to look at).
    var hasExtras: Bool { extras != nil }

    /// `layer.transform` when it is not affine (a rotation out of the plane, a perspective): the view is then
    /// drawn through its bitmap, flattened by this transform. Nil for every other view.
    var transform3D: Transform3D? {
        get { extras?.transform3D }
        set { if newValue != nil || extras != nil { madeExtras().transform3D = newValue } }
    }
    /// `layer.sublayerTransform`: applied to the subviews around this view's centre (usually a perspective).
    var sublayerTransform: Transform3D? {
        get { extras?.sublayerTransform }
        set { if newValue != nil || extras != nil { madeExtras().sublayerTransform = newValue } }
    }
    /// `layer.isDoubleSided`: false hides the view while its back faces the viewer.
    var isDoubleSided: Bool {
        get { extras?.isDoubleSided ?? true }
        set { if !newValue || extras != nil { madeExtras().isDoubleSided = newValue } }
    }
    /// `layer.cornerCurve`, kept for reading back (corners are drawn circular).
    var cornerCurve: CornerCurve {
        get { extras?.cornerCurve ?? .circular }
        set { if newValue != .circular || extras != nil { madeExtras().cornerCurve = newValue } }
    }
    /// `layer.mask`: the view is drawn through its bitmap, kept only where the mask layer is opaque.
    var mask: Sublayer? {
        get { extras?.mask }
        set { if newValue != nil || extras != nil { madeExtras().mask = newValue } }
    }

    /// `layer.shadowPath`: the shape of the shadow, in the view's bounds coordinates, instead of its
    /// (rounded) bounds.
    var shadowPath: Path? {
        get { extras?.shadowPath }
        set { if newValue != nil || extras != nil { madeExtras().shadowPath = newValue } }
    }

    /// The box, made on first use.
    private mutating func madeExtras() -> LayerExtras {
        if let extras { return extras }
        let made = LayerExtras()
        extras = made
        return made
    }
}

/// A rasterized subtree: its pixels in the view's bounds coordinates, offset by `extent`'s origin.
final class LayerCache {
    var surface: Surface?
    /// The pixels the bitmap covers, in the view's bounds coordinates.
    var extent = IntRect(x: 0, y: 0, width: 0, height: 0)
    /// False once anything inside the subtree changed: the next draw renders the bitmap again.
    var isValid = false
    /// Every pixel is opaque (an opaque background fills the bitmap), so it is copied, not blended.
    var isOpaque = false
    /// How many times the bitmap was rendered (for tests and benchmarks).
    var renderCount = 0
}

extension View {
    /// Recomputes the render state of this subtree from presentation values and adds the rectangles of
    /// every view whose pixels changed (where they were and where they are now) to `damage`.
    func updateRenderState(
        parentTransform: AffineTransform, clip: Rect, parentAlpha: Double, parentVisible: Bool, damage: inout Region
    ) {
        updateRenderState(
            parentTransform: parentTransform, clip: clip, parentAlpha: parentAlpha, parentVisible: parentVisible,
            insideRaster: false, damage: &damage)
    }

    /// A clip that clips nothing: a rasterized subtree is drawn whole, wherever it is on screen.
    static let unclipped = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

    /// Marks the view as changed and its ancestors as holding a change, so that the next damage pass visits
    /// them (it skips subtrees that did not change and whose ancestors did not move).
    func markRenderDirty() {
        renderDirty = true
        var v = superview
        while let s = v, !s.subtreeRenderDirty {
            s.subtreeRenderDirty = true
            v = s.superview
        }
    }

    /// The recursive pass. Returns whether anything in the subtree changed the way it draws relative to
    /// this view's superview, which is what invalidates an enclosing rasterized bitmap.
    ///
    /// `parentMoved` says whether what the parent hands down (transform, clip, alpha, visibility, whether it
    /// is a bitmap) differs from the last pass; when it does not, and neither this view nor anything under
    /// it changed, the subtree's state from the last pass still holds and it is not visited: a frame that
    /// changes one view costs the path to it, not the whole tree.
    @discardableResult
    func updateRenderState(
        parentTransform: AffineTransform, clip: Rect, parentAlpha: Double, parentVisible: Bool, insideRaster: Bool,
        parentMoved: Bool = true, damage: inout Region
    ) -> Bool {
        if !parentMoved && !renderDirty && !subtreeRenderDirty { return false }
        defer {
            renderDirty = false
            subtreeRenderDirty = false
        }
        let old = render
        let p = presentation
        let visible = parentVisible && !isHidden && p.alpha >= 0.001
        if !visible && !old.isVisible { return false }
        var new = RenderState()
        var innerChanged = false
        // Whether what this view hands its subviews changed: when not, unchanged subtrees are skipped.
        var moved = true
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
            new.subviewsSignature = subviewsSignature
            // A view with a 3D transform is drawn from its bitmap, flattened through the transform.
            let projection = insideRaster ? nil : projection(p)
            new.isRasterRoot =
                (layerOptions.shouldRasterize || projection != nil || layerOptions.mask != nil) && !insideRaster
            new.rect = drawnExtent(p).applying(w).intersection(clip)
            new.childClip = clipsToBounds ? p.bounds.applying(w).intersection(clip) : clip
            if new.isRasterRoot { new.childClip = clipsToBounds ? p.bounds.applying(w) : View.unclipped }
            moved =
                !old.isVisible || old.windowTransform != w || old.childClip != new.childClip
                || old.effectiveAlpha != new.effectiveAlpha || old.isRasterRoot != new.isRasterRoot
            if new.isRasterRoot && canKeepRasterExtent(old: old, presentation: p, windowTransform: w) {
                // Only the bitmap's placement changed (a sliding page, a dragged card): the subtree's
                // extent in the view's own coordinates still holds, so its descendants are not visited.
                // Their window-space state goes stale, which nothing reads while the bitmap is drawn;
                // any change inside, or a rotation, visits them again.
                new.rasterExtent = old.rasterExtent
                new.subtreeRect = View.projectedExtent(
                    old.rasterExtent, projection, local: w, parent: parentTransform, clip: clip)
                new.rasterSubtreeStale = true
            } else if new.isRasterRoot {
                // Descendants are placed unclipped (the bitmap holds all of them) and their damage is
                // replaced by the whole subtree's.
                var unused = Region()
                var unclippedSubtree = drawnExtent(p).applying(w)
                for s in subviews {
                    let changed = s.updateRenderState(
                        parentTransform: w, clip: new.childClip, parentAlpha: 1, parentVisible: true,
                        insideRaster: true, parentMoved: moved || old.rasterSubtreeStale, damage: &unused)
                    innerChanged = innerChanged || changed
                    if s.render.isVisible { unclippedSubtree = unclippedSubtree.union(s.render.subtreeRect) }
                }
                new.rasterExtent = unclippedSubtree.applying(w.inverted())
                new.subtreeRect =
                    projection == nil
                    ? unclippedSubtree.intersection(clip)
                    : View.projectedExtent(new.rasterExtent, projection, local: w, parent: parentTransform, clip: clip)
            } else {
                // The view's own damage first: a parent's rectangle usually holds its subviews', which then
                // add nothing (a moving page's cards), and the region stays a few rectangles.
                if !insideRaster && new.differs(from: old) {
                    if old.isVisible { View.addDamage(old.rect, to: &damage) }
                    View.addDamage(new.rect, to: &damage)
                }
                var subtree = new.rect
                for s in subviews {
                    let changed = s.updateRenderState(
                        parentTransform: w, clip: new.childClip, parentAlpha: new.effectiveAlpha, parentVisible: true,
                        insideRaster: insideRaster, parentMoved: moved, damage: &damage)
                    innerChanged = innerChanged || changed
                    if s.render.isVisible { subtree = subtree.union(s.render.subtreeRect) }
                }
                new.subtreeRect = subtree
            }
        } else {
            for s in subviews {
                s.updateRenderState(
                    parentTransform: .identity, clip: .null, parentAlpha: 0, parentVisible: false,
                    insideRaster: insideRaster, damage: &damage)
            }
        }
        // What changes the bitmap of a rasterized view: anything but its own position, transform and alpha.
        let ownContentChanged =
            new.isVisible != old.isVisible || new.contentVersion != old.contentVersion
            || new.subviewsSignature != old.subviewsSignature || new.values.bounds != old.values.bounds
            || new.values.backgroundColor != old.values.backgroundColor
            || new.values.cornerRadius != old.values.cornerRadius
        let placementChanged =
            new.values.center != old.values.center || new.values.transform != old.values.transform
            || new.values.alpha != old.values.alpha
        if insideRaster {
            // Inside a bitmap: the raster root damages for the whole subtree.
        } else if new.isRasterRoot {
            if innerChanged || ownContentChanged {
                layerOptions.cache?.isValid = false
            }
            if innerChanged || new.differs(from: old) || new.subtreeRect != old.subtreeRect {
                if old.isVisible { View.addDamage(old.subtreeRect, to: &damage) }
                View.addDamage(new.subtreeRect, to: &damage)
            }
        } else {
            if !layerOptions.shouldRasterize { layerOptions.cache = nil }
            if old.isRasterRoot {
                // No longer drawn from a bitmap: everything it covered is drawn again.
                View.addDamage(old.subtreeRect, to: &damage)
                if new.isVisible { View.addDamage(new.subtreeRect, to: &damage) }
            }
            // A visible view added its damage before its subviews (above).
            if !new.isVisible && new.differs(from: old) && old.isVisible { View.addDamage(old.rect, to: &damage) }
        }
        render = new
        return innerChanged || ownContentChanged || placementChanged
    }

    /// Whether a rasterized view's last extent still holds: it was a visible raster root, nothing in its
    /// subtree changed, its bounds and content (shadow and clipping included) are the same, the bitmap is
    /// small enough to be drawn as one, and the old and new transforms to the window both keep rectangles
    /// axis-aligned, under which the union of the subtree's rectangles maps back to the same extent.
    private func canKeepRasterExtent(
        old: RenderState, presentation p: ViewPresentation, windowTransform w: AffineTransform
    )
        -> Bool
    {
        guard old.isRasterRoot, old.isVisible, !subtreeRenderDirty, old.contentVersion == contentVersion,
            old.values.bounds == p.bounds, !old.rasterExtent.isNull
        else { return false }
        let o = old.windowTransform
        guard o.b == 0, o.c == 0, o.a > 0, o.d > 0, w.b == 0, w.c == 0, w.a > 0, w.d > 0 else { return false }
        return Renderer.bitmapExtent(of: old.rasterExtent) != nil
    }

    /// Adds `rect`'s pixels to `damage`, joining it with what is there when their bounding box is no larger
    /// than the two together (`Region.formDamageUnion`): a card dragged by a few pixels damages one
    /// rectangle, drawn in one pass, rather than the three bands of its old and new places.
    static func addDamage(_ rect: Rect, to damage: inout Region) {
        damage.formDamageUnion(IntRect(covering: rect))
    }

    /// The subviews' identities in order, folded into one number (their addresses, not `hashValue`, whose
    /// seeded hashing would cost more than the rest of a visited view's update).
    var subviewsSignature: Int {
        var h = subviews.count
        for s in subviews { h = h &* 31 &+ Int(bitPattern: ObjectIdentifier(s)) }
        return h
    }

    /// The bounds, grown by the shadow's reach when the view casts one.
    func drawnExtent(_ p: ViewPresentation) -> Rect {
        var r = p.bounds
        if !clipsToBounds && shadowOpacity > 0, let c = shadowColor, c.alpha > 0 {
            let reach = (shadowRadius * 1.5).rounded(.up) + 2
            let shape = layerOptions.shadowPath?.bounds ?? p.bounds
            r = r.union(
                shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach))
        }
        return r
    }

    /// Adds the pixels this subtree last covered to `window`'s pending damage and forgets them (the
    /// subtree is leaving the window).
    func collectRenderedDamage(into window: Window) {
        if render.isVisible {
            window.pendingDamage.formUnion(Region(render.isRasterRoot ? render.subtreeRect : render.rect))
        }
        layerOptions.cache = nil
        render = RenderState()
        for s in subviews { s.collectRenderedDamage(into: window) }
        window.needsRenderUpdate = true
    }
}
