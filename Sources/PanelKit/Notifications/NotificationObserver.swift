import Synchronization

/// The token `NotificationCenter.addObserver(forName:object:queue:using:)` returns (`NSObjectProtocol` in
/// Foundation): hand it to `removeObserver(_:)` to stop the block being called. It compares by identity.
///
/// It carries what its block was registered for and whether it was removed (atomically, so that
/// `removeObserver` works from anywhere, a `deinit` included).
public final class NotificationObserver: Hashable, Sendable, CustomStringConvertible {
    /// The name the block was registered for (nil: any).
    public let name: Notification.Name?
    /// The identity of the object the block was registered for (nil: any).
    let object: ObjectIdentifier?
    private let removed = Atomic<Bool>(false)

    init(name: Notification.Name?, object: ObjectIdentifier?) {
        self.name = name
        self.object = object
    }

    /// Whether `removeObserver` took the block away.
    var isRemoved: Bool { removed.load(ordering: .acquiring) }

    func markRemoved() {
        removed.store(true, ordering: .releasing)
    }

    public static func == (lhs: NotificationObserver, rhs: NotificationObserver) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { "NotificationObserver(\(name?.rawValue ?? "any name"))" }
}
