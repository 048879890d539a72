import PanelTestSupport
import PanelText
import Testing

@testable import KioskApp
@testable import PanelKit

/// The content folder's `world/` profile: an Arabic name, a Hindi caption, Chinese, Arabic and Hindi
/// recommendations and emoji, loaded from JSON and shown by the kiosk's own screens.
@Suite("A profile in several scripts")
@MainActor
struct WorldProfileTests {
    static let directory = ContentTests.defaultDirectory + "/world"

    static func content() -> Content { ContentLoader.load(directory: directory) }

    @Test func theWorldContentLoadsEveryScriptAndEmoji() {
        let content = Self.content()
        #expect(content.issues.isEmpty, "\(content.issues)")
        #expect(content.profile.name == "ليلى أحمد")
        #expect(content.profile.handle.hasPrefix("लखनऊ"))
        #expect(content.profile.recommendations.first?.title == "京都的秋天 🍁")
        #expect(content.cards.count == 3 && content.playlist.count == 2)
    }

    @Test(
        "Profile with the recommendations open: Arabic name, Hindi caption, Chinese recommendation, emoji",
        arguments: [DeviceClass.panel800x480, .portrait720x1280])
    func worldProfile(_ d: DeviceClass) throws {
        let h = KioskHarness(d)
        let kiosk = h.startKiosk(Self.content())
        let profile = kiosk.profile.profileViewController
        profile.cardsDragger.open(card: 1, animated: false)
        h.step(2)
        // The name is laid out right to left and flush right in its label (natural alignment).
        let name = profile.shortInfoViewController.nameLabel
        #expect(name.text == "ليلى أحمد")
        let library = SharedFonts.library
        let layout = library.layout(name.text ?? "", style: TextStyle(font: library.font(size: 17)))
        #expect(layout.lines.first?.isRightToLeft == true)
        // Nothing is drawn as a missing-glyph box: every visible label's glyphs come from some face.
        var missing: [String] = []
        func visit(_ view: View) {
            if let label = view as? Label, let text = label.text, !text.isEmpty, view.window != nil {
                let l = library.layout(text, style: TextStyle(font: library.font(size: label.fontSize)))
                if l.glyphs.contains(where: { $0.index == 0 }) { missing.append(text) }
            }
            for sub in view.subviews { visit(sub) }
        }
        visit(kiosk.window)
        #expect(missing.isEmpty, "missing glyphs in \(missing)")
        expectScreenGolden(h.display.framebuffer, named: ScreenGoldenTests.name("world-recommendations", d))
    }

    @Test(
        "Profile at rest: Arabic name, Hindi caption, activity in four scripts with emoji",
        arguments: [DeviceClass.panel800x480, .portrait720x1280])
    func worldProfileAtRest(_ d: DeviceClass) throws {
        let h = KioskHarness(d)
        let kiosk = h.startKiosk(Self.content())
        let info = kiosk.profile.profileViewController.shortInfoViewController
        #expect(info.nameLabel.text == "ليلى أحمد")
        #expect(info.handleLabel.text?.hasPrefix("लखनऊ") == true)
        expectScreenGolden(h.display.framebuffer, named: ScreenGoldenTests.name("world-profile", d))
    }

    @Test func theTourShowsTheWorldProfile() throws {
        let driver = TourDriver(width: 800, height: 480, content: defaultContent(), fontLibrary: SharedFonts.library)
        driver.worldContent = Self.content()
        var captions: [String] = []
        var names: [String?] = []
        driver.onCapture = { [unowned driver] caption in
            captions.append(caption)
            if caption.hasPrefix("Profile in Arabic") {
                let top = driver.kiosk.rootViewController.presentedViewController as? ProfileNavigationController
                names.append(top?.profileViewController.shortInfoViewController.nameLabel.text)
            }
        }
        try KioskTour.showWorldProfile(driver)
        #expect(captions.contains("Profile in Arabic, Hindi and Chinese, with emoji"))
        #expect(captions.contains("Recommendations in Chinese, Arabic and Hindi"))
        #expect(names == ["ليلى أحمد"])
        #expect(driver.kiosk.rootViewController.presentedViewController == nil, "the tour closes it again")
    }
}
