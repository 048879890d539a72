#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Nanoseconds on the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), the timeline every sample uses.
enum Stopwatch {
    /// The monotonic time now, in nanoseconds.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// The CPU time this thread has used, in nanoseconds (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`): what
    /// a computation costs, whatever else the machine runs meanwhile.
    static func threadCPUNow() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Runs `body` and returns how long it took, in milliseconds.
    @inline(__always)
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start) / 1e6
    }
}
