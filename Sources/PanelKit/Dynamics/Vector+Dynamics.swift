#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// The vector arithmetic of the dynamics solver, internal to PanelKit so that it adds no operators to
// programs that import it.

extension Vector {
    init(_ p: Point) { self.init(dx: p.x, dy: p.y) }

    init(_ o: Offset) { self.init(dx: o.horizontal, dy: o.vertical) }

    static func + (l: Vector, r: Vector) -> Vector { Vector(dx: l.dx + r.dx, dy: l.dy + r.dy) }
    static func - (l: Vector, r: Vector) -> Vector { Vector(dx: l.dx - r.dx, dy: l.dy - r.dy) }
    static func * (l: Vector, r: Double) -> Vector { Vector(dx: l.dx * r, dy: l.dy * r) }
    static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
    static func += (l: inout Vector, r: Vector) { l = l + r }
    static func -= (l: inout Vector, r: Vector) { l = l - r }

    /// The dot product.
    func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }
    /// The z component of the cross product (positive when `o` is clockwise on screen from self).
    func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }
    /// The velocity of a point at self from the centre of a body turning at `omega` radians a second.
    func turned(by omega: Double) -> Vector { Vector(dx: -omega * dy, dy: omega * dx) }
    /// The vector turned by `angle` radians (clockwise on screen, as a view's rotation).
    func rotated(by angle: Double) -> Vector {
        let c = cos(angle)
        let s = sin(angle)
        return Vector(dx: c * dx - s * dy, dy: s * dx + c * dy)
    }
    var length: Double { (dx * dx + dy * dy).squareRoot() }
    /// The perpendicular, turned a quarter clockwise on screen.
    var perpendicular: Vector { Vector(dx: -dy, dy: dx) }
    var isFiniteVector: Bool { dx.isFinite && dy.isFinite }
}

extension Point {
    static func + (l: Point, r: Vector) -> Point { Point(x: l.x + r.dx, y: l.y + r.dy) }
}
