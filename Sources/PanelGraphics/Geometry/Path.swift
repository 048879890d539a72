#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A shape made of straight and curved segments in subpaths, as Core Graphics' `CGPath` and UIKit's
/// `UIBezierPath` describe one; `Canvas.fillPath` and `Canvas.strokePath` draw it.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to a point.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// Where the path ends now (its last point, or the start of a closed subpath); nil when empty.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// Whether the path has no segment.
    public var isEmpty: Bool { elements.allSatisfy { if case .move = $0 { return true } else { return false } } }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        currentPoint = p
        subpathStart = p
    }

    /// Adds a line to `p` (from the current point; a path with none starts at `p`).
    public mutating func addLine(to p: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.line(p))
        currentPoint = p
    }

    /// Adds a quadratic curve to `p`.
    public mutating func addQuadCurve(to p: Point, control: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.quadCurve(to: p, control: control))
        currentPoint = p
    }

    /// Adds a cubic curve to `p`.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        currentPoint = p
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        guard currentPoint != nil, let start = subpathStart else { return }
        elements.append(.close)
        currentPoint = start
    }

    /// Adds a rectangle as a closed subpath (clockwise on screen, from its top-left corner).
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `r` as a closed subpath of four cubic curves.
    public mutating func addEllipse(in r: Rect) {
        let k = 0.5522847498307936
        let cx = r.midX
        let cy = r.midY
        let rx = r.width / 2
        let ry = r.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a rectangle with rounded corners (each radius clamped to half the shorter side).
    public mutating func addRoundedRect(_ r: Rect, radii: CornerRadii) {
        let c = radii.clamped(to: r.size)
        move(to: Point(x: r.minX + c.topLeft, y: r.minY))
        addLine(to: Point(x: r.maxX - c.topRight, y: r.minY))
        if c.topRight > 0 {
            addArc(
                center: Point(x: r.maxX - c.topRight, y: r.minY + c.topRight), radius: c.topRight,
                startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        }
        addLine(to: Point(x: r.maxX, y: r.maxY - c.bottomRight))
        if c.bottomRight > 0 {
            addArc(
                center: Point(x: r.maxX - c.bottomRight, y: r.maxY - c.bottomRight), radius: c.bottomRight,
                startAngle: 0, endAngle: .pi / 2, clockwise: true)
        }
        addLine(to: Point(x: r.minX + c.bottomLeft, y: r.maxY))
        if c.bottomLeft > 0 {
            addArc(
                center: Point(x: r.minX + c.bottomLeft, y: r.maxY - c.bottomLeft), radius: c.bottomLeft,
                startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        }
        addLine(to: Point(x: r.minX, y: r.minY + c.topLeft))
        if c.topLeft > 0 {
            addArc(
                center: Point(x: r.minX + c.topLeft, y: r.minY + c.topLeft), radius: c.topLeft,
                startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        }
        closeSubpath()
    }

    /// Adds an arc of a circle, joined to the current point by a line (or starting a subpath when there is
    /// none). Angles are in radians from the positive x axis; `clockwise` is on screen (y down), as UIKit's
    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        if abs(sweep) < 1e-12 { return }
        // Cubic pieces of at most a quarter turn each.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(x: cos(a), y: sin(a))
            let p3 = Point(x: cos(b), y: sin(b))
            let c1 = Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = Point(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func place(_ p: Point) -> Point { Point(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: place(p3), control1: place(c1), control2: place(c2))
            a = b
        }
    }

    /// Adds every element of `other`.
    public mutating func addPath(_ other: Path) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// The path with every point transformed by `t`.
    public func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: p.applying(t))
            case .line(let p): out.addLine(to: p.applying(t))
            case .quadCurve(let p, let c): out.addQuadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                out.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: out.closeSubpath()
            }
        }
        return out
    }

    /// The smallest rectangle holding every point of the path, control points included (UIKit's
    /// `bounds`); `.null` when empty.
    public var bounds: Rect {
        var pts: [Point] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .quadCurve(let p, let c): pts += [p, c]
            case .curve(let p, let c1, let c2): pts += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = pts.first else { return .null }
        var r = Rect(origin: first, size: .zero)
        for p in pts.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
        return r
    }

    /// The subpaths as polylines, curves flattened to within `tolerance` (in the path's units), each with
    /// whether it was closed.
    public func flattened(tolerance: Double = 0.25) -> [(points: [Point], closed: Bool)] {
        var out: [(points: [Point], closed: Bool)] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if current.count > 1 || (closed && !current.isEmpty) { out.append((current, closed)) }
            current = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                // As a cubic with the same shape.
                let c1 = Point(x: p0.x + 2.0 / 3.0 * (c.x - p0.x), y: p0.y + 2.0 / 3.0 * (c.y - p0.y))
                let c2 = Point(x: p.x + 2.0 / 3.0 * (c.x - p.x), y: p.y + 2.0 / 3.0 * (c.y - p.y))
                Self.flattenCubic(p0, c1, c2, p, tolerance: tolerance, into: &current)
            case .curve(let p, let c1, let c2):
                Self.flattenCubic(current.last ?? p, c1, c2, p, tolerance: tolerance, into: &current)
            case .close:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return out
    }

    /// Appends points along a cubic curve (not its start) so that no chord strays more than `tolerance`.
    private static func flattenCubic(
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, into out: inout [Point]
    ) {
        // The control polygon's deviation bounds the curve's; segments = sqrt(dev / tol), at most 256.
        let dx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let dy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let dev = 0.75 * (dx * dx + dy * dy).squareRoot()
        let n = min(256, max(1, Int((dev / max(tolerance, 1e-3)).squareRoot().rounded(.up))))
        for i in 1...n {
            let t = Double(i) / Double(n)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            out.append(
                Point(
                    x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }

    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
    public func hash(into h: inout Hasher) { h.combine(elements) }
}
