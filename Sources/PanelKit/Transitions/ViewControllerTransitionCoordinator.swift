/// A running transition as the controllers involved see it, as `UIViewControllerTransitionCoordinator`:
/// `viewController.transitionCoordinator` during a presentation or a dismissal, typically read in
/// `viewWillAppear(_:)` to animate something along.
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animations (scrubbed, reversed and completed with them)
    /// and `completion` after the transition ended. Returns false when the transition is already over.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same, for animations of views outside the container (PanelKit animates them alike).
    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when the interaction ends (finished or cancelled) and the transition goes on alone.
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition's animations, with no completion.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
