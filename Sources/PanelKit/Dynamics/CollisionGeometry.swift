/// Where two collision boxes, or a box and a boundary segment, touch: separating-axis tests on the boxes
/// the items cover (axis-aligned) and on the segment's normal.
@MainActor
enum CollisionGeometry {
    /// A touch: the normal points from the first shape to the box, `overlap` is how far the box must move
    /// along it to clear (negative: the gap), `point` is where they touch.
    struct Touch {
        var normal: Vector
        var overlap: Double
        var point: Point
    }

    /// Shapes closer than this count as touching (points).
    static let margin = 0.5

    /// The least move along `axis` that clears the intervals [aMin, aMax] (the box) and [bMin, bMax]: its
    /// size and the sign of the direction the box goes.
    private static func separation(
        _ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double
    ) -> (overlap: Double, sign: Double) {
        let down = aMax - bMin
        let up = bMax - aMin
        return down < up ? (down, -1) : (up, 1)
    }

    /// Box `b` against box `a`.
    static func touch(_ a: DynamicBody, _ b: DynamicBody) -> Touch? {
        let ea = a.halfExtents
        let eb = b.halfExtents
        let x = separation(b.position.x - eb.dx, b.position.x + eb.dx, a.position.x - ea.dx, a.position.x + ea.dx)
        let y = separation(b.position.y - eb.dy, b.position.y + eb.dy, a.position.y - ea.dy, a.position.y + ea.dy)
        guard x.overlap > -margin, y.overlap > -margin else { return nil }
        let lo = Point(
            x: max(a.position.x - ea.dx, b.position.x - eb.dx), y: max(a.position.y - ea.dy, b.position.y - eb.dy))
        let hi = Point(
            x: min(a.position.x + ea.dx, b.position.x + eb.dx), y: min(a.position.y + ea.dy, b.position.y + eb.dy))
        // Across the normal, the middle of the shared stretch; along it, between the two faces, at the face
        // of the heavier (an anchored item's face exactly).
        let ia = a.inverseMass
        let ib = b.inverseMass
        let wa = ia + ib > 0 ? ib / (ia + ib) : 0.5
        if x.overlap < y.overlap {
            let faceA = x.sign > 0 ? a.position.x + ea.dx : a.position.x - ea.dx
            let faceB = x.sign > 0 ? b.position.x - eb.dx : b.position.x + eb.dx
            return Touch(
                normal: Vector(dx: x.sign, dy: 0), overlap: x.overlap,
                point: Point(x: faceA * wa + faceB * (1 - wa), y: (lo.y + hi.y) / 2))
        }
        let faceA = y.sign > 0 ? a.position.y + ea.dy : a.position.y - ea.dy
        let faceB = y.sign > 0 ? b.position.y - eb.dy : b.position.y + eb.dy
        return Touch(
            normal: Vector(dx: 0, dy: y.sign), overlap: y.overlap,
            point: Point(x: (lo.x + hi.x) / 2, y: faceA * wa + faceB * (1 - wa)))
    }

    /// Box `b` against the segment from `p0` to `p1`.
    static func touch(_ b: DynamicBody, segmentFrom p0: Point, to p1: Point) -> Touch? {
        let e = b.halfExtents
        let c = Vector(b.position)
        var axes = [Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1)]
        let d = Vector(dx: p1.x - p0.x, dy: p1.y - p0.y)
        let len = d.length
        if len > 1e-9 && abs(d.dx) > 1e-9 && abs(d.dy) > 1e-9 { axes.append(d.perpendicular * (1 / len)) }
        var best: (axis: Vector, overlap: Double, sign: Double)?
        for axis in axes {
            let center = c.dot(axis)
            let radius = e.dx * abs(axis.dx) + e.dy * abs(axis.dy)
            let s0 = Vector(p0).dot(axis)
            let s1 = Vector(p1).dot(axis)
            let s = separation(center - radius, center + radius, min(s0, s1), max(s0, s1))
            if s.overlap <= -margin { return nil }
            if best == nil || s.overlap < best!.overlap { best = (axis, s.overlap, s.sign) }
        }
        guard let best else { return nil }
        // The touch point: the box centre's nearest point on the segment.
        var t = len > 1e-9 ? (c - Vector(p0)).dot(d) / (len * len) : 0
        t = min(max(t, 0), 1)
        let point = Point(x: p0.x + d.dx * t, y: p0.y + d.dy * t)
        return Touch(normal: best.axis * best.sign, overlap: best.overlap, point: point)
    }

    /// Box `b` kept inside `rect` by its edge on `side` (0 left, 1 top, 2 right, 3 bottom): a wall that
    /// cannot be crossed however fast the box moves.
    static func touch(_ b: DynamicBody, inside rect: Rect, side: Int) -> Touch? {
        let e = b.halfExtents
        let p = b.position
        let touch: Touch
        switch side {
        case 0:
            touch = Touch(
                normal: Vector(dx: 1, dy: 0), overlap: rect.minX - (p.x - e.dx), point: Point(x: rect.minX, y: p.y))
        case 1:
            touch = Touch(
                normal: Vector(dx: 0, dy: 1), overlap: rect.minY - (p.y - e.dy), point: Point(x: p.x, y: rect.minY))
        case 2:
            touch = Touch(
                normal: Vector(dx: -1, dy: 0), overlap: (p.x + e.dx) - rect.maxX, point: Point(x: rect.maxX, y: p.y))
        default:
            touch = Touch(
                normal: Vector(dx: 0, dy: -1), overlap: (p.y + e.dy) - rect.maxY, point: Point(x: p.x, y: rect.maxY))
        }
        return touch.overlap > -margin ? touch : nil
    }
}
