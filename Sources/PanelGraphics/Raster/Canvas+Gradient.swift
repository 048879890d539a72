import CPixman

// Gradients over the whole clip, as Core Graphics' `drawLinearGradient(_:start:end:options:)` and
// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`: pixman's gradient images,
// read through the inverse of the current transform, composited OVER the clip (or the part of it the
// gradient covers).
extension Canvas {
    /// Paints the clip with a linear gradient from `start` to `end` (user space): the stops along the
    /// axis, constant across it. Before `start` (`extendsStart`) and after `end` (`extendsEnd`) the end
    /// colours continue; otherwise nothing is painted there. Nothing when `start` and `end` coincide.
    public func drawLinearGradient(
        from start: Point, to end: Point, stops: [GradientStop], extendsStart: Bool, extendsEnd: Bool
    ) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard !stops.isEmpty, !isClipEmpty, length > 0, Self.fits(start), Self.fits(end) else { return }
        // The clip in user space, cut to the band between the ends where they do not extend.
        let user = transform.inverted()
        var poly = clipBounds.rect.corners.map { $0.applying(user) }
        let along = { (p: Point) in ((p.x - start.x) * dx + (p.y - start.y) * dy) / length }
        if !extendsStart { poly = Self.cut(poly) { along($0) } }
        if !extendsEnd { poly = Self.cut(poly) { length - along($0) } }
        guard poly.count >= 3, let (mask, box) = coverage(poly.map { $0.applying(transform) }) else { return }
        var p1 = pixman_point_fixed_t(x: Coverage.fixed(start.x), y: Coverage.fixed(start.y))
        var p2 = pixman_point_fixed_t(x: Coverage.fixed(end.x), y: Coverage.fixed(end.y))
        var pstops = Self.pixmanStops(stops, appearance)
        guard let gradient = pixman_image_create_linear_gradient(&p1, &p2, &pstops, Int32(pstops.count)) else {
            return
        }
        defer { pixman_image_unref(gradient) }
        pixman_image_set_repeat(gradient, PIXMAN_REPEAT_PAD)
        var xf = Self.pixmanTransform(user)
        pixman_image_set_transform(gradient, &xf)
        emitComposite(PIXMAN_OP_OVER, gradient, nil, mask.image, mask, sx: box.x, sy: box.y, mx: 0, my: 0, to: box)
    }

    /// Paints the clip with a radial gradient blending from the circle at `startCenter` of `startRadius`
    /// to the one at `endCenter` of `endRadius` (user space). `extendsEnd` continues the last colour past
    /// the end circle; `extendsStart` fills the start circle with the first colour. Otherwise nothing is
    /// painted where the circles do not reach.
    public func drawRadialGradient(
        startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double, stops: [GradientStop],
        extendsStart: Bool, extendsEnd: Bool
    ) {
        let r0 = max(0, startRadius)
        let r1 = max(0, endRadius)
        guard !stops.isEmpty, !isClipEmpty, Self.fits(startCenter), Self.fits(endCenter), r0 < 30000, r1 < 30000,
            r0 > 0 || r1 > 0
        else { return }
        guard let (mask, box) = coverage(clipBounds.rect.corners) else { return }
        if extendsStart && !extendsEnd && r0 > 0, let first = stops.min(by: { $0.location < $1.location }) {
            fillEllipse(
                in: Rect(x: startCenter.x - r0, y: startCenter.y - r0, width: 2 * r0, height: 2 * r0),
                color: first.color)
        }
        var inner = pixman_point_fixed_t(x: Coverage.fixed(startCenter.x), y: Coverage.fixed(startCenter.y))
        var outer = pixman_point_fixed_t(x: Coverage.fixed(endCenter.x), y: Coverage.fixed(endCenter.y))
        var pstops = Self.pixmanStops(stops, appearance)
        guard
            let gradient = pixman_image_create_radial_gradient(
                &inner, &outer, Coverage.fixed(r0), Coverage.fixed(r1), &pstops, Int32(pstops.count))
        else { return }
        defer { pixman_image_unref(gradient) }
        pixman_image_set_repeat(gradient, extendsEnd ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
        var xf = Self.pixmanTransform(transform.inverted())
        pixman_image_set_transform(gradient, &xf)
        emitComposite(PIXMAN_OP_OVER, gradient, nil, mask.image, mask, sx: box.x, sy: box.y, mx: 0, my: 0, to: box)
    }

    /// Whether `p` is within pixman's fixed-point range (it traps beyond; such gradients are not drawn).
    private static func fits(_ p: Point) -> Bool { abs(p.x) < 30000 && abs(p.y) < 30000 }

    /// The part of the convex polygon `poly` where `distance` is not negative (Sutherland–Hodgman).
    private static func cut(_ poly: [Point], _ distance: (Point) -> Double) -> [Point] {
        var out: [Point] = []
        for i in poly.indices {
            let a = poly[i]
            let b = poly[(i + 1) % poly.count]
            let da = distance(a)
            let db = distance(b)
            if da >= 0 { out.append(a) }
            if (da >= 0) != (db >= 0) {
                let f = da / (da - db)
                out.append(Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            }
        }
        return out
    }
}
