import Dispatch
import Synchronization

/// A queue that runs blocks, as Foundation's `OperationQueue`: the queue of
/// `NotificationCenter.addObserver(forName:object:queue:using:)`, and `addOperation(_:)`'s.
///
/// Everything UI is on the main actor here, so for notifications `.main`, any other queue and nil all run
/// the block at once, on the main actor, inside `post` (what Foundation does for nil and for `.main` posted
/// on the main thread). `addOperation(_:)` runs its block later, as Foundation's: on the main queue for
/// `.main` (the event loop drains it between frames), else on a background dispatch queue of its own.
public final class OperationQueue: Sendable {
    /// The main queue.
    public static let main = OperationQueue(name: "main")

    /// The queue's name.
    public let name: String?

    /// Where `addOperation(_:)`'s blocks run: the main queue for `.main`, else a queue of this one's.
    private let dispatchQueue: DispatchQueue
    /// The blocks added and not yet finished, for `waitUntilAllOperationsAreFinished()`.
    private let pending = DispatchGroup()
    private let concurrentCount = Mutex(OperationQueue.defaultMaxConcurrentOperationCount)

    /// `maxConcurrentOperationCount`'s default: the system decides.
    public static let defaultMaxConcurrentOperationCount = -1

    public init() {
        name = nil
        dispatchQueue = DispatchQueue(label: "PanelKit.OperationQueue", attributes: .concurrent)
    }

    init(name: String) {
        self.name = name
        dispatchQueue = .main
    }

    /// How many blocks may run at once (`defaultMaxConcurrentOperationCount` by default); 1 makes the queue
    /// serial, as Foundation's.
    public var maxConcurrentOperationCount: Int {
        get { concurrentCount.withLock { $0 } }
        set { concurrentCount.withLock { $0 = newValue } }
    }

    /// Runs `block` later on the queue, as `OperationQueue.addOperation(_:)`: on the main thread for
    /// `.main`, in the order added; on another thread for a queue of your own (in the order added when
    /// `maxConcurrentOperationCount` is 1).
    public func addOperation(_ block: @escaping @Sendable () -> Void) {
        let serial = maxConcurrentOperationCount == 1
        dispatchQueue.async(group: pending, flags: serial ? .barrier : []) { block() }
    }

    /// Blocks until every block added so far has run, as `waitUntilAllOperationsAreFinished()`. Called on
    /// the main queue for `.main` it would wait forever, so there it returns at once.
    public func waitUntilAllOperationsAreFinished() {
        if dispatchQueue === DispatchQueue.main { return }
        pending.wait()
    }
}
