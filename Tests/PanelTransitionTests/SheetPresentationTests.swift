import PanelTestSupport
import Testing

@testable import PanelKit

/// `.pageSheet` and `.formSheet` on a large panel, checked against Apple's documentation of
/// `UIModalPresentationStyle`, `UIPresentationController` and `UISheetPresentationController`.
@Suite("Presentation: page and form sheets")
@MainActor
struct SheetPresentationTests {
    let log = AppearanceLog()
    static let green = Color(hex: 0x2E7D32)
    static let blue = Color(hex: 0x1565C0)

    func setUp(width: Int = 1024, height: Int = 768, style: ModalPresentationStyle = .formSheet) -> (
        TransitionHarness, ColorViewController, ColorViewController
    ) {
        let root = ColorViewController("root", color: Self.green, log: log)
        let h = TransitionHarness(width: width, height: height, root: root)
        let sheet = ColorViewController("sheet", color: Self.blue, log: log)
        sheet.modalPresentationStyle = style
        _ = log.take()
        return (h, root, sheet)
    }

    /// A colour `alpha` of the way to black.
    static func dimmed(_ c: Color, _ alpha: Double) -> Color {
        Color(red: c.red * (1 - alpha), green: c.green * (1 - alpha), blue: c.blue * (1 - alpha))
    }

    static func near(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.01 && abs(a.green - b.green) < 0.01 && abs(a.blue - b.blue) < 0.01
    }

    /// `.formSheet`: "the content is centered in the screen"; with no `preferredContentSize` UIKit's form
    /// sheet is 540 x 620 points. The presenting view stays and, since its view never leaves, the presenting
    /// controller gets no appearance callbacks; `presentationController` is non-nil and answers
    /// `presentedView` and `frameOfPresentedViewInContainerView`.
    @Test func aFormSheetIsACentredCard() {
        let (h, root, sheet) = setUp()
        root.present(sheet, animated: true)
        h.wait(1)
        let card = Rect(x: 242, y: 74, width: 540, height: 620)
        #expect(sheet.view.frame == card)
        #expect(sheet.presentingViewController === root)
        guard let pc = sheet.presentationController as? SheetPresentationController else {
            Issue.record("a form sheet has no sheet presentation controller")
            return
        }
        #expect(sheet.sheetPresentationController === pc)
        #expect(pc.presentedView === sheet.view)
        #expect(pc.presentingViewController === root)
        #expect(pc.frameOfPresentedViewInContainerView == card)
        #expect(pc.containerView === sheet.view.superview)
        #expect(root.view.window === h.window)
        #expect(log.take() == ["sheet.viewWillAppear", "sheet.viewDidAppear"])
        // Behind the card, the presenting view is dimmed by black at 40 %; the card's corners are round.
        #expect(Self.near(h.surface.color(x: 100, y: 384), Self.dimmed(Self.green, 0.4)))
        #expect(h.surface.color(x: 512, y: 384) == Self.blue)
        #expect(h.surface.color(x: 242, y: 74) != Self.blue)
        #expect(h.surface.color(x: 781, y: 693) != Self.blue)

        root.dismiss(animated: true)
        h.wait(1)
        #expect(root.presentedViewController == nil)
        #expect(pc.dimmingView.superview == nil)
        #expect(log.take() == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(h.surface.color(x: 100, y: 384) == Self.green)
    }

    /// A form sheet takes the presented controller's `preferredContentSize`, at most the container less a
    /// margin, and follows it when it changes.
    @Test func aFormSheetHonoursPreferredContentSize() {
        let (h, root, sheet) = setUp()
        sheet.preferredContentSize = Size(width: 400, height: 300)
        root.present(sheet, animated: false)
        h.step()
        #expect(sheet.view.frame == Rect(x: 312, y: 234, width: 400, height: 300))
        sheet.preferredContentSize = Size(width: 2000, height: 2000)
        h.step()
        let m = SheetPresentationController.margin
        #expect(sheet.view.frame == Rect(x: m, y: m, width: 1024 - 2 * m, height: 768 - 2 * m))
    }

