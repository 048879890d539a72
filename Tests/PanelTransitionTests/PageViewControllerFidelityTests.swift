import PanelTestSupport
import Testing

@testable import PanelKit

/// A data source and delegate that writes its calls into the appearance log, so the order of delegate
/// and appearance callbacks can be checked in one list; it counts what the data source is asked.
@MainActor
final class LoggingPageSource: PageViewControllerDataSource, PageViewControllerDelegate {
    let pages: [ColorViewController]
    let log: AppearanceLog
    var implementsIndicator = true
    var asked: [String] = []

    init(pages: [ColorViewController], log: AppearanceLog) {
        self.pages = pages
        self.log = log
    }

    private func index(_ vc: ViewController) -> Int? { pages.firstIndex { $0 === vc } }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        asked.append("before")
        guard let i = index(viewController), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        asked.append("after")
        guard let i = index(viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int {
        asked.append("count")
        return implementsIndicator ? pages.count : 0
    }

    func presentationIndex(for pageViewController: PageViewController) -> Int {
        asked.append("index")
        return pageViewController.viewControllers?.first.flatMap(index) ?? 0
    }

    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {
        log.events.append(
            "willTransitionTo(\(pendingViewControllers.compactMap { ($0 as? ColorViewController)?.name }))")
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        let previous = previousViewControllers.compactMap { ($0 as? ColorViewController)?.name }
        log.events.append("didFinishAnimating(\(finished), \(previous), \(completed))")
    }
}

/// `UIPageViewController` behaviours as Apple documents them, one statement per test.
@Suite("PageViewController: UIKit documentation")
@MainActor
struct PageViewControllerFidelityTests {
    let log = AppearanceLog()

    func setUp(pages: Int = 3) -> (TransitionHarness, PageViewController, LoggingPageSource) {
        let source = LoggingPageSource(
            pages: (0..<pages).map { ColorViewController("P\($0)", color: .lightGray, log: log) }, log: log)
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let h = TransitionHarness(root: pvc)
        _ = log.take()
        source.asked = []
        return (h, pvc, source)
    }

    /// A flick towards the next page (or the one before), then frames until it settled.
    func flick(_ h: TransitionHarness, forward: Bool) {
        h.drag(from: Point(x: forward ? 200 : 40, y: 80), to: Point(x: 120, y: 80), duration: 0.1)
        h.step(45)
    }

    // "transitionStyle / navigationOrientation: set at initialization, read-only"; "spineLocation: for the
    // scroll transition style the spine location is none"; "isDoubleSided: the default value is false";
    // the styles' raw values are UIKit's (pageCurl 0, scroll 1; horizontal 0; forward 0).
    @Test func propertiesAndDefaults() {
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        #expect(pvc.transitionStyle == .scroll)
        #expect(pvc.navigationOrientation == .vertical)
        #expect(pvc.spineLocation == .none)
        #expect(!pvc.isDoubleSided)
        #expect(PageViewController.TransitionStyle.scroll.rawValue == 1)
        #expect(PageViewController.NavigationOrientation.horizontal.rawValue == 0)
        #expect(PageViewController.NavigationDirection.reverse.rawValue == 1)
        #expect(PageViewController.SpineLocation.mid.rawValue == 2)
        // "viewControllers: the view controllers displayed" — none before any are set.
        #expect(pvc.viewControllers == nil)
    }

    // setViewControllers(_:direction:animated:completion:): "completion: a block called when the
    // page-turn animation completes; its parameter says whether the animation finished"; the delegate's
    // transition methods are for gesture-driven transitions only, so a programmatic turn calls neither.
    @Test func setViewControllersAnimatedCallsCompletionWhenTheTurnEnds() {
        let (h, pvc, source) = setUp()
        var completions: [Bool] = []
        pvc.setViewControllers([source.pages[2]], direction: .forward, animated: true) { completions.append($0) }
        h.step(5)
        #expect(completions.isEmpty)  // still turning
        h.step(40)
        #expect(completions == [true])
        #expect(pvc.viewControllers?.first === source.pages[2])
        #expect(pvc.children.count == 1 && pvc.children.first === source.pages[2])
        #expect(
            log.take() == ["P0.viewWillDisappear", "P2.viewWillAppear", "P0.viewDidDisappear", "P2.viewDidAppear"])
        // No data-source neighbour and no delegate calls for a programmatic turn.
        #expect(!source.asked.contains("before") && !source.asked.contains("after"))
    }

    // pageViewController(_:viewControllerAfter:) / (_:viewControllerBefore:): the data source supplies
    // view controllers "as needed" for gesture-based navigation: setting the pages asks for no neighbour,
    // and a turn towards the next page never needs the page before.
    @Test func theDataSourceIsAskedOnlyForTheNeighbourNeeded() {
        let (h, pvc, source) = setUp()
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        #expect(!source.asked.contains("before") && !source.asked.contains("after"))
        source.asked = []
        flick(h, forward: true)
        #expect(pvc.viewControllers?.first === source.pages[2])
        #expect(source.asked.contains("after"))
        #expect(!source.asked.contains("before"))
    }

