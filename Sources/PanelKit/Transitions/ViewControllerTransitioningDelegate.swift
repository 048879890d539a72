/// Supplies the objects that animate a presentation and a dismissal, as
/// `UIViewControllerTransitioningDelegate`. Every method has a default that returns nil: no animator
/// means PanelKit's default (the presented view slides up from the bottom), no interaction controller
/// means the transition runs on its own, non-interactively (seed 000's tap path).
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting` (`source` is the controller whose
    /// `present` was called).
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation animator, or nil to run it on its own.
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal animator, or nil to run it on its own.
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation, or nil for none.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    public func animationController(
        forDismissed dismissed: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}
