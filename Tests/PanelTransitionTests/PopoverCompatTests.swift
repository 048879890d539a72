import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Popovers as Apple's documentation describes them: `modalPresentationStyle = .popover`, the source set
/// on `popoverPresentationController` before presenting, the popover beside the source with an arrow
/// pointing at it and kept inside the window, a tap outside dismissing it (through the delegate), and a
/// form sheet instead in a compact window unless the delegate returns `.none`.
@Suite("PanelKitCompat: popovers")
@MainActor
struct PopoverCompatTests {
    /// The content of a popover: a yellow view of a preferred size.
    final class ContentViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemYellow
            preferredContentSize = CGSize(width: 300, height: 200)
        }
    }

    /// Records the delegate calls; `allowsDismissal` and `adaptiveStyle` are its answers.
    final class Delegate: UIPopoverPresentationControllerDelegate {
        var events: [String] = []
        var allowsDismissal = true
        var adaptiveStyle: UIModalPresentationStyle?

        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            events.append("prepare")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events.append("shouldDismiss")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            events.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            events.append("didAttempt")
        }
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            adaptiveStyle ?? .automatic
        }
    }

    /// A root controller with a button at `frame`, in a harness of `width` x `height`.
    private func setUp(width: Int = 1280, height: Int = 800, button frame: CGRect) -> (
        TransitionHarness, UIViewController, UIButton
    ) {
        let root = UIViewController()
        let h = TransitionHarness(width: width, height: height, root: root)
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.frame = frame
        root.view.addSubview(button)
        h.step()
        return (h, root, button)
    }

    /// Presents `content` as a popover from `button` and runs the fade to its end.
    private func presentPopover(
        _ content: UIViewController, from button: UIButton, root: UIViewController, h: TransitionHarness,
        configure: (UIPopoverPresentationController) -> Void = { _ in }
    ) throws -> UIPopoverPresentationController {
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = button
        popover.sourceRect = button.bounds
        configure(popover)
        root.present(content, animated: true)
        h.run(until: { content.transitionCoordinator == nil })
        h.step()
        return popover
    }

    @Test func thePopoverSitsBelowItsSourceWithAnArrowAndInsideTheWindow() throws {
        #expect(UIModalPresentationStyle.popover.rawValue == 7 && UIModalPresentationStyle.none.rawValue == -1)
        let (h, root, button) = setUp(button: CGRect(x: 100, y: 100, width: 80, height: 40))
        let content = ContentViewController()
        let delegate = Delegate()
        let popover = try presentPopover(content, from: button, root: root, h: h) { $0.delegate = delegate }
        #expect(delegate.events == ["prepare"])
        #expect(root.presentedViewController === content)
        #expect(content.presentationController === popover)
        #expect(popover.arrowDirection == .up)
        // 300 wide centred on x = 140 would start at -10: kept 10 points inside the window.
        #expect(content.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        #expect(button.window != nil, "the presenting view stays")
        // The arrow: between the button's bottom (140) and the popover's top (153), under the button's centre.
        #expect(h.surface.color(x: 140, y: 148) == UIColor.systemYellow.resolved(.light))
        #expect(
            h.surface.color(x: 130, y: 142) != UIColor.systemYellow.resolved(.light), "a triangle, narrow at the tip")
        #expect(
            h.surface.color(x: 200, y: 148) != UIColor.systemYellow.resolved(.light), "no arrow away from the source")
        #expect(h.surface.color(x: 900, y: 600) != UIColor.white, "the content behind is dimmed")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/popover.png")
        }
    }

    @Test func thePopoverTakesAnotherSideWhenThereIsNoRoomOrTheArrowMayNotPointUp() throws {
        let (h, root, button) = setUp(button: CGRect(x: 600, y: 700, width: 80, height: 40))
        let content = ContentViewController()
        let popover = try presentPopover(content, from: button, root: root, h: h)
        // 37 points below the button: too little, so above it.
        #expect(popover.arrowDirection == .down)
        #expect(content.view.frame == CGRect(x: 490, y: 487, width: 300, height: 200))
        content.dismiss(animated: false)
        h.step()
        #expect(root.presentedViewController == nil)

        let side = ContentViewController()
        let leftPopover = try presentPopover(side, from: button, root: root, h: h) {
            $0.permittedArrowDirections = .right
        }
        // Left of the button, centred on its middle (720) but kept above the bottom margin.
        #expect(leftPopover.arrowDirection == .right)
        #expect(side.view.frame == CGRect(x: 287, y: 590, width: 300, height: 200))
        // A preferred size larger than the window shrinks to fit.
        side.preferredContentSize = CGSize(width: 5000, height: .nan)
        h.step()
        #expect(side.view.frame.minX >= 10 && side.view.frame.maxX <= 600 - 13)
        #expect(side.view.frame.height == 480, "not a number: the default height")
    }

    @Test func aTapOutsideAsksTheDelegateAndDismisses() throws {
        let (h, root, button) = setUp(button: CGRect(x: 100, y: 100, width: 80, height: 40))
        let content = ContentViewController()
        let delegate = Delegate()
        delegate.allowsDismissal = false
        _ = try presentPopover(content, from: button, root: root, h: h) { $0.delegate = delegate }
        delegate.events = []
        h.tap(at: CGPoint(x: 150, y: 250))
        #expect(delegate.events.isEmpty, "a tap inside the popover is the popover's")
        h.tap(at: CGPoint(x: 900, y: 600))
        h.step(30)
        #expect(delegate.events == ["shouldDismiss", "didAttempt"])
        #expect(root.presentedViewController === content)
        delegate.events = []
        delegate.allowsDismissal = true
        h.tap(at: CGPoint(x: 900, y: 600))
        h.run(until: { root.presentedViewController == nil })
        h.step()
        #expect(root.presentedViewController == nil)
        #expect(delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(content.view.window == nil)
        #expect(h.surface.color(x: 900, y: 600) == UIColor.white, "the dimming left with it")
    }

    @Test func passthroughViewsKeepTheirTouches() throws {
        let (h, root, button) = setUp(button: CGRect(x: 100, y: 100, width: 80, height: 40))
        var taps = 0
        let other = UIButton(type: .system)
        other.setTitle("Other", for: .normal)
        other.frame = CGRect(x: 800, y: 100, width: 100, height: 44)
        other.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(other)
        let content = ContentViewController()
        let popover = try presentPopover(content, from: button, root: root, h: h) { $0.passthroughViews = [other] }
        #expect(popover.passthroughViews?.count == 1)
        h.tap(at: CGPoint(x: 850, y: 122))
        h.step(30)
        #expect(taps == 1)
        #expect(root.presentedViewController === content, "the popover stays")
    }

    @Test func aBarButtonItemAnchorsThePopoverUnderTheBar() throws {
        let list = UIViewController()
        let item = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        list.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: list)
        let h = TransitionHarness(width: 1280, height: 800, root: nav)
        h.step(2)
        let content = ContentViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = item
        list.present(content, animated: false)
        h.step()
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.view.frame.minY == 44 + 13, "below the bar")
        #expect(content.view.frame.maxX == 1270, "kept inside the right margin")
    }

    @Test func aCompactWindowShowsAFormSheetUnlessTheDelegateSaysNone() throws {
        let (h, root, button) = setUp(width: 600, height: 800, button: CGRect(x: 100, y: 100, width: 80, height: 40))
        let content = ContentViewController()
        let popover = try presentPopover(content, from: button, root: root, h: h)
        #expect(content.popoverPresentationController === popover, "kept while adapted")
        #expect(
            content.sheetPresentationController != nil
                || content.presentationController is UIPopoverPresentationController)
        // A form sheet in a compact width spans it from 40 points down.
        #expect(content.view.frame == CGRect(x: 0, y: 40, width: 600, height: 760))
        #expect(popover.arrowDirection == .unknown)
        content.dismiss(animated: false)
        h.step()

        let kept = ContentViewController()
        let delegate = Delegate()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let keptPopover = try presentPopover(kept, from: button, root: root, h: h) { $0.delegate = delegate }
        #expect(keptPopover.arrowDirection == .up)
        #expect(kept.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
    }
}