    /// `.pageSheet`: a sheet "that partially covers the underlying content" — as wide as a portrait page,
    /// from a top inset down to the bottom, its top corners round; the presenting view stays.
    @Test func aPageSheetCoversPartOfTheScreen() {
        let (h, root, sheet) = setUp(style: .pageSheet)
        root.present(sheet, animated: true)
        h.wait(1)
        let top = SheetPresentationController.pageSheetTopInset
        #expect(sheet.view.frame == Rect(x: 160, y: top, width: 704, height: 768 - top))
        #expect(sheet.presentationController?.frameOfPresentedViewInContainerView == sheet.view.frame)
        #expect(root.view.window === h.window)
        #expect(h.surface.color(x: 160, y: Int(top)) != Self.blue)
        #expect(h.surface.color(x: 161, y: 767) == Self.blue)
        #expect(Self.near(h.surface.color(x: 512, y: 10), Self.dimmed(Self.green, 0.4)))
    }

    /// The dimming view fades in with the presentation and out with the dismissal ("adaptive dimming"),
    /// and touching it does not dismiss a page or form sheet.
    @Test func theDimmingViewFadesWithTheTransition() {
        let (h, root, sheet) = setUp()
        root.present(sheet, animated: true)
        guard let pc = sheet.sheetPresentationController else {
            Issue.record("no sheet presentation controller")
            return
        }
        h.run(until: { sheet.view.presentation.frame.minY < 400 })
        let rising = pc.dimmingView.presentation.alpha
        #expect(rising > 0.05 && rising < 0.38, "dimming at \(rising) mid-presentation")
        h.wait(1)
        #expect(pc.dimmingView.alpha == SheetPresentationController.dimmingAlpha)
        h.tap(at: Point(x: 50, y: 50))
        h.wait(1)
        #expect(root.presentedViewController === sheet)
        root.dismiss(animated: true)
        h.run(until: { sheet.view.presentation.frame.minY > 400 })
        let falling = pc.dimmingView.presentation.alpha
        #expect(falling > 0.02 && falling < 0.35, "dimming at \(falling) mid-dismissal")
        h.wait(1)
        #expect(pc.dimmingView.superview == nil)
    }

