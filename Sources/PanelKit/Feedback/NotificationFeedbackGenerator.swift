/// Feedback for a task's outcome, as `UINotificationFeedbackGenerator` (nothing is felt on a panel).
@MainActor
public final class NotificationFeedbackGenerator: FeedbackGenerator {
    /// As `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning
        case error
    }

    public func notificationOccurred(_ notificationType: FeedbackType) {}
}
