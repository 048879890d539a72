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

    /// `numberOfTapsRequired`: "The number of taps on the view necessary for the gesture to be recognized"
    /// (taps before the press). With one required, a press without a tap first does not begin; a tap, then
    /// a press at the same place, does.
    @Test func longPressWithARequiredTapNeedsTheTapFirst() {
        let h = Harness()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        press.numberOfTapsRequired = 1
        h.window.addGestureRecognizer(press)
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 50, y: 50), timestamp: 0)])
        h.wait(0.7)
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 50, y: 50), timestamp: 0)])
        h.step(2)
        #expect(states.isEmpty)
        h.wait(0.5)
        h.touch(
            ScriptedInput.tap(at: Point(x: 50, y: 50), time: 0, hold: 0.05)
                + [TouchEvent(id: 0, phase: .began, location: Point(x: 51, y: 50), timestamp: 0.15)])
        h.wait(0.8)
        #expect(states == [.began])
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 51, y: 50), timestamp: 0)])
        h.step(2)
        #expect(states == [.began, .ended])
    }

    /// "The gesture begins when the number of allowable fingers have been pressed for the specified period":
    /// a finger lifted before `minimumPressDuration` never begins it.
    @Test func longPressLiftedEarlyNeverBegins() {
        let h = Harness()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        h.window.addGestureRecognizer(press)
        h.touch(ScriptedInput.tap(at: Point(x: 50, y: 50), time: 0, hold: 0.4))
        h.wait(1)
        #expect(states.isEmpty)
        #expect(press.state == .possible)
    }

    /// "…and it ends when any of the fingers are lifted": with two fingers required, lifting one of them
    /// ends the press while the other stays down.
    @Test func twoFingerLongPressEndsWhenEitherFingerLifts() {
        let h = Harness()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        press.numberOfTouchesRequired = 2
        h.window.addGestureRecognizer(press)
        h.touch([
            TouchEvent(id: 0, phase: .began, location: Point(x: 50, y: 50), timestamp: 0),
            TouchEvent(id: 1, phase: .began, location: Point(x: 90, y: 50), timestamp: 0),
        ])
        h.wait(0.6)
        #expect(states == [.began])
        h.touch([TouchEvent(id: 1, phase: .ended, location: Point(x: 90, y: 50), timestamp: 0)])
        h.step(2)
        #expect(states == [.began, .ended])
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 50, y: 50), timestamp: 0)])
        h.step(2)
        #expect(states == [.began, .ended])
    }

    /// One finger held where two are required does not begin the press.
    @Test func longPressNeedsAllItsFingers() {
        let h = Harness()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        press.numberOfTouchesRequired = 2
        h.window.addGestureRecognizer(press)
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 50, y: 50), timestamp: 0)])
        h.wait(0.8)
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 50, y: 50), timestamp: 0)])
        h.step(2)
        #expect(states.isEmpty)
    }

    /// "You can determine the location where a swipe began by calling the UIGestureRecognizer methods
    /// location(in:) and location(ofTouch:in:)": in the action, the location is the touch-down point, not
    /// where the finger is now.
    @Test func swipeLocationIsWhereItBegan() {
        let h = Harness()
        let v = View(frame: Rect(x: 10, y: 5, width: 190, height: 115))
        h.window.addSubview(v)
        var location: Point?
        var touchLocation: Point?
        let swipe = SwipeGestureRecognizer { g in
            location = g.location(in: v)
            touchLocation = g.location(ofTouch: 0, in: nil)
        }
        v.addGestureRecognizer(swipe)
        h.drag(from: Point(x: 20, y: 60), to: Point(x: 180, y: 60), duration: 0.15)
        #expect(location == Point(x: 10, y: 55))
        #expect(touchLocation == Point(x: 20, y: 60))
    }

    /// A swipe is discrete ("UISwipeGestureRecognizer … discrete"): the action runs once, in `.ended`
    /// (`.recognized`), however long the finger keeps moving afterwards; `direction` is an option set, so
    /// `[.left, .right]` takes either way and a vertical swipe fails it.
    @Test func swipeIsDiscreteAndTakesEveryPermittedDirection() {
        let h = Harness()
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var states: [GestureRecognizer.State] = []
        let swipe = SwipeGestureRecognizer { states.append($0.state) }
        swipe.direction = [.left, .right]
        v.addGestureRecognizer(swipe)
        h.drag(from: Point(x: 20, y: 60), to: Point(x: 190, y: 60), duration: 0.2)
        #expect(states == [.ended])
        h.drag(from: Point(x: 190, y: 60), to: Point(x: 20, y: 60), duration: 0.2)
        #expect(states == [.ended, .ended])
        h.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 110), duration: 0.2)
        #expect(states == [.ended, .ended])
    }

    /// A swipe with the default direction (`.right`) fails on a leftward swipe, and so does not keep a
    /// recognizer that requires it to fail waiting.
    @Test func swipeInTheWrongDirectionFails() {
        let h = Harness()
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var swipes = 0
        var pans = 0
        let swipe = SwipeGestureRecognizer { _ in swipes += 1 }
        let pan = PanGestureRecognizer { g in if g.state == .began { pans += 1 } }
        pan.require(toFail: swipe)
        v.addGestureRecognizer(swipe)
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 190, y: 60), to: Point(x: 20, y: 60), duration: 0.2)
        #expect(swipes == 0)
        #expect(pans == 1)
        h.drag(from: Point(x: 20, y: 60), to: Point(x: 190, y: 60), duration: 0.2)
        #expect(swipes == 1)
        #expect(pans == 1)
    }
}
