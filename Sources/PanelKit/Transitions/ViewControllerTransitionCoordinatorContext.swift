/// What a transition coordinator tells about its transition, as
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (its animator is interruptible).
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration.
    var transitionDuration: Double { get }
    /// How far the transition got, 0...1 (updated by the interaction).
    var percentComplete: Double { get }
    /// The speed at which the transition completes after the interaction.
    var completionVelocity: Double { get }
    /// The curve with which it completes after the interaction.
    var completionCurve: AnimationCurve { get }
    var containerView: View { get }
    var targetTransform: AffineTransform { get }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
}
