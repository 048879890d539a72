/// The coordinator a window's resize hands to `viewWillTransition(to:with:)`: the animations given to it
/// run once the views have been laid out at the new size, then the completions. The resize itself is not
/// animated (a panel does not rotate under the app), so it reports a transition that is not animated,
/// not interactive and already complete.
@MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    let containerView: View
    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isFinished = false

    init(containerView: View) {
        self.containerView = containerView
    }

    var isAnimated: Bool { false }
    var presentationStyle: ModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: Double { 0 }
    var percentComplete: Double { 1 }
    var completionVelocity: Double { 1 }
    var completionCurve: AnimationCurve { .easeInOut }
    var targetTransform: AffineTransform { .identity }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
    func view(forKey key: TransitionContextViewKey) -> View? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// There is no interaction to end.
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the animations given (the views are at their new size), then the completions; once.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        for animation in alongside { animation(self) }
        for completion in completions { completion(self) }
        alongside = []
        completions = []
    }
}
