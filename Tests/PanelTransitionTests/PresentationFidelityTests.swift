import PanelTestSupport
import Testing

@testable import PanelKit

/// A full-screen dismissal animator written as Apple's sample code writes one: it puts the presenting
/// controller's view (`view(forKey: .to)`) into the container below the presented one, slides the
/// presented view down and completes.
@MainActor
final class InsertingDismissAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0.2 }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        container.insertSubview(toView, belowSubview: fromView)
        View.animate(
            withDuration: 0.2,
            animations: { fromView.frame.origin.y = container.bounds.height },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// A controller that records `isBeingPresented` / `isBeingDismissed` in its appearance callbacks.
@MainActor
final class BeingPresentedRecorder: ColorViewController {
    var seen: [String] = []
    override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
    override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
    override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
    override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
}

@Suite("UIKit fidelity: presentation")
@MainActor
struct PresentationFidelityTests {
    /// After a full-screen dismissal the presenting controller's view is back in the window, whatever
    /// the animator did with it in the container.
    @Test func fullScreenDismissalPutsThePresentingViewBack() {
        let root = ColorViewController("root", color: Color(hex: 0x2E7D32))
        let h = TransitionHarness(root: root)
        let presented = ColorViewController("modal", color: Color(hex: 0x1565C0))
        presented.modalPresentationStyle = .fullScreen
        let delegate = FixedTransitioningDelegate()
        delegate.dismissing = InsertingDismissAnimator()
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        h.step()
        #expect(root.view.window == nil)
        presented.dismiss(animated: true)
        h.wait(0.3)
        h.step()
        #expect(root.view.window === h.window)
        #expect(root.view.superview === h.window)
        #expect(root.view.frame == h.window.bounds)
        #expect(h.surface.color(x: 120, y: 80) == Color(hex: 0x2E7D32))
    }

    /// "isBeingPresented: ... true inside viewWillAppear and viewDidAppear when the view controller is
    /// being presented"; likewise `isBeingDismissed` in the disappearance pair.
    @Test func isBeingPresentedAndDismissedInTheDidCallbacks() {
        let root = ColorViewController("root", color: .white)
        let h = TransitionHarness(root: root)
        let presented = BeingPresentedRecorder("modal", color: Color(hex: 0x1565C0))
        root.present(presented, animated: true)
        h.wait(1)
        presented.dismiss(animated: true)
        h.wait(1)
        #expect(
            presented.seen == [
                "willAppear true", "didAppear true", "willDisappear true", "didDisappear true",
            ])
        presented.seen = []
        root.present(presented, animated: false)
        h.step()
        presented.dismiss(animated: false)
        h.step()
        #expect(
            presented.seen == [
                "willAppear true", "didAppear true", "willDisappear true", "didDisappear true",
            ])
    }

    /// `presentingViewController`: "If the view controller that received this message is a child of
    /// another view controller ... the presenting view controller of the nearest ancestor".
    /// `presentedViewController` answers through the parent chain the same way.
    @Test func presentingViewControllerThroughTheParentChain() {
        let root = ColorViewController("root", color: .white)
        let rootChild = ColorViewController("rootChild", color: .white)
        let h = TransitionHarness(root: root)
        root.add(rootChild)
        let container = ColorViewController("container", color: .white)
        let child = ColorViewController("child", color: .white)
        container.add(child)
        root.present(container, animated: false)
        h.step()
        #expect(container.presentingViewController === root)
        #expect(child.presentingViewController === root)
        #expect(rootChild.presentedViewController === container)
        child.dismiss(animated: false)
        h.step()
        #expect(root.presentedViewController == nil)
        #expect(child.presentingViewController == nil)
    }
}
