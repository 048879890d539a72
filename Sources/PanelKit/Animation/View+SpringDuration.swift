extension View {
    /// Whether `animate` blocks animate, as `UIView.areAnimationsEnabled`: false makes their changes at once
    /// (their completions still run, in the next frame).
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off everywhere, as `UIView.setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// The duration of the animation block the caller is in (0 outside one, or under
    /// `performWithoutAnimation`), as `UIView.inheritedAnimationDuration`.
    public static var inheritedAnimationDuration: Double {
        guard let t = AnimationTransaction.current, t.driver != nil else { return 0 }
        return t.duration
    }

    /// Animates with a spring given by its perceptual duration and bounce, as iOS 17's
    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
    ///
    /// The spring is Apple's: mass 1, stiffness (2π / duration)², damping 4π (1 − bounce) / duration for a
    /// bounce from 0 (no overshoot) up to 1 (no damping), 4π / (duration (1 + bounce)) for a negative one
    /// (overdamped). The animation runs until the spring settles, which can take longer than `duration`.
    /// `initialSpringVelocity` is in animation distances per second.
    public static func animate(
        springDuration duration: Double = 0.5, bounce: Double = 0, initialSpringVelocity: Double = 0,
        delay: Double = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = springTiming(duration: duration, bounce: bounce, initialVelocity: initialSpringVelocity)
        run(
            duration: spring.duration, delay: delay, options: options.union([.overrideInheritedCurve]),
            timing: spring, animations: animations, completion: completion)
    }

    /// Apple's spring for a perceptual `duration` and `bounce` (both held to usable ranges).
    static func springTiming(duration: Double, bounce: Double, initialVelocity: Double) -> SpringTiming {
        let t = duration.isFinite && duration > 0.01 ? duration : 0.01
        let b = bounce.isFinite ? min(0.99, max(-0.99, bounce)) : 0
        let stiffness = (2 * Double.pi / t) * (2 * Double.pi / t)
        let damping = b >= 0 ? 4 * Double.pi * (1 - b) / t : 4 * Double.pi / (t * (1 + b))
        return SpringTiming(
            mass: 1, stiffness: stiffness, damping: damping,
            initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
    }
}
