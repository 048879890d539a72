/// A message broadcast through a `NotificationCenter`, as Foundation's `Notification`: its name, the object
/// it concerns (usually the sender) and extra values.
///
/// Sendable unchecked, as Foundation's: `object` and `userInfo` hold anything; PanelKit posts and delivers on
/// the main actor, and `NotificationCenter.notifications(named:object:)` hands it to the task that iterates.
public struct Notification: CustomStringConvertible, @unchecked Sendable {
    /// What happened.
    public var name: Name
    /// The object the notification concerns (the text field that changed, the application), or nil.
    public var object: Any?
    /// Extra values (the keyboard's frames and animation), or nil.
    public var userInfo: [AnyHashable: Any]?

    public init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }

    public var description: String {
        "Notification(name: \(name.rawValue), object: \(object.map { "\($0)" } ?? "nil"))"
    }

    /// A notification's name, as `Notification.Name`: `Notification.Name("MyModelDidChange")`.
    public struct Name: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }
    }
}
