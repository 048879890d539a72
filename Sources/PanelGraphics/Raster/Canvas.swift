import CPixman

/// Draws into a surface with pixman: fills, antialiased rounded shapes, gradients, transformed images,
/// glyph masks and soft shadows, under a current transform and clip, like a CGContext.
///
/// A canvas keeps no pixels of its own. Shapes are rasterized into a8 coverage masks by pixman's
/// trapezoid rasterizer and composited OVER the surface; premultiplied colour throughout.
public final class Canvas {
    public let surface: Surface
    /// Caches expensive masks (shadows, rounded rects) across frames; share one per renderer.
    public let cache: RasterCache

    private struct State {
        var transform: AffineTransform
        var clip: IntRect
        var appearance = Color.Appearance.light
    }
    private var state: State
    private var stack: [State] = []
    /// While set, pixel operations on `surface` are recorded here instead of run (`beginRecording`).
    private(set) var recording: DisplayList?
    /// Whether `state.clip` is not yet set on the surface's image (see `applyClip`).
    private var clipIsPending = true

    public init(surface: Surface, cache: RasterCache = RasterCache()) {
        self.surface = surface
        self.cache = cache
        surface.isOpaque = surface.format == .xrgb32
        self.state = State(
            transform: .identity, clip: IntRect(x: 0, y: 0, width: surface.width, height: surface.height))
        applyClip()
    }

    deinit {
        pixman_image_set_clip_region32(surface.image, nil)
    }

    // MARK: Recording

    /// Records the pixel operations on `surface` into `list` instead of running them, until
    /// `endRecording()`; `list.replay(on:)` then runs them, band by band. The clip is recorded as it is now.
    public func beginRecording(into list: DisplayList) {
        list.begin()
        recording = list
        applyClip()
    }

    /// Stops recording: operations run again, with the canvas's clip applied to the surface.
    public func endRecording() {
        recording?.end()
        recording = nil
        applyClip()
    }

    /// Fills `box` (device pixels) with `color`, or records it.
    private func emitFill(_ op: pixman_op_t, _ color: pixman_color_t, _ box: IntRect) {
        if let list = recording {
            list.append(.fill(op, color, box))
            return
        }
        if PixelCopy.fill(op, color, box, clip: state.clip, into: surface.image) { return }
        var c = color
        var b = pixman_box32_t(
            x1: Int32(box.x), y1: Int32(box.y), x2: Int32(box.x + box.width), y2: Int32(box.y + box.height))
        applyPendingClip()
        pixman_image_fill_boxes(op, surface.image, &c, 1, &b)
    }

    /// Composites `source` (through `mask`) at `box`, or records it holding both images and their owners.
    func emitComposite(
        _ op: pixman_op_t, _ source: OpaquePointer, _ sourceOwner: AnyObject?, _ mask: OpaquePointer?,
        _ maskOwner: AnyObject?, sx: Int, sy: Int, mx: Int, my: Int, to box: IntRect
    ) {
        // A surface's own image has no transform, repeat or filter (samplers are separate images).
        let plain = mask == nil && (sourceOwner as? Surface)?.image == source
        if let list = recording {
            list.hold(source, owner: sourceOwner)
            list.hold(mask, owner: maskOwner)
            list.append(
                .composite(op, source: source, mask: mask, plain: plain, sx: sx, sy: sy, mx: mx, my: my, box: box))
            return
        }
        if PixelCopy.copy(
            op, from: source, plain: plain, sx: sx, sy: sy, to: box, clip: state.clip, into: surface.image)
        {
            return
        }
        applyPendingClip()
        pixman_image_composite32(
            op, source, mask, surface.image, Int32(sx), Int32(sy), Int32(mx), Int32(my), Int32(box.x), Int32(box.y),
            Int32(box.width), Int32(box.height))
    }

    /// Composites `image` read through `transform` with bilinear filtering (as the source, or as the mask
    /// of `other`), or records it.
    func emitSampled(
        _ op: pixman_op_t, _ image: Surface, transform: pixman_transform_t, repeating: pixman_repeat_t,
        other: OpaquePointer?, otherOwner: AnyObject?, sampledIsMask: Bool, to box: IntRect
    ) {
        if let list = recording {
            list.hold(other, owner: otherOwner)
            list.hold(nil, owner: image)
            list.append(
                .sampled(
                    op, surface: image, transform: transform, repeating: repeating, other: other,
                    sampledIsMask: sampledIsMask, box: box))
            return
        }
        var t = transform
        let sampler = image.sampler(transform: &t, repeating: repeating)
        let (source, mask) = sampledIsMask ? (other!, Optional(sampler)) : (sampler, other)
        applyPendingClip()
        pixman_image_composite32(
            op, source, mask, surface.image, sampledIsMask ? 0 : Int32(box.x), sampledIsMask ? 0 : Int32(box.y),
            sampledIsMask ? Int32(box.x) : 0, sampledIsMask ? Int32(box.y) : 0, Int32(box.x), Int32(box.y),
            Int32(box.width), Int32(box.height))
    }

