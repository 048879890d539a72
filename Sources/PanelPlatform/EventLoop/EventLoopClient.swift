/// The work an `EventLoop` ends each iteration with: an `Application` runs its frame here.
@MainActor
public protocol EventLoopClient: AnyObject {
    /// Does one iteration's work at `now` (on the loop's clock).
    /// - Returns: how long the loop may wait before calling again: 0 for at once, nil for not until an
    ///   event, a timer or a deadline.
    /// - Throws: a backend error; the loop stops and rethrows it.
    func performIteration(now: Double) throws -> Double?
}
