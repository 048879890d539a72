/// Animates a transition between two view controllers, as `UIViewControllerAnimatedTransitioning`.
///
/// `animateTransition(using:)` puts the views in the context's container and animates them, then calls
/// `completeTransition(_:)` on the context (with `!transitionWasCancelled`). An animator that can be
/// scrubbed, reversed and continued returns its property animator from `interruptibleAnimator(using:)`,
/// the same one for the whole transition; `PercentDrivenInteractiveTransition` then drives it.
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations last.
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double
    /// Runs the transition's animations and completes the context at their end.
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// The animator that runs the transition, created on the first call and the same on the next ones
    /// (optional: the default answers that there is none).
    func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
        -> any ViewImplicitlyAnimating
    /// Called after the transition ended, completed or cancelled (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// The default: no interruptible animator. PanelKit recognises the placeholder it returns and drives
    /// `animateTransition(using:)`'s animations itself.
    public func interruptibleAnimator(
        using transitionContext: any ViewControllerContextTransitioning
    ) -> any ViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }

    public func animationEnded(_ transitionCompleted: Bool) {}

    /// The animator's interruptible animator, or nil when it does not offer one.
    func offeredInterruptibleAnimator(
        using transitionContext: any ViewControllerContextTransitioning
    ) -> (any ViewImplicitlyAnimating)? {
        let animator = interruptibleAnimator(using: transitionContext)
        return animator is NoInterruptibleAnimator ? nil : animator
    }
}

/// What the default `interruptibleAnimator(using:)` returns: UIKit's method is optional and returns a
/// non-optional animator, so "not implemented" needs a value of its own. It animates nothing.
@MainActor
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    var state: ViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete = 0.0
    func startAnimation() {}
    func startAnimation(afterDelay delay: Double) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: ViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {}
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {}
}
