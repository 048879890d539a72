import CPixman

/// Coverage of arbitrary polygons (any shape, holes and crossings), rasterized by pixman's trapezoid
/// rasterizer: the plane is cut into bands at every vertex's y; in each band the edges do not cross at
/// their ends, so the spans between them, in order of x at the band's middle, are trapezoids whose
/// winding decides whether they are inside.
enum PathRasterizer {
    private struct Edge {
        var top: Point
        var bottom: Point
        /// +1 for an edge going down in the outline's order, -1 going up.
        var winding: Int

        func x(at y: Double) -> Double {
            top.x + (bottom.x - top.x) * (y - top.y) / (bottom.y - top.y)
        }
    }

    /// Adds the coverage of `polygons` (device space, each implicitly closed) under `rule` to `mask`, an a8
    /// surface whose (0, 0) is at device (`ox`, `oy`).
    static func add(_ polygons: [[Point]], rule: FillRule, to mask: Surface, ox: Int, oy: Int) {
        var edges: [Edge] = []
        var ys: [Double] = []
        for poly in polygons where poly.count >= 3 {
            for i in poly.indices {
                let a = Point(x: poly[i].x - Double(ox), y: poly[i].y - Double(oy))
                let n = poly[(i + 1) % poly.count]
                let b = Point(x: n.x - Double(ox), y: n.y - Double(oy))
                ys.append(a.y)
                if a.y == b.y { continue }
                edges.append(a.y < b.y ? Edge(top: a, bottom: b, winding: 1) : Edge(top: b, bottom: a, winding: -1))
            }
        }
        guard !edges.isEmpty else { return }
        // Where edges cross between vertices the order of x changes: cut there too.
        ys += crossings(edges)
        ys.sort()
        var bands: [Double] = []
        for y in ys where bands.last.map({ y - $0 > 1e-7 }) ?? true { bands.append(y) }
        edges.sort { $0.top.y < $1.top.y }
        var active: [Edge] = []
        var next = 0
        var spans: [(x: Double, edge: Edge)] = []
        for b in 0..<(bands.count - 1) {
            let y0 = bands[b]
            let y1 = bands[b + 1]
            let mid = (y0 + y1) / 2
            active.removeAll { $0.bottom.y <= mid }
            while next < edges.count && edges[next].top.y <= mid {
                if edges[next].bottom.y > mid { active.append(edges[next]) }
                next += 1
            }
            if active.count < 2 { continue }
            spans.removeAll(keepingCapacity: true)
            for e in active { spans.append((e.x(at: mid), e)) }
            spans.sort { $0.x < $1.x }
            var winding = 0
            for i in 0..<(spans.count - 1) {
                winding += spans[i].edge.winding
                let inside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                guard inside else { continue }
                var trap = pixman_trapezoid_t(
                    top: Coverage.fixed(y0), bottom: Coverage.fixed(y1),
                    left: Coverage.line(spans[i].edge.top, spans[i].edge.bottom),
                    right: Coverage.line(spans[i + 1].edge.top, spans[i + 1].edge.bottom))
                pixman_rasterize_trapezoid(mask.image, &trap, 0, 0)
            }
        }
    }

    /// The y of every crossing of two edges strictly inside both (quadratic; paths drawn here are small).
    private static func crossings(_ edges: [Edge]) -> [Double] {
        guard edges.count <= 4096 else { return [] }
        var out: [Double] = []
        for i in edges.indices {
            let a = edges[i]
            for j in (i + 1)..<edges.count {
                let b = edges[j]
                let top = max(a.top.y, b.top.y)
                let bottom = min(a.bottom.y, b.bottom.y)
                if bottom - top <= 1e-9 { continue }
                let d0 = a.x(at: top) - b.x(at: top)
                let d1 = a.x(at: bottom) - b.x(at: bottom)
                if (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) {
                    out.append(top + (bottom - top) * d0 / (d0 - d1))
                }
            }
        }
        return out
    }
}
