import Testing

@testable import PanelKit

@Suite("Keyframe animations and the application surface")
@MainActor
struct KeyframeTests {
    /// `animateKeyframes` with two keyframes: each runs linearly over its share of the duration, one after
    /// the other; the completion comes once both ended.
    @Test func keyframesRunInTheirShareOfTheDuration() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(v)
        h.step()
        var finished: Bool?
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.frame.origin.x = 100 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.frame.origin.y = 80 }
            }, completion: { finished = $0 })
        #expect(v.frame.origin == Point(x: 100, y: 80))
        h.step(15)
        #expect(close(v.presentation.frame.minX, 50, 1))
        #expect(v.presentation.frame.minY == 0)
        h.step(30)
        #expect(v.presentation.frame.minX == 100)
        #expect(close(v.presentation.frame.minY, 40, 1))
        #expect(finished == nil)
        h.step(20)
        #expect(v.presentation.frame.origin == Point(x: 100, y: 80))
        #expect(finished == true)
    }

    /// `addKeyframe` outside `animateKeyframes` makes its changes at once.
    @Test func addKeyframeOutsideABlockIsImmediate() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(v)
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.5 }
        #expect(v.presentation.alpha == 0.5)
    }

    /// `Application.shared` and `Screen.main` answer the application running now; URLs do not open.
    @Test func sharedApplicationAndMainScreen() {
        let h = Harness(width: 200, height: 120)
        #expect(Application.shared === h.app)
        #expect(Screen.main.bounds.size == Size(width: 200, height: 120))
        var opened: Bool?
        Application.shared.open("https://example.invalid") { opened = $0 }
        #expect(opened == false)
        #expect(!Application.shared.canOpenURL("tel:1"))
    }
}
