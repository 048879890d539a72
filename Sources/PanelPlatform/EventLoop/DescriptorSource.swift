/// A descriptor watched by an `EventLoop` with a closure to run when it becomes readable (a signalfd, a
/// timerfd, a pipe from a worker).
@MainActor
public final class DescriptorSource: EventSource {
    public let pollDescriptor: Int32?
    private let handler: () throws -> Void

    /// Runs `handler` on the loop each time `descriptor` is readable; the handler must drain it (read it),
    /// or the loop wakes again at once.
    public init(descriptor: Int32, handler: @escaping () throws -> Void) {
        pollDescriptor = descriptor
        self.handler = handler
    }

    public func dispatch(now: Double) throws {
        try handler()
    }
}