    /// On an 800 x 480 panel (compact in height, as an iPhone in landscape) a page sheet is still a sheet,
    /// as iOS 13 and later show one: the presenting view stays without appearance callbacks, and a swipe
    /// down dismisses it and tells the delegate.
    @Test func aLowPanelStillShowsASheet() {
        let (h, root, sheet) = setUp(width: 800, height: 480, style: .pageSheet)
        let delegate = DismissalDelegateLog()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        h.wait(1)
        let top = SheetPresentationController.pageSheetTopInset
        #expect(sheet.view.frame == Rect(x: 48, y: top, width: 704, height: 480 - top))
        #expect(root.view.window === h.window)
        #expect(log.take() == ["sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(Self.near(h.surface.color(x: 20, y: 240), Self.dimmed(Self.green, 0.4)))
        h.drag(from: Point(x: 400, y: 100), to: Point(x: 400, y: 420), duration: 0.5, hold: 0.1)
        h.wait(1)
        #expect(root.presentedViewController == nil)
        #expect(log.take() == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    /// In a horizontally compact container (a 480 x 800 portrait panel, as an iPhone in portrait) both
    /// sheet styles are a card the full width from the top inset, top corners round, and `.automatic`
    /// (UIKit: "for most view controllers, UIKit maps this style to ... pageSheet") is a page sheet.
    @Test func aNarrowPanelShowsAFullWidthCard() {
        for style in [ModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let (h, root, sheet) = setUp(width: 480, height: 800, style: style)
            root.present(sheet, animated: true)
            h.wait(1)
            let top = SheetPresentationController.pageSheetTopInset
            #expect(sheet.view.frame == Rect(x: 0, y: top, width: 480, height: 800 - top), "\(style)")
            #expect(sheet.sheetPresentationController != nil, "\(style)")
            #expect(root.view.window === h.window, "\(style)")
            #expect(h.surface.color(x: 0, y: Int(top)) != Self.blue, "\(style): the top corner is round")
            #expect(h.surface.color(x: 0, y: 799) == Self.blue, "\(style): the bottom corner is square")
            root.dismiss(animated: false)
            h.step()
        }
        #expect(SheetPresentationController.isCompact(Size(width: 480, height: 800)))
        #expect(!SheetPresentationController.isCompact(Size(width: 800, height: 480)))
    }

    /// As in UIKit, reading `presentationController` (or `sheetPresentationController`) before presenting
    /// a sheet gives the controller the presentation then uses; a full-screen presentation has none.
    @Test func thePresentationControllerExistsBeforePresenting() {
        let (h, root, sheet) = setUp()
        let early = sheet.sheetPresentationController
        #expect(early != nil)
        #expect(early?.presentingViewController == nil)
        root.present(sheet, animated: false)
        h.step()
        #expect(sheet.presentationController === early)
        #expect(early?.presentingViewController === root)
        let full = ColorViewController("full", color: .red)
        full.modalPresentationStyle = .fullScreen
        #expect(full.presentationController == nil)
    }

    /// A controller whose sheet presentation controller was made (by reading `presentationController`)
    /// and which is then dropped without being presented is freed, and its presentation controller with
    /// it: the two do not keep each other alive.
    @Test func aSheetNeverPresentedIsFreed() {
        weak var weakSheet: ColorViewController?
        weak var weakController: PresentationController?
        do {
            let sheet = ColorViewController("sheet", color: Self.blue)
            sheet.modalPresentationStyle = .pageSheet
            weakController = sheet.presentationController
            weakSheet = sheet
            #expect(weakController?.presentedViewController === sheet)
        }
        #expect(weakSheet == nil)
        #expect(weakController == nil)
    }

    /// Once presented, the presentation controller keeps its presented controller (UIKit's
    /// `presentedViewController` is not weak): held after the dismissal, it still answers it.
    @Test func thePresentationControllerKeepsAPresentedController() {
        let (h, root, _) = setUp()
        weak var weakSheet: ColorViewController?
        var kept: PresentationController?
        do {
            let sheet = ColorViewController("other", color: .red)
            sheet.modalPresentationStyle = .formSheet
            kept = sheet.presentationController
            weakSheet = sheet
            root.present(sheet, animated: false)
            h.step()
            root.dismiss(animated: false)
            h.step()
        }
        #expect(weakSheet != nil)
        #expect(kept?.presentedViewController === weakSheet)
        kept = nil
        #expect(weakSheet == nil)
    }

    // MARK: Swipe down

    /// A page sheet (704 x 560 at y 40) on an 800 x 600 panel, with a delegate that logs its calls.
    func presentSwipeable(modal: Bool = false, refuse: Bool = false) -> (
        TransitionHarness, ColorViewController, ColorViewController, DismissalDelegateLog
    ) {
        let (h, root, sheet) = setUp(width: 800, height: 600, style: .pageSheet)
        let delegate = DismissalDelegateLog()
        delegate.refuses = refuse
        sheet.isModalInPresentation = modal
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        h.wait(1)
        _ = log.take()
        return (h, root, sheet, delegate)
    }

    static let restingSheet = Rect(x: 48, y: 40, width: 704, height: 560)

    /// The sheet follows the finger down; let go a short way down, slowly, it returns and stays presented.
    @Test func aShortSlowDragCancels() {
        let (h, root, sheet, delegate) = presentSwipeable()
        h.press(from: Point(x: 400, y: 200), to: Point(x: 400, y: 300), duration: 0.4)
        let y = sheet.view.presentation.frame.minY
        #expect(y > 120 && y < 145, "sheet at \(y) under a finger 100 points down")
        #expect(sheet.isBeingDismissed)
        h.wait(0.2)
        h.lift(at: Point(x: 400, y: 300))
        h.wait(1)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == Self.restingSheet)
        #expect(sheet.view.transform == .identity)
        #expect(!sheet.isBeingDismissed)
        #expect(!log.events.contains("sheet.viewDidDisappear"))
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        // Presented again: a second, long drag still dismisses.
        h.drag(from: Point(x: 400, y: 150), to: Point(x: 400, y: 500), duration: 0.6, hold: 0.1)
        h.wait(1)
        #expect(root.presentedViewController == nil)
    }

