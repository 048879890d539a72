/// Supplies a page view controller's pages, as `UIPageViewControllerDataSource`.
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController?
    /// How many dots the page indicator shows (optional: 0, the default, shows no indicator).
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which dot is current when the page view controller's pages are set (optional: 0).
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}
