import PanelKit

/// Damage scaling: the same page with rectangles of 1 %, 5 %, 25 % and 100 % of the screen redrawn, so
/// that a frame's cost can be split into a fixed part and a part proportional to the damaged area.
@MainActor
enum DamageSweep {
    static let fractions = [0.01, 0.05, 0.25, 1.0]

    static func measure(_ c: SceneContext, frames: Int, evictor: CacheEvictor?) throws -> DamageScalingResult {
        let host = c.app()
        host.window.addSubview(Content.page(size: c.size, library: c.library, seed: 8))
        // Clear views over the page: `setNeedsDisplay()` on one damages exactly its rectangle.
        let probes = fractions.map { f -> View in
            let w = (c.size.width * f.squareRoot()).rounded()
            let h = (c.size.height * f.squareRoot()).rounded()
            let probe = View(
                frame: Rect(
                    x: ((c.size.width - w) / 2).rounded(), y: ((c.size.height - h) / 2).rounded(), width: w, height: h))
            probe.isUserInteractionEnabled = false
            host.window.addSubview(probe)
            return probe
        }
        try host.settle()
        var times = [[Double]](repeating: [], count: fractions.count)
        var pixels = [Int](repeating: 0, count: fractions.count)
        for i in 0..<(frames + 2) {
            for (k, probe) in probes.enumerated() {
                probe.setNeedsDisplay()
                evictor?.evict()
                let ms = try Stopwatch.milliseconds {
                    guard try host.app.runFrame() else { throw BenchError.noFrame(scene: "damage-sweep") }
                }
                pixels[k] = host.app.lastDamage.area
                if i >= 2 { times[k].append(ms) }
            }
        }
        let full = Statistics(times[fractions.count - 1]).median
        let points = fractions.indices.map { k in
            let fraction = Double(pixels[k]) / Double(c.width * c.height)
            let median = Statistics(times[k]).median
            return DamageScalingResult.Point(
                fraction: fraction, pixels: pixels[k], medianMs: median, overShareMs: median - fraction * full)
        }
        // Least squares: time = fixed + perScreen × fraction.
        let n = Double(points.count)
        let sx = points.reduce(0) { $0 + $1.fraction }
        let sy = points.reduce(0) { $0 + $1.medianMs }
        let sxx = points.reduce(0) { $0 + $1.fraction * $1.fraction }
        let sxy = points.reduce(0) { $0 + $1.fraction * $1.medianMs }
        let slope = (n * sxy - sx * sy) / max(n * sxx - sx * sx, 1e-12)
        let fixed = (sy - slope * sx) / n
        return DamageScalingResult(
            size: "\(c.width)x\(c.height)", points: points, fixedMs: fixed, fullScreenMs: fixed + slope,
            worstOverShareMs: points.dropLast().map(\.overShareMs).max() ?? 0)
    }
}
