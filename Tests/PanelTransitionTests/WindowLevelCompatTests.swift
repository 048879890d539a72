import PanelKitCompat
import Testing

@testable import PanelKit

/// `UIWindow.windowLevel` as Apple documents `UIWindow.Level`: `.normal` (0) below `.statusBar` (1000)
/// below `.alert` (2000), levels made from a `CGFloat`, and a window of a higher level in front of every
/// window of a lower one whenever it was made.
@Suite("PanelKitCompat: UIWindow.Level")
@MainActor
struct WindowLevelCompatTests {
    @Test func levelsOrderWindowsAsUIKitDoes() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)

        let h = TransitionHarness(width: 160, height: 100)
        h.window.backgroundColor = .white
        h.window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
        let banner = UIWindow(application: h.driver.application)
        banner.backgroundColor = .red
        banner.windowLevel = .statusBar
        banner.isHidden = false
        h.step()
        #expect(h.display.framebuffer.color(x: 80, y: 50) == .white)

        banner.windowLevel = UIWindow.Level(CGFloat(3000))
        h.step()
        #expect(h.display.framebuffer.color(x: 80, y: 50) == .red)
    }
}
