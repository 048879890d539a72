/// The queue a notification block runs on, as Foundation's `OperationQueue`, for
/// `NotificationCenter.addObserver(forName:object:queue:using:)`'s `queue:` argument only.
///
/// Everything UI is on the main actor here, so `.main`, any other queue and nil all run the block at once,
/// on the main actor, inside `post` (what Foundation does for nil and for `.main` posted on the main thread).
public final class OperationQueue: Sendable {
    /// The main queue.
    public static let main = OperationQueue(name: "main")

    /// The queue's name.
    public let name: String?

    public init() {
        name = nil
    }

    init(name: String) {
        self.name = name
    }
}
