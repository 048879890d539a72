import Testing

@testable import PanelKit

/// `UILongPressGestureRecognizer` and `UISwipeGestureRecognizer` as Apple documents them.
@Suite("Long press and swipe, as UIKit documents them")
@MainActor
struct LongPressSwipeDocumentationTests {
    /// Defaults: 0.5 s, one finger, no taps first, 10 points of allowable movement; swipe: right, one finger.
    @Test func defaults() {
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.allowableMovement == 10)
        let swipe = SwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
    }

    /// "Long-press gestures are continuous. The gesture begins when the number of allowable fingers have
    /// been pressed for the specified period and the touches do not move beyond the allowable range of
    /// movement. The gesture recognizer transitions to the Change state whenever a finger moves, and it ends
    /// when any of the fingers are lifted."
    @Test func longPressIsContinuousAndMayMoveOnceBegun() {
        let h = Harness()
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var states: [GestureRecognizer.State] = []
        v.addGestureRecognizer(LongPressGestureRecognizer { states.append($0.state) })
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 50, y: 50), timestamp: 0)])
        h.wait(0.4)
        #expect(states.isEmpty)
        h.wait(0.2)
        #expect(states == [.began])
        // Once begun, moving well past the allowable movement only changes it.
        h.touch([TouchEvent(id: 0, phase: .moved, location: Point(x: 120, y: 90), timestamp: 0)])
        h.step()
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 120, y: 90), timestamp: 0)])
        h.step(2)
        #expect(states == [.began, .changed, .ended])
    }

    /// Moving beyond `allowableMovement` before the duration fails the press.
    @Test func longPressFailsWhenTheFingerMovesTooFarFirst() {
        let h = Harness()
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var states: [GestureRecognizer.State] = []
        v.addGestureRecognizer(LongPressGestureRecognizer { states.append($0.state) })
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 50, y: 50), timestamp: 0)])
        h.wait(0.2)
        h.touch([TouchEvent(id: 0, phase: .moved, location: Point(x: 65, y: 50), timestamp: 0)])
        h.wait(0.6)
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 65, y: 50), timestamp: 0)])
        h.step(2)
        #expect(states.isEmpty)
    }

    /// `direction` limits the swipes recognized; `numberOfTouchesRequired` the fingers.
    @Test func swipeDirectionAndTouches() {
        let h = Harness()
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var lefts = 0
        let left = SwipeGestureRecognizer { _ in lefts += 1 }
        left.direction = .left
        v.addGestureRecognizer(left)
        h.drag(from: Point(x: 20, y: 60), to: Point(x: 180, y: 60), duration: 0.15)
        #expect(lefts == 0)
        h.drag(from: Point(x: 180, y: 60), to: Point(x: 20, y: 60), duration: 0.15)
        #expect(lefts == 1)
        left.numberOfTouchesRequired = 2
        h.drag(from: Point(x: 180, y: 60), to: Point(x: 20, y: 60), duration: 0.15)
        #expect(lefts == 1)
    }
}
