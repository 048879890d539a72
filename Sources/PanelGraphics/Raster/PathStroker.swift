#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A stroke's outline as polygons whose union (non-zero rule, each wound the same way) is the stroked area:
/// one quadrilateral per segment, and a polygon per join and cap.
struct PathStroker {
    let width: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    /// Sides of a round join's or cap's polygon per full turn.
    let roundSteps: Int

    /// The outline of `polyline` (device space).
    func outline(_ polyline: [Point], closed: Bool) -> [[Point]] {
        var pts: [Point] = []
        for p in polyline where pts.last.map({ hypot(p.x - $0.x, p.y - $0.y) > 1e-9 }) ?? true { pts.append(p) }
        if closed, pts.count > 1, let first = pts.first, let last = pts.last,
            hypot(first.x - last.x, first.y - last.y) <= 1e-9
        {
            pts.removeLast()
        }
        let h = width / 2
        var out: [[Point]] = []
        if pts.count == 1 {
            // A zero-length subpath: round and square caps still draw a dot.
            if cap == .round { out.append(circle(pts[0], h)) }
            if cap == .square {
                let p = pts[0]
                out.append([
                    Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h), Point(x: p.x + h, y: p.y + h),
                    Point(x: p.x - h, y: p.y + h),
                ])
            }
            return out
        }
        guard pts.count > 1 else { return [] }
        let n = pts.count
        let segments = closed ? n : n - 1
        for i in 0..<segments {
            let a = pts[i]
            let b = pts[(i + 1) % n]
            let (nx, ny) = normal(a, b)
            var startA = a
            var endB = b
            if !closed && cap == .square {
                let (dx, dy) = (-ny, nx)  // the segment's direction
                if i == 0 { startA = Point(x: a.x - dx * h, y: a.y - dy * h) }
                if i == segments - 1 { endB = Point(x: b.x + dx * h, y: b.y + dy * h) }
            }
            out.append(
                oriented([
                    Point(x: startA.x + nx * h, y: startA.y + ny * h), Point(x: endB.x + nx * h, y: endB.y + ny * h),
                    Point(x: endB.x - nx * h, y: endB.y - ny * h), Point(x: startA.x - nx * h, y: startA.y - ny * h),
                ]))
        }
        // Joins at every inner vertex (every vertex of a closed outline).
        let joints = closed ? Array(0..<n) : Array(1..<(n - 1))
        for j in joints {
            let prev = pts[(j - 1 + n) % n]
            let p = pts[j]
            let next = pts[(j + 1) % n]
            out += joinPolygons(prev, p, next)
        }
        if !closed && cap == .round {
            out.append(circle(pts[0], h))
            out.append(circle(pts[n - 1], h))
        }
        return out
    }

    /// The unit normal (to the left in y-down coordinates) of the segment a→b.
    private func normal(_ a: Point, _ b: Point) -> (Double, Double) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let len = max(hypot(dx, dy), 1e-12)
        return (dy / len, -dx / len)
    }

    private func joinPolygons(_ prev: Point, _ p: Point, _ next: Point) -> [[Point]] {
        let h = width / 2
        if join == .round { return [circle(p, h)] }
        let (n1x, n1y) = normal(prev, p)
        let (n2x, n2y) = normal(p, next)
        // The outer side of the turn, where the two segments' offsets leave a gap: the left (the normals'
        // side) of a turn clockwise on screen (positive cross product with y down), else the right.
        let cross = (p.x - prev.x) * (next.y - p.y) - (p.y - prev.y) * (next.x - p.x)
        if abs(cross) < 1e-12 { return [] }
        let s = cross > 0 ? 1.0 : -1.0
        let a = Point(x: p.x + s * n1x * h, y: p.y + s * n1y * h)
        let b = Point(x: p.x + s * n2x * h, y: p.y + s * n2y * h)
        var poly = [p, a, b]
        if join == .miter {
            // The tip where the two offset edges meet, unless the miter is longer than the limit allows.
            let cosTheta = n1x * n2x + n1y * n2y
            let miterLength = 1 / max(((1 + cosTheta) / 2).squareRoot(), 1e-12)
            if miterLength <= miterLimit {
                let mx = n1x + n2x
                let my = n1y + n2y
                let ml = max(hypot(mx, my), 1e-12)
                let tip = Point(x: p.x + s * mx / ml * h * miterLength, y: p.y + s * my / ml * h * miterLength)
                poly = [p, a, tip, b]
            }
        }
        return [oriented(poly)]
    }

    private func circle(_ c: Point, _ r: Double) -> [Point] {
        let steps = max(8, roundSteps)
        return oriented(
            (0..<steps).map { i in
                let a = Double(i) / Double(steps) * 2 * Double.pi
                return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
            })
    }

    /// The polygon wound clockwise on screen, so that overlapping pieces add up under the non-zero rule.
    private func oriented(_ poly: [Point]) -> [Point] {
        var area = 0.0
        for i in poly.indices {
            let a = poly[i]
            let b = poly[(i + 1) % poly.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? poly.reversed() : poly
    }
}
