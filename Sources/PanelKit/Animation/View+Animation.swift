/// Options for `View.animate`, as `UIView.AnimationOptions` (same bit layout: curve in bits 16-19,
/// transition in bits 20-23).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit so their frame changes animate too.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Animated views keep receiving touches (by default they receive none while they animate).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen, replacing running animations of the same properties, instead of
    /// adding to them.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run forward then backward.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block uses its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block uses its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// `View.transition(with:)`: the changes in the block also animate, under the transition.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// `View.transition(from:to:)`: hide the old view and show the new one instead of removing and adding.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block uses its own options instead of the enclosing block's.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The frame rate the animation asks for (UIKit's bits 24-27). Kept; the panel draws every animation at
    /// its display's rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// `transition(from:to:)` and `View.transition(with:)`: the old content fades out over the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

    /// The curve the options select.
    public var curve: AnimationCurve {
        AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }

    var isCrossDissolve: Bool { (rawValue >> 20) & 0xF == 5 }
}

/// A timing curve, as `UIView.AnimationCurve`.
public enum AnimationCurve: Int, Hashable, Sendable {
    case easeInOut
    case easeIn
    case easeOut
    case linear

    var timing: CubicBezierTiming {
        switch self {
        case .easeInOut: return .easeInOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}

extension View {
    /// Animates the changes `animations` makes to animatable properties (frame, bounds, center,
    /// transform, alpha, backgroundColor, cornerRadius) of any views.
    ///
    /// The model values change at once; the screen shows them moving over `duration` after `delay`.
    /// `completion` runs in a later frame with `true` when the animations ran to the end, `false` when
    /// they were interrupted. Animations of a property already animating add to the running one (as in
    /// UIKit since iOS 8) unless `.beginFromCurrentState` replaces it. A block nested in another
    /// inherits the outer duration and curve unless it sets the `overrideInherited…` options.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: options, timing: nil, animations: animations,
            completion: completion)
    }

    /// Animates with a spring: `dampingRatio` 1 settles without overshoot, lower values oscillate;
    /// `velocity` is the initial speed in animation distances per second. The spring settles at `duration`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringTiming(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
        run(
            duration: duration, delay: delay, options: options.union(.overrideInheritedCurve), timing: spring,
            animations: animations, completion: completion)
    }

    /// Makes changes without animating them, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.$current.withValue(AnimationTransaction.disabled, operation: actions)
    }

    /// `setAnimationsEnabled(_:)`'s switch.
    static var animationsEnabled = true

    static func run(
        duration: Double, delay: Double, options: AnimationOptions, timing: (any TimingFunction)?,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let outer = AnimationTransaction.current
        var duration = duration
        var delay = delay
        var timing: any TimingFunction = timing ?? options.curve.timing
        var options = options
        // With animations turned off, the block's changes are immediate (once: no repeats) and its
        // completion still runs.
        if !animationsEnabled {
            duration = 0
            delay = 0
            options.subtract([.repeat, .autoreverse])
        }
        if let outer, outer.driver != nil {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve), let t = outer.timing { timing = t }
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(outer.options.intersection([.allowUserInteraction, .beginFromCurrentState]))
            }
        }
        let driver = TimedAnimation(duration: duration, delay: delay, timing: timing, options: options)
        driver.completion = completion
        // Inside a percent-driven transition the animation follows the transition's timeline.
        let timeline = AnimationTimeline.current
        timeline?.register(driver)
        let transaction = AnimationTransaction(
            driver: driver, beginFromCurrentState: options.contains(.beginFromCurrentState), duration: duration,
            timing: timing, options: options)
        AnimationTransaction.$current.withValue(transaction, operation: animations)
        driver.commit(application: timeline?.application)
    }
}
