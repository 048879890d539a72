import PanelKitCompat
import PanelPlatform
import Testing

/// `UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)` and
/// `tabBarController(_:interactionControllerFor:)`, written as Apple's documentation writes them: an animator
/// that slides the new tab in from the right while the old one leaves to the left, run by a tap on the bar,
/// by `selectedIndex`, or under a `UIPercentDrivenInteractiveTransition`.
@Suite("PanelKitCompat: tab bar controller transitions")
@MainActor
struct TabBarTransitionCompatTests {
    /// Slides the new tab's view in from the right over 0.4 s (linear), the old one out to the left.
    final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.4
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from),
                let toView = transitionContext.view(forKey: .to),
                let toVC = transitionContext.viewController(forKey: .to)
            else {
                transitionContext.completeTransition(false)
                return
            }
            let container = transitionContext.containerView
            let final = transitionContext.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: final.width, dy: 0)
            container.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                animations: {
                    toView.frame = final
                    fromView.frame = final.offsetBy(dx: -final.width, dy: 0)
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    /// A tab that writes its appearance callbacks into a shared log.
    final class Tab: UIViewController {
        let log: Log
        init(_ title: String, color: UIColor, log: Log) {
            self.log = log
            super.init()
            self.title = title
            tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            view.backgroundColor = color
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.events.append("\(title!).viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.events.append("\(title!).viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.events.append("\(title!).viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.events.append("\(title!).viewDidDisappear")
        }
    }

    final class Log {
        var events: [String] = []
    }

    /// Gives the animator (and the interaction controller, when set) and logs `didSelect`.
    final class Delegate: NSObject, UITabBarControllerDelegate {
        let log: Log
        var animator: UIViewControllerAnimatedTransitioning? = SlideInAnimator()
        var interaction: UIPercentDrivenInteractiveTransition?
        init(log: Log) { self.log = log }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.events.append("didSelect \(viewController.title!)")
        }

        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            animator
        }

        func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    /// A 320 x 480 window whose root is a tab bar controller with tabs A (red) and B (blue); A is showing.
    private func setUp() -> (TransitionHarness, UITabBarController, Tab, Tab, Delegate, Log) {
        let log = Log()
        let a = Tab("A", color: .systemRed, log: log)
        let b = Tab("B", color: .systemBlue, log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = Delegate(log: log)
        tabs.delegate = delegate
        let h = TransitionHarness(width: 320, height: 480, root: tabs)
        h.step()
        log.events = []
        return (h, tabs, a, b, delegate, log)
    }

    @Test func aTapRunsTheAnimatorWithBothViewsInTheContainerThenOnlyTheNewOne() throws {
        let (h, tabs, a, b, delegate, log) = setUp()
        // The tab bar controller holds its delegate weakly, as UIKit's.
        defer { withExtendedLifetime(delegate) {} }
        // B's tab: the right half of the 49-point bar along the bottom.
        h.tap(at: CGPoint(x: 240, y: 455))
        try h.driver.advance(by: 0.15)
        let container = try #require(a.view.superview)
        #expect(b.view.superview === container, "both views in the container mid-transition")
        let width = container.bounds.width
        #expect(b.view.frame == container.bounds, "the model frame the animator set: the final frame")
        #expect(a.view.frame == container.bounds.offsetBy(dx: -width, dy: 0))
        let shown = try #require(b.view.layer.presentation()?.frame)
        #expect(shown.minX > 0.2 * width && shown.minX < 0.8 * width, "sliding in, at \(shown)")
        #expect(log.events == ["A.viewWillDisappear", "B.viewWillAppear"], "\(log.events)")
        // PANEL_LOOK_DIR=DIR writes the screen mid-slide for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") {
            h.step()
            try? h.driver.writePNG(path: String(cString: dir) + "/tab-transition-mid.png")
        }
        // A tap on A's tab during the transition is ignored.
        h.tap(at: CGPoint(x: 80, y: 455))
        h.run(until: { log.events.contains("didSelect B") }, limit: 120)
        #expect(a.view.superview == nil, "the old view left the container")
        #expect(b.view.superview === container && b.view.frame == container.bounds)
        #expect(container.subviews.filter { $0 === a.view || $0 === b.view }.count == 1)
        #expect(
            log.events == [
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear", "didSelect B",
            ], "\(log.events)")
        h.step(30)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === b)
        #expect(!log.events.contains("didSelect A"), "the tap during the transition was ignored")
    }

    @Test func settingSelectedIndexRunsTheAnimatorWithoutDidSelect() throws {
        let (h, tabs, a, b, delegate, log) = setUp()
        // The tab bar controller holds its delegate weakly, as UIKit's.
        defer { withExtendedLifetime(delegate) {} }
        tabs.selectedIndex = 1
        h.step(6)
        #expect(a.view.superview != nil && a.view.superview === b.view.superview, "both in the container")
        h.step(40)
        #expect(a.view.superview == nil && b.view.superview != nil)
        #expect(log.events == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        tabs.selectedViewController = a
        h.step(40)
        #expect(tabs.selectedIndex == 0 && a.view.superview != nil && b.view.superview == nil)
    }

    @Test func withoutAnAnimatorTheSwitchIsImmediate() {
        let (_, tabs, a, b, delegate, log) = setUp()
        delegate.animator = nil
        tabs.selectedIndex = 1
        #expect(a.view.superview == nil && b.view.superview != nil, "switched before any frame")
        #expect(log.events == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    }

    @Test func anInteractiveTransitionFollowsItsPercentAndACancelKeepsTheOldTab() throws {
        let (h, tabs, a, b, delegate, log) = setUp()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        // As a pan on the content would: select the next tab, then follow the finger.
        tabs.selectedIndex = 1
        h.step()
        interaction.update(0.3)
        h.step()
        let container = try #require(a.view.superview)
        let width = container.bounds.width
        let shown = try #require(b.view.layer.presentation()?.frame)
        #expect(abs(shown.minX - 0.7 * width) < 1, "30% in: \(shown)")
        interaction.cancel()
        h.step(60)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a, "the old tab stays selected")
        #expect(tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(a.view.superview === container && a.view.frame == container.bounds)
        #expect(b.view.superview == nil)
        #expect(log.events.last == "A.viewDidAppear" && !log.events.contains("B.viewDidAppear"), "\(log.events)")
        #expect(!log.events.contains("didSelect B"))
        // The next switch (no interaction) runs and completes.
        delegate.interaction = nil
        tabs.selectedIndex = 1
        h.step(40)
        #expect(tabs.selectedViewController === b && b.view.superview === container && a.view.superview == nil)
    }

    @Test func newViewControllersDuringASwitchCompleteItFirst() {
        let (h, tabs, a, b, delegate, log) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        tabs.selectedIndex = 1
        h.step(5)
        let c = Tab("C", color: .systemGreen, log: log)
        tabs.viewControllers = [a, b, c]
        #expect(tabs.selectedViewController === b && b.view.superview != nil && a.view.superview == nil)
        h.step(40)
        #expect(tabs.selectedViewController === b && b.view.frame == b.view.superview?.bounds)
        #expect(a.view.superview == nil && tabs.tabBar.items?.count == 3)
        #expect(log.events.last == "B.viewDidAppear", "\(log.events)")
    }
}
