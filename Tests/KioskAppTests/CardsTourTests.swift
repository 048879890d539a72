import PanelTestSupport
import Testing

@testable import KioskApp
@testable import PanelKit

/// The cards experience driven by touches (seed 000's MiniToLarge transition and swiping cells).
@Suite("Cards tour")
@MainActor
struct CardsTourTests {
    /// A kiosk on its cards page.
    static func onStart(_ h: KioskHarness, content: Content? = nil) -> Kiosk {
        let kiosk = h.startKiosk(content)
        kiosk.rootViewController.showPage(1, animated: false)
        h.step(2)
        return kiosk
    }

    @Test func draggingTheBarPresentsTheCardsWithBackgroundsFollowingTheProgress() {
        let h = KioskHarness()
        let kiosk = Self.onStart(h)
        let bar = h.frame(of: kiosk.startViewController.bottomTriggerView)
        let rest = h.beginDrag(
            from: Point(x: 400, y: bar.minY + 20), to: Point(x: 400, y: 40), duration: 0.5, until: 0.5, hold: 0.05)
        let cards = try! #require(kiosk.cardsViewController)
        let p = cards.transitionProgress
        #expect(p > 0.2 && p < 0.8, "mid-drag progress \(p)")
        #expect(cards.collapsedBackground.alpha < 1 && cards.expandedBackground.alpha > 0)
        #expect(cards.titleLabel.alpha < 1)
        // The cards' top follows the finger: between the bar and the top of the screen.
        let top = cards.view.presentationFrame.minY
        #expect(top > 0 && top < bar.minY)
        h.wait(rest)
        h.settle()
        #expect(cards.presentingViewController != nil)
        #expect(cards.transitionProgress == 1)
        #expect(cards.view.presentationFrame.minY == 0)
        #expect(!kiosk.cardsCoordinator.coordinator.isTransitionInProgress)
    }

    @Test func aShortDragFallsBackToTheBar() {
        let h = KioskHarness()
        let kiosk = Self.onStart(h)
        let bar = h.frame(of: kiosk.startViewController.bottomTriggerView)
        h.drag(from: Point(x: 400, y: bar.minY + 20), to: Point(x: 400, y: bar.minY - 40), duration: 0.5, hold: 0.2)
        h.settle()
        #expect(kiosk.cardsViewController?.presentingViewController == nil)
    }

    @Test func aTapPresentsWithoutInteractionAndADragDownDismissesToInitialY() {
        let h = KioskHarness()
        let kiosk = Self.onStart(h)
        let bar = h.frame(of: kiosk.startViewController.bottomTriggerView)
        h.tap(Point(x: 400, y: bar.minY + 20))
        h.wait(0.1)
        let cards = try! #require(kiosk.cardsViewController)
        #expect(kiosk.cardsCoordinator.coordinator.isTransitionInProgress)
        #expect(cards.transitionProgress > 0 && cards.transitionProgress < 1)
        h.settle()
        #expect(cards.presentingViewController != nil)
        // Drag down on the background, held mid-way: the screen sits between the top and the bar.
        let rest = h.beginDrag(
            from: Point(x: 60, y: 100), to: Point(x: 60, y: 420), duration: 0.4, until: 0.5, hold: 0.05)
        let top = cards.view.presentationFrame.minY
        #expect(top > 20 && top < bar.minY, "mid-dismissal top \(top)")
        #expect(cards.transitionProgress < 1)
        h.wait(rest)
        // Near the end the screen comes down to the bar's top (initialY), then leaves.
        var lowest = 0.0
        for _ in 0..<90 {
            h.step(1)
            if cards.view.window != nil { lowest = max(lowest, cards.view.presentationFrame.minY) }
        }
        #expect(cards.presentingViewController == nil)
        #expect(abs(lowest - bar.minY) < 12, "dismissed to initialY: \(lowest) vs \(bar.minY)")
    }

    @Test func closeButtonDismisses() {
        let h = KioskHarness()
        let kiosk = Self.onStart(h)
        kiosk.cardsCoordinator.present(at: 2)
        h.settle()
        let cards = try! #require(kiosk.cardsViewController)
        #expect(cards.currentIndex == 2, "a tile opens the cards at its card")
        h.tap(h.center(of: cards.closeButton))
        h.settle()
        #expect(cards.presentingViewController == nil)
    }

    @Test func withNoCardsTheBehaviourIsRemoved() {
        let h = KioskHarness()
        let content = Content(profile: defaultContent().profile, cards: [], playlist: defaultContent().playlist)
        let kiosk = Self.onStart(h, content: content)
        let start = kiosk.startViewController
        #expect(start.bottomTriggerView.isHidden)
        #expect(kiosk.cardsCoordinator.coordinator.presentationPanGestureRecognizer == nil)
        #expect(!kiosk.cardsCoordinator.isEnabled)
        h.drag(from: Point(x: 400, y: 440), to: Point(x: 400, y: 60), duration: 0.4)
        h.tap(Point(x: 400, y: 440))
        h.settle()
        #expect(kiosk.cardsViewController == nil)
        #expect(start.view.window != nil)
    }

