/// A point in a two-dimensional coordinate system, in points (one point is one pixel on a panel).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public static let zero = Point(x: 0, y: 0)

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// The point transformed by `t`.
    @inlinable public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    public var description: String { "(\(x), \(y))" }

    @inlinable public static func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x, y: l.y + r.y) }
    @inlinable public static func - (l: Point, r: Point) -> Point { Point(x: l.x - r.x, y: l.y - r.y) }
    @inlinable public static func * (l: Point, r: Double) -> Point { Point(x: l.x * r, y: l.y * r) }
}
