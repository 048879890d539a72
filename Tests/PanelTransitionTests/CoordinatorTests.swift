import Testing

@testable import PanelKit

@Suite("InteractiveTransitionCoordinator: seed 000's draggable card")
@MainActor
struct CoordinatorTests {
    let log = AppearanceLog()

    func setUp() -> (TransitionHarness, StartViewController, ColorViewController, InteractiveTransitionCoordinator) {
        let start = StartViewController("A", color: Color(hex: 0xFFB300), log: log)
        let h = TransitionHarness(root: start)
        let cards = ColorViewController("B", color: Color(hex: 0x1E88E5), log: log)
        let coordinator = InteractiveTransitionCoordinator()
        coordinator.prepareViewForCustomTransition(from: start, gestureView: start.bar) { cards }
        _ = log.take()
        return (h, start, cards, coordinator)
    }

    @Test func wiresAPanOnTheSourceAndOneOnThePresentedView() {
        let (_, start, cards, coordinator) = setUp()
        #expect(start.bar.gestureRecognizers?.count == 1)
        #expect(start.bar.gestureRecognizers?.first === coordinator.presentationPanGestureRecognizer)
        // The presented controller is made on the first presentation.
        #expect(coordinator.presentedViewController == nil)
        #expect(cards.viewIfLoaded?.gestureRecognizers == nil)
        #expect(coordinator.completionSpeed == 0.6)
    }

    @Test func dragUpPresentsAndDragDownDismisses() {
        let (h, start, cards, coordinator) = setUp()
        var progress: [Double] = []
        coordinator.progressHandler = { progress.append($0) }
        // The default distance is how far the card rises: from the bar's top (120) to the top.
        h.press(from: Point(x: 120, y: 150), to: Point(x: 120, y: 90), duration: 0.5)
        #expect(coordinator.isTransitionInProgress)
        #expect(cards.presentingViewController === start)
        #expect(cards.modalPresentationStyle == .custom)
        #expect(close(progress.last ?? -1, 60.0 / 120.0))
        #expect(close(cards.view.frame.minY, 60))
        // Progress only grew while the finger went up.
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        h.lift(at: Point(x: 120, y: 90))
        h.run(until: { !coordinator.isTransitionInProgress })
        #expect(progress.last == 1)
        #expect(cards.view.frame == h.window.bounds)
        #expect(cards.view.transform == .identity)
        #expect(cards.view.gestureRecognizers?.first === coordinator.dismissalPanGestureRecognizer)
        #expect(log.take() == ["B.viewWillAppear", "B.viewDidAppear"])

        progress = []
        h.drag(from: Point(x: 120, y: 20), to: Point(x: 120, y: 60), duration: 0.1)
        #expect(cards.isBeingDismissed)
        h.run(until: { !coordinator.isTransitionInProgress })
        #expect(progress.last == 0)
        #expect(start.presentedViewController == nil)
        #expect(cards.view.superview == nil)
        #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear"])
        // The same controller comes back the next time.
        coordinator.presentWithoutInteraction()
        h.run(until: { !coordinator.isTransitionInProgress })
        #expect(start.presentedViewController === cards)
    }

    @Test func dragsTheOtherWayOrSidewaysDoNothing() {
        let (h, start, _, coordinator) = setUp()
        h.drag(from: Point(x: 120, y: 125), to: Point(x: 120, y: 155), duration: 0.2)
        h.drag(from: Point(x: 40, y: 140), to: Point(x: 200, y: 135), duration: 0.2)
        h.step(3)
        #expect(!coordinator.isTransitionInProgress)
        #expect(start.presentedViewController == nil)
    }

    @Test func tapPathRunsTheSameTransitionWithoutInteraction() {
        let (h, start, cards, coordinator) = setUp()
        var progress: [Double] = []
        coordinator.progressHandler = { progress.append($0) }
        var coordinated: (interactive: Bool, initially: Bool)?
        cards.willAppear = { vc in
            if let c = vc.transitionCoordinator { coordinated = (c.isInteractive, c.initiallyInteractive) }
        }
        let tap = TapGestureRecognizer { _ in coordinator.presentWithoutInteraction() }
        start.bar.addGestureRecognizer(tap)
        h.tap(at: Point(x: 120, y: 140))
        #expect(coordinator.isTransitionInProgress)
        #expect(coordinated?.interactive == false && coordinated?.initially == false)
        // A second tap meanwhile starts nothing.
        coordinator.presentWithoutInteraction()
        let frames = h.run(until: { !coordinator.isTransitionInProgress })
        #expect(abs(frames - 21) <= 1)  // 0.35 s
        #expect(start.presentedViewController === cards)
        #expect(progress.first.map { $0 < 0.05 } == true)
        #expect(progress.last == 1)
        coordinator.dismissWithoutInteraction()
        h.run(until: { !coordinator.isTransitionInProgress })
        #expect(start.presentedViewController == nil)
    }

    @Test func removingTheBehaviourRemovesTheRecognizers() {
        let (h, start, cards, coordinator) = setUp()
        coordinator.presentWithoutInteraction()
        h.run(until: { !coordinator.isTransitionInProgress })
        cards.dismiss(animated: false)
        #expect(cards.view.gestureRecognizers?.count == 1)
        coordinator.removeCustomTransitionBehaviour()
        #expect(start.bar.gestureRecognizers == nil)
        #expect(cards.view.gestureRecognizers == nil)
        #expect(coordinator.presentedViewController == nil)
        h.drag(from: Point(x: 120, y: 150), to: Point(x: 120, y: 60), duration: 0.2)
        h.step(30)
        coordinator.presentWithoutInteraction()
        h.step(30)
        #expect(start.presentedViewController == nil)
        #expect(!coordinator.isTransitionInProgress)
    }
}
