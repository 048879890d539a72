/// Parallel rendering: the full-screen scenes with their frames drawn by one thread and by `threads`
/// threads (bands of rows), alternating frame by frame so that both see the same machine load.
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
            var times: [[Double]] = [[], []]
            let parallelBefore = app.parallelFrameCount
            for i in 0..<(frames + 2) {
                for (k, count) in [1, threads].enumerated() {
                    app.renderThreadCount = count
                    s.mutate(i * 2 + k)
                    evictor?.evict()
                    let ms = try Stopwatch.milliseconds {
                        guard try app.runFrame() else { throw BenchError.noFrame(scene: s.name) }
                    }
                    if i >= 2 { times[k].append(ms) }
                }
            }
            let parallelFrames = app.parallelFrameCount - parallelBefore
            app.renderThreadCount = 1
            let one = Statistics(times[0]).median
            let many = Statistics(times[1]).median
            out.append(
                ParallelResult(
                    scene: s.name, size: size, threads: threads, oneThreadMs: one, threadsMs: many,
                    speedup: one / max(many, 1e-9), parallelFrames: parallelFrames))
        }
        return out
    }
}
