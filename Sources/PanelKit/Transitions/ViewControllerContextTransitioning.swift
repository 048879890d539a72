/// Which controller of a transition, as `UITransitionContextViewControllerKey`.
public enum TransitionContextViewControllerKey: Hashable, Sendable {
    /// The controller on screen when the transition starts (the presenting one when presenting).
    case from
    /// The controller on screen when the transition completes.
    case to
}

/// Which view of a transition, as `UITransitionContextViewKey`.
public enum TransitionContextViewKey: Hashable, Sendable {
    case from
    case to
}

/// What an animator gets to run a transition, as `UIViewControllerContextTransitioning`.
///
/// The container view covers the window above the presenting controller's view; the animator adds the
/// incoming view to it. `view(forKey:)` is nil for the presenting controller's view when the
/// presentation keeps it in place (`.custom`, `.overFullScreen`): animate it through
/// `viewController(forKey:)?.view` if you must. After `completeTransition(false)` the hierarchy and the
/// views of both controllers are exactly as they were before the transition began.
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in.
    var containerView: View { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (the interaction ended below its threshold).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presented controller.
    var presentationStyle: ModalPresentationStyle { get }
    /// A rotation applied during the transition (always the identity in PanelKit).
    var targetTransform: AffineTransform { get }
    /// One of the two controllers.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// One of the two views, or nil where the animator must not move it (see the type's discussion).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where the controller's view is when the transition starts (zero for the incoming controller).
    func initialFrame(for viewController: ViewController) -> Rect
    /// Where the controller's view must be when the transition ends (zero for a view that leaves).
    func finalFrame(for viewController: ViewController) -> Rect
    /// The interaction reports its progress, 0...1.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// The interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will return to where it started.
    func cancelInteractiveTransition()
    /// The interaction takes over a running transition again.
    func pauseInteractiveTransition()
    /// The animator's animations are over; `didComplete` is false for a cancelled transition.
    func completeTransition(_ didComplete: Bool)
}
