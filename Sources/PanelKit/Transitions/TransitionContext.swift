/// The context of one presentation or dismissal: what the animator and the interaction controller see
/// (`ViewControllerContextTransitioning`) and what the controllers see as their `transitionCoordinator`
/// (`ViewControllerTransitionCoordinator`). UIKit uses two objects; one serves both here.
@MainActor
final class TransitionContext: ViewControllerContextTransitioning, ViewControllerTransitionCoordinator {
    enum Kind {
        case presentation
        case dismissal
        /// A navigation controller's push or pop: both views are the animator's to move.
        case navigation
    }

    let kind: Kind
    let fromViewController: ViewController
    let toViewController: ViewController
    let containerView: View
    let presentationStyle: ModalPresentationStyle
    let isAnimated: Bool
    let animationController: (any ViewControllerAnimatedTransitioning)?
    let interactionController: (any ViewControllerInteractiveTransitioning)?

    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete = 0.0
    private(set) var isComplete = false

    /// The presentation controller of a `.custom` presentation or dismissal.
    var presentationController: PresentationController?
    /// The interruptible animator running the transition, once known (alongside animations join it).
    var drivingAnimator: (any ViewImplicitlyAnimating)?
    /// The timeline of a percent-driven transition without an interruptible animator.
    var timeline: AnimationTimeline?
    /// Puts the hierarchy and the appearance callbacks in order when the animator completes.
    var finisher: ((Bool) -> Void)?
    /// The `present` / `dismiss` completion, called when the transition completed.
    var completion: (() -> Void)?
    /// Called after the transition ended, completed or not (interaction controllers let go here).
    var endHandlers: [(Bool) -> Void] = []

    private var pendingAlongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideCompletions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsStarted = false
    private let initialFrames: [ObjectIdentifier: Rect]

    init(
        kind: Kind, from: ViewController, to: ViewController, containerView: View, style: ModalPresentationStyle,
        animated: Bool, animator: (any ViewControllerAnimatedTransitioning)?,
        interactor: (any ViewControllerInteractiveTransitioning)?
    ) {
        self.kind = kind
        fromViewController = from
        toViewController = to
        self.containerView = containerView
        presentationStyle = style
        isAnimated = animated
        animationController = animator
        interactionController = interactor
        if animator != nil, let interactor {
            isInteractive = interactor.wantsInteractiveStart
            initiallyInteractive = isInteractive
        }
        var frames: [ObjectIdentifier: Rect] = [:]
        if let v = from.viewIfLoaded {
            frames[ObjectIdentifier(from)] = TransitionContext.frame(of: v, in: containerView)
        }
        initialFrames = frames
    }

    /// A view's frame in the container's coordinates.
    static func frame(of view: View, in container: View) -> Rect {
        guard let s = view.superview, s !== container else { return view.frame }
        return s.convert(view.frame, to: container)
    }

    /// The application the transition runs in.
    var application: Application? { containerView.window?.application }

    // MARK: Running

    /// Starts the transition: the interaction controller drives it, or the animator runs it, or (not
    /// animated) it completes at once.
    func start() {
        if let interactor = interactionController, animationController != nil {
            interactor.startInteractiveTransition(self)
            startAlongsideAnimations()
        } else if let animator = animationController {
            animator.animateTransition(using: self)
            if !isComplete, drivingAnimator == nil {
                drivingAnimator = animator.offeredInterruptibleAnimator(using: self)
            }
            startAlongsideAnimations()
        } else {
            if kind == .presentation, let v = toViewController.viewIfLoaded, v.superview == nil {
                containerView.addSubview(v)
            }
            startAlongsideAnimations()
            completeTransition(true)
        }
    }

    /// Runs the alongside animations registered so far, and from now on those registered later.
    func startAlongsideAnimations() {
        guard !animationsStarted else { return }
        animationsStarted = true
        let blocks = pendingAlongside
        pendingAlongside = []
        for b in blocks { runAlongside(b) }
    }

    private func runAlongside(_ block: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        if isComplete { return }
        if let animator = drivingAnimator {
            animator.addAnimations { block(self) }
        } else if isAnimated {
            let duration = transitionDuration
            AnimationTimeline.$current.withValue(timeline) {
                View.animate(withDuration: duration, animations: { block(self) })
            }
        } else {
            block(self)
        }
    }

    // MARK: ViewControllerContextTransitioning

    var targetTransform: AffineTransform { .identity }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        let vc = key == .from ? fromViewController : toViewController
        // The presenting controller's view stays where it is in `.custom` and `.overFullScreen`.
        if !presentationStyle.removesPresentersView && vc === presenter { return nil }
        return vc.viewIfLoaded
    }

    func initialFrame(for viewController: ViewController) -> Rect {
        guard viewController === fromViewController else { return .zero }
        return initialFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    func finalFrame(for viewController: ViewController) -> Rect {
        if kind == .navigation { return viewController === toViewController ? containerView.bounds : .zero }
        if viewController === presented {
            guard kind == .presentation else { return .zero }
            return presentationController?.frameOfPresentedViewInContainerView ?? containerView.bounds
        }
        if viewController === presenter {
            if kind == .presentation && presentationStyle.removesPresentersView { return .zero }
            guard let v = viewController.viewIfLoaded else { return .zero }
            return TransitionContext.frame(of: v, in: containerView)
        }
        return .zero
    }

    /// The presented controller (the incoming one when presenting, the outgoing one when dismissing).
    var presented: ViewController { kind == .presentation ? toViewController : fromViewController }
    /// The presenting controller.
    var presenter: ViewController { kind == .presentation ? fromViewController : toViewController }

    func updateInteractiveTransition(_ percentComplete: Double) {
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    private func endInteraction(cancelled: Bool) {
        guard !isComplete else { return }
        transitionWasCancelled = cancelled
        let wasInteractive = isInteractive
        isInteractive = false
        if wasInteractive {
            let handlers = interactionHandlers
            for h in handlers { h(self) }
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        if !didComplete { transitionWasCancelled = true }
        if fromViewController.activeTransition === self { fromViewController.activeTransition = nil }
        if toViewController.activeTransition === self { toViewController.activeTransition = nil }
        fromViewController.endingTransition = self
        toViewController.endingTransition = self
        finisher?(didComplete)
        finisher = nil
        if fromViewController.endingTransition === self { fromViewController.endingTransition = nil }
        if toViewController.endingTransition === self { toViewController.endingTransition = nil }
        animationController?.animationEnded(didComplete)
        let completions = alongsideCompletions
        alongsideCompletions = []
        pendingAlongside = []
        interactionHandlers = []
        for c in completions { c(self) }
        let ends = endHandlers
        endHandlers = []
        for e in ends { e(didComplete) }
        drivingAnimator = nil
        timeline = nil
        let done = completion
        completion = nil
        if didComplete { done?() }
    }

    // MARK: ViewControllerTransitionCoordinatorContext

    var isCancelled: Bool { transitionWasCancelled }

    var isInterruptible: Bool { drivingAnimator != nil }

    var transitionDuration: Double { animationController?.transitionDuration(using: self) ?? 0 }

    var completionVelocity: Double { interactionController?.completionSpeed ?? 1 }

    var completionCurve: AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    // MARK: ViewControllerTransitionCoordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isComplete else { return false }
        if let completion { alongsideCompletions.append(completion) }
        if let animation {
            if animationsStarted {
                runAlongside(animation)
            } else {
                pendingAlongside.append(animation)
            }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
    ) {
        guard !isComplete else { return }
        interactionHandlers.append(handler)
    }
}
