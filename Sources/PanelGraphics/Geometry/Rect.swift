/// A rectangle: an origin and a size. Like `CGRect`, a rect with a negative size is standardized by the
/// geometric operations, and `null` is the empty result of an intersection of disjoint rects.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The result of intersecting disjoint rects: `isNull` is true and union ignores it.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    public var maxX: Double { minX + width }
    public var maxY: Double { minY + height }
    public var midX: Double { minX + width / 2 }
    public var midY: Double { minY + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    /// The four corners, clockwise on screen from the top-left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The same rect with a non-negative width and height.
    public var standardized: Rect {
        isNull ? self : Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest rect with integer edges that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let x0 = minX.rounded(.down)
        let y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let r = Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
        return r.size.width < 0 || r.size.height < 0 ? .null : r
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        if isNull { return self }
        let r = Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
        return r.size.width < 0 || r.size.height < 0 ? .null : r
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        return Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        return Rect(
            x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersects(_ other: Rect) -> Bool {
        // `intersection(other)` has a width and a height, without making it.
        if isNull || other.isNull { return false }
        return Swift.min(maxX, other.maxX) - Swift.max(minX, other.minX) > 0
            && Swift.min(maxY, other.maxY) - Swift.max(minY, other.minY) > 0
    }

    /// True when `point` lies inside; the max edges are outside, as in Core Graphics.
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func contains(_ rect: Rect) -> Bool {
        if isNull || rect.isNull { return false }
        return rect.minX >= minX && rect.minY >= minY && rect.maxX <= maxX && rect.maxY <= maxY
    }

    /// The bounding box of this rect's four corners transformed by `t`.
    public func applying(_ t: AffineTransform) -> Rect {
        if isNull { return self }
        if t.isIdentity { return standardized }
        if t.b == 0 && t.c == 0 {
            // Scaled and moved, not turned (nearly every view): two corners hold the box.
            let xa = t.a * minX + t.tx
            let xb = t.a * maxX + t.tx
            let ya = t.d * minY + t.ty
            let yb = t.d * maxY + t.ty
            let x0 = Swift.min(xa, xb)
            let y0 = Swift.min(ya, yb)
            return Rect(x: x0, y: y0, width: Swift.max(xa, xb) - x0, height: Swift.max(ya, yb) - y0)
        }
        let corners = [
            Point(x: minX, y: minY).applying(t), Point(x: maxX, y: minY).applying(t),
            Point(x: minX, y: maxY).applying(t), Point(x: maxX, y: maxY).applying(t),
        ]
        var x0 = corners[0].x
        var y0 = corners[0].y
        var x1 = x0
        var y1 = y0
        for p in corners.dropFirst() {
            x0 = Swift.min(x0, p.x)
            y0 = Swift.min(y0, p.y)
            x1 = Swift.max(x1, p.x)
            y1 = Swift.max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
