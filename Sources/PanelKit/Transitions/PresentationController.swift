/// Manages how a `.custom` presentation looks while it is on screen, as `UIPresentationController`: where
/// the presented view sits in the container (`frameOfPresentedViewInContainerView`), the views it adds
/// around it (a dimming view), and what happens when the presentation and the dismissal begin and end.
///
/// Return one from the transitioning delegate's `presentationController(forPresented:presenting:source:)`.
/// Calls come in UIKit's order: `presentationTransitionWillBegin()` once the transition is set up (the
/// presented controller's `transitionCoordinator` exists, so alongside animations work),
/// `presentationTransitionDidEnd(_:)` after the presented controller's `viewDidAppear`, and likewise for the
/// dismissal. `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()` surround each layout
/// pass of the container.
@MainActor
open class PresentationController {
    /// The controller being presented.
    ///
    /// Until its presentation starts the presentation controller does not keep it alive: the controller
    /// keeps the sheet controller that reading its `presentationController` made, and the two holding
    /// each other would never be freed when the controller is then dropped without being presented. From
    /// the presentation on it is held strongly, as in UIKit (the presented controller lets go of its
    /// presentation controller when dismissed, so that makes no cycle either).
    public var presentedViewController: ViewController {
        guard let vc = retainedPresentedViewController ?? unretainedPresentedViewController else {
            preconditionFailure("the presented view controller was freed before it was presented")
        }
        return vc
    }
    /// The presented controller from the start of its presentation on.
    private var retainedPresentedViewController: ViewController?
    /// The presented controller before the presentation starts.
    private weak var unretainedPresentedViewController: ViewController?
    /// The controller presenting it (the top of its parent chain), once the presentation started.
    public internal(set) weak var presentingViewController: ViewController?
    /// Told about dismissals the user starts (a sheet swiped down), as UIKit's
    /// `UIAdaptivePresentationControllerDelegate`. Held weakly.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?
    /// The view the presentation happens in, once the presentation started.
    public internal(set) var containerView: View?

    /// A controller for presenting `presentedViewController` from `presentingViewController`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        unretainedPresentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// Holds the presented controller strongly: its presentation starts.
    func retainPresentedViewController() {
        retainedPresentedViewController = unretainedPresentedViewController
    }

    /// The view the animator moves: the presented controller's view by default.
    open var presentedView: View? { presentedViewController.viewIfLoaded }

    /// Where the presented view rests in the container: the whole container by default. The context's
    /// `finalFrame(for:)` answers this for the presented controller.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// The presentation is about to run: add views around the presented one here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled (remove what you added).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to run.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews (set the presented view's frame here).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// Whether a touch at `point` (container coordinates), which hit-testing gave to `hit` (the container
    /// or a view of this presentation's chrome, outside the presented view), goes to the views behind the
    /// presentation instead. None does by default; a sheet resting at an undimmed detent and a popover's
    /// passthrough views say yes.
    func passesTouch(at point: Point, hitting hit: View) -> Bool { false }
}
