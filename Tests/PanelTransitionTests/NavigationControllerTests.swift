import PanelTestSupport
import Testing

@testable import PanelKit

/// A coloured controller that also logs its containment callbacks.
@MainActor
final class StackedViewController: ColorViewController {
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log?.events.append("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log?.events.append("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// A navigation delegate that logs the shows and can hand out an animator and an interaction controller.
@MainActor
final class LoggingNavigationDelegate: NavigationControllerDelegate {
    let log: AppearanceLog
    var animator: ((NavigationController.Operation) -> (any ViewControllerAnimatedTransitioning)?)?
    var interaction: PercentDrivenInteractiveTransition?
    var operations: [NavigationController.Operation] = []

    init(log: AppearanceLog) { self.log = log }

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        log.events.append("willShow \((viewController as? ColorViewController)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        log.events.append("didShow \((viewController as? ColorViewController)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return animator?(operation)
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }
}

@Suite("NavigationController: push, pop, bar, interactive pop")
@MainActor
struct NavigationControllerTests {
    let log = AppearanceLog()

    func setUp() -> (TransitionHarness, NavigationController, StackedViewController, LoggingNavigationDelegate) {
        let root = StackedViewController("A", color: Color(hex: 0x2E7D32), log: log)
        root.title = "Home"
        let nav = NavigationController(rootViewController: root)
        let delegate = LoggingNavigationDelegate(log: log)
        nav.delegate = delegate
        let h = TransitionHarness(width: 240, height: 160, root: nav)
        h.step()
        _ = log.take()
        return (h, nav, root, delegate)
    }

    /// UIKit's order for a push: willMove, willShow, the "will" pair, the "did" pair, didMove, didShow.
    @Test func pushCallbackOrder() {
        let (h, nav, root, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        nav.pushViewController(b, animated: true)
        #expect(log.take() == ["B.willMove(nav)", "willShow B", "A.viewWillDisappear", "B.viewWillAppear"])
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [root, b].map(ObjectIdentifier.init))
        #expect(nav.topViewController === b)
        #expect(b.navigationController === nav)
        #expect(b.transitionCoordinator != nil)
        h.wait(0.5)
        #expect(log.take() == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(nav)", "didShow B"])
        #expect(root.view.superview == nil)
        #expect(b.view.superview === nav.contentView)
        #expect(b.view.frame == nav.contentView.bounds)
        #expect(h.surface.color(x: 120, y: 100) == Color(hex: 0x1565C0))
    }

    /// A pop: willMove(nil) first, the appearance pairs, didMove(nil) last, then didShow.
    @Test func popCallbackOrder() {
        let (h, nav, root, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        nav.pushViewController(b, animated: false)
        h.step()
        _ = log.take()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(log.take() == ["B.willMove(nil)", "willShow A", "B.viewWillDisappear", "A.viewWillAppear"])
        h.wait(0.5)
        #expect(log.take() == ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "didShow A"])
        #expect(b.parent == nil)
        #expect(nav.viewControllers.count == 1)
        #expect(root.view.superview === nav.contentView)
        #expect(h.surface.color(x: 120, y: 100) == Color(hex: 0x2E7D32))
        #expect(nav.popViewController(animated: true) == nil)
    }

    @Test func popToRootAndSetViewControllers() {
        let (h, nav, root, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: .red, log: log)
        let c = StackedViewController("C", color: .blue, log: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        h.step()
        _ = log.take()
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped?.map(ObjectIdentifier.init) == [b, c].map(ObjectIdentifier.init))
        h.wait(0.5)
        // B was never on screen during the pop: it gets no appearance callbacks.
        #expect(!log.take().contains { $0.hasPrefix("B.view") })
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        #expect(b.parent == nil && c.parent == nil)

        nav.setViewControllers([root, b, c], animated: true)
        #expect(nav.viewControllers.count == 3)
        h.wait(0.5)
        #expect(nav.topViewController === c)
        #expect(c.view.superview === nav.contentView)
        #expect(b.parent === nav)
        nav.setViewControllers([root], animated: false)
        h.step()
        #expect(root.view.superview === nav.contentView)
        #expect(c.parent == nil)
    }

    /// The bar shows the top item's title, a back button titled with the item below, and bar items.
    @Test func navigationBarShowsTitleBackButtonAndItems() {
        let (h, nav, _, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        #expect(nav.navigationBar.titleLabel.text == "Home")
        #expect(nav.navigationBar.backButton.isHidden)
        let b = StackedViewController("B", color: .white, log: log)
        b.navigationItem.title = "Details"
        var tapped = 0
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { _ in tapped += 1 }
        nav.pushViewController(b, animated: false)
        h.step()
        #expect(nav.navigationBar.titleLabel.text == "Details")
        #expect(!nav.navigationBar.backButton.isHidden)
        #expect(nav.navigationBar.backButtonTitle == "Home")
        // The Edit button sits at the right end of the bar.
        h.tap(at: Point(x: 225, y: 22))
        #expect(tapped == 1)
        // The back button pops.
        h.tap(at: Point(x: 30, y: 22))
        h.wait(0.5)
        #expect(nav.viewControllers.count == 1)
    }

    /// The edge pan pops interactively; lifted before half-way slowly, the pop is cancelled with the
    /// reverse appearance pairs and the stack as it was.
    @Test func interactivePopCancelled() {
        let (h, nav, root, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        nav.pushViewController(b, animated: false)
        h.step()
        _ = log.take()
        h.press(from: Point(x: 4, y: 100), to: Point(x: 64, y: 100), duration: 0.5)
        #expect(nav.isTransitioning)
        let began = log.take()
        #expect(began == ["B.willMove(nil)", "willShow A", "B.viewWillDisappear", "A.viewWillAppear"])
        // The top view follows the finger (moved about 50 points after the pan's threshold).
        #expect(b.view.presentation.frame.minX > 30)
        h.wait(0.5)
        h.lift(at: Point(x: 64, y: 100))
        h.wait(0.6)
        #expect(!nav.isTransitioning)
        #expect(
            log.take() == [
                "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(nav)",
            ])
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [root, b].map(ObjectIdentifier.init))
        #expect(b.view.superview === nav.contentView && root.view.superview == nil)
        #expect(b.view.frame == nav.contentView.bounds && b.view.transform == .identity)
        #expect(!b.isMovingFromParent)
    }

    /// Dragged past half-way, the pop completes.
    @Test func interactivePopCompleted() {
        let (h, nav, root, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        nav.pushViewController(b, animated: false)
        h.step()
        _ = log.take()
        h.drag(from: Point(x: 4, y: 100), to: Point(x: 190, y: 100), duration: 0.4)
        h.wait(0.6)
        #expect(
            log.take() == [
                "B.willMove(nil)", "willShow A", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(nil)", "didShow A",
            ])
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        #expect(root.view.frame == nav.contentView.bounds && root.view.transform == .identity)
    }

    /// A drag that starts away from the left edge does not pop (`ScreenEdgePanGestureRecognizer`).
    @Test func edgePanOnlyFromItsEdge() {
        let (h, nav, _, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        nav.pushViewController(b, animated: false)
        h.step()
        h.drag(from: Point(x: 60, y: 100), to: Point(x: 230, y: 100), duration: 0.3)
        h.wait(0.6)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.interactivePopGestureRecognizer?.state == .possible)

        // On the root there is nothing to pop: the edge pan does not begin.
        nav.popViewController(animated: false)
        h.step()
        h.drag(from: Point(x: 4, y: 100), to: Point(x: 190, y: 100), duration: 0.3)
        h.wait(0.3)
        #expect(nav.viewControllers.count == 1)
        #expect(!nav.isTransitioning)
    }

    /// The delegate's animator (a phase transition of the library) and interaction controller run the
    /// push; cancelling it leaves the stack as it was.
    @Test func delegateAnimatorAndInteractionController() {
        let (h, nav, root, delegate) = setUp()
        delegate.animator = { op in PhaseTransitionAnimator(transition: FadeTransition(), isReversed: op == .pop) }
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        nav.pushViewController(b, animated: true)
        h.step()
        #expect(delegate.operations == [.push])
        interaction.update(0.5)
        h.step()
        #expect(close(b.view.presentation.alpha, 0.5, 0.01))
        interaction.cancel()
        h.wait(0.5)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        #expect(b.parent == nil)
        #expect(root.view.superview === nav.contentView)
        #expect(b.view.superview == nil)

        delegate.interaction = nil
        nav.pushViewController(b, animated: true)
        h.wait(0.5)
        #expect(nav.topViewController === b)
        #expect(b.view.alpha == 1)
    }

    /// The standard push half-way: the new view slides over the old one, which moved a little left and
    /// dimmed; in the bar the old title fades out moving left while the new title, the back button and a
    /// bar item fade in, the new title coming from the right.
    @Test func standardPushHalfWayGolden() {
        let (h, nav, _, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        b.title = "Details"
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", style: .done, handler: { _ in })
        nav.pushViewController(b, animated: true)
        h.step()
        let frames = h.run(until: { b.view.presentation.frame.minX <= 120 })
        #expect(frames < 20)
        expectGolden(h.surface, named: "navigation-push-50", tolerance: 2)
        h.wait(0.5)
        expectGolden(h.surface, named: "navigation-pushed", tolerance: 2)
    }

    // MARK: The bar along the transition

    /// The texts of the labels in `bar` that show, with how opaque each shows (its on-screen alpha times
    /// its ancestors' up to the bar); hidden views and fully transparent labels are left out.
    func shownTexts(in bar: NavigationBar) -> [String: Double] {
        var shown: [String: Double] = [:]
        func visit(_ v: View, alpha: Double) {
            guard !v.isHidden else { return }
            let a = alpha * v.presentation.alpha
            if let label = v as? Label, let text = label.text, !text.isEmpty, a > 0.001 {
                shown[text] = max(shown[text] ?? 0, a)
            }
            for s in v.subviews { visit(s, alpha: a) }
        }
        for s in bar.subviews { visit(s, alpha: 1) }
        return shown
    }

    /// As `UINavigationBar` does during a push, the old title fades out while the new title, back button
    /// and bar items fade in with the transition; once it ended only the new item shows.
    @Test func pushCrossFadesTheBar() {
        let (h, nav, _, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        #expect(shownTexts(in: nav.navigationBar) == ["Home": 1])
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        b.title = "Details"
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", handler: { _ in })
        nav.pushViewController(b, animated: true)
        h.step()
        h.run(until: { b.view.presentation.frame.minX <= 120 })
        let mid = shownTexts(in: nav.navigationBar)
        for text in ["Home", "Details", "‹ Home", "Edit"] {
            let alpha = mid[text] ?? 0
            #expect(alpha > 0.05 && alpha < 0.95, "\(text) shows at \(alpha) half-way")
        }
        h.wait(0.5)
        #expect(shownTexts(in: nav.navigationBar) == ["Details": 1, "‹ Home": 1, "Edit": 1])
        #expect(nav.navigationBar.titleLabel.text == "Details")
    }

    /// An interactive pop scrubs the bar with the views; cancelled, the bar is as before: only the top
    /// item's title, back button and items, fully opaque, and the back button still pops.
    @Test func cancelledInteractivePopRestoresTheBar() {
        let (h, nav, _, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        b.title = "Details"
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", handler: { _ in })
        nav.pushViewController(b, animated: false)
        h.step()
        let before = shownTexts(in: nav.navigationBar)
        #expect(before == ["Details": 1, "‹ Home": 1, "Edit": 1])
        h.press(from: Point(x: 4, y: 100), to: Point(x: 64, y: 100), duration: 0.5)
        h.step()
        // A quarter of the way back: the title below shows a little, the top one still mostly.
        let dragged = shownTexts(in: nav.navigationBar)
        let home = dragged["Home"] ?? 0
        let details = dragged["Details"] ?? 0
        #expect(home > 0.05 && home < 0.5, "Home shows at \(home)")
        #expect(details > 0.5 && details < 0.95, "Details shows at \(details)")
        h.wait(0.5)
        #expect(shownTexts(in: nav.navigationBar)["Home"] == home)
        h.lift(at: Point(x: 64, y: 100))
        h.wait(0.6)
        #expect(!nav.isTransitioning)
        #expect(shownTexts(in: nav.navigationBar) == before)
        #expect(nav.navigationBar.titleLabel.text == "Details")
        #expect(nav.navigationBar.titleLabel.transform == .identity)
        #expect(!nav.navigationBar.backButton.isHidden)
        h.tap(at: Point(x: 30, y: 22))
        h.wait(0.5)
        #expect(nav.viewControllers.count == 1)
    }

    /// A completed interactive pop leaves the previous item in the bar, alone and opaque.
    @Test func completedInteractivePopShowsThePreviousItem() {
        let (h, nav, _, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let b = StackedViewController("B", color: Color(hex: 0x1565C0), log: log)
        b.title = "Details"
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", handler: { _ in })
        nav.pushViewController(b, animated: false)
        h.step()
        h.drag(from: Point(x: 4, y: 100), to: Point(x: 190, y: 100), duration: 0.4)
        h.wait(0.6)
        #expect(nav.viewControllers.count == 1)
        #expect(shownTexts(in: nav.navigationBar) == ["Home": 1])
        #expect(nav.navigationBar.backButton.isHidden)
    }

    /// A bar on its own: `setItems(_:animated: true)` cross-fades from the old top item to the new one,
    /// and ends with only the new item showing.
    @Test func aBarOnItsOwnCrossFadesAnimatedItems() {
        let h = TransitionHarness(width: 240, height: 160)
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 240, height: NavigationBar.height))
        h.window.addSubview(bar)
        let first = NavigationItem(title: "First")
        let second = NavigationItem(title: "Second")
        bar.setItems([first], animated: false)
        h.step()
        #expect(shownTexts(in: bar) == ["First": 1])
        bar.setItems([first, second], animated: true)
        #expect(bar.topItem === second)
        h.step()
        h.wait(NavigationBar.itemTransitionDuration / 2)
        let mid = shownTexts(in: bar)
        for text in ["First", "Second", "‹ First"] {
            let alpha = mid[text] ?? 0
            #expect(alpha > 0.05 && alpha < 0.95, "\(text) shows at \(alpha) half-way")
        }
        h.wait(NavigationBar.itemTransitionDuration)
        #expect(shownTexts(in: bar) == ["Second": 1, "‹ First": 1])
    }

    // MARK: Hiding the bar

    /// `setNavigationBarHidden(true, animated: true)`: `isNavigationBarHidden` is true at once; the bar
    /// slides up out of the view while the content grows into its space, over UIKit's
    /// `UINavigationControllerHideShowBarDuration`; showing it again plays that backwards.
    @Test func hidingTheBarAnimatedSlidesItUp() {
        let (h, nav, root, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let duration = NavigationController.hideShowBarDuration
        #expect(duration >= 0.2 && duration <= 0.35)
        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.isNavigationBarHidden)
        h.step()
        h.wait(duration / 2)
        let barY = nav.navigationBar.presentation.frame.minY
        let contentY = nav.contentView.presentation.frame.minY
        #expect(barY < -5 && barY > -39, "bar at \(barY) half-way")
        #expect(contentY > 5 && contentY < 39, "content at \(contentY) half-way")
        #expect(!nav.navigationBar.isHidden)
        h.wait(duration)
        #expect(nav.navigationBar.presentation.frame.maxY <= 0 || nav.navigationBar.isHidden)
        #expect(nav.contentView.frame == Rect(x: 0, y: 0, width: 240, height: 160))
        #expect(nav.contentView.presentation.frame == nav.contentView.frame)
        #expect(root.view.frame == nav.contentView.bounds)
        // The content's colour reaches the top of the screen.
        #expect(h.surface.color(x: 120, y: 10) == Color(hex: 0x2E7D32))

        nav.setNavigationBarHidden(false, animated: true)
        #expect(!nav.isNavigationBarHidden)
        #expect(!nav.navigationBar.isHidden)
        h.step()
        h.wait(duration / 2)
        let showingY = nav.navigationBar.presentation.frame.minY
        #expect(showingY < -5 && showingY > -39, "bar at \(showingY) half-way back")
        h.wait(duration)
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 0, width: 240, height: 44))
        #expect(nav.contentView.frame == Rect(x: 0, y: 44, width: 240, height: 116))
        #expect(root.view.presentation.frame == nav.contentView.bounds)
    }

    /// Not animated, the bar goes at once and the content takes its space in the next layout.
    @Test func hidingTheBarWithoutAnimation() {
        let (h, nav, root, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        nav.setNavigationBarHidden(true, animated: false)
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        h.step()
        #expect(nav.contentView.presentation.frame == Rect(x: 0, y: 0, width: 240, height: 160))
        #expect(root.view.frame == nav.contentView.bounds)
        nav.isNavigationBarHidden = false
        h.step()
        #expect(!nav.navigationBar.isHidden)
        #expect(nav.contentView.presentation.frame == Rect(x: 0, y: 44, width: 240, height: 116))
    }
}
