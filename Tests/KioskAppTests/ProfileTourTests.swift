import PanelTestSupport
import Testing

@testable import KioskApp
@testable import PanelKit

/// The profile experience driven by touches (seed 000's cards, seed 004's push and pan back).
@Suite("Profile tour")
@MainActor
struct ProfileTourTests {
    @Test func draggingTheActivityCardReportsValuesThatShrinkTheAvatar() {
        let h = KioskHarness()
        let kiosk = h.startKiosk()
        let profile = kiosk.profile.profileViewController
        let info = profile.shortInfoViewController
        let bigAvatar = info.avatarView.frame
        let card = h.frame(of: profile.cardView1)
        let compact = info.compactHeight
        let from = Point(x: 400, y: card.minY + 20)
        // Half way up, the finger still down: the card follows, the value is between 0 and 1.
        let rest = h.beginDrag(from: from, to: Point(x: 400, y: compact + 20), duration: 0.4, until: 0.5, hold: 0.05)
        let mid = profile.cardsDragger.progress[0]
        #expect(mid > 0.2 && mid < 0.8)
        #expect(profile.cardView1.frame.minY < card.minY)
        #expect(info.avatarView.frame.width < bigAvatar.width && info.avatarView.frame.width > 38)
        let values = profile.draggingEvents
        #expect(values.count > 5)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "the value grows as the card rises")
        h.wait(rest)
        h.settle()
        // Let go near the top: the card opens, the avatar is compact.
        #expect(profile.cardsDragger.isOpen(0))
        #expect(abs(profile.cardView1.frame.minY - compact) < 1)
        #expect(profile.draggingEvents.last == 1)
        #expect(info.avatarView.frame.width == h.theme.s(38))
        #expect(info.handleLabel.alpha == 0)
        // And a drag down closes it again.
        h.drag(from: Point(x: 400, y: compact + 20), to: Point(x: 400, y: card.minY + 60), duration: 0.3)
        h.settle()
        #expect(!profile.cardsDragger.isOpen(0))
        #expect(profile.draggingEvents.last == 0)
        #expect(info.avatarView.frame == bigAvatar)
    }

    @Test func aTapOnAHeaderOpensAndClosesACard() {
        let h = KioskHarness()
        let kiosk = h.startKiosk()
        let profile = kiosk.profile.profileViewController
        h.tap(Point(x: 400, y: h.frame(of: profile.cardView2).minY + 20))
        h.settle()
        #expect(profile.cardsDragger.isOpen(1) && profile.cardsDragger.isOpen(0))
        h.tap(Point(x: 400, y: h.frame(of: profile.cardView2).minY + 20))
        h.settle()
        #expect(!profile.cardsDragger.isOpen(1))
    }

    @Test func theListScrollsInsideAnOpenCardAndTheCardStillDrags() {
        let h = KioskHarness()
        let kiosk = h.startKiosk()
        let profile = kiosk.profile.profileViewController
        profile.cardsDragger.open(card: 0, animated: false)
        h.step(2)
        let list = profile.activityViewController.collectionView!
        #expect(list.contentOffset.y == list.minimumContentOffset.y)
        // Up on the list of the open card: the list scrolls, the card stays.
        let cardTop = profile.cardView1.frame.minY
        h.drag(from: Point(x: 400, y: 380), to: Point(x: 400, y: 200), duration: 0.3, hold: 0.1)
        h.settle()
        #expect(list.contentOffset.y > 40, "the list scrolled")
        #expect(profile.cardView1.frame.minY == cardTop, "the card did not move")
        // Back to the top of the list, then down again: now the card's drag takes over and closes it.
        list.setContentOffset(list.minimumContentOffset, animated: false)
        h.drag(from: Point(x: 400, y: 200), to: Point(x: 400, y: 420), duration: 0.3)
        h.settle()
        #expect(!profile.cardsDragger.isOpen(0))
        #expect(list.contentOffset.y == list.minimumContentOffset.y, "the list stayed at its top")
        // With the card closed, dragging up on its list moves the card, not the list.
        h.drag(from: Point(x: 400, y: 300), to: Point(x: 400, y: 80), duration: 0.3)
        h.settle()
        #expect(profile.cardsDragger.isOpen(0))
        #expect(list.contentOffset.y == list.minimumContentOffset.y)
    }

