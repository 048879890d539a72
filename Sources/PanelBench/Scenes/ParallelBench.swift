/// Parallel rendering: the full-screen scenes with their frames drawn by one thread and by `threads`
/// threads (bands of rows), interleaved frame by frame so that both see the same machine load and the
/// same frames.
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
            // Per thread count, per state: the median of each state, then their mean, so that neither count's
            // figure depends on which state its median happened to fall in.
            var times: [[[Double]]] = [[[], []], [[], []]]
            let parallelBefore = app.parallelFrameCount
            // A scene alternates between two states frame by frame (two colours, two page offsets), and
            // those can differ in cost. Thread counts go one, many, many, one, so that each count draws
            // both states equally often (alternating them frame by frame gave each count one state).
            for f in 0..<(2 * (frames + 2)) {
                let k = [0, 1, 1, 0][f % 4]
                app.renderThreadCount = k == 0 ? 1 : threads
                s.mutate(f)
                evictor?.evict()
                let ms = try Stopwatch.milliseconds {
                    guard try app.runFrame() else { throw BenchError.noFrame(scene: s.name) }
                }
                if f >= 4 { times[k][f % 2].append(ms) }
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
        return out
    }
}
