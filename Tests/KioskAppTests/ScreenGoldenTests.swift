import PanelTestSupport
import Testing

@testable import KioskApp
@testable import PanelKit

/// Every screen of the kiosk at each of the five device classes, as people see them (page indicator
/// included), against golden images. Record with `PANEL_RECORD_GOLDENS=1` and look at every image.
@Suite("Screens at every device class")
@MainActor
struct ScreenGoldenTests {
    static func name(_ screen: String, _ d: DeviceClass) -> String {
        "\(screen)-\(Int(d.size.width))x\(Int(d.size.height))"
    }

    @Test("Profile, cards closed", arguments: DeviceClass.allCases)
    func profile(_ d: DeviceClass) {
        let h = KioskHarness(d)
        _ = h.startKiosk()
        expectScreenGolden(h.display.framebuffer, named: Self.name("profile", d))
    }

    @Test("Profile, the activity card open", arguments: DeviceClass.allCases)
    func profileActivityOpen(_ d: DeviceClass) {
        let h = KioskHarness(d)
        let kiosk = h.startKiosk()
        kiosk.profile.profileViewController.cardsDragger.open(card: 0, animated: false)
        h.step(2)
        expectScreenGolden(h.display.framebuffer, named: Self.name("profile-activity", d))
    }

    @Test("Recommendation detail", arguments: DeviceClass.allCases)
    func detail(_ d: DeviceClass) {
        let h = KioskHarness(d)
        let kiosk = h.startKiosk()
        kiosk.profile.profileViewController.cardsDragger.open(card: 1, animated: false)
        let detail = RecommendationDetailViewController(
            recommendation: defaultContent().profile.recommendations[1], theme: h.theme)
        kiosk.profile.pushViewController(detail, animated: false)
        h.step(2)
        #expect(kiosk.profile.detailViewController != nil)
        expectScreenGolden(h.display.framebuffer, named: Self.name("detail", d))
    }

    @Test("Cards: the start screen", arguments: DeviceClass.allCases)
    func start(_ d: DeviceClass) {
        let h = KioskHarness(d)
        let kiosk = h.startKiosk()
        kiosk.rootViewController.showPage(1, animated: false)
        h.step(2)
        expectScreenGolden(h.display.framebuffer, named: Self.name("start", d))
    }

    @Test("Cards: the cards view with a card's actions shown", arguments: DeviceClass.allCases)
    func cards(_ d: DeviceClass) {
        let h = KioskHarness(d)
        let kiosk = h.startKiosk()
        kiosk.rootViewController.showPage(1, animated: false)
        h.step(1)
        kiosk.cardsCoordinator.present(at: nil)
        h.wait(0.5)
        let cards = try! #require(kiosk.cardsViewController)
        cards.currentCell?.setSwipedUp(true)
        h.step(2)
        expectScreenGolden(h.display.framebuffer, named: Self.name("cards", d))
    }

    @Test("Player with the playlist", arguments: DeviceClass.allCases)
    func player(_ d: DeviceClass) {
        let h = KioskHarness(d)
        let kiosk = h.startKiosk()
        kiosk.rootViewController.showPage(2, animated: false)
        h.step(2)
        expectScreenGolden(h.display.framebuffer, named: Self.name("player", d))
    }

    @Test("Player with the comments", arguments: DeviceClass.allCases)
    func comments(_ d: DeviceClass) {
        let h = KioskHarness(d)
        let kiosk = h.startKiosk()
        kiosk.rootViewController.showPage(2, animated: false)
        kiosk.player.showComment()
        h.wait(0.35)
        expectScreenGolden(h.display.framebuffer, named: Self.name("comments", d))
    }

    @Test("Empty content: friendly empty states and the problem banner", arguments: DeviceClass.allCases)
    func empty(_ d: DeviceClass) {
        let h = KioskHarness(d)
        let content = Content.empty(issues: [
            "/srv/kiosk/content.json: cannot read the content file; pass --content DIR with a content.json"
        ])
        let kiosk = h.startKiosk(content)
        kiosk.rootViewController.showPage(1, animated: false)
        h.step(2)
        expectScreenGolden(h.display.framebuffer, named: Self.name("empty", d))
    }
}
