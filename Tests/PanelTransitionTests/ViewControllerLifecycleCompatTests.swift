import PanelKitCompat
import Testing

/// The view controller callbacks Apple's documentation adds around appearance and size changes:
/// `viewIsAppearing(_:)` between `viewWillAppear(_:)` and the first layout, once per appearance, and
/// `viewWillTransition(to:with:)` before a window resize, passed to children, with the coordinator's
/// animations running at the new size.
@Suite("PanelKitCompat: viewIsAppearing and viewWillTransition")
@MainActor
struct ViewControllerLifecycleCompatTests {
    /// Records its callbacks, and the view's size and window when `viewIsAppearing` comes.
    final class Recorder: UIViewController {
        var log: [String] = []
        var sizeWhenAppearing: CGSize?
        var inWindowWhenAppearing = false
        var sizeInAlongside: CGSize?
        var transitionSize: CGSize?

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("willAppear")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.append("isAppearing")
            sizeWhenAppearing = view.bounds.size
            inWindowWhenAppearing = view.window != nil
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            if log.last != "layout" { log.append("layout") }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("willDisappear")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitionSize = size
            log.append("willTransition")
            coordinator.animate(
                alongsideTransition: { _ in self.sizeInAlongside = self.view.bounds.size },
                completion: { _ in self.log.append("transitionDone") })
        }
    }

    @Test func isAppearingComesOnceAfterWillAppearWithTheViewSizedInItsWindow() {
        let root = UINavigationController(rootViewController: UIViewController())
        let h = TransitionHarness(width: 400, height: 300, root: root)
        h.step()
        let pushed = Recorder()
        root.pushViewController(pushed, animated: true)
        _ = h.run(until: { pushed.log.contains("didAppear") })
        // From viewWillAppear on: isAppearing, then the appearance's layout passes, then didAppear.
        let fromWill = Array(pushed.log.drop { $0 != "willAppear" })
        #expect(Array(fromWill.prefix(3)) == ["willAppear", "isAppearing", "layout"], "got \(pushed.log)")
        #expect(pushed.log.filter { $0 == "isAppearing" }.count == 1)
        #expect(pushed.log.last == "didAppear")
        #expect(pushed.inWindowWhenAppearing)
        #expect(pushed.sizeWhenAppearing == CGSize(width: 400, height: 300 - 44), "below the bar")

        // Popped and pushed again: a second appearance, a second call.
        root.popViewController(animated: false)
        h.step()
        pushed.log = []
        root.pushViewController(pushed, animated: false)
        h.step()
        #expect(
            pushed.log.filter { $0 != "layout" } == ["willAppear", "isAppearing", "didAppear"], "got \(pushed.log)")
    }

    @Test func aWindowResizeTellsTheRootAndItsChildrenBeforeTheLayout() {
        let child = Recorder()
        let root = UINavigationController(rootViewController: child)
        let h = TransitionHarness(width: 400, height: 300, root: root)
        h.step()
        child.log = []
        h.window.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        #expect(child.transitionSize == CGSize(width: 300, height: 400), "passed down from the navigation controller")
        #expect(child.log == ["willTransition", "layout", "transitionDone"], "got \(child.log)")
        #expect(
            child.sizeInAlongside == CGSize(width: 300, height: 400 - 44), "the alongside block sees the new layout")
        // The same size again is no transition.
        child.log = []
        h.window.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        #expect(child.log.isEmpty)
    }

    @Test func statusBarAndOrientationAnswersKeepTheirDefaultsAndOverrides() {
        final class Dark: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let plain = UIViewController()
        #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
        #expect(plain.supportedInterfaceOrientations == .all)
        let dark = Dark()
        dark.setNeedsStatusBarAppearanceUpdate()
        #expect(dark.preferredStatusBarStyle == .lightContent && dark.prefersStatusBarHidden)
        #expect(dark.supportedInterfaceOrientations.contains(.portrait))
        #expect(!dark.supportedInterfaceOrientations.contains(.landscapeLeft))
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26, "UIKit's bits")
        let animator = UIViewPropertyAnimator()
        #expect(animator.duration == 0 && animator.state == .inactive)
    }
}
