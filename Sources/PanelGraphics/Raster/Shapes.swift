#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A radius for each corner of a rounded rectangle, as CACornerMask-with-radius or CSS border-radius.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public static let zero = CornerRadii(all: 0)

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    public init(all r: Double) {
        self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// Radii scaled down together so that adjacent corners never overlap in `size` (as CSS does).
    public func clamped(to size: Size) -> CornerRadii {
        let w = abs(size.width)
        let h = abs(size.height)
        var f = 1.0
        func limit(_ sum: Double, _ side: Double) {
            if sum > side && sum > 0 { f = Swift.min(f, side / sum) }
        }
        limit(topLeft + topRight, w)
        limit(bottomLeft + bottomRight, w)
        limit(topLeft + bottomLeft, h)
        limit(topRight + bottomRight, h)
        return CornerRadii(
            topLeft: Swift.max(0, topLeft * f), topRight: Swift.max(0, topRight * f),
            bottomRight: Swift.max(0, bottomRight * f), bottomLeft: Swift.max(0, bottomLeft * f))
    }

    /// Each radius reduced by `d` (not below zero), for the inner edge of a border.
    public func inset(by d: Double) -> CornerRadii {
        CornerRadii(
            topLeft: Swift.max(0, topLeft - d), topRight: Swift.max(0, topRight - d),
            bottomRight: Swift.max(0, bottomRight - d), bottomLeft: Swift.max(0, bottomLeft - d))
    }
}

/// A colour position along a gradient, `location` 0...1.
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color

    public init(_ location: Double, _ color: Color) {
        self.location = location
        self.color = color
    }
}

/// A soft drop shadow: the shape's silhouette offset and blurred. `blur` is the blur radius in points
/// (a Gaussian with standard deviation blur / 2, as CSS box-shadow), like CALayer's shadowRadius.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Size
    public var blur: Double

    public init(color: Color, offset: Size, blur: Double) {
        self.color = color
        self.offset = offset
        self.blur = blur
    }
}

enum Polygon {
    /// The outline of a rounded rectangle, clockwise from the top-left, with corner arcs flattened finely
    /// enough that no chord is more than a tenth of a pixel from the arc (at `scale` pixels per point).
    static func roundedRect(_ rect: Rect, radii: CornerRadii, scale: Double) -> [Point] {
        let r = rect.standardized
        let c = radii.clamped(to: r.size)
        if c.isZero { return r.corners }
        var pts: [Point] = []
        pts.reserveCapacity(64)
        // Corner centres and the angle each arc starts at (y grows downward).
        let corners: [(Double, Double, Double, Double)] = [
            (r.minX + c.topLeft, r.minY + c.topLeft, c.topLeft, Double.pi),
            (r.maxX - c.topRight, r.minY + c.topRight, c.topRight, 1.5 * Double.pi),
            (r.maxX - c.bottomRight, r.maxY - c.bottomRight, c.bottomRight, 0),
            (r.minX + c.bottomLeft, r.maxY - c.bottomLeft, c.bottomLeft, 0.5 * Double.pi),
        ]
        for (cx, cy, radius, start) in corners {
            if radius <= 0 {
                // A square corner: the corner point itself.
                let px = start == Double.pi || start == 0.5 * Double.pi ? r.minX : r.maxX
                let py = start == Double.pi || start == 1.5 * Double.pi ? r.minY : r.maxY
                pts.append(Point(x: px, y: py))
                continue
            }
            let n = segments(radius: radius * scale, angle: Double.pi / 2)
            for i in 0...n {
                let a = start + Double.pi / 2 * Double(i) / Double(n)
                pts.append(Point(x: cx + radius * cos(a), y: cy + radius * sin(a)))
            }
        }
        return pts
    }

    /// An ellipse inscribed in `rect`.
    static func ellipse(in rect: Rect, scale: Double) -> [Point] {
        let r = rect.standardized
        let rx = r.width / 2
        let ry = r.height / 2
        let n = 4 * segments(radius: Swift.max(rx, ry) * scale, angle: Double.pi / 2)
        return (0..<n).map { i in
            let a = 2 * Double.pi * Double(i) / Double(n)
            return Point(x: r.midX + rx * cos(a), y: r.midY + ry * sin(a))
        }
    }

    static func segments(radius: Double, angle: Double) -> Int {
        if radius <= 0.5 { return 1 }
        let tolerance = 0.1
        let step = 2 * acos(Swift.max(-1, 1 - tolerance / radius))
        return Swift.max(2, Swift.min(128, Int((angle / step).rounded(.up))))
    }
}
