#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutex with one condition variable (POSIX threads), the hand-over point between the decode worker,
/// the audio writer and the UI.
///
/// `@unchecked Sendable`: the pthread mutex and condition are made to be shared between threads; they live
/// in heap memory that never moves, and every access goes through the pthread calls.
final class ConditionLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        // Timed waits measure on the monotonic clock, so a wall-clock change cannot stretch them.
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the mutex.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits for a `broadcast()`; the caller holds the mutex (inside `withLock`). Wake-ups can be spurious:
    /// callers loop on their condition.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Waits for a `broadcast()` at most until the monotonic time `deadline` (seconds); the caller holds the
    /// mutex. Returns false when the deadline passed.
    @discardableResult
    func wait(until deadline: Double) -> Bool {
        var ts = timespec()
        ts.tv_sec = Int(deadline.rounded(.down))
        ts.tv_nsec = Int((deadline - deadline.rounded(.down)) * 1e9)
        return pthread_cond_timedwait(condition, mutex, &ts) != ETIMEDOUT
    }

    /// Wakes every thread waiting on the condition.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }

    /// The monotonic clock in seconds (`CLOCK_MONOTONIC`, the timeline of `wait(until:)`).
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
