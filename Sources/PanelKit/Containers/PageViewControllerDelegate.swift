/// Hears about a page view controller's page turns, as `UIPageViewControllerDelegate`. Both methods
/// are optional.
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A drag is about to turn to `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A drag's page turn ended: `completed` is false when it went back to `previousViewControllers`.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {}

    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
}
