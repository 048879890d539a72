/// Haptic feedback, as `UIFeedbackGenerator`. A touch panel has no actuator to drive, so the generators
/// keep no state and make no vibration; code that calls them runs unchanged.
@MainActor
open class FeedbackGenerator {
    public init() {}

    /// Readies the actuator (there is none).
    open func prepare() {}
}
