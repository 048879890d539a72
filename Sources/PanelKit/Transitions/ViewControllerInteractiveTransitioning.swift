/// Drives a transition's animator from user interaction, as `UIViewControllerInteractiveTransitioning`.
///
/// PanelKit calls `startInteractiveTransition(_:)` instead of the animator's `animateTransition(using:)`
/// when the transitioning delegate returns an interaction controller. The interaction controller reports
/// progress to the context and ends with `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`; the animator still calls `completeTransition(_:)`.
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition.
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    /// How much faster than its remaining share of the duration the transition completes after the
    /// interaction ends (optional; 1 by default).
    var completionSpeed: Double { get }
    /// The curve the transition completes with after the interaction ends (optional; ease in-out).
    var completionCurve: AnimationCurve { get }
    /// Whether the transition starts interactively (optional; true). When false it starts running and
    /// the interaction controller may pause it later.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: Double { 1 }
    public var completionCurve: AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
