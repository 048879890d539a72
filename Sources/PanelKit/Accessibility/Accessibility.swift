import PanelText

/// The state of assistive technologies, as `UIAccessibility`. No screen reader runs on a panel, so every
/// setting reads as off; notifications posted to assistive technologies are kept (`postedNotifications`,
/// `announcements`) and handed to `postHandler`, where a test or a screen-reader bridge reads them, and the
/// element tree a screen reader would walk is `elements(in:)`.
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
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// One `post(notification:argument:)`: what was posted and with what (an announcement's text, the
    /// element to move to after a screen or layout change, or nil).
    public struct PostedNotification {
        public let notification: Notification
        public let argument: Any?
    }

    /// Whether VoiceOver is running: never on a panel.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: never on a panel.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether AssistiveTouch is running: never on a panel.
    public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Guided Access is on: no.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether the user asked for less motion: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user prefers cross-fades to sliding transitions: no.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether the user asked for bold text: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for less transparency: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for darker system colours (more contrast): no.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the display is in grayscale: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether colours are inverted: no.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether audio is mixed to mono: no.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether closed captions are preferred: no.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether shaking undoes: no (a panel is not shaken).
    public static var isShakeToUndoEnabled: Bool { false }
    /// Whether Speak Screen is on: no.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on: no.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether videos play automatically: yes, the system's default.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether switches show on/off labels: no.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether the user asked not to tell things apart by colour alone: no.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether buttons show their shapes: no.
    public static var buttonShapesEnabled: Bool { false }

    /// Every notification posted, oldest first (the last 256 are kept).
    public private(set) static var postedNotifications: [PostedNotification] = []

    /// The text of every `.announcement` posted, oldest first: a string argument, or an attributed one's
    /// string.
    public static var announcements: [String] {
        postedNotifications.compactMap { p in
            guard p.notification == .announcement else { return nil }
            return announcementText(p.argument)
        }
    }

    /// Called with each notification as it is posted (a screen-reader bridge speaks announcements here).
    public static var postHandler: ((Notification, Any?) -> Void)?

    /// Tells assistive technologies that something changed, as `UIAccessibility.post(notification:argument:)`:
    /// the notification is kept in `postedNotifications` and handed to `postHandler`.
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append(PostedNotification(notification: notification, argument: argument))
        if postedNotifications.count > 256 { postedNotifications.removeFirst(postedNotifications.count - 256) }
        postHandler?(notification, argument)
    }

    /// Forgets the notifications posted so far.
    public static func removeAllPostedNotifications() {
        postedNotifications.removeAll()
    }

    /// `rect` in `view`'s coordinates converted to the screen's (the window's), as
    /// `UIAccessibility.convertToScreenCoordinates(_:in:)`.
    public static func convertToScreenCoordinates(_ rect: Rect, in view: View) -> Rect {
        view.convert(rect, to: nil)
    }

    /// The words of an announcement's argument: a string, an attributed string's string, else nil.
    static func announcementText(_ argument: Any?) -> String? {
        if let s = argument as? String { return s }
        if let a = argument as? AttributedText { return a.string }
        return nil
    }
}
