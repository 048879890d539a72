/// Options for `View.animateKeyframes`, as `UIView.KeyframeAnimationOptions` (same bit layout).
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Animated views keep receiving touches.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen, replacing running animations of the same properties.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Straight from keyframe to keyframe, each at its own start time and duration (the default, and the
    /// only mode PanelKit runs: the others are accepted and animate the same way).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The view animation options these carry over to each keyframe.
    var animationOptions: AnimationOptions {
        AnimationOptions(rawValue: rawValue & 0x1F).union(.curveLinear)
    }
}
