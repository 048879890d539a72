/// The state of assistive technologies, as `UIAccessibility`. No screen reader runs on a panel, so every
/// one reads as off and notifications posted to them go nowhere.
@MainActor
public enum Accessibility {
    /// What a posted notification tells assistive technologies, as `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is running: never on a panel.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: never on a panel.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for bold text: no.
    public static var isBoldTextEnabled: Bool { false }

    /// Tells assistive technologies that something changed; none listens on a panel.
    public static func post(notification: Notification, argument: Any?) {}
}
