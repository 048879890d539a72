/// Makes a `PhaseTransition` a presentation or dismissal animator: return one from a transitioning
/// delegate and any library transition presents, dismisses, and (with a
/// `PercentDrivenInteractiveTransition`) follows a finger.
///
/// The animator is interruptible: `interruptibleAnimator(using:)` returns a property animator whose
/// progress drives the transition's phase, and the context's alongside animations join it. At the end the
/// transition cleans up (every view property back to rest) and the context completes with
/// `!transitionWasCancelled`.
@MainActor
open class PhaseTransitionAnimator: ViewControllerAnimatedTransitioning {
    /// The transition this animator runs (once: make a new animator per presentation or dismissal).
    public let transition: PhaseTransition
    /// Whether the transition runs reversed; nil works it out (a dismissal runs reversed).
    public var isReversed: Bool?
    /// Called when the transition ended, with whether it completed.
    public var completionHandler: ((Bool) -> Void)?

    private var animator: ViewPropertyAnimator?

    /// An animator that runs `transition`, reversed for a dismissal unless `isReversed` says otherwise.
    public init(transition: PhaseTransition, isReversed: Bool? = nil) {
        self.transition = transition
        self.isReversed = isReversed
    }

    open func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
        transition.duration
    }

    open func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    open func interruptibleAnimator(
        using transitionContext: any ViewControllerContextTransitioning
    ) -> any ViewImplicitlyAnimating {
        if let animator { return animator }
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        let fromView = transitionContext.view(forKey: .from) ?? fromVC?.view
        let toView = transitionContext.view(forKey: .to) ?? toVC?.view
        let dismissing = fromVC?.presentingViewController != nil && fromVC?.presentingViewController === toVC
        let reversed = isReversed ?? dismissing
        let container = transitionContext.containerView
        if let toVC, let toView, toView.superview == nil {
            View.performWithoutAnimation { toView.frame = transitionContext.finalFrame(for: toVC) }
            if reversed, let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        transition.fromView = fromView
        transition.toView = toView
        transition.containerView = container
        transition.isReversed = reversed
        transition.phase = 0
        transition.prepareToRun()
        let animator = transition.makeAnimator()
        animator.addCompletion { [transition] _ in
            let completed = !transitionContext.transitionWasCancelled
            transition.phase = completed ? 1 : 0
            transition.cleanup()
            transitionContext.completeTransition(completed)
        }
        self.animator = animator
        return animator
    }

    open func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        completionHandler?(transitionCompleted)
    }
}
