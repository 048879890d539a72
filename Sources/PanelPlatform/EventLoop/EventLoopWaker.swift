import CEventLoop

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Wakes an `EventLoop` from any thread: writing to an eventfd the loop waits on. A worker that hands
/// results to the UI with `DispatchQueue.main.async` needs no waker (the main queue wakes the loop itself);
/// this is for code that shares state under a lock and only needs the loop to look again.
public final class EventLoopWaker: Sendable {
    /// The eventfd the loop waits on.
    public let descriptor: Int32

    init() {
        let fd = panel_wake_descriptor()
        precondition(fd >= 0, "eventfd failed (errno \(errno)): the event loop cannot be woken")
        descriptor = fd
    }

    deinit {
        close(descriptor)
    }

    /// Makes the loop's current or next wait return at once. Safe from any thread, and cheap.
    public func wakeUp() {
        var one: UInt64 = 1
        _ = write(descriptor, &one, 8)
    }

    /// Clears pending wake-ups (called by the loop).
    func reset() {
        var value: UInt64 = 0
        _ = read(descriptor, &value, 8)
    }
}
