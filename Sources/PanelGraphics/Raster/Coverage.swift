import CPixman

/// Antialiased coverage masks for convex polygons, rasterized by pixman's trapezoid rasterizer.
enum Coverage {
    @inline(__always) static func fixed(_ d: Double) -> pixman_fixed_t { pixman_fixed_t((d * 65536).rounded()) }

    /// pixman's fixed-point line through `a` and `b`: a trapezoid's side.
    @inline(__always) static func line(_ a: Point, _ b: Point) -> pixman_line_fixed_t {
        pixman_line_fixed_t(
            p1: pixman_point_fixed_t(x: fixed(a.x), y: fixed(a.y)),
            p2: pixman_point_fixed_t(x: fixed(b.x), y: fixed(b.y)))
    }

    /// Splits a convex polygon (device space) into horizontal bands, one trapezoid per band, and adds
    /// their coverage to `mask` (an a8 surface whose (0, 0) is at device (`ox`, `oy`)).
    ///
    /// The corresponding C function is `pixman_rasterize_trapezoid`.
    static func add(convex poly: [Point], to mask: Surface, ox: Int, oy: Int) {
        guard poly.count >= 3 else { return }
        let pts = poly.map { Point(x: $0.x - Double(ox), y: $0.y - Double(oy)) }
        // Top-most and bottom-most vertices split the outline into two chains.
        var top = 0
        var bottom = 0
        for i in pts.indices {
            if pts[i].y < pts[top].y { top = i }
            if pts[i].y > pts[bottom].y { bottom = i }
        }
        if pts[bottom].y - pts[top].y <= 0 { return }
        let n = pts.count
        var chainA: [Point] = []
        var i = top
        while true {
            chainA.append(pts[i])
            if i == bottom { break }
            i = (i + 1) % n
        }
        var chainB: [Point] = []
        i = top
        while true {
            chainB.append(pts[i])
            if i == bottom { break }
            i = (i - 1 + n) % n
        }
        // Band edges: every vertex y.
        var ys = pts.map(\.y)
        ys.sort()
        var bands: [Double] = []
        for y in ys where bands.last.map({ y - $0 > 1e-9 }) ?? true { bands.append(y) }

        func edge(in chain: [Point], y0: Double, y1: Double) -> (Point, Point) {
            let mid = (y0 + y1) / 2
            for k in 0..<(chain.count - 1) {
                let p = chain[k]
                let q = chain[k + 1]
                if min(p.y, q.y) <= mid && max(p.y, q.y) >= mid && p.y != q.y { return (p, q) }
            }
            return (chain[0], chain[chain.count - 1])
        }
        func x(at y: Double, on e: (Point, Point)) -> Double {
            let (p, q) = e
            return p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y)
        }
        for b in 0..<(bands.count - 1) {
            let y0 = bands[b]
            let y1 = bands[b + 1]
            let ea = edge(in: chainA, y0: y0, y1: y1)
            let eb = edge(in: chainB, y0: y0, y1: y1)
            let mid = (y0 + y1) / 2
            let (l, r) = x(at: mid, on: ea) <= x(at: mid, on: eb) ? (ea, eb) : (eb, ea)
            var trap = pixman_trapezoid_t(
                top: fixed(y0), bottom: fixed(y1), left: line(l.0, l.1), right: line(r.0, r.1))
            pixman_rasterize_trapezoid(mask.image, &trap, 0, 0)
        }
    }

    /// The device-space bounding box of `poly`, widened to whole pixels.
    static func bounds(_ poly: [Point]) -> IntRect {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for p in poly {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        if !x0.isFinite || !y0.isFinite { return IntRect(x: 0, y: 0, width: 0, height: 0) }
        return IntRect(covering: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }
}

/// Blurs an a8 surface in place with three box passes each way, a close Gaussian approximation.
enum Blur {
    static func gaussian(_ s: Surface, sigma: Double) {
        if sigma <= 0.01 { return }
        // Box widths for 3 passes (Kovesi's "fast almost-Gaussian filtering").
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var wl = Int(ideal)
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = Int(
            ((12 * sigma * sigma - Double(3 * wl * wl) - Double(4 * 3 * wl) - 9) / Double(-4 * wl - 4)).rounded())
        let radii = (0..<3).map { ($0 < m ? wl : wu) / 2 }
        let w = s.width
        let h = s.height
        var line = [UInt16](repeating: 0, count: max(w, h))
        var out = [UInt16](repeating: 0, count: max(w, h))
        var buf = [UInt16](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = (s.pixels + y * s.stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<w { buf[y * w + x] = UInt16(row[x]) << 6 }
        }
        func box(_ src: inout [UInt16], _ dst: inout [UInt16], _ n: Int, _ r: Int) {
            if r <= 0 {
                for i in 0..<n { dst[i] = src[i] }
                return
            }
            let d = UInt32(2 * r + 1)
            var acc: UInt32 = 0
            for i in 0..<min(r, n) { acc += UInt32(src[i]) }
            for i in 0..<n {
                if i + r < n { acc += UInt32(src[i + r]) }
                if i - r - 1 >= 0 { acc -= UInt32(src[i - r - 1]) }
                dst[i] = UInt16((acc + d / 2) / d)
            }
        }
        for y in 0..<h {
            for x in 0..<w { line[x] = buf[y * w + x] }
            for r in radii {
                box(&line, &out, w, r)
                swap(&line, &out)
            }
            for x in 0..<w { buf[y * w + x] = line[x] }
        }
        for x in 0..<w {
            for y in 0..<h { line[y] = buf[y * w + x] }
            for r in radii {
                box(&line, &out, h, r)
                swap(&line, &out)
            }
            for y in 0..<h { buf[y * w + x] = line[y] }
        }
        for y in 0..<h {
            let row = (s.pixels + y * s.stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<w { row[x] = UInt8(min(255, (buf[y * w + x] + 32) >> 6)) }
        }
    }
}
