import CBandPool
import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The memory's own parallel speedup at one frame size: `memset` and `memcpy` of a frame's bytes in bands,
/// on one thread and on the renderer's band pool (CBandPool) with `threads` threads, woken
/// `Application.bandWakeLead` ahead as the run loop wakes it, caches emptied before every sample. A fill or
/// a blit drawn in bands moves the same bytes, so its speedup can be no better than these: they are the
/// ceiling beside which the parallel table's fill and blit are read.
enum ParallelBandwidth {
    /// One sample's work: `bands` equal runs of `bytes`, set (`source` nil) or copied.
    private struct Job {
        var target: UnsafeMutableRawPointer
        var source: UnsafeMutableRawPointer?
        var bytes: Int
        var bands: Int
        var value: Int32

        func run(band: Int) {
            let start = bytes * band / bands & ~63
            let end = band == bands - 1 ? bytes : bytes * (band + 1) / bands & ~63
            if let source {
                memcpy(target + start, source + start, end - start)
            } else {
                memset(target + start, value, end - start)
            }
        }
    }

    /// A `memset` and a `memcpy` result (scenes named so), each from `frames` samples per thread count
    /// taken in the parallel scenes' pattern: runs of three frames per count, the first of a run untimed.
    static func measure(bytes: Int, threads: Int, bands: Int, frames: Int, size: String, evictor: CacheEvictor?)
        -> [ParallelResult]
    {
        guard threads > 1, let pool = panel_band_pool_create(Int32(threads - 1)) else { return [] }
        defer { panel_band_pool_destroy(pool) }
        let target = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer {
            target.deallocate()
            source.deallocate()
        }
        memset(target, 0, bytes)
        memset(source, 0x5A, bytes)
        let lead = useconds_t(Application.bandWakeLead * 1e6)
        var out: [ParallelResult] = []
        for (name, copies) in [("memset", false), ("memcpy", true)] {
            var job = Job(target: target, source: copies ? source : nil, bytes: bytes, bands: bands, value: 0)
            var times: [[Double]] = [[], []]
            for f in 0..<(6 * (frames / 2 + 2)) {
                let many = f % 6 >= 3
                job.value = Int32(f & 0xFF)
                evictor?.evict()
                if many { panel_band_pool_wake(pool, 4000) }
                usleep(lead)
                let ms = withUnsafeMutablePointer(to: &job) { p in
                    Stopwatch.milliseconds {
                        if many {
                            panel_band_pool_run(
                                pool, Int32(bands),
                                { context, band in
                                    context!.assumingMemoryBound(to: Job.self).pointee.run(band: Int(band))
                                }, p)
                        } else {
                            for k in 0..<bands { p.pointee.run(band: k) }
                        }
                    }
                }
                if f >= 6 && f % 3 != 0 { times[many ? 1 : 0].append(ms) }
            }
            let one = Statistics(times[0]).median
            let many = Statistics(times[1]).median
            out.append(
                ParallelResult(
                    scene: name, size: size, threads: threads, oneThreadMs: one, threadsMs: many,
                    speedup: one / max(many, 1e-9), parallelFrames: times[1].count))
        }
        return out
    }
}
