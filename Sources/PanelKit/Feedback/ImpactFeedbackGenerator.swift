/// Feedback for a collision, as `UIImpactFeedbackGenerator` (no actuator on a panel: nothing is felt).
@MainActor
public final class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How heavy the impact feels, as `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium
        case heavy
        case soft
        case rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    public func impactOccurred() {}

    /// `intensity` from 0 to 1.
    public func impactOccurred(intensity: Double) {}
}
