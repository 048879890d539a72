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

        h.window.windowLevel = 1
        h.step()
        #expect(h.color(100, 60) == .white)

        later.windowLevel = 2
        h.step()
        #expect(h.color(100, 60) == .red)

        // Back to equal levels: creation order decides again.
        h.window.windowLevel = 0
        later.windowLevel = 0
        h.step()
        #expect(h.color(100, 60) == .red)
        #expect(h.driver.application.windows.map { $0.windowLevel } == [0, 0])
    }

    @Test func aWindowAddedAfterAFrameIsSortedIn() {
        let h = Harness()
        h.window.windowLevel = 5
        h.step()
        let below = Window(application: h.driver.application)
        below.backgroundColor = .blue
        below.isHidden = false
        h.step()
        #expect(h.color(100, 60) == .white)
        below.windowLevel = 6
        h.step()
        #expect(h.color(100, 60) == .blue)
    }
}
