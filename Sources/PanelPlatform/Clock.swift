#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A source of monotonic time in seconds. Everything that animates reads time from one of these,
/// so tests can step time by hand.
public protocol Clock: AnyObject {
    /// Seconds on a monotonic timeline (only differences are meaningful).
    var now: Double { get }
}

/// The system's monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), the same timeline as
/// libinput event times and DRM page-flip timestamps.
public final class MonotonicClock: Clock {
    public init() {}

    public var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A clock that moves only when told to, for tests and offscreen tours.
public final class ManualClock: Clock {
    public private(set) var now: Double

    public init(start: Double = 0) {
        now = start
    }

    /// Moves time forward by `seconds` (which must not be negative).
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "a ManualClock only moves forward")
        now += seconds
    }

    /// Sets the time to `time`, which must not be earlier than `now`.
    public func set(_ time: Double) {
        precondition(time >= now, "a ManualClock only moves forward")
        now = time
    }
}
