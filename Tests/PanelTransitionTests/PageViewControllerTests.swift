import PanelTestSupport
import Testing

@testable import PanelKit

/// Pages from an array, with a page count and logging delegate calls.
@MainActor
final class PageSource: PageViewControllerDataSource, PageViewControllerDelegate {
    var pages: [ViewController]
    var showsCount = true
    var calls: [String] = []

    init(_ pages: [ViewController]) {
        self.pages = pages
    }

    func name(_ vc: ViewController) -> String {
        (vc as? ColorViewController)?.name ?? "?"
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int { showsCount ? pages.count : 0 }

    func presentationIndex(for pageViewController: PageViewController) -> Int {
        guard let current = pageViewController.viewControllers?.first else { return 0 }
        return pages.firstIndex { $0 === current } ?? 0
    }

    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {
        calls.append("will(\(pendingViewControllers.map(name).joined()))")
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        calls.append("did(\(finished), \(previousViewControllers.map(name).joined()), \(completed))")
    }
}

@Suite("PageViewController")
@MainActor
struct PageViewControllerTests {
    let log = AppearanceLog()

    func setUp(
        orientation: PageViewController.NavigationOrientation = .horizontal, pages: Int = 3
    ) -> (TransitionHarness, PageViewController, PageSource) {
        let colors = [Color(hex: 0xE53935), Color(hex: 0x43A047), Color(hex: 0x1E88E5), Color(hex: 0xFDD835)]
        let source = PageSource(
            (0..<pages).map { ColorViewController("P\($0)", color: colors[$0 % colors.count], log: log) })
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: nil)
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let h = TransitionHarness(root: pvc)
        _ = log.take()
        return (h, pvc, source)
    }

    /// A quick swipe (a flick) along the axis, then frames until the page settled.
    func swipe(_ h: TransitionHarness, forward: Bool, vertical: Bool = false) {
        let (a, b) = forward ? (200.0, 120.0) : (40.0, 120.0)
        if vertical {
            h.drag(from: Point(x: 120, y: forward ? 140 : 20), to: Point(x: 120, y: forward ? 80 : 80), duration: 0.1)
        } else {
            h.drag(from: Point(x: a, y: 80), to: Point(x: b, y: 80), duration: 0.1)
        }
        h.step(45)
    }

