/// Something an `EventLoop` waits on: a descriptor that becomes readable (page-flip events, libinput, a
/// signalfd), a deadline on the loop's clock (a retry, a scripted touch), or both.
@MainActor
public protocol EventSource: AnyObject {
    /// The descriptor to wait on for readability, or nil for a source with deadlines only.
    var pollDescriptor: Int32? { get }
    /// When the source must be dispatched even if its descriptor stays quiet, on the loop's clock; nil when
    /// nothing is pending.
    var nextDeadline: Double? { get }
    /// Handles what is pending: called when the descriptor was readable or the deadline has passed.
    /// - Parameter now: the loop's clock at the start of the iteration.
    /// - Throws: a backend error; the loop stops and `run()` rethrows it.
    func dispatch(now: Double) throws
}

extension EventSource {
    public var nextDeadline: Double? { nil }
}
