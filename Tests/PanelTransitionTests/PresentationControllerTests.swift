import PanelTestSupport
import Testing

@testable import PanelKit

/// A presentation controller that puts the presented view in the lower half over a dimming view, and logs
/// its calls.
@MainActor
final class HalfSheetPresentationController: PresentationController {
    let dimming = View(frame: .zero)
    var calls: [String] = []

    override var frameOfPresentedViewInContainerView: Rect {
        guard let b = containerView?.bounds else { return .zero }
        return Rect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        calls.append("presentationWillBegin coordinator:\(presentedViewController.transitionCoordinator != nil)")
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        dimming.backgroundColor = .black
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 })
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("presentationDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() {
        calls.append("dismissalWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        calls.append("dismissalDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() }
    }
    override func containerViewWillLayoutSubviews() {
        if calls.last != "layout" { calls.append("layout") }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A transitioning delegate that hands out the half-sheet controller and no animator (the default one).
@MainActor
final class HalfSheetDelegate: ViewControllerTransitioningDelegate {
    var controller: HalfSheetPresentationController?
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let c = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller = c
        return c
    }
}

@Suite("PresentationController and modalTransitionStyle")
@MainActor
struct PresentationControllerTests {
    @Test func customPresentationWithAPresentationController() {
        let root = ColorViewController("root", color: .white)
        let h = TransitionHarness(root: root)
        let sheet = ColorViewController("sheet", color: Color(hex: 0x1565C0))
        let delegate = HalfSheetDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: true)
        guard let pc = delegate.controller else {
            Issue.record("no presentation controller was asked for")
            return
        }
        #expect(sheet.presentationController === pc)
        #expect(pc.presentingViewController === root)
        #expect(pc.containerView === sheet.view.superview)
        h.wait(0.6)
        #expect(sheet.view.frame == Rect(x: 0, y: 80, width: 240, height: 80))
        #expect(pc.dimming.alpha == 0.5)
        #expect(root.view.window === h.window)
        // The dimmed presenting view shows above the sheet.
        let dimmed = h.surface.color(x: 120, y: 40)
        #expect(abs(dimmed.red - 0.5) < 0.01 && abs(dimmed.green - 0.5) < 0.01 && abs(dimmed.blue - 0.5) < 0.01)
        #expect(h.surface.color(x: 120, y: 120) == Color(hex: 0x1565C0))
        root.dismiss(animated: true)
        h.wait(0.6)
        #expect(root.presentedViewController == nil)
        #expect(pc.dimming.superview == nil)
        #expect(pc.containerView == nil)
        let calls = pc.calls.filter { $0 != "layout" }
        #expect(
            calls == [
                "presentationWillBegin coordinator:true", "presentationDidEnd(true)", "dismissalWillBegin",
                "dismissalDidEnd(true)",
            ])
        #expect(pc.calls.contains("layout"))
    }

    /// `.crossDissolve` fades the presented view in where it rests; `.flipHorizontal` narrows the old view
    /// to nothing over the first half.
    @Test func modalTransitionStyles() {
        let root = ColorViewController("root", color: .white)
        let h = TransitionHarness(root: root)
        let faded = ColorViewController("faded", color: .red)
        faded.modalTransitionStyle = .crossDissolve
        faded.modalPresentationStyle = .fullScreen
        root.present(faded, animated: true)
        h.run(until: { faded.view.presentation.alpha >= 0.5 })
        #expect(faded.view.presentation.frame == h.window.bounds)
        #expect(faded.view.presentation.alpha < 0.7)
        h.wait(0.6)
        #expect(faded.view.alpha == 1)
        faded.dismiss(animated: false)
        h.step()

        let flipped = ColorViewController("flipped", color: .blue)
        flipped.modalTransitionStyle = .flipHorizontal
        flipped.modalPresentationStyle = .fullScreen
        root.present(flipped, animated: true)
        h.run(until: { root.view.presentation.transform.a <= 0.5 })
        #expect(root.view.presentation.transform.a > 0.3)
        #expect(flipped.view.presentation.transform.a < 0.01)
        h.wait(0.6)
        #expect(flipped.view.transform == .identity)
        #expect(root.view.window == nil)
    }
}
