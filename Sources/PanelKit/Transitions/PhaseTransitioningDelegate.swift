/// A ready transitioning delegate that presents and dismisses with a library transition, running on
/// its own (use `InteractiveTransitionCoordinator` to follow a finger):
///
/// ```swift
/// let fade = PhaseTransitioningDelegate { FadeTransition() }   // keep it alive: the property is weak
/// details.transitioningDelegate = fade
/// details.modalPresentationStyle = .custom
/// present(details, animated: true)
/// ```
@MainActor
public final class PhaseTransitioningDelegate: ViewControllerTransitioningDelegate {
    /// Makes the transition of each presentation and dismissal (a dismissal runs it reversed).
    public let makeTransition: () -> PhaseTransition

    /// A delegate whose presentations and dismissals run `transition`, made anew for each.
    public init(transition: @escaping () -> PhaseTransition) {
        makeTransition = transition
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        PhaseTransitionAnimator(transition: makeTransition(), isReversed: false)
    }

    public func animationController(
        forDismissed dismissed: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        PhaseTransitionAnimator(transition: makeTransition(), isReversed: true)
    }
}
