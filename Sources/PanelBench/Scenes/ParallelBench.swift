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
        let lead = useconds_t(Application.bandWakeLead * 1e6)
        for s in setups where sceneNames.contains(s.name) {
            let app = s.host.app
            // Per thread count, per state: the median of each state, then their mean, so that neither count's
            // figure depends on which state its median happened to fall in.
            var times: [[[Double]]] = [[[], []], [[], []]]
            let parallelBefore = app.parallelFrameCount
            // A scene alternates between two states frame by frame (two colours, two page offsets), and
            // those can differ in cost. Thread counts come in runs of three frames (one, one, one, many,
            // many, many), so that each count draws both states equally often. The first frame of a run is
            // not timed: it follows a frame drawn with the other count, which an app drawing one large
            // frame after another never does (its band threads would be parked, not waiting for bands).
            // Before each frame, as the run loop does before a frame it foresees, the app wakes its band
            // threads (if the last frame was drawn in bands) and this thread sleeps for the lead.
            let cycles = (frames + 1) / 2 + 1
            for f in 0..<(6 * cycles) {
                let k = f % 6 < 3 ? 0 : 1
                app.renderThreadCount = k == 0 ? 1 : threads
                s.mutate(f)
                evictor?.evict()
                app.prepareForFrame()
                usleep(lead)
                let ms = try Stopwatch.milliseconds {
                    guard try app.runFrame() else { throw BenchError.noFrame(scene: s.name) }
                }
                if f >= 6 && f % 3 != 0 { times[k][f % 2].append(ms) }
            }
            let parallelFrames = app.parallelFrameCount - parallelBefore
            app.renderThreadCount = 1
            let one = (Statistics(times[0][0]).median + Statistics(times[0][1]).median) / 2
            let many = (Statistics(times[1][0]).median + Statistics(times[1][1]).median) / 2
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
}
