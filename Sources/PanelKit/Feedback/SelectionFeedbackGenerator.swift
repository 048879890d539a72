/// Feedback for a changed selection, as `UISelectionFeedbackGenerator` (nothing is felt on a panel).
@MainActor
public final class SelectionFeedbackGenerator: FeedbackGenerator {
    public func selectionChanged() {}
}