    @Test func swipingThroughThreePagesAndBack() {
        let (h, pvc, source) = setUp()
        let names = { pvc.viewControllers?.map(source.name) ?? [] }
        #expect(names() == ["P0"])
        #expect(pvc.pageControl.numberOfPages == 3 && !pvc.pageControl.isHidden)
        swipe(h, forward: true)
        #expect(names() == ["P1"])
        #expect(pvc.pageControl.currentPage == 1)
        swipe(h, forward: true)
        #expect(names() == ["P2"])
        swipe(h, forward: true)  // the last page: rubber band, no turn
        #expect(names() == ["P2"])
        swipe(h, forward: false)
        swipe(h, forward: false)
        #expect(names() == ["P0"])
        #expect(pvc.pageControl.currentPage == 0)
        #expect(
            source.calls == [
                "will(P1)", "did(true, P0, true)", "will(P2)", "did(true, P1, true)",
                "will(P1)", "did(true, P2, true)", "will(P0)", "did(true, P1, true)",
            ])
        #expect(
            log.take() == [
                "P0.viewWillDisappear", "P1.viewWillAppear", "P0.viewDidDisappear", "P1.viewDidAppear",
                "P1.viewWillDisappear", "P2.viewWillAppear", "P1.viewDidDisappear", "P2.viewDidAppear",
                "P2.viewWillDisappear", "P1.viewWillAppear", "P2.viewDidDisappear", "P1.viewDidAppear",
                "P1.viewWillDisappear", "P0.viewWillAppear", "P1.viewDidDisappear", "P0.viewDidAppear",
            ])
        #expect(pvc.children.count == 1 && pvc.children.first === source.pages[0])
        #expect(pvc.pagesView.subviews.count == 1 && pvc.pagesView.subviews.first === source.pages[0].view)
        #expect(source.pages[0].view.transform == .identity)
    }

    @Test func thePageFollowsTheFingerAndASlowShortDragGoesBack() {
        let (h, pvc, source) = setUp()
        let p0 = source.pages[0]
        let p1 = source.pages[1]
        let before = HierarchySnapshot(h.window)
        h.press(from: Point(x: 200, y: 80), to: Point(x: 140, y: 80), duration: 0.5)
        h.step(12)
        // The slide moves both pages with the finger.
        #expect(close(p0.view.transform.tx, -60))
        #expect(close(p1.view.transform.tx, 180))
        #expect(pvc.children.count == 2)
        #expect(source.calls == ["will(P1)"])
        h.lift(at: Point(x: 140, y: 80))
        h.step(30)
        #expect(source.calls == ["will(P1)", "did(true, P0, false)"])
        #expect(pvc.viewControllers?.first === p0)
        #expect(HierarchySnapshot(h.window) == before)
        #expect(pvc.children.count == 1)
        #expect(
            log.take() == [
                "P0.viewWillDisappear", "P1.viewWillAppear", "P1.viewWillDisappear", "P0.viewWillAppear",
                "P1.viewDidDisappear", "P0.viewDidAppear",
            ])
        // Past half a page the turn completes even when released slowly.
        h.drag(from: Point(x: 220, y: 80), to: Point(x: 90, y: 80), duration: 0.5, hold: 0.2)
        h.step(30)
        #expect(pvc.viewControllers?.first === p1)
    }

    @Test func rubberBandsAtTheEnds() {
        let (h, pvc, source) = setUp()
        let p0 = source.pages[0]
        h.press(from: Point(x: 40, y: 80), to: Point(x: 140, y: 80), duration: 0.3)
        h.step()
        let expected: Double = (1 - 1 / (100 * 0.55 / 240 + 1)) * 240
        #expect(close(p0.view.transform.tx, expected, 1e-9))
        #expect(p0.view.transform.tx < 100)
        #expect(pvc.children.count == 1)
        h.lift(at: Point(x: 140, y: 80))
        // The model is back at rest at once; the screen springs back.
        #expect(p0.view.transform == .identity)
        #expect(p0.view.presentation.transform.tx > 0)
        h.step(20)
        #expect(p0.view.presentation.transform == .identity)
        #expect(source.calls.isEmpty)
        #expect(log.events.isEmpty)
    }

    @Test func setViewControllersWithAndWithoutAnimation() {
        let (h, pvc, source) = setUp()
        let p2 = source.pages[2]
        var completions: [Bool] = []
        pvc.setViewControllers([p2], direction: .forward, animated: false) { completions.append($0) }
        #expect(completions == [true])
        #expect(pvc.viewControllers?.first === p2)
        #expect(pvc.pageControl.currentPage == 2)
        #expect(log.take() == ["P0.viewWillDisappear", "P0.viewDidDisappear", "P2.viewWillAppear", "P2.viewDidAppear"])
        #expect(pvc.children.map(ObjectIdentifier.init) == [ObjectIdentifier(p2)])

        let p0 = source.pages[0]
        pvc.setViewControllers([p0], direction: .reverse, animated: true) { completions.append($0) }
        #expect(log.take() == ["P2.viewWillDisappear", "P0.viewWillAppear"])
        h.step(10)
        // Reverse: the page before comes in from the left.
        #expect(p0.view.transform.tx < 0 && p0.view.transform.tx > -240)
        #expect(p2.view.transform.tx > 0)
        h.step(20)
        #expect(completions == [true, true])
        #expect(log.take() == ["P2.viewDidDisappear", "P0.viewDidAppear"])
        #expect(pvc.viewControllers?.first === p0)
        #expect(pvc.pageControl.currentPage == 0)
        #expect(pvc.pagesView.subviews.count == 1)
        #expect(source.calls.isEmpty)
    }

    @Test func verticalOrientationTurnsWithVerticalDrags() {
        let (h, pvc, source) = setUp(orientation: .vertical)
        #expect(pvc.pageControl.direction == .vertical)
        #expect(pvc.pageControl.frame == Rect(x: 214, y: 0, width: 26, height: 160))
        h.drag(from: Point(x: 40, y: 80), to: Point(x: 200, y: 80), duration: 0.1)
        h.step(30)
        #expect(pvc.viewControllers?.first === source.pages[0])
        h.press(from: Point(x: 120, y: 140), to: Point(x: 120, y: 100), duration: 0.3)
        #expect(close(source.pages[1].view.transform.ty, 120))
        #expect(close(source.pages[0].view.transform.ty, -40))
        h.lift(at: Point(x: 120, y: 100))
        h.step(30)
        #expect(pvc.viewControllers?.first === source.pages[1])
        swipe(h, forward: false, vertical: true)
        #expect(pvc.viewControllers?.first === source.pages[0])
        #expect(source.calls == ["will(P1)", "did(true, P0, true)", "will(P0)", "did(true, P1, true)"])
    }

    @Test func pageIndicatorShowsOnlyWithACountAndTurnsOnTap() {
        let (h, pvc, source) = setUp()
        #expect(pvc.pageControl.frame == Rect(x: 0, y: 134, width: 240, height: 26))
        // A tap right of the current dot turns to the next page.
        h.tap(at: Point(x: 200, y: 147))
        h.step(30)
        #expect(pvc.viewControllers?.first === source.pages[1])
        #expect(pvc.pageControl.currentPage == 1)
        #expect(source.calls == ["will(P1)", "did(true, P0, true)"])
        source.showsCount = false
        pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: false)
        #expect(pvc.pageControl.isHidden)
    }

    @Test func aVerticalListInsideAPageKeepsItsVerticalDrags() {
        let (h, pvc, source) = setUp()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 240, height: 160))
        list.contentSize = Size(width: 240, height: 800)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        source.pages[0].view.addSubview(list)
        // (Above the page indicator, which takes touches at the bottom.)
        h.drag(from: Point(x: 120, y: 125), to: Point(x: 110, y: 25), duration: 0.3, hold: 0.1)
        h.step(30)
        #expect(list.contentOffset.y > 50)
        #expect(source.calls.isEmpty)
        h.drag(from: Point(x: 200, y: 80), to: Point(x: 100, y: 90), duration: 0.1)
        h.step(30)
        #expect(pvc.viewControllers?.first === source.pages[1])
    }

    @Test func aHorizontalPagingScrollViewKeepsItsSwipesUntilItsEnd() {
        let (h, pvc, source) = setUp()
        let strip = ScrollView(frame: Rect(x: 0, y: 20, width: 240, height: 100))
        strip.contentSize = Size(width: 720, height: 100)
        strip.isPagingEnabled = true
        source.pages[0].view.addSubview(strip)
        swipe(h, forward: true)
        #expect(strip.contentOffset.x == 240)
        #expect(pvc.viewControllers?.first === source.pages[0])
        swipe(h, forward: true)
        #expect(strip.contentOffset.x == 480)
        #expect(source.calls.isEmpty)
        // At its end the next swipe turns the page.
        swipe(h, forward: true)
        #expect(strip.contentOffset.x == 480)
        #expect(pvc.viewControllers?.first === source.pages[1])
        #expect(source.calls == ["will(P1)", "did(true, P0, true)"])
        // Back on the first page, the strip scrolls back before the pages do.
        swipe(h, forward: false)
        #expect(pvc.viewControllers?.first === source.pages[0])
        swipe(h, forward: false)
        #expect(strip.contentOffset.x == 240)
        #expect(pvc.viewControllers?.first === source.pages[0])
    }
}

@Suite("PageViewController rendering")
@MainActor
struct PageViewControllerRenderingTests {
    @Test func midDragWithThePageIndicator() {
        let source = PageSource([
            ColorViewController("P0", color: Color(hex: 0xFB8C00)),
            ColorViewController("P1", color: Color(hex: 0x00897B)),
            ColorViewController("P2", color: Color(hex: 0x3949AB)),
        ])
        let pvc = PageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8.0])
        pvc.dataSource = source
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        let h = TransitionHarness(root: pvc)
        #expect(pvc.pageControl.currentPage == 1)
        h.press(from: Point(x: 200, y: 60), to: Point(x: 100, y: 60), duration: 0.3)
        h.step()
        // 100 points of a 248-point page (240 + 8 spacing): the pages and the gap move with the finger.
        #expect(close(source.pages[1].view.transform.tx, -100))
        #expect(close(source.pages[2].view.transform.tx, 148))
        expectGolden(h.surface, named: "page-view-drag-100")
        h.lift(at: Point(x: 100, y: 60))
        h.step(40)
        #expect(pvc.pageControl.currentPage == 2)
        expectGolden(h.surface, named: "page-view-last-page")
    }
}
