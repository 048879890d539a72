import CBandPool
import PanelGraphics
import Synchronization

/// One frame's bands, replayed by the band pool's threads while the main thread is still recording the
/// display list they replay.
///
/// Each thread runs `run()` once. While the list is being recorded, a thread holds a few bands and runs on
/// them each operation as it is published; when its bands have caught up with the recording and new
/// operations have come since it last took one, it takes another, up to `streamingLimit` (so that bands
/// are left for the threads to share once the list is whole, rather than one thread owning the frame's
/// work). Once recording has ended, every thread finishes the bands it holds, then takes the bands nobody
/// has, one at a time, until none is left. A band is taken by exactly one thread (`nextBand`), so each
/// band's operations run in order on one thread, as when the list is replayed after recording.
///
/// Why this is safe to share (hence `@unchecked Sendable`): `bands`, `bandCount` and `streamingLimit` are
/// set on the main thread before the band pool publishes the calls (under its lock) and not changed until
/// `finish()` returns. The list's operations are only read below `publishedCount`, each fully written
/// before it is published; the pixman images they use were validated while recording (pixman writes an
/// image's flags on its first use after a change; after that a composite only reads the source), and the
/// list holds a reference to each image and to each surface owning pixels until it is reset, after
/// `finish()`. No recorded image changes after it is recorded: caches hand out new images rather than
/// redraw ones in use, and a rasterized layer is redrawn before its first use in a frame, never after.
/// Band `k` is used by one thread only; it has its own destination image (its own clip), samplers and
/// scratch surfaces, and writes only its own rows of the framebuffer (its clip), reading the framebuffer
/// only in those rows (saved rounded-clip corners are cut to them). The main thread goes on writing
/// operations into the list, but only above what it has published, and none is written again until the
/// list is reset. So no two threads write the same memory, and no thread reads memory another is writing.
final class BandStream: @unchecked Sendable {
    private let list: DisplayList
    private var bands: [DisplayListBand] = []
    private var bandCount = 0
    private var streamingLimit = 1
    private let nextBand = Atomic<Int>(0)
    /// How many operations were run on a band before recording ended, since this stream was made (the
    /// work the other threads did beside the recording).
    let operationsRunWhileRecording = Atomic<Int>(0)

    init(list: DisplayList) {
        self.list = list
    }

    /// Readies a frame's replay of `count` of `bands` by `threads` threads (before the pool publishes it).
    func prepare(_ bands: [DisplayListBand], count: Int, threads: Int) {
        self.bands = bands
        bandCount = count
        // One band less than a thread's share: the rest stays for the threads to balance once the list is
        // whole.
        streamingLimit = max(1, count / max(1, threads) - 1)
        nextBand.store(0, ordering: .relaxed)
    }

    /// Drops the frame's bands (after `finish()`).
    func clear() {
        bands = []
    }

    /// The next band nobody has taken, if any.
    private func take() -> Int? {
        let k = nextBand.wrappingAdd(1, ordering: .relaxed).oldValue
        return k < bandCount ? k : nil
    }

    /// One thread's part of the frame: see the type's comment.
    func run() {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, streamingLimit)) { held in
            var count = 0
            var publishedAtTake = -1
            while true {
                // Read before the replays: once it is false, they run every operation left.
                let recording = list.isRecording
                var ran = 0
                for j in 0..<count { ran += list.replayPublished(on: bands[held[j]]) }
                if !recording { break }
                if ran > 0 {
                    operationsRunWhileRecording.wrappingAdd(ran, ordering: .relaxed)
                    continue
                }
                let published = list.publishedCount
                if count < streamingLimit, published > publishedAtTake, let k = take() {
                    bands[k].begin()
                    held[count] = k
                    count += 1
                    publishedAtTake = published
                } else {
                    // Nothing to do until more is recorded: poll the list now and then, not all the time
                    // (each poll takes the cache line the recording thread publishes in).
                    for _ in 0..<16 { panel_band_pool_pause() }
                }
            }
            for j in 0..<count { bands[held[j]].end() }
        }
        while let k = take() { list.replay(on: bands[k]) }
    }
}
