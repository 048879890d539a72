/// Told about and asked about tab changes, as `UITabBarControllerDelegate`. Every method has a default.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController` (true by default); selection in code does not ask.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tap selected `viewController` (also when it was selected already); selection in code does not tell.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator of a switch from `fromVC` to `toVC` (a tap, `selectedIndex` or `selectedViewController`);
    /// nil (the default) switches at once.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animationController` (a `PercentDrivenInteractiveTransition`);
    /// nil (the default) lets the animator run on its own.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}

    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}