    // "Return nil [from viewControllerAfter/Before] to indicate there is no next/previous view
    // controller": at the last page a swipe turns nothing, and neither delegate method is called.
    @Test func nilFromTheDataSourceStopsPagingAtTheEnds() {
        let (h, pvc, source) = setUp(pages: 2)
        flick(h, forward: false)  // before the first page
        #expect(pvc.viewControllers?.first === source.pages[0])
        #expect(log.take().isEmpty)
        flick(h, forward: true)
        #expect(pvc.viewControllers?.first === source.pages[1])
        _ = log.take()
        flick(h, forward: true)  // after the last page
        #expect(pvc.viewControllers?.first === source.pages[1])
        #expect(log.take().isEmpty)
        #expect(pvc.children.count == 1)
    }

    // dataSource: "If you provide a data source, gesture-based navigation is supported" — without one,
    // a swipe turns no page.
    @Test func withoutADataSourceSwipesDoNotTurn() {
        let (h, pvc, source) = setUp()
        pvc.dataSource = nil
        flick(h, forward: true)
        #expect(pvc.viewControllers?.first === source.pages[0])
        #expect(log.take().isEmpty)
    }

    // willTransitionTo: "Called before a gesture-driven transition begins" (so before the incoming page's
    // viewWillAppear); didFinishAnimating(_:previousViewControllers:transitionCompleted:): "Called after a
    // gesture-driven transition completes", with the pages shown before and whether the user completed
    // the turn (after the appearance callbacks have settled).
    @Test func delegateCallsBracketAGestureDrivenTurn() {
        let (h, pvc, source) = setUp()
        flick(h, forward: true)
        #expect(pvc.viewControllers?.first === source.pages[1])
        #expect(
            log.take() == [
                "willTransitionTo([\"P1\"])", "P0.viewWillDisappear", "P1.viewWillAppear",
                "P0.viewDidDisappear", "P1.viewDidAppear", "didFinishAnimating(true, [\"P0\"], true)",
            ])
    }

    // transitionCompleted: "false if the user aborted the transition"; the appearance callbacks stay
    // balanced (the incoming page disappears again, the current one reappears) and viewControllers
    // still holds the page shown before.
    @Test func aCancelledSwipeReportsNotCompletedWithBalancedAppearance() {
        let (h, pvc, source) = setUp()
        h.press(from: Point(x: 200, y: 80), to: Point(x: 160, y: 80), duration: 0.5)
        h.step(10)
        // While the finger is down, the turn has not happened yet.
        #expect(pvc.viewControllers?.first === source.pages[0])
        h.lift(at: Point(x: 160, y: 80))
        h.step(40)
        #expect(pvc.viewControllers?.first === source.pages[0])
        #expect(
            log.take() == [
                "willTransitionTo([\"P1\"])", "P0.viewWillDisappear", "P1.viewWillAppear",
                "P1.viewWillDisappear", "P0.viewWillAppear", "P1.viewDidDisappear", "P0.viewDidAppear",
                "didFinishAnimating(true, [\"P0\"], false)",
            ])
        #expect(pvc.children.count == 1 && pvc.children.first === source.pages[0])
        #expect(source.pages[1].parent == nil)
    }

    // presentationCount(for:) / presentationIndex(for:): "Both of these methods are called after a call to
    // setViewControllers(_:direction:animated:completion:). Gesture-driven navigation does not cause
    // these methods to be called" — the indicator still follows the pages.
    @Test func theIndicatorIsAskedOnlyAfterSetViewControllers() {
        let (h, pvc, source) = setUp()
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        #expect(source.asked.contains("count") && source.asked.contains("index"))
        #expect(pvc.pageControl.numberOfPages == 3 && pvc.pageControl.currentPage == 1)
        source.asked = []
        flick(h, forward: true)
        #expect(pvc.viewControllers?.first === source.pages[2])
        #expect(!source.asked.contains("count") && !source.asked.contains("index"))
        #expect(pvc.pageControl.currentPage == 2)
    }

    // "If both methods [presentationCount and presentationIndex] are implemented, a page indicator is
    // visible" — a data source without them (the defaults answer 0) shows none.
    @Test func noIndicatorWithoutAPresentationCount() {
        let (_, pvc, source) = setUp()
        source.implementsIndicator = false
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        #expect(pvc.pageControl.isHidden)
        source.implementsIndicator = true
        pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: false)
        #expect(!pvc.pageControl.isHidden)
    }

    // The pages are child view controllers of the page view controller, and container appearance
    // forwarding applies: a page set while the page view controller is off screen gets no appearance
    // callbacks until the page view controller itself appears, and then gets both.
    @Test func pagesAreChildrenAndAppearWithTheirContainer() {
        let source = LoggingPageSource(
            pages: (0..<2).map { ColorViewController("P\($0)", color: .lightGray, log: log) }, log: log)
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        #expect(pvc.children.count == 1 && pvc.children.first === source.pages[0])
        #expect(source.pages[0].parent === pvc)
        #expect(log.take().isEmpty)
        let h = TransitionHarness(root: pvc)
        #expect(log.take() == ["P0.viewWillAppear", "P0.viewDidAppear"])
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        #expect(source.pages[0].parent == nil && source.pages[1].parent === pvc)
        #expect(log.take() == ["P0.viewWillDisappear", "P0.viewDidDisappear", "P1.viewWillAppear", "P1.viewDidAppear"])
        h.window.rootViewController = nil
        h.step()
        #expect(log.take() == ["P1.viewWillDisappear", "P1.viewDidDisappear"])
    }
}
