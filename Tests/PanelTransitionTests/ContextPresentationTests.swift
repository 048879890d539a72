import PanelTestSupport
import Testing

@testable import PanelKit

/// `.currentContext` and `.overCurrentContext`, checked against what Apple's documentation of
/// `UIModalPresentationStyle` and `definesPresentationContext` states.
@Suite("Presentation: current context")
@MainActor
struct ContextPresentationTests {
    let log = AppearanceLog()

    /// A root controller whose left-hand child (`context`, 120 x 120 at y 40) holds a grandchild
    /// (`inner`) filling it; the right half shows the root's own green.
    func setUp(definesContext: Bool = true) -> (
        TransitionHarness, ColorViewController, ColorViewController, ColorViewController
    ) {
        let root = ColorViewController("root", color: Color(hex: 0x2E7D32), log: log)
        let h = TransitionHarness(root: root)
        let context = ColorViewController("context", color: Color(hex: 0x1565C0), log: log)
        context.definesPresentationContext = definesContext
        root.addChild(context)
        context.view.frame = Rect(x: 0, y: 40, width: 120, height: 120)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        let inner = ColorViewController("inner", color: Color(hex: 0x1565C0), log: log)
        context.add(inner)
        h.step()
        _ = log.take()
        return (h, root, context, inner)
    }

    /// `definesPresentationContext`: "The default value for this property is false. Some system-provided
    /// view controllers, such as UINavigationController, change the default value to true."
    @Test func definesPresentationContextDefaults() {
        #expect(!ViewController().definesPresentationContext)
        #expect(!ViewController().providesPresentationContextTransitionStyle)
        let navigation = NavigationController(rootViewController: ViewController())
        #expect(navigation.definesPresentationContext)
        navigation.definesPresentationContext = false
        #expect(!navigation.definesPresentationContext)
    }

    /// `.overCurrentContext`: "the content is displayed over another view controller's content" — the
    /// view of the controller that defines the presentation context ("UIKit starts at the presenting view
    /// controller and walks up the view controller hierarchy. If it finds a view controller whose value
    /// for this property is true, it asks that view controller to present the new view controller") —
    /// and "the views beneath the presented content are not removed from the view hierarchy when the
    /// presentation finishes".
    @Test func overCurrentContextCoversTheContextControllersView() {
        let (h, root, context, inner) = setUp()
        let overlay = ColorViewController("overlay", color: Color(hex: 0xC62828), log: log)
        overlay.modalPresentationStyle = .overCurrentContext
        inner.present(overlay, animated: true)
        h.wait(1)
        #expect(overlay.presentingViewController === context)
        #expect(context.presentedViewController === overlay)
        #expect(inner.presentedViewController === overlay)
        #expect(root.presentedViewController == nil)
        // The presented view covers the context view's frame, not the window.
        #expect(overlay.view.convert(overlay.view.bounds, to: nil) == Rect(x: 0, y: 40, width: 120, height: 120))
        // The covered views stay in the hierarchy and get no appearance callbacks.
        #expect(context.view.window === h.window)
        #expect(inner.view.window === h.window)
        #expect(log.take() == ["overlay.viewWillAppear", "overlay.viewDidAppear"])
        #expect(h.surface.color(x: 60, y: 100) == Color(hex: 0xC62828))
        #expect(h.surface.color(x: 60, y: 20) == Color(hex: 0x2E7D32))
        #expect(h.surface.color(x: 180, y: 100) == Color(hex: 0x2E7D32))

        inner.dismiss(animated: true)
        h.wait(1)
        #expect(context.presentedViewController == nil)
        #expect(overlay.presentingViewController == nil)
        #expect(overlay.view.window == nil)
        #expect(log.take() == ["overlay.viewWillDisappear", "overlay.viewDidDisappear"])
        #expect(h.surface.color(x: 60, y: 100) == Color(hex: 0x1565C0))
    }

    /// "If no view controller defines the presentation context, UIKit uses the window's root view
    /// controller."
    @Test func withoutAContextTheRootViewControllerPresents() {
        let (h, root, _, inner) = setUp(definesContext: false)
        let overlay = ColorViewController("overlay", color: Color(hex: 0xC62828))
        overlay.modalPresentationStyle = .overCurrentContext
        inner.present(overlay, animated: false)
        h.step()
        #expect(overlay.presentingViewController === root)
        #expect(overlay.view.convert(overlay.view.bounds, to: nil) == h.window.bounds)
        #expect(root.view.window === h.window)
        #expect(h.surface.color(x: 180, y: 20) == Color(hex: 0xC62828))
    }

    /// `.currentContext`: as above, but "the views belonging to the presenting view controller are
    /// removed after the presentation completes"; the covered controller disappears and reappears as a
    /// full-screen presenter does, and its view returns to where it was.
    @Test func currentContextRemovesTheCoveredView() {
        let (h, root, context, inner) = setUp()
        let overlay = ColorViewController("overlay", color: Color(hex: 0xC62828), log: log)
        overlay.modalPresentationStyle = .currentContext
        inner.present(overlay, animated: true)
        h.wait(1)
        #expect(overlay.presentingViewController === context)
        #expect(overlay.view.convert(overlay.view.bounds, to: nil) == Rect(x: 0, y: 40, width: 120, height: 120))
        #expect(context.view.window == nil)
        #expect(root.view.window === h.window)
        let presented = log.take()
        #expect(presented.contains("context.viewWillDisappear") && presented.contains("context.viewDidDisappear"))
        #expect(presented.contains("inner.viewDidDisappear"))
        #expect(!presented.contains { $0.hasPrefix("root.") })
        #expect(h.surface.color(x: 180, y: 100) == Color(hex: 0x2E7D32))

        overlay.dismiss(animated: true)
        h.wait(1)
        #expect(context.view.superview === root.view)
        #expect(context.view.frame == Rect(x: 0, y: 40, width: 120, height: 120))
        let dismissed = log.take()
        #expect(dismissed.contains("context.viewWillAppear") && dismissed.contains("context.viewDidAppear"))
        #expect(dismissed.contains("overlay.viewDidDisappear"))
        #expect(h.surface.color(x: 60, y: 100) == Color(hex: 0x1565C0))
    }

    /// `providesPresentationContextTransitionStyle`: "When the value of this property is true, the current
    /// view controller's transition style is used instead of the style associated with the presented
    /// view controller."
    @Test func theContextControllerCanProvideTheTransitionStyle() {
        let (h, _, context, inner) = setUp()
        context.modalTransitionStyle = .crossDissolve
        context.providesPresentationContextTransitionStyle = true
        let overlay = ColorViewController("overlay", color: Color(hex: 0xC62828))
        overlay.modalPresentationStyle = .overCurrentContext
        inner.present(overlay, animated: true)
        h.run(until: { overlay.view.presentation.alpha >= 0.3 })
        // A cross-dissolve, not the presented controller's cover-vertical: the view fades in at rest.
        #expect(overlay.view.presentation.alpha < 0.8)
        #expect(overlay.view.presentation.frame == Rect(x: 0, y: 0, width: 120, height: 120))
        h.wait(1)
        #expect(overlay.view.alpha == 1)
    }
}
