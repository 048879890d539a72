import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Parallel rendering: the full-screen scenes with their frames drawn by one thread and by `threads`
/// threads (bands of rows), interleaved in short runs so that both see the same machine load and the
/// same frames; then the memory's own speedup (`ParallelBandwidth`), the ceiling of fill and blit.
@MainActor
enum ParallelBench {
    /// The scenes whose every frame damages the whole screen.
    static let sceneNames: Set<String> = ["fill", "blit", "text-warm", "slide", "slide-uncached"]

    static func measure(_ setups: [SceneSetup], size: String, threads: Int, frames: Int, evictor: CacheEvictor?)
        throws -> [ParallelResult]
    {
        var out: [ParallelResult] = []
        for s in setups where sceneNames.contains(s.name) {
            let app = s.host.app
            let parallelBefore = app.parallelFrameCount
            let (one, many) = try alternate(
                frames: frames, evictor: evictor,
                setUp: { f, banded in
                    app.renderThreadCount = banded ? threads : 1
                    s.mutate(f)
                },
                wake: { _ in app.prepareForFrame() },
                frame: { _ in
                    guard try app.runFrame() else { throw BenchError.noFrame(scene: s.name) }
                })
            let parallelFrames = app.parallelFrameCount - parallelBefore
            app.renderThreadCount = 1
            out.append(
                ParallelResult(
                    scene: s.name, size: size, threads: threads, oneThreadMs: one, threadsMs: many,
                    speedup: one / max(many, 1e-9), parallelFrames: parallelFrames))
        }
        if let s = setups.first(where: { sceneNames.contains($0.name) }) {
            out += ParallelBandwidth.measure(
                bytes: Int(s.host.bounds.width) * Int(s.host.bounds.height) * 4, threads: threads, bands: 4 * threads,
                frames: frames, size: size, evictor: evictor)
        }
        return out
    }

    /// The parallel section's sampling, the same for the scenes and for the memory's own speedup. Frames
    /// alternate between two states (two colours, two page offsets; `f % 2`), which can differ in cost, and
    /// thread counts come in runs of three frames (one, one, one, banded, banded, banded), so that each count
    /// draws both states equally often. The first frame of a run is not timed: it follows a frame drawn with
    /// the other count, which an app drawing one large frame after another never does (its band threads
    /// would be parked, not waiting for bands). Each frame: `setUp(f, banded)`, the caches emptied,
    /// `wake(banded)` and a sleep of `Application.bandWakeLead`, as the run loop wakes the band threads
    /// before a frame it foresees and sleeps until it; then `frame(banded)`, timed.
    /// - Returns: per count, the median of each state's times, then their mean, so that neither count's
    ///   figure depends on which state its median happened to fall in.
    nonisolated static func alternate(
        frames: Int, evictor: CacheEvictor?, setUp: (_ f: Int, _ banded: Bool) -> Void, wake: (_ banded: Bool) -> Void,
        frame: (_ banded: Bool) throws -> Void
    ) rethrows -> (one: Double, banded: Double) {
        let lead = useconds_t(Application.bandWakeLead * 1e6)
        var times: [[[Double]]] = [[[], []], [[], []]]
        for f in 0..<(6 * ((frames + 1) / 2 + 1)) {
            let banded = f % 6 >= 3
            setUp(f, banded)
            evictor?.evict()
            wake(banded)
            usleep(lead)
            let ms = try Stopwatch.milliseconds { try frame(banded) }
            if f >= 6 && f % 3 != 0 { times[banded ? 1 : 0][f % 2].append(ms) }
        }
        func mean(_ t: [[Double]]) -> Double { (Statistics(t[0]).median + Statistics(t[1]).median) / 2 }
        return (mean(times[0]), mean(times[1]))
    }
}
