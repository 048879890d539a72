/// Runs a `PhaseTransition` between two children of a container (the page view controller, the stack
/// container): puts the incoming child's view in the host view, sends the appearance callbacks
/// (reverse pairs when cancelled), follows a finger or runs on its own, and at the end leaves only the
/// winner's view in the host. Containment (`addChild`, `removeFromParent`) stays with the container.
@MainActor
final class ChildTransitionDriver {
    let from: ViewController
    let to: ViewController
    let transition: PhaseTransition
    /// Called when the transition ended, before the losing child's view leaves the host, with whether
    /// it completed (the incoming child won): the container's `willMove(toParent: nil)` goes here.
    var willRemove: ((Bool) -> Void)?
    /// Called once the transition ended, after the appearance callbacks, with whether it completed.
    var onEnd: ((Bool) -> Void)?

    private let animator: ViewPropertyAnimator
    private let sendsAppearance: Bool
    private let animated: Bool
    private(set) var isEnding = false
    private(set) var isOver = false

    /// Starts a transition from `from` (whose view is in `host`) to `to`, reversed for a pop or the
    /// previous page.
    init(
        parent: ViewController, host: View, from: ViewController, to: ViewController, transition: PhaseTransition,
        reversed: Bool, animated: Bool = true
    ) {
        self.from = from
        self.to = to
        self.transition = transition
        self.animated = animated
        sendsAppearance =
            parent.appearanceState == .appeared && parent.shouldAutomaticallyForwardAppearanceMethods
        if sendsAppearance {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let fromView: View = from.view
        let toView: View = to.view
        View.performWithoutAnimation {
            toView.frame = host.bounds
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        if fromView.superview === host {
            if reversed {
                host.insertSubview(toView, belowSubview: fromView)
            } else {
                host.insertSubview(toView, aboveSubview: fromView)
            }
        } else {
            host.addSubview(toView)
        }
        transition.fromView = fromView
        transition.toView = toView
        transition.containerView = host
        transition.isReversed = reversed
        transition.phase = 0
        transition.prepareToRun()
        animator = transition.makeAnimator()
        animator.addCompletion { [weak self] position in self?.ended(completed: position == .end) }
    }

    /// Shows the transition at `phase` (the finger moved), pausing it if it runs.
    func scrub(to phase: Double) {
        guard !isOver else { return }
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = min(1, max(0, phase))
    }

    /// Runs the whole transition on its own.
    func run() {
        isEnding = true
        animator.startAnimation()
    }

    /// Runs the rest of the transition on its own: forwards to complete, backwards to cancel.
    func end(completing: Bool, curve: AnimationCurve = .easeOut, durationFactor: Double = 1) {
        guard !isOver else { return }
        // A phase set directly (seed 001's API) is where the animator resumes from.
        if !animator.isRunning, abs(animator.fractionComplete - transition.phase) > 1e-9 {
            animator.fractionComplete = min(1, max(0, transition.phase))
        }
        isEnding = true
        animator.isReversed = !completing
        animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(animationCurve: curve), durationFactor: durationFactor)
    }

    /// Ends at once: completing or not as `completing` says, else where the transition was heading, or
    /// by `isCommitted` when nothing decided yet.
    func finishNow(completing decision: Bool? = nil) {
        guard !isOver else { return }
        let completing = decision ?? (isEnding ? !animator.isReversed : transition.isCommitted)
        if animator.state == .inactive { animator.pauseAnimation() }
        animator.stopAnimation(false)
        animator.finishAnimation(at: completing ? .end : .start)
    }

    private func ended(completed: Bool) {
        guard !isOver else { return }
        isOver = true
        transition.phase = completed ? 1 : 0
        transition.cleanup()
        willRemove?(completed)
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            if sendsAppearance {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
        } else {
            if sendsAppearance {
                to.beginAppearanceTransition(false, animated: animated)
                from.beginAppearanceTransition(true, animated: animated)
            }
            to.viewIfLoaded?.removeFromSuperview()
            if sendsAppearance {
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
        }
        onEnd?(completed)
    }
}
