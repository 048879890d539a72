import PanelGraphics
import Testing

@testable import PanelKit

/// Windows draw back to front by `windowLevel`, then by creation, as UIKit orders windows by level; a level
/// changed after a frame re-orders them in the next one.
@Suite("Window levels")
@MainActor
struct WindowLevelTests {
    @Test func aHigherLevelDrawsInFrontWhateverTheCreationOrder() {
        let h = Harness()
        let later = Window(application: h.driver.application)
        later.backgroundColor = .red
        later.isHidden = false
        h.step()
        #expect(h.color(100, 60) == .red)

        h.window.windowLevel = .statusBar
        h.step()
        #expect(h.color(100, 60) == .white)

        later.windowLevel = .alert + 1
        h.step()
        #expect(h.color(100, 60) == .red)

        // Back to equal levels: creation order decides again.
        h.window.windowLevel = .normal
        later.windowLevel = Window.Level(rawValue: 0)
        h.step()
        #expect(h.color(100, 60) == .red)
        #expect(h.driver.application.windows.map { $0.windowLevel } == [.normal, .normal])
    }

    @Test func aWindowAddedAfterAFrameIsSortedIn() {
        let h = Harness()
        h.window.windowLevel = .alert
        h.step()
        let below = Window(application: h.driver.application)
        below.backgroundColor = .blue
        below.isHidden = false
        h.step()
        #expect(h.color(100, 60) == .white)
        below.windowLevel = .alert + 0.5
        h.step()
        #expect(h.color(100, 60) == .blue)
    }
}
