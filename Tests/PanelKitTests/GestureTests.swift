import Testing

@testable import PanelKit

/// A view that logs the touches it receives.
@MainActor
final class TouchLogView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began\(touches.count)") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if log.last != "moved" { log.append("moved") }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
}

@MainActor
final class SimultaneousDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { true }
}

@MainActor
final class PanTarget {
    var states: [GestureRecognizer.State] = []
    func handlePan(_ pan: PanGestureRecognizer) { states.append(pan.state) }
}

@Suite("Touches and gesture recognizers")
@MainActor
struct GestureTests {
    @Test func touchesReachTheHitViewAndTheResponderChain() {
        let h = Harness()
        let parent = TouchLogView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        parent.addSubview(child)
        h.window.addSubview(parent)
        h.drag(from: Point(x: 20, y: 20), to: Point(x: 30, y: 20), duration: 0.1)
        // The child does not handle touches: they travel to its superview.
        #expect(parent.log == ["began1", "moved", "ended"])
    }

    @Test func panTranslationAndVelocity() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        h.window.addSubview(v)
        var states: [GestureRecognizer.State] = []
        var translations: [Point] = []
        let pan = PanGestureRecognizer { pan in
            states.append(pan.state)
            translations.append(pan.translation(in: v))
        }
        v.addGestureRecognizer(pan)
        var endVelocity = Point.zero
        pan.addTarget { p in if p.state == .ended { endVelocity = p.velocity(in: v) } }
        h.drag(from: Point(x: 20, y: 60), to: Point(x: 120, y: 60), duration: 0.5)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(close(translations.last!, Point(x: 100, y: 0), 1e-9))
        // 100 points in half a second.
        #expect(abs(endVelocity.x - 200) < 5)
        #expect(abs(endVelocity.y) < 1e-9)
        #expect(pan.state == .possible)
    }

    @Test func panTranslationInATransformedViewAndSetTranslation() {
        let h = Harness()
        let v = View(frame: Rect(x: 50, y: 30, width: 100, height: 60))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        h.window.addSubview(v)
        var seen: [Point] = []
        let pan = PanGestureRecognizer { pan in
            seen.append(pan.translation(in: v))
            if pan.state != .ended { pan.setTranslation(.zero, in: v) }
        }
        h.window.addGestureRecognizer(pan)
        h.drag(from: Point(x: 20, y: 60), to: Point(x: 120, y: 60), duration: 0.5)
        let total = seen.reduce(0) { $0 + $1.x }
        // Window movement of 100 is 50 in the doubled view; increments add up to it.
        #expect(abs(total - 50) < 1e-9)
    }

    @Test func velocityFallsWhenTheFingerRestsBeforeLifting() {
        let h = Harness()
        let pan = PanGestureRecognizer()
        var velocity = Point(x: -1, y: -1)
        pan.addTarget { p in if p.state == .ended { velocity = p.velocity(in: nil) } }
        h.window.addGestureRecognizer(pan)
        h.drag(from: Point(x: 20, y: 60), to: Point(x: 120, y: 60), duration: 0.3, hold: 0.3)
        #expect(velocity == .zero)
    }

    @Test func targetActionWithAMethodReference() {
        let h = Harness()
        let target = PanTarget()
        let pan = PanGestureRecognizer(target: target, action: PanTarget.handlePan)
        h.window.addGestureRecognizer(pan)
        h.drag(from: Point(x: 20, y: 60), to: Point(x: 60, y: 60), duration: 0.2)
        #expect(target.states.first == .began && target.states.last == .ended)
    }

    @Test func tapAgainstPan() {
        let h = Harness()
        let v = TouchLogView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        h.window.addSubview(v)
        var taps = 0
        var pans: [GestureRecognizer.State] = []
        let tap = TapGestureRecognizer { _ in taps += 1 }
        let pan = PanGestureRecognizer { p in pans.append(p.state) }
        v.addGestureRecognizer(tap)
        v.addGestureRecognizer(pan)

        h.tap(at: Point(x: 50, y: 50))
        #expect(taps == 1)
        #expect(pans.isEmpty)
        // The tap took the touch: the view's touches were cancelled.
        #expect(v.log == ["began1", "cancelled"])

        v.log = []
        h.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50), duration: 0.3)
        #expect(taps == 1)
        #expect(pans.first == .began && pans.last == .ended)
        #expect(v.log == ["began1", "moved", "cancelled"])
    }

    @Test func innerPanWinsUnlessSimultaneous() {
        let h = Harness()
        let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        let inner = View(frame: Rect(x: 20, y: 20, width: 100, height: 80))
        card.addSubview(inner)
        h.window.addSubview(card)
        var outerStates: [GestureRecognizer.State] = []
        var innerStates: [GestureRecognizer.State] = []
        let outer = PanGestureRecognizer { outerStates.append($0.state) }
        let innerPan = PanGestureRecognizer { innerStates.append($0.state) }
        card.addGestureRecognizer(outer)
        inner.addGestureRecognizer(innerPan)
        h.drag(from: Point(x: 40, y: 40), to: Point(x: 40, y: 100), duration: 0.3)
        #expect(innerStates.first == .began)
        #expect(outerStates.isEmpty)

        innerStates = []
        let delegate = SimultaneousDelegate()
        outer.delegate = delegate
        h.drag(from: Point(x: 40, y: 40), to: Point(x: 40, y: 100), duration: 0.3)
        #expect(innerStates.first == .began && innerStates.last == .ended)
        #expect(outerStates.first == .began && outerStates.last == .ended)
    }

    @Test func shouldBeginFalseFails() {
        @MainActor final class Refuse: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        let h = Harness()
        let delegate = Refuse()
        var began = false
        let pan = PanGestureRecognizer { _ in began = true }
        pan.delegate = delegate
        h.window.addGestureRecognizer(pan)
        h.drag(from: Point(x: 20, y: 20), to: Point(x: 120, y: 20), duration: 0.3)
        #expect(!began)
    }

    @Test func requireToFailMakesASingleTapWaitForTheDoubleTap() {
        let h = Harness()
        var events: [String] = []
        let single = TapGestureRecognizer { _ in events.append("single") }
        let double = TapGestureRecognizer { _ in events.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        h.window.addGestureRecognizer(single)
        h.window.addGestureRecognizer(double)

        h.tap(at: Point(x: 50, y: 50))
        #expect(events.isEmpty)
        h.step(30)
        #expect(events == ["single"])

        events = []
        h.touch(
            ScriptedInput.tap(at: Point(x: 50, y: 50), time: 0, hold: 0.05)
                + ScriptedInput.tap(at: Point(x: 52, y: 50), time: 0.15, hold: 0.05))
        try! h.driver.advance(by: 0.25)
        h.step(30)
        #expect(events == ["double"])
    }

    @Test func cancelsTouchesInView() {
        let h = Harness()
        let v = TouchLogView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        h.window.addSubview(v)
        let pan = PanGestureRecognizer()
        h.window.addGestureRecognizer(pan)
        h.drag(from: Point(x: 20, y: 20), to: Point(x: 120, y: 20), duration: 0.3)
        #expect(v.log == ["began1", "moved", "cancelled"])

        v.log = []
        pan.cancelsTouchesInView = false
        h.drag(from: Point(x: 20, y: 20), to: Point(x: 120, y: 20), duration: 0.3)
        #expect(v.log == ["began1", "moved", "ended"])
    }

    @Test func delaysTouchesBegan() {
        let h = Harness()
        let v = TouchLogView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        h.window.addSubview(v)
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        h.window.addGestureRecognizer(pan)
        // The pan recognizes: the view never hears of the touch.
        h.drag(from: Point(x: 20, y: 20), to: Point(x: 120, y: 20), duration: 0.3)
        #expect(v.log.isEmpty)
        // The pan fails (no movement): the held touches arrive.
        h.tap(at: Point(x: 50, y: 50))
        #expect(v.log == ["began1", "ended"])
    }

    @Test func swipeDirections() {
        let h = Harness()
        var got: [String] = []
        let left = SwipeGestureRecognizer { _ in got.append("left") }
        left.direction = .left
        let down = SwipeGestureRecognizer { _ in got.append("down") }
        down.direction = .down
        h.window.addGestureRecognizer(left)
        h.window.addGestureRecognizer(down)
        h.drag(from: Point(x: 150, y: 60), to: Point(x: 50, y: 62), duration: 0.2)
        h.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 110), duration: 0.2)
        // Too slow: no swipe.
        h.drag(from: Point(x: 150, y: 60), to: Point(x: 50, y: 60), duration: 1.5)
        #expect(got == ["left", "down"])
    }

    @Test func longPressBeginsAfterItsDuration() {
        let h = Harness()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        h.window.addGestureRecognizer(press)
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 50, y: 50), timestamp: 0)])
        h.step(20)
        #expect(states.isEmpty)
        h.step(15)
        #expect(states == [.began])
        h.touch([
            TouchEvent(id: 0, phase: .moved, location: Point(x: 80, y: 50), timestamp: 0),
            TouchEvent(id: 0, phase: .ended, location: Point(x: 80, y: 50), timestamp: 0.05),
        ])
        h.step(5)
        #expect(states == [.began, .changed, .ended])
    }

    @Test func multitouchPanNeedsTwoFingers() {
        let h = Harness()
        var states: [GestureRecognizer.State] = []
        var touches = 0
        let pan = PanGestureRecognizer { p in
            states.append(p.state)
            touches = max(touches, p.numberOfTouches)
        }
        pan.minimumNumberOfTouches = 2
        h.window.addGestureRecognizer(pan)
        h.drag(from: Point(x: 20, y: 20), to: Point(x: 120, y: 20), duration: 0.3)
        #expect(states.isEmpty)
        h.touch(
            ScriptedInput.drag(from: Point(x: 20, y: 20), to: Point(x: 120, y: 20), duration: 0.3, id: 1)
                + ScriptedInput.drag(from: Point(x: 20, y: 60), to: Point(x: 120, y: 60), duration: 0.3, id: 2))
        try! h.driver.advance(by: 0.3)
        h.step(2)
        #expect(states.first == .began && states.last == .ended)
        #expect(touches == 2)
    }
}
