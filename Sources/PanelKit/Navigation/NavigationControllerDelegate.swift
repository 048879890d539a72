/// What a navigation controller asks and tells its delegate, as `UINavigationControllerDelegate`. Every
/// method is optional.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// A controller's view is about to show (push, pop or `setViewControllers`).
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// A controller's view shows, the transition over.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator of an animated push or pop; nil uses the standard slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animationController`; nil runs it on its own.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}