    /// The cards presented, settled.
    static func presented(_ h: KioskHarness) -> (Kiosk, CardsViewController) {
        let kiosk = onStart(h)
        kiosk.cardsCoordinator.present(at: nil)
        h.settle()
        return (kiosk, kiosk.cardsViewController!)
    }

    @Test func swipingACellUpShowsItsActionsWhichDoSomethingVisible() {
        let h = KioskHarness()
        let (kiosk, cards) = Self.presented(h)
        let cell = try! #require(cards.currentCell)
        let f = h.frame(of: cell)
        #expect(!cell.isSwipedUp)
        h.drag(from: Point(x: f.midX, y: f.midY), to: Point(x: f.midX, y: f.midY - 80), duration: 0.25)
        h.settle()
        #expect(cell.isSwipedUp)
        #expect(abs(cell.lastReportedProgress - 1) < 0.01)
        #expect(abs(cell.frontContentView.frame.minY + cell.swipeDistanceOnY) < 0.5, "two rests: the top")
        #expect(cell.actionButtons.allSatisfy { $0.0.alpha == 1 })
        // Save: a heart on the card, a toast, and the start screen counts it.
        h.tap(h.center(of: cell.actionButtons[0].0))
        h.step(2)
        #expect(!cell.savedBadge.isHidden)
        #expect(cards.toast.message == "Saved Northern Lights")
        #expect(kiosk.startViewController.statTiles[0].valueLabel.text == "1")
        // Book: a ribbon, and the front comes back down over the actions.
        h.tap(h.center(of: cell.actionButtons[2].0))
        h.settle()
        #expect(!cell.bookedRibbon.isHidden)
        #expect(!cell.isSwipedUp && abs(cell.frontContentView.frame.minY) < 0.5, "two rests: the initial one")
        #expect(kiosk.startViewController.statTiles[2].valueLabel.text == "Northern Lights")
        // A drag down on a raised card lowers it instead of dismissing the screen.
        cell.moveToTop()
        h.settle()
        h.drag(from: Point(x: f.midX, y: f.midY - 80), to: Point(x: f.midX, y: f.midY + 20), duration: 0.25)
        h.settle()
        #expect(!cell.isSwipedUp)
        #expect(cards.presentingViewController != nil)
    }

    @Test func theToastHidesAfterItsTimeOnTheKiosksClockAndANewMessageWaitsAgain() {
        let h = KioskHarness()
        let (_, cards) = Self.presented(h)
        let toast = cards.toast
        toast.show("Link to Northern Lights copied")
        h.wait(1.0)
        #expect(toast.isShowing)
        #expect(!h.app.needsFrame, "waiting to hide draws no frames")
        // A second message 1 s in: the 1.8 s start again from it.
        toast.show("Saved Northern Lights")
        h.wait(1.7)
        #expect(toast.isShowing && toast.message == "Saved Northern Lights")
        h.wait(0.15)
        #expect(!toast.isShowing, "hidden 1.8 s after the second message")
        h.settle()
        #expect(toast.alpha == 0)
        #expect(h.driver.eventLoop.scheduledTimers.isEmpty)
    }

    @Test func theDisplayLinkReportsProgressWhileTheCellAnimates() {
        let h = KioskHarness()
        let (_, cards) = Self.presented(h)
        let cell = try! #require(cards.currentCell)
        var reported: [Double] = []
        cell.onProgress = { reported.append($0) }
        cell.moveToTop()
        h.settle()
        let samples = cell.displayLinkProgress
        #expect(samples.count >= 10, "one reading per frame")
        #expect(samples.contains { $0 > 0.1 && $0 < 0.9 }, "readings inside the animation: \(samples)")
        #expect(zip(samples, samples.dropFirst()).prefix(6).allSatisfy { $0 < $1 }, "rising at first")
        #expect(reported.count >= samples.count)
        #expect(abs((reported.last ?? 0) - 1) < 1e-6)
    }

    @Test func swipingSidewaysBrowsesTheCardsAndTheBackgroundFollows() {
        let h = KioskHarness()
        let (_, cards) = Self.presented(h)
        let before = cards.expandedBackground.backgroundColor
        h.drag(from: Point(x: 600, y: 300), to: Point(x: 400, y: 300), duration: 0.25)
        h.settle()
        #expect(cards.currentIndex == 1)
        #expect(cards.expandedBackground.backgroundColor != before)
        #expect(cards.presentingViewController != nil)
    }
}