    // MARK: State

    /// Maps user space to device pixels.
    public var transform: AffineTransform { state.transform }
    /// The device-space clip rectangle.
    public var clipBounds: IntRect { state.clip }

    /// Which value of a dynamic colour (`Color.label`, `UIColor(dynamicProvider:)`) the canvas draws: every
    /// colour given to it is resolved with this first (a fixed colour costs one compare). Part of the saved
    /// state; the renderer sets it to each view's appearance before drawing the view. The canvas's own
    /// state, not a global, so that canvases on other threads draw their own appearance.
    public var appearance: Color.Appearance {
        get { state.appearance }
        set { state.appearance = newValue }
    }

    public func saveState() {
        stack.append(state)
    }

    public func restoreState() {
        guard let s = stack.popLast() else { preconditionFailure("restoreState without saveState") }
        let clipChanged = s.clip != state.clip
        state = s
        if clipChanged { applyClip() }
    }

    /// Runs `body` between `saveState` and `restoreState`.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        saveState()
        defer { restoreState() }
        return try body()
    }

    public func translateBy(x: Double, y: Double) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    /// Prepends `t` to the current transform (as `CGContext.concatenate`).
    public func concatenate(_ t: AffineTransform) {
        state.transform = t.concatenating(state.transform)
    }

    /// Narrows the clip to `rect` (its device-space bounding box, in whole pixels).
    public func clip(to rect: Rect) {
        let device = IntRect(covering: rect.applying(state.transform))
        state.clip = state.clip.intersection(device)
        applyClip()
    }

    /// Replaces the clip with a device-space rect (intersected with the surface).
    public func setDeviceClip(_ rect: IntRect) {
        state.clip = rect.intersection(IntRect(x: 0, y: 0, width: surface.width, height: surface.height))
        applyClip()
    }

    public var isClipEmpty: Bool { state.clip.isEmpty }

    /// The clip changed: recorded as an operation, or set on the surface's image before the next pixman
    /// operation that draws into it (`applyPendingClip`). Fills and copies that bypass pixman take the clip
    /// rectangle themselves, and a clip often changes again before anything is drawn under it, so setting it
    /// on the image at once (which makes pixman revalidate the image) is often wasted.
    private func applyClip() {
        if let list = recording {
            list.append(.clip(state.clip))
            return
        }
        clipIsPending = true
    }

    /// Sets the clip on the surface's image if it changed since it was last set.
    private func applyPendingClip() {
        guard clipIsPending else { return }
        clipIsPending = false
        Self.setClip(state.clip, on: surface.image)
    }

    /// Clips what pixman draws into `image` to `box` (empty when `box` is).
    static func setClip(_ box: IntRect, on image: OpaquePointer) {
        var region = pixman_region32_t()
        pixman_region32_init_rect(
            &region, Int32(box.x), Int32(box.y), UInt32(max(0, box.width)), UInt32(max(0, box.height)))
        pixman_image_set_clip_region32(image, &region)
        pixman_region32_fini(&region)
    }

    private var isIntegerTranslation: Bool {
        let t = state.transform
        return t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == t.tx.rounded() && t.ty == t.ty.rounded()
    }

    /// How many device pixels a user-space unit spans at most under the current transform.
    public var scale: Double {
        let t = state.transform
        return max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
    }

    // MARK: Fills

    /// Fills `rect` with `color` (OVER; SRC where the colour is opaque).
    public func fill(_ rect: Rect, color: Color) {
        let color = color.resolved(state.appearance)
        if color.alpha <= 0 || isClipEmpty { return }
        let t = state.transform
        if t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 {
            let d = rect.applying(t)
            if d.minX == d.minX.rounded() && d.minY == d.minY.rounded() && d.maxX == d.maxX.rounded()
                && d.maxY == d.maxY.rounded()
            {
                let box = IntRect(covering: d).intersection(state.clip)
                if box.isEmpty { return }
                emitFill(color.alpha >= 1 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, color.pixmanColor, box)
                return
            }
        }
        fillPolygon(Polygon.roundedRect(rect, radii: .zero, scale: 1).map { $0.applying(t) }, color: color)
    }

    /// Sets the pixels of `rect`'s device bounding box (cut to the clip) to transparent black.
    public func clear(_ rect: Rect) {
        let box = IntRect(covering: rect.applying(state.transform)).intersection(state.clip)
        if box.isEmpty { return }
        emitFill(PIXMAN_OP_SRC, Color.clear.pixmanColor, box)
    }

    /// Fills a rounded rectangle, antialiased, with a radius per corner.
    public func fillRoundedRect(_ rect: Rect, radii: CornerRadii, color: Color) {
        let color = color.resolved(state.appearance)
        if radii.isZero { return fill(rect, color: color) }
        if color.alpha <= 0 || isClipEmpty { return }
        let t = state.transform
        fillPolygon(Polygon.roundedRect(rect, radii: radii, scale: scale).map { $0.applying(t) }, color: color)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: Rect, color: Color) {
        let color = color.resolved(state.appearance)
        if color.alpha <= 0 || isClipEmpty { return }
        let t = state.transform
        fillPolygon(Polygon.ellipse(in: rect, scale: scale).map { $0.applying(t) }, color: color)
    }

    /// Strokes a border of `lineWidth` just inside the edge of a rounded rectangle (as CALayer borders are).
    public func strokeRoundedRect(_ rect: Rect, radii: CornerRadii, lineWidth: Double, color: Color) {
        let color = color.resolved(state.appearance)
        if color.alpha <= 0 || lineWidth <= 0 || isClipEmpty { return }
        let t = state.transform
        let s = scale
        let outer = Polygon.roundedRect(rect, radii: radii, scale: s).map { $0.applying(t) }
        let inner = rect.insetBy(dx: lineWidth, dy: lineWidth)
        guard let (mask, box) = coverage(outer) else { return }
        if !inner.isNull && inner.width > 0 && inner.height > 0 {
            let hole = Surface(width: mask.width, height: mask.height, format: .a8)
            let innerRadii = radii.clamped(to: rect.size).inset(by: lineWidth)
            Coverage.add(
                convex: Polygon.roundedRect(inner, radii: innerRadii, scale: s).map { $0.applying(t) }, to: hole,
                ox: box.x, oy: box.y)
            pixman_image_composite32(
                PIXMAN_OP_OUT_REVERSE, hole.image, nil, mask.image, 0, 0, 0, 0, 0, 0, Int32(mask.width),
                Int32(mask.height))
        }
        composite(solid: color, mask: mask, at: box)
    }

    /// Fills a (rounded) rect with a linear gradient from `start` to `end` (user space).
    public func fillLinearGradient(
        _ rect: Rect, radii: CornerRadii = .zero, from start: Point, to end: Point, stops: [GradientStop]
    ) {
        if stops.isEmpty || isClipEmpty { return }
        let t = state.transform
        guard let (mask, box) = coverage(Polygon.roundedRect(rect, radii: radii, scale: scale).map { $0.applying(t) })
        else { return }
        var p1 = pixman_point_fixed_t(x: Coverage.fixed(start.x), y: Coverage.fixed(start.y))
        var p2 = pixman_point_fixed_t(x: Coverage.fixed(end.x), y: Coverage.fixed(end.y))
        var pstops = Self.pixmanStops(stops, state.appearance)
        let gradient = pixman_image_create_linear_gradient(&p1, &p2, &pstops, Int32(pstops.count))!
        defer { pixman_image_unref(gradient) }
        pixman_image_set_repeat(gradient, PIXMAN_REPEAT_PAD)
        var xf = Self.pixmanTransform(t.inverted())
        pixman_image_set_transform(gradient, &xf)
        emitComposite(
            PIXMAN_OP_OVER, gradient, nil, mask.image, mask, sx: box.x, sy: box.y, mx: 0, my: 0, to: box)
    }

    /// Fills a (rounded) rect with a radial gradient: the first stop at `center`, the last on the ellipse
    /// with radii `radiusX` and `radiusY` around it, padded beyond (user space).
    public func fillRadialGradient(
        _ rect: Rect, radii: CornerRadii = .zero, center: Point, radiusX: Double, radiusY: Double,
        stops: [GradientStop]
    ) {
        if stops.isEmpty || isClipEmpty || radiusX <= 0 || radiusY <= 0 { return }
        let t = state.transform
        guard let (mask, box) = coverage(Polygon.roundedRect(rect, radii: radii, scale: scale).map { $0.applying(t) })
        else { return }
        // A unit circle at the origin, stretched to the ellipse and placed by the canvas transform.
        var inner = pixman_point_fixed_t(x: 0, y: 0)
        var outer = pixman_point_fixed_t(x: 0, y: 0)
        var pstops = Self.pixmanStops(stops, state.appearance)
        let gradient = pixman_image_create_radial_gradient(
            &inner, &outer, 0, Coverage.fixed(1), &pstops, Int32(pstops.count))!
        defer { pixman_image_unref(gradient) }
        pixman_image_set_repeat(gradient, PIXMAN_REPEAT_PAD)
        let ellipse = AffineTransform(a: radiusX, b: 0, c: 0, d: radiusY, tx: center.x, ty: center.y)
        var xf = Self.pixmanTransform(ellipse.concatenating(t).inverted())
        pixman_image_set_transform(gradient, &xf)
        emitComposite(
            PIXMAN_OP_OVER, gradient, nil, mask.image, mask, sx: box.x, sy: box.y, mx: 0, my: 0, to: box)
    }

    /// Gradient stops as pixman takes them: straight (non-premultiplied) colour, which pixman premultiplies
    /// after interpolating.
    static func pixmanStops(_ stops: [GradientStop], _ appearance: Color.Appearance) -> [pixman_gradient_stop_t] {
        stops.map { stop in
            let s = GradientStop(stop.location, stop.color.resolved(appearance))
            return
                pixman_gradient_stop_t(
                    x: Coverage.fixed(s.location),
                    color: pixman_color_t(
                        red: UInt16(Color.clamp(s.color.red) * 65535),
                        green: UInt16(Color.clamp(s.color.green) * 65535),
                        blue: UInt16(Color.clamp(s.color.blue) * 65535),
                        alpha: UInt16(Color.clamp(s.color.alpha) * 65535)))
        }
    }

    // MARK: Images

    /// Draws `image` scaled into `rect` with bilinear filtering, at `alpha`, clipped to rounded corners.
    public func drawImage(_ image: Surface, in rect: Rect, alpha: Double = 1, radii: CornerRadii = .zero) {
        guard image.width > 0, image.height > 0 else { return }
        // A resizable picture keeps its caps (`Canvas+NinePatch`).
        if image.isResizable && radii.isZero && rect.size != image.size {
            drawNinePatch(image, in: rect, alpha: alpha)
            return
        }
        let toRect = AffineTransform(
            a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height), tx: rect.minX,
            ty: rect.minY)
        drawImage(image, transform: toRect, alpha: alpha, radii: radii)
    }

    /// Draws `image` with `transform` mapping its pixel space into user space.
    ///
    /// Integer translations composite directly; anything else goes through pixman's bilinear filter with
    /// an antialiased edge mask, so a scaled or rotated image has smooth edges.
    public func drawImage(_ image: Surface, transform: AffineTransform, alpha: Double = 1, radii: CornerRadii = .zero) {
        if alpha <= 0 || isClipEmpty || image.width == 0 || image.height == 0 { return }
        let full = transform.concatenating(state.transform)
        let op = image.isOpaque && alpha >= 1 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        if radii.isZero && full.a == 1 && full.b == 0 && full.c == 0 && full.d == 1 && full.tx == full.tx.rounded()
            && full.ty == full.ty.rounded()
        {
            let dx = Int32(full.tx)
            let dy = Int32(full.ty)
            let alphaMask = alpha < 1 ? cache.solid(Color(white: 0, alpha: alpha)) : nil
            emitComposite(
                op, image.image, image, alphaMask, nil, sx: 0, sy: 0, mx: 0, my: 0,
                to: IntRect(x: Int(dx), y: Int(dy), width: image.width, height: image.height))
            return
        }
        let imageRect = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        // Radii are in user space; express them in image space for the outline.
        let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let sy = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        let r = CornerRadii(
            topLeft: radii.topLeft / max(sx, 1e-9), topRight: radii.topRight / max(sx, 1e-9),
            bottomRight: radii.bottomRight / max(sx, 1e-9), bottomLeft: radii.bottomLeft / max(sx, 1e-9))
        let rs = sy > 0 && sx > 0 && abs(sx - sy) > 1e-6 ? Self.scaleRadiiY(r, sx / sy) : r
        let outline = Polygon.roundedRect(imageRect, radii: rs, scale: scale * max(sx, sy)).map { $0.applying(full) }
        guard let (mask, box) = coverage(outline) else { return }
        if alpha < 1 { multiply(mask, by: alpha) }
        emitSampled(
            PIXMAN_OP_OVER, image, transform: Self.pixmanTransform(full.inverted()), repeating: PIXMAN_REPEAT_PAD,
            other: mask.image, otherOwner: mask, sampledIsMask: false, to: box)
    }

    /// Composites an a8 coverage mask (a glyph) in `color` with its top-left at `origin` in user space.
    /// Under a translation the origin snaps to whole device pixels, keeping glyphs crisp.
    public func drawMask(_ mask: Surface, at origin: Point, color: Color) {
        let color = color.resolved(state.appearance)
        if color.alpha <= 0 || isClipEmpty || mask.width == 0 || mask.height == 0 { return }
        let t = state.transform
        let src = cache.solid(color)
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            let p = origin.applying(t)
            emitComposite(
                PIXMAN_OP_OVER, src, nil, mask.image, mask, sx: 0, sy: 0, mx: 0, my: 0,
                to: IntRect(x: Int(p.x.rounded()), y: Int(p.y.rounded()), width: mask.width, height: mask.height))
            return
        }
        let full = AffineTransform(translationX: origin.x, y: origin.y).concatenating(t)
        let box = IntRect(
            covering: Rect(x: 0, y: 0, width: Double(mask.width), height: Double(mask.height)).applying(full)
        )
        .intersection(state.clip)
        if box.isEmpty { return }
        emitSampled(
            PIXMAN_OP_OVER, mask, transform: Self.pixmanTransform(full.inverted()), repeating: PIXMAN_REPEAT_NONE,
            other: src, otherOwner: nil, sampledIsMask: true, to: box)
    }

    /// Copies `image`, every pixel of which is opaque (alpha 255, as a bitmap drawn over an opaque
    /// background), with `transform` mapping its pixels into user space. Under a whole-pixel translation
    /// this is pixman's SRC copy, which reads nothing of what it overwrites; otherwise it is drawn as
    /// `drawImage(_:transform:alpha:radii:)` draws it.
    public func drawOpaqueImage(_ image: Surface, transform: AffineTransform) {
        let full = transform.concatenating(state.transform)
        guard image.format != .a8, !isClipEmpty, full.a == 1, full.b == 0, full.c == 0, full.d == 1,
            full.tx == full.tx.rounded(), full.ty == full.ty.rounded()
        else {
            drawImage(image, transform: transform)
            return
        }
        emitComposite(
            PIXMAN_OP_SRC, image.image, image, nil, nil, sx: 0, sy: 0, mx: 0, my: 0,
            to: IntRect(x: Int(full.tx), y: Int(full.ty), width: image.width, height: image.height))
    }

    /// Draws `image` with `transform` through pixman's bilinear filter and no edge mask: outside the image
    /// the filter reads transparent pixels, so edges fade over about one pixel. Cheaper than
    /// `drawImage(_:transform:alpha:radii:)` for a scaled image (no coverage mask is made), and as smooth
    /// for an axis-aligned scale; a rotated image keeps sharper edges with `drawImage`.
    ///
    /// `opaque`: every pixel of `image` is opaque (a bitmap of an opaque page). Under an axis-aligned
    /// transform at full alpha, the pixels more than the filter's reach in from the edges mix only opaque
    /// pixels and come out opaque, so they are written with SRC, which does not read what it covers (a
    /// third of the memory traffic of OVER); only the fading edge is blended.
    public func drawImageFiltered(_ image: Surface, transform: AffineTransform, alpha: Double = 1, opaque: Bool = false)
    {
        if alpha <= 0 || isClipEmpty || image.width == 0 || image.height == 0 { return }
        let full = transform.concatenating(state.transform)
        let imageRect = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        let drawn = imageRect.applying(full)
        let box = IntRect(covering: drawn).intersection(state.clip)
        if box.isEmpty { return }
        let sampling = Self.pixmanTransform(full.inverted())
        if opaque && alpha >= 1 && full.b == 0 && full.c == 0 && full.a > 0 && full.d > 0 {
            let core = Self.opaqueCore(of: drawn, reach: max(full.a, full.d).rounded(.up)).intersection(box)
            if !core.isEmpty {
                emitSampled(
                    PIXMAN_OP_SRC, image, transform: sampling, repeating: PIXMAN_REPEAT_NONE, other: nil,
                    otherOwner: nil, sampledIsMask: false, to: core)
                // The edge: the bands above and below the core, and beside it.
                box.forEachPiece(outside: core) { edge in
                    emitSampled(
                        PIXMAN_OP_OVER, image, transform: sampling, repeating: PIXMAN_REPEAT_NONE, other: nil,
                        otherOwner: nil, sampledIsMask: false, to: edge)
                }
                return
            }
        }
        let alphaMask = alpha < 1 ? cache.solid(Color(white: 0, alpha: alpha)) : nil
        emitSampled(
            PIXMAN_OP_OVER, image, transform: sampling, repeating: PIXMAN_REPEAT_NONE, other: alphaMask,
            otherOwner: nil, sampledIsMask: false, to: box)
    }

    /// The whole device pixels of `drawn` (an opaque image's place under a scale) at least `reach` in from
    /// its edges: there the bilinear filter (about half a source pixel, at most `reach` device pixels, either
    /// side of a pixel's centre) reads only the image's pixels.
    public static func opaqueCore(of drawn: Rect, reach: Double) -> IntRect {
        IntRect(inside: drawn.insetBy(dx: reach, dy: reach))
    }

    // MARK: Shadows

    /// Draws the soft shadow a (rounded) rect would cast. The blurred silhouette is cached by size,
    /// radii and blur, so a card that moves re-uses it.
    public func drawShadow(for rect: Rect, radii: CornerRadii, shadow: Shadow) {
        var shadow = shadow
        shadow.color = shadow.color.resolved(state.appearance)
        if shadow.color.alpha <= 0 || isClipEmpty { return }
        let t = state.transform
        let s = scale
        let blur = shadow.blur * s
        let margin = Int((blur * 1.5).rounded(.up)) + 1
        let dev = rect.applying(t)
        let w = Int(dev.width.rounded()) + 2 * margin
        let h = Int(dev.height.rounded()) + 2 * margin
        if w <= 0 || h <= 0 { return }
        let key = RasterCache.ShadowKey(
            width: w, height: h,
            radii: CornerRadii(
                topLeft: radii.topLeft * s, topRight: radii.topRight * s, bottomRight: radii.bottomRight * s,
                bottomLeft: radii.bottomLeft * s), blur: blur)
        let mask = cache.shadow(key) {
            let m = Surface(width: w, height: h, format: .a8)
            let inner = Rect(
                x: Double(margin), y: Double(margin), width: Double(w - 2 * margin), height: Double(h - 2 * margin))
            Coverage.add(convex: Polygon.roundedRect(inner, radii: key.radii, scale: 1), to: m, ox: 0, oy: 0)
            Blur.gaussian(m, sigma: blur / 2)
            return m
        }
        let ox = Int((dev.minX + shadow.offset.width * s).rounded()) - margin
        let oy = Int((dev.minY + shadow.offset.height * s).rounded()) - margin
        composite(solid: shadow.color, mask: mask, at: IntRect(x: ox, y: oy, width: w, height: h))
    }

    /// Draws the soft shadow `path` (in user space) casts, as a layer's `shadowPath`. The blurred silhouette
    /// is cached by the path's device-space shape (less its position) and the blur, so a view that moves
    /// re-uses it.
    public func drawShadow(of path: Path, shadow: Shadow) {
        var shadow = shadow
        shadow.color = shadow.color.resolved(state.appearance)
        if shadow.color.alpha <= 0 || isClipEmpty || path.isEmpty { return }
        let s = scale
        let blur = shadow.blur * s
        let margin = Int((blur * 1.5).rounded(.up)) + 1
        let device = path.applying(state.transform)
        let box = device.bounds
        guard box.width.isFinite, box.height.isFinite, box.width < 16384, box.height < 16384 else { return }
        let x0 = box.minX.rounded(.down)
        let y0 = box.minY.rounded(.down)
        let w = Int(box.maxX.rounded(.up) - x0) + 2 * margin
        let h = Int(box.maxY.rounded(.up) - y0) + 2 * margin
        if w <= 0 || h <= 0 { return }
        // The path with its box's corner at (margin, margin), so that moving it keeps the key.
        let local = device.applying(
            AffineTransform(translationX: Double(margin) - x0, y: Double(margin) - y0))
        let key = RasterCache.ShadowKey(width: w, height: h, radii: .zero, blur: blur, path: local)
        let mask = cache.shadow(key) {
            let m = Surface(width: w, height: h, format: .a8)
            PathRasterizer.add(local.flattened(tolerance: 0.2).map(\.points), rule: .nonZero, to: m, ox: 0, oy: 0)
            Blur.gaussian(m, sigma: blur / 2)
            return m
        }
        let ox = Int((x0 + shadow.offset.width * s).rounded()) - margin
        let oy = Int((y0 + shadow.offset.height * s).rounded()) - margin
        composite(solid: shadow.color, mask: mask, at: IntRect(x: ox, y: oy, width: w, height: h))
    }

    // MARK: Rounded clipping

    /// Draws `body` clipped to a rounded rect.
    ///
    /// Where the rect lands on whole device pixels under a translation (a card, a button), `body` draws
    /// straight into the surface under the rect's square clip, and only the corners are put right after:
    /// each corner square is saved before `body` and blended back outside the rounded edge (the cached
    /// coverage `m` of the corner: result = drawn × m + saved × (1 − m), which is what compositing a layer
    /// through the mask gives). Elsewhere (scaled, rotated, off the pixel grid) `body` renders into a
    /// temporary layer composited through the antialiased mask (pixman clips only to pixel regions).
    public func withRoundedClip(_ rect: Rect, radii: CornerRadii, _ body: (Canvas) -> Void) {
        if isClipEmpty { return }
        if let corners = saveCorners(of: rect, radii: radii) {
            saveState()
            clip(to: rect)
            body(self)
            restoreState()
            restoreCorners(corners)
            return
        }
        let t = state.transform
        let outline = Polygon.roundedRect(rect, radii: radii, scale: scale).map { $0.applying(t) }
        guard let (mask, box) = coverage(outline) else { return }
        let layer = Surface(width: box.width, height: box.height, format: .argb32)
        let inner = Canvas(surface: layer, cache: cache)
        inner.state.transform = t.concatenating(AffineTransform(translationX: Double(-box.x), y: Double(-box.y)))
        body(inner)
        emitComposite(PIXMAN_OP_OVER, layer.image, layer, mask.image, mask, sx: 0, sy: 0, mx: 0, my: 0, to: box)
    }

    /// A rounded clip drawn in place: where its corners are and where their pixels were saved.
    struct SavedCorners {
        /// The clip's rect in device pixels.
        var box: IntRect
        /// The corner squares' sides: top-left, top-right, bottom-right, bottom-left.
        var sides: (Int, Int, Int, Int)
        var masks: RasterCache.RoundedMasks
        /// The saved pixels, corner k at (k × slot, 0).
        var scratch: Surface
        var slot: Int
    }

    /// Scratch surfaces for saved corners, one per nesting level of in-place rounded clips, kept across
    /// frames so that a steady frame allocates none.
    private var cornerScratch: [Surface] = []
    private var roundedClipDepth = 0

    /// Saves the corner squares of a rounded clip that lands on whole pixels, or returns nil (the caller
    /// uses a layer).
    private func saveCorners(of rect: Rect, radii: CornerRadii) -> SavedCorners? {
        let t = state.transform
        guard surface.format != .a8, t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return nil }
        let x = rect.minX + t.tx
        let y = rect.minY + t.ty
        guard x == x.rounded(), y == y.rounded(), rect.width == rect.width.rounded(),
            rect.height == rect.height.rounded(), rect.width >= 1, rect.height >= 1,
            rect.width * rect.height <= 1024 * 1024, abs(x) < 1e6, abs(y) < 1e6
        else { return nil }
        let box = IntRect(x: Int(x), y: Int(y), width: Int(rect.width), height: Int(rect.height))
        let masks = cache.roundedMasks(width: box.width, height: box.height, radii: radii)
        let c = masks.radii
        func side(_ r: Double) -> Int { min(Int(r.rounded(.up)), box.width, box.height) }
        let sides = (side(c.topLeft), side(c.topRight), side(c.bottomRight), side(c.bottomLeft))
        let slot = max(sides.0, sides.1, sides.2, sides.3, 1)
        let depth = roundedClipDepth
        if depth >= cornerScratch.count || cornerScratch[depth].width < 4 * slot || cornerScratch[depth].height < slot {
            let scratch = Surface(width: 4 * max(slot, 32), height: max(slot, 32), format: .argb32)
            if depth < cornerScratch.count { cornerScratch[depth] = scratch } else { cornerScratch.append(scratch) }
        }
        let saved = SavedCorners(box: box, sides: sides, masks: masks, scratch: cornerScratch[depth], slot: slot)
        if let list = recording {
            list.append(.saveCorners(saved, depth: depth))
        } else {
            Canvas.saveCorners(saved, from: surface.image, rows: nil)
        }
        roundedClipDepth += 1
        return saved
    }

    /// Blends each saved corner back where the rounded shape does not cover: drawn × m + saved × (1 − m).
    private func restoreCorners(_ saved: SavedCorners) {
        roundedClipDepth -= 1
        if let list = recording {
            list.append(.restoreCorners(saved, depth: roundedClipDepth))
        } else {
            applyPendingClip()
            Canvas.restoreCorners(saved, scratch: saved.scratch, into: surface.image, clip: state.clip)
        }
    }

    /// Copies the corner squares of `saved` from `source` into `saved.scratch` (only `rows`, when given: a
    /// band reads no row another band writes).
    static func saveCorners(
        _ saved: SavedCorners, from source: OpaquePointer, rows: Range<Int>?, scratch: Surface? = nil
    ) {
        let target = scratch ?? saved.scratch
        // Between two a8r8g8b8 images a copy of the bytes, of the part inside the source (pixman's SRC writes
        // nothing outside it either, but takes its general path for a corner off the surface's edge).
        let direct = pixman_image_get_format(source) == PIXMAN_a8r8g8b8 && target.format == .argb32
        let bounds = IntRect(
            x: 0, y: 0, width: Int(pixman_image_get_width(source)), height: Int(pixman_image_get_height(source)))
        for k in 0..<4 {
            let (ox, oy, n) = corner(k, of: saved)
            if n == 0 { continue }
            var y0 = oy
            var y1 = oy + n
            if let rows {
                y0 = max(y0, rows.lowerBound)
                y1 = min(y1, rows.upperBound)
                if y1 <= y0 { continue }
            }
            if direct, let pixels = pixman_image_get_data(source) {
                let r = IntRect(x: ox, y: y0, width: n, height: y1 - y0).intersection(bounds)
                if r.isEmpty { continue }
                let stride = Int(pixman_image_get_stride(source))
                panel_copy_rows(
                    target.pixels + (r.y - oy) * target.stride + (k * saved.slot + r.x - ox) * 4, target.stride,
                    UnsafeRawPointer(pixels) + r.y * stride + r.x * 4, stride, r.width * 4, r.height)
                continue
            }
            pixman_image_composite32(
                PIXMAN_OP_SRC, source, nil, target.image, Int32(ox), Int32(y0), 0, 0, Int32(k * saved.slot),
                Int32(y0 - oy), Int32(n), Int32(y1 - y0))
        }
    }

    /// Blends the saved corners back into `dest`, within `clip` (the clip set on `dest`): into an a8r8g8b8
    /// image with `panel_restore_corner`, otherwise through pixman.
    static func restoreCorners(_ saved: SavedCorners, scratch: Surface, into dest: OpaquePointer, clip: IntRect) {
        let direct = pixman_image_get_format(dest) == PIXMAN_a8r8g8b8 && scratch.format == .argb32
        let coverage = saved.masks.coverage
        let inverse = saved.masks.inverse
        for k in 0..<4 {
            let (ox, oy, n) = corner(k, of: saved)
            if n == 0 { continue }
            let mx = Int32(ox - saved.box.x)
            let my = Int32(oy - saved.box.y)
            if direct, let pixels = pixman_image_get_data(dest) {
                let r = IntRect(x: ox, y: oy, width: n, height: n).intersection(clip)
                if r.isEmpty { continue }
                let stride = Int(pixman_image_get_stride(dest)) / 4
                let dx = r.x - ox
                let dy = r.y - oy
                let maskOffset = (Int(my) + dy) * coverage.stride + Int(mx) + dx
                panel_restore_corner(
                    pixels + r.y * stride + r.x, stride,
                    coverage.pixels.assumingMemoryBound(to: UInt8.self) + maskOffset,
                    inverse.pixels.assumingMemoryBound(to: UInt8.self) + maskOffset, coverage.stride,
                    scratch.pixels.assumingMemoryBound(to: UInt32.self) + dy * (scratch.stride / 4) + k * saved.slot
                        + dx, scratch.stride / 4, Int32(r.width), Int32(r.height))
                continue
            }
            // dest × m (IN_REVERSE with the a8 coverage as source), then + saved × (1 − m).
            pixman_image_composite32(
                PIXMAN_OP_IN_REVERSE, coverage.image, nil, dest, mx, my, 0, 0, Int32(ox), Int32(oy), Int32(n), Int32(n))
            pixman_image_composite32(
                PIXMAN_OP_ADD, scratch.image, inverse.image, dest, Int32(k * saved.slot), 0, mx, my, Int32(ox),
                Int32(oy), Int32(n), Int32(n))
        }
    }

    /// Corner k's square: its device origin and side.
    static func corner(_ k: Int, of saved: SavedCorners) -> (Int, Int, Int) {
        let b = saved.box
        switch k {
        case 0: return (b.x, b.y, saved.sides.0)
        case 1: return (b.x + b.width - saved.sides.1, b.y, saved.sides.1)
        case 2: return (b.x + b.width - saved.sides.2, b.y + b.height - saved.sides.2, saved.sides.2)
        default: return (b.x, b.y + b.height - saved.sides.3, saved.sides.3)
        }
    }

    /// Moves a translation off the pixel grid onto it (rounding), as a cached bitmap is placed: a view that
    /// moves draws its subtree on whole pixels, so its pixels are the same drawn or composited from its
    /// rasterized bitmap, and its fills, images and clips take pixman's direct paths. No-op under a scale or
    /// rotation.
    public func snapTranslationToPixels() {
        state.transform = Canvas.snappedToPixels(state.transform)
    }

    /// `t` with its translation moved onto the pixel grid, when it is one (no scale or rotation).
    public static func snappedToPixels(_ t: AffineTransform) -> AffineTransform {
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return t }
        var snapped = t
        snapped.tx = nearestPixel(t.tx)
        snapped.ty = nearestPixel(t.ty)
        return snapped
    }

    /// The whole pixel a coordinate moved onto the pixel grid lands on: halves round up (towards +∞) at
    /// every position, so two views whose edges meet at a half pixel still meet once both are moved (rounding
    /// halves away from zero would leave a column between -82.5 and 117.5 drawn by neither).
    public static func nearestPixel(_ v: Double) -> Double {
        (v + 0.5).rounded(.down)
    }

    // MARK: Internals

    private func fillPolygon(_ poly: [Point], color: Color) {
        guard let (mask, box) = coverage(poly) else { return }
        composite(solid: color, mask: mask, at: box)
    }

    /// An a8 mask of `poly`'s coverage over its device bounding box cut to the clip.
    func coverage(_ poly: [Point]) -> (Surface, IntRect)? {
        let box = Coverage.bounds(poly).intersection(state.clip)
        if box.isEmpty { return nil }
        let mask = Surface(width: box.width, height: box.height, format: .a8)
        Coverage.add(convex: poly, to: mask, ox: box.x, oy: box.y)
        return (mask, box)
    }

    func composite(solid color: Color, mask: Surface, at box: IntRect) {
        let color = color.resolved(state.appearance)
        emitComposite(PIXMAN_OP_OVER, cache.solid(color), nil, mask.image, mask, sx: 0, sy: 0, mx: 0, my: 0, to: box)
    }

    func multiply(_ mask: Surface, by alpha: Double) {
        let a = cache.solid(Color(white: 0, alpha: alpha))
        pixman_image_composite32(
            PIXMAN_OP_IN, a, nil, mask.image, 0, 0, 0, 0, 0, 0, Int32(mask.width), Int32(mask.height))
    }

    static func scaleRadiiY(_ r: CornerRadii, _ f: Double) -> CornerRadii {
        // Pixel-space corners of a non-uniformly scaled image: keep them round in user space as closely
        // as a circular-arc outline allows, by averaging the two axes.
        let k = (1 + f) / 2
        return CornerRadii(
            topLeft: r.topLeft * k, topRight: r.topRight * k, bottomRight: r.bottomRight * k,
            bottomLeft: r.bottomLeft * k)
    }

    /// pixman's fixed-point 3x3 from an affine transform (destination → source when given an inverse).
    static func pixmanTransform(_ t: AffineTransform) -> pixman_transform_t {
        var f = pixman_f_transform()
        f.m = ((t.a, t.c, t.tx), (t.b, t.d, t.ty), (0, 0, 1))
        var out = pixman_transform_t()
        pixman_transform_from_pixman_f_transform(&out, &f)
        return out
    }
}
