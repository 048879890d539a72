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

    /// A `memset` and a `memcpy` result (scenes named so), sampled as the parallel scenes are
    /// (`ParallelBench.alternate`).
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
        var out: [ParallelResult] = []
        for (name, copies) in [("memset", false), ("memcpy", true)] {
            var job = Job(target: target, source: copies ? source : nil, bytes: bytes, bands: bands, value: 0)
            var bandedFrames = 0
            let (one, many) = withUnsafeMutablePointer(to: &job) { p in
                ParallelBench.alternate(
                    frames: frames, evictor: evictor,
                    setUp: { f, _ in p.pointee.value = Int32(f & 0xFF) },
                    wake: { banded in if banded { panel_band_pool_wake(pool, 4000) } },
                    frame: { banded in
                        if banded {
                            bandedFrames += 1
                            panel_band_pool_run(
                                pool, Int32(bands),
                                { context, band in
                                    context!.assumingMemoryBound(to: Job.self).pointee.run(band: Int(band))
                                }, p)
                        } else {
                            for k in 0..<bands { p.pointee.run(band: k) }
                        }
                    })
            }
            out.append(
                ParallelResult(
                    scene: name, size: size, threads: threads, oneThreadMs: one, threadsMs: many,
                    speedup: one / max(many, 1e-9), parallelFrames: bandedFrames))
        }
        return out
    }
}
