import PanelTestSupport
import Testing

@testable import PanelKit

/// `UITapGestureRecognizer` as Apple documents it.
@Suite("Taps, as UIKit documents them")
@MainActor
struct TapDocumentationTests {
    /// `numberOfTapsRequired`: "The default value is 1." `numberOfTouchesRequired`: "The default value is 1."
    @Test func defaults() {
        let tap = TapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.state == .possible)
    }

    /// "Tap gestures are discrete": one action, in `.ended` (`.recognized`), when the finger lifts.
    @Test func aTapIsDiscreteAndRecognizesOnLift() {
        let h = Harness()
        var states: [GestureRecognizer.State] = []
        let tap = TapGestureRecognizer { states.append($0.state) }
        h.window.addGestureRecognizer(tap)
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 50, y: 50), timestamp: 0)])
        h.step(3)
        #expect(states.isEmpty)
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 50, y: 50), timestamp: 0)])
        h.step(2)
        #expect(states == [.ended])
    }

    /// A tap is a touch that does not travel: a finger that moves well away before lifting is no tap (the
    /// recognizer fails; UIKit documents no distance, PanelKit's `allowableMovement` is 10 points).
    @Test func aFingerThatMovesTooFarIsNoTap() {
        let h = Harness()
        var taps = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        h.window.addGestureRecognizer(tap)
        h.drag(from: Point(x: 50, y: 50), to: Point(x: 90, y: 50), duration: 0.1)
        #expect(taps == 0)
        // A small wobble is still a tap.
        h.drag(from: Point(x: 50, y: 50), to: Point(x: 54, y: 52), duration: 0.1)
        #expect(taps == 1)
    }

    /// "The gesture is recognized when the specified number of fingers tap the view the specified number of
    /// times": with two fingers required, one finger is no tap and two are.
    @Test func twoFingerTapNeedsBothFingers() {
        let h = Harness()
        var taps = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        tap.numberOfTouchesRequired = 2
        h.window.addGestureRecognizer(tap)
        h.tap(at: Point(x: 50, y: 50))
        h.step(30)
        #expect(taps == 0)
        h.touch(
            ScriptedInput.tap(at: Point(x: 50, y: 50), time: 0, hold: 0.05, id: 0)
                + ScriptedInput.tap(at: Point(x: 90, y: 50), time: 0, hold: 0.05, id: 1))
        h.wait(0.1)
        h.step(2)
        #expect(taps == 1)
    }

    /// `require(toFail:)`: "This method creates a relationship with another gesture recognizer that delays
    /// the current gesture recognizer's transition out of UIGestureRecognizer.State.possible. The state that
    /// the current gesture recognizer transitions to depends on what happens with otherGestureRecognizer: If
    /// otherGestureRecognizer transitions to UIGestureRecognizer.State.failed, the current gesture recognizer
    /// transitions to its normal next state. If otherGestureRecognizer transitions to
    /// UIGestureRecognizer.State.recognized or UIGestureRecognizer.State.began, the current gesture
    /// recognizer transitions to UIGestureRecognizer.State.failed." The documented example is a single tap
    /// that requires a double tap to fail.
    @Test func aSingleTapRequiringADoubleTapToFailWaitsForIt() {
        let h = Harness()
        var events: [String] = []
        let single = TapGestureRecognizer { _ in events.append("single") }
        let double = TapGestureRecognizer { _ in events.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        h.window.addGestureRecognizer(single)
        h.window.addGestureRecognizer(double)

        // One tap: the single tap waits while the double could still happen, then recognizes.
        h.tap(at: Point(x: 50, y: 50))
        #expect(events.isEmpty)
        #expect(single.state == .possible)
        h.wait(0.5)
        #expect(events == ["single"])

        // Two taps: only the double tap; the single fails.
        events = []
        h.touch(
            ScriptedInput.tap(at: Point(x: 50, y: 50), time: 0, hold: 0.05)
                + ScriptedInput.tap(at: Point(x: 51, y: 50), time: 0.15, hold: 0.05))
        h.wait(0.8)
        #expect(events == ["double"])
    }

    /// Without `require(toFail:)` nothing delays the single tap: it recognizes on the first tap's lift (why
    /// the documentation's double-tap example needs the requirement).
    @Test func withoutTheRequirementTheSingleTapFiresAtOnce() {
        let h = Harness()
        var events: [String] = []
        let single = TapGestureRecognizer { _ in events.append("single") }
        let double = TapGestureRecognizer { _ in events.append("double") }
        double.numberOfTapsRequired = 2
        let delegate = Simultaneous()
        single.delegate = delegate
        h.window.addGestureRecognizer(single)
        h.window.addGestureRecognizer(double)
        h.tap(at: Point(x: 50, y: 50))
        #expect(events == ["single"])
        // The double tap gives up once no second tap came; until then it holds the first touch (and the
        // touch it), so the test waits for that rather than leave both behind.
        try! h.driver.advance(by: 1)
        #expect(events == ["single"])
    }
}

/// Lets every pair of recognizers recognize together.
@MainActor
private final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { true }
}