    @Test func aRecommendationPushesItsDetailAndAPanBackPopsIt() {
        let h = KioskHarness()
        let kiosk = h.startKiosk()
        let navigation = kiosk.profile
        let profile = navigation.profileViewController
        profile.cardsDragger.open(card: 1, animated: false)
        h.step(2)
        let cell = try! #require(profile.recommendationsViewController.collectionView.visibleCells.first)
        h.tap(h.center(of: cell))
        h.wait(0.1)
        // Mid-push both screens are on screen, the detail sliding in from the right.
        #expect(navigation.isTransitioning)
        let pushed = try! #require(navigation.detailViewController)
        let sliding = h.frame(of: pushed.view)
        #expect(sliding.minX > 0 && sliding.minX < h.width, "the detail is part way in: \(sliding)")
        #expect(profile.viewIfLoaded?.window != nil)
        h.settle()
        #expect(!navigation.isTransitioning)
        let detail = try! #require(navigation.detailViewController)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.titleLabel.text == "Pottery for beginners")
        #expect(h.frame(of: detail.view).minX == 0)
        #expect(profile.viewIfLoaded?.window == nil, "the profile left the screen")
        // A visible effect: the plan button.
        h.tap(h.center(of: detail.planButton))
        h.step(2)
        #expect(detail.isPlanned && detail.planButton.titleLabel.text == "In your plans")
        // A pan to the right, held half way: the profile shows beside the detail.
        let rest = h.beginDrag(
            from: Point(x: 60, y: 240), to: Point(x: 560, y: 240), duration: 0.4, until: 0.5, hold: 0.05)
        #expect(navigation.isTransitioning)
        #expect(profile.viewIfLoaded?.window != nil)
        let held = h.frame(of: detail.view).minX
        #expect(held > 100 && held < 400, "the detail follows the finger: \(held)")
        h.wait(rest)
        h.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === profile)
        #expect(detail.parent == nil && detail.viewIfLoaded?.window == nil)
        // The back button pops too.
        profile.showRecommendation(at: 2)
        h.settle()
        let second = try! #require(navigation.detailViewController)
        #expect(second !== detail)
        h.tap(h.center(of: second.backButton))
        h.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.detailViewController == nil)
    }

    @Test func aShortPanToTheRightGoesBackToTheDetail() {
        let h = KioskHarness()
        let kiosk = h.startKiosk()
        let navigation = kiosk.profile
        navigation.profileViewController.showRecommendation(at: 0)
        h.settle()
        let detail = try! #require(navigation.detailViewController)
        // A slow drag a fifth of the way: the pop follows it, but released short of half the width it is
        // cancelled and the detail slides back.
        let rest = h.beginDrag(
            from: Point(x: 200, y: 240), to: Point(x: 360, y: 240), duration: 0.6, until: 0.9, hold: 0.1)
        #expect(navigation.isTransitioning)
        let held = h.frame(of: detail.view).minX
        #expect(held > 100 && held < 160, "the detail follows the finger: \(held)")
        h.wait(rest)
        h.settle()
        #expect(navigation.topViewController === detail)
        #expect(h.frame(of: detail.view).minX == 0)
        #expect(navigation.profileViewController.viewIfLoaded?.window == nil)
    }

    @Test func aPoppedDetailIsFreed() {
        let h = KioskHarness()
        let kiosk = h.startKiosk()
        let navigation = kiosk.profile
        weak var panned: RecommendationDetailViewController?
        weak var tapped: RecommendationDetailViewController?
        navigation.profileViewController.showRecommendation(at: 1)
        h.settle()
        panned = navigation.detailViewController
        #expect(panned != nil)
        h.drag(from: Point(x: 60, y: 240), to: Point(x: 600, y: 240), duration: 0.3)
        h.settle()
        navigation.profileViewController.showRecommendation(at: 2)
        h.settle()
        tapped = navigation.detailViewController
        if let back = tapped?.backButton { h.tap(h.center(of: back)) }
        h.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(panned == nil, "the detail popped by the pan is gone")
        #expect(tapped == nil, "the detail popped by its back button is gone")
    }

    @Test func aDragToTheLeftOnTheProfileTurnsThePageNotTheStack() {
        let h = KioskHarness()
        let kiosk = h.startKiosk()
        kiosk.profile.profileViewController.showRecommendation(at: 0)
        h.settle()
        kiosk.profile.popViewController(animated: false)
        h.step(1)
        #expect(kiosk.profile.viewControllers.count == 1)
        // The forward drag belongs to the pages: the profile's back pan does not begin for it.
        h.drag(from: Point(x: 700, y: 240), to: Point(x: 200, y: 240), duration: 0.3)
        h.settle()
        #expect(kiosk.rootViewController.currentPageIndex == 1)
        #expect(kiosk.profile.viewControllers.count == 1)
    }
}
