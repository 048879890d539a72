/// Broadcasts notifications to the blocks registered for them, as Foundation's `NotificationCenter`.
///
/// Posting and adding are on the main actor: blocks run synchronously inside `post`, in the order they were
/// added, whatever `queue:` they were given. Removing works from anywhere (a `deinit` too). A post delivers
/// to the observers registered when it began; an observer removed during a post (by an earlier block) is
/// not called afterwards, as Apple documents for `removeObserver(_:)`. Object filters compare by identity
/// (class instances only: a value as `object:` never matches, as a boxed value in Foundation).
@MainActor
public final class NotificationCenter {
    /// The app's center, where PanelKit posts the keyboard's, the application's and text fields' notifications.
    public nonisolated static let `default` = NotificationCenter()

    /// One block's registration: what it is for is in its token.
    private struct Registration {
        let token: NotificationObserver
        let block: @MainActor (Notification) -> Void

        func matches(name: Notification.Name, object: ObjectIdentifier?) -> Bool {
            (token.name == nil || token.name == name) && (token.object == nil || token.object == object)
        }
    }

    private var registrations: [Registration] = []

    public nonisolated init() {}

    /// The identity `object` filters and matches by: a class instance's, nil for nil and for values.
    nonisolated static func identity(of object: Any?) -> ObjectIdentifier? {
        guard let object, type(of: object) is AnyClass else { return nil }
        return ObjectIdentifier(object as AnyObject)
    }

    /// Calls `block` for every notification named `name` (any name when nil) concerning `object` (any
    /// object when nil), until the returned token is passed to `removeObserver(_:)`. `queue` is not used: the
    /// block runs on the main actor inside `post` (see the type's documentation).
    public func addObserver(
        forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
        using block: @escaping @MainActor (Notification) -> Void
    ) -> NotificationObserver {
        let filter = Self.identity(of: object)
        if let object, filter == nil {
            StandardError.writeLine(
                "NotificationCenter.addObserver: object \(object) is a value, not an object;"
                    + " it matches no notification")
        }
        // A value's filter is an identity no posted object has (a metatype's is never an object's).
        let token = NotificationObserver(
            name: name, object: object == nil ? nil : filter ?? ObjectIdentifier(NotificationObserver.self))
        purgeRemoved()
        registrations.append(Registration(token: token, block: block))
        return token
    }

    /// Stops the block registered with `observer` (a token from `addObserver`). Anything else is ignored.
    public nonisolated func removeObserver(_ observer: Any) {
        (observer as? NotificationObserver)?.markRemoved()
    }

    /// Stops `observer`'s block if it was registered for notifications named `name` (or `name` is nil) and
    /// concerning `object` (or `object` is nil). A block registered for any name or any object stays when
    /// only some names or objects are named, as in Foundation.
    public nonisolated func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        guard let token = observer as? NotificationObserver else { return }
        if let name, token.name != name { return }
        if object != nil && token.object != Self.identity(of: object) { return }
        token.markRemoved()
    }

    private func purgeRemoved() {
        registrations.removeAll { $0.token.isRemoved }
    }

    /// Delivers `notification` to the blocks registered for its name and object.
    public func post(_ notification: Notification) {
        purgeRemoved()
        let object = Self.identity(of: notification.object)
        // Registered now; one removed by an earlier block is skipped.
        let current = registrations
        for r in current where !r.token.isRemoved && r.matches(name: notification.name, object: object) {
            r.block(notification)
        }
    }

    /// Makes a notification and delivers it.
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// The notifications named `name` concerning `object` (any when nil) as they are posted, as an async
    /// sequence: `for await note in NotificationCenter.default.notifications(named: ...)`. The observer goes
    /// when the sequence's task is cancelled or the sequence is dropped.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> AsyncStream<Notification> {
        let (stream, continuation) = AsyncStream<Notification>.makeStream(bufferingPolicy: .unbounded)
        let token = addObserver(forName: name, object: object, queue: nil) { continuation.yield($0) }
        continuation.onTermination = { _ in token.markRemoved() }
        return stream
    }

    /// How many blocks are registered and not removed (for tests and leak checks).
    public var observerCount: Int { registrations.count { !$0.token.isRemoved } }
}
