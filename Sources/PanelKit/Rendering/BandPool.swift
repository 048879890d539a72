import CBandPool

/// The worker threads that draw a frame's bands beside the main thread (CBandPool).
///
/// libdispatch's `concurrentPerform` signals parked threads when the bands are ready; on an idle core such
/// a thread takes about 0.1 ms to run (more inside a virtual machine), a fifth of a band at 1920x1080. So
/// the renderer wakes the pool when a frame that will probably be drawn in bands starts, the workers spin
/// until its bands come (bounded), and the frame rests them again when it has none.
final class BandPool {
    private let pool: OpaquePointer
    /// How many threads draw bands, the caller's included.
    let threadCount: Int

    /// How long woken workers spin for the bands before they park: longer than a frame's layout, damage
    /// pass and recording take, far shorter than the time between frames.
    private static let spinMicroseconds: Int32 = 4000

    /// A pool of `threadCount - 1` workers; nil when a thread could not be started (the frame is then drawn
    /// on one thread).
    init?(threadCount: Int) {
        guard threadCount > 1, let pool = panel_band_pool_create(Int32(threadCount - 1)) else { return nil }
        self.pool = pool
        self.threadCount = threadCount
    }

    deinit {
        panel_band_pool_destroy(pool)
    }

    /// The workers spin for the next bands instead of parking.
    func wake() {
        panel_band_pool_wake(pool, Self.spinMicroseconds)
    }

    /// Spinning workers park: the frame has no bands after all.
    func rest() {
        panel_band_pool_rest(pool)
    }

    /// Runs `body(k)` for every k in 0..<count on this thread and the workers, and returns when all have.
    /// `body` must be safe to run on several threads at once for different k.
    func run(_ count: Int, _ body: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            var job = body
            withUnsafeMutablePointer(to: &job) { pointer in
                panel_band_pool_run(
                    pool, Int32(count),
                    { context, band in
                        context!.assumingMemoryBound(to: (@Sendable (Int) -> Void).self).pointee(Int(band))
                    }, pointer)
            }
        }
    }

    /// `run` in two halves: publishes `count` calls of `function(context, k)` to the workers and returns at
    /// once, so this thread can go on producing what they consume; `finish()` then runs the calls no worker
    /// has taken here and returns when all have. `context` must stay valid until `finish()` returns.
    func start(_ count: Int, context: UnsafeMutableRawPointer, function: panel_band_function) {
        panel_band_pool_start(pool, Int32(count), function, context)
    }

    /// Runs the calls `start` published that no worker has taken, and returns when every one has returned.
    func finish() {
        panel_band_pool_finish(pool)
    }
}