    /// Let go past half the sheet's height, the sheet leaves: the presented controller disappears, the
    /// presenting one (whose view never left) gets no appearance callbacks, and the delegate hears
    /// `presentationControllerWillDismiss` then `presentationControllerDidDismiss`.
    @Test func aLongDragDismisses() {
        let (h, root, sheet, delegate) = presentSwipeable()
        h.drag(from: Point(x: 400, y: 150), to: Point(x: 400, y: 500), duration: 0.6, hold: 0.1)
        h.wait(1)
        #expect(root.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(log.take() == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(h.surface.color(x: 400, y: 300) == Self.green)
    }

    /// A sideways drag on the sheet is not a swipe to dismiss: no dismissal begins.
    @Test func aSidewaysDragDoesNotDismiss() {
        let (h, root, sheet, delegate) = presentSwipeable()
        h.drag(from: Point(x: 200, y: 300), to: Point(x: 600, y: 340), duration: 0.3)
        h.wait(1)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == Self.restingSheet)
        #expect(log.take().isEmpty)
        #expect(delegate.calls.isEmpty)
    }

    /// Whatever its `modalTransitionStyle`, a swiped sheet moves down with the finger (it does not fade).
    @Test func aSwipedSheetSlidesWhateverItsTransitionStyle() {
        let (h, root, sheet) = setUp(width: 800, height: 600, style: .pageSheet)
        sheet.modalTransitionStyle = .crossDissolve
        root.present(sheet, animated: true)
        h.wait(1)
        h.press(from: Point(x: 400, y: 200), to: Point(x: 400, y: 300), duration: 0.4)
        let y = sheet.view.presentation.frame.minY
        #expect(y > 120 && y < 145, "sheet at \(y) under a finger 100 points down")
        #expect(sheet.view.presentation.alpha == 1)
        h.wait(0.2)
        h.lift(at: Point(x: 400, y: 300))
        h.wait(1)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == Self.restingSheet)
    }

    /// A short, fast flick down (80 points in 50 ms, 1600 points/s) dismisses.
    @Test func aFastFlickDismisses() {
        let (h, root, sheet, _) = presentSwipeable()
        h.drag(from: Point(x: 400, y: 200), to: Point(x: 400, y: 280), duration: 0.05)
        h.wait(1)
        #expect(root.presentedViewController == nil)
        #expect(sheet.view.window == nil)
    }

    /// `isModalInPresentation`: "UIKit ... prevents the interactive dismissal of the view controller while it
    /// is onscreen"; the delegate's `presentationControllerDidAttemptToDismiss` hears of the attempt.
    @Test func isModalInPresentationPreventsTheSwipe() {
        let (h, root, sheet, delegate) = presentSwipeable(modal: true)
        h.press(from: Point(x: 400, y: 150), to: Point(x: 400, y: 500), duration: 0.5)
        let y = sheet.view.presentation.frame.minY
        #expect(y > 40 && y <= 40 + SheetPresentationController.rubberBandLimit * 560, "resisting sheet at \(y)")
        #expect(!sheet.isBeingDismissed)
        h.lift(at: Point(x: 400, y: 500))
        h.wait(1)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == Self.restingSheet)
        #expect(sheet.view.transform == .identity)
        #expect(log.take().isEmpty)
        #expect(delegate.calls == ["didAttemptToDismiss"])
    }

    /// `presentationControllerShouldDismiss` returning false prevents the swipe as well.
    @Test func theDelegateCanRefuseTheSwipe() {
        let (h, root, sheet, delegate) = presentSwipeable(refuse: true)
        h.drag(from: Point(x: 400, y: 150), to: Point(x: 400, y: 500), duration: 0.5)
        h.wait(1)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == Self.restingSheet)
        #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    }

    /// `presentationControllerDidDismiss`: "The system calls this method only in response to user actions.
    /// It does not call this method if you dismiss the presented view controller programmatically."
    @Test func aDismissalInCodeDoesNotTellTheDelegate() {
        let (h, root, _, delegate) = presentSwipeable()
        root.dismiss(animated: true)
        h.wait(1)
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls.isEmpty)
    }
}

/// Logs the adaptive presentation delegate's calls; `refuses` makes it answer no to
/// `presentationControllerShouldDismiss`.
@MainActor
final class DismissalDelegateLog: AdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var refuses = false
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        calls.append("shouldDismiss")
        return !refuses
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        calls.append("didAttemptToDismiss")
    }
}
