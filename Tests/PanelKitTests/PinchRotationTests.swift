import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

/// Two fingers moved together: `positions(f)` gives both fingers' places at fraction `f` of `duration`.
@MainActor
func twoFingerScript(duration: Double, steps: Int = 30, positions: (Double) -> (Point, Point)) -> [TouchEvent] {
    let (a0, b0) = positions(0)
    var events = [
        TouchEvent(id: 0, phase: .began, location: a0, timestamp: 0),
        TouchEvent(id: 1, phase: .began, location: b0, timestamp: 0),
    ]
    for i in 1...steps {
        let f = Double(i) / Double(steps)
        let (a, b) = positions(f)
        events.append(TouchEvent(id: 0, phase: .moved, location: a, timestamp: duration * f))
        events.append(TouchEvent(id: 1, phase: .moved, location: b, timestamp: duration * f))
    }
    let (a1, b1) = positions(1)
    events.append(TouchEvent(id: 0, phase: .ended, location: a1, timestamp: duration + 0.02))
    events.append(TouchEvent(id: 1, phase: .ended, location: b1, timestamp: duration + 0.02))
    return events
}

@Suite("Pinch and rotation recognizers, as UIKit documents them")
@MainActor
struct PinchRotationTests {
    /// `scale`: "the scale factor relative to the points of the two touches"; `velocity`: "the velocity of
    /// the pinch in scale factor per second".
    @Test func pinchScaleAndVelocity() {
        let h = Harness(width: 200, height: 120)
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var states: [GestureRecognizer.State] = []
        var scales: [Double] = []
        var velocities: [Double] = []
        let pinch = PinchGestureRecognizer { p in
            states.append(p.state)
            scales.append(p.scale)
            velocities.append(p.velocity)
        }
        v.addGestureRecognizer(pinch)
        // The fingers move apart from 40 to 80 points in half a second: 80 points, 2 scale units a second.
        h.touch(
            twoFingerScript(duration: 0.5) { f in
                (Point(x: 80 - 20 * f, y: 60), Point(x: 120 + 20 * f, y: 60))
            })
        h.wait(0.6)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(close(scales.last ?? 0, 2, 0.01))
        #expect(close(scales.first ?? 0, 48.0 / 40.0, 0.03))
        #expect(close(velocities[velocities.count / 2], 2, 0.1))
    }

    /// Setting `scale` to 1 gives increments; the velocity restarts from the next move.
    @Test func pinchScaleReset() {
        let h = Harness(width: 200, height: 120)
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var total = 1.0
        var velocityAfterReset: [Double] = []
        let pinch = PinchGestureRecognizer { p in
            total *= p.scale
            p.scale = 1
            velocityAfterReset.append(p.velocity)
        }
        v.addGestureRecognizer(pinch)
        h.touch(
            twoFingerScript(duration: 0.5) { f in
                (Point(x: 80 - 20 * f, y: 60), Point(x: 120 + 20 * f, y: 60))
            })
        h.wait(0.6)
        #expect(close(total, 2, 0.01))
        #expect(velocityAfterReset.allSatisfy { $0 == 0 })
    }

    /// `rotation` in radians since the fingers touched down (clockwise positive on screen), `velocity` in
    /// radians per second.
    @Test func rotationAndVelocity() {
        let h = Harness(width: 200, height: 120)
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var rotations: [Double] = []
        var velocities: [Double] = []
        var last: GestureRecognizer.State?
        let rotate = RotationGestureRecognizer { r in
            rotations.append(r.rotation)
            velocities.append(r.velocity)
            last = r.state
        }
        v.addGestureRecognizer(rotate)
        // A quarter turn clockwise about (100, 60) in half a second: π rad/s.
        h.touch(
            twoFingerScript(duration: 0.5) { f in
                let a = f * .pi / 2
                let d = Point(x: 30 * cos(a), y: 30 * sin(a))
                return (Point(x: 100 - d.x, y: 60 - d.y), Point(x: 100 + d.x, y: 60 + d.y))
            })
        h.wait(0.6)
        #expect(last == .ended)
        #expect(close(rotations.last ?? 0, .pi / 2, 0.01))
        #expect(close(velocities[velocities.count / 2], .pi, 0.15))
    }

    /// One finger never pinches nor rotates.
    @Test func oneFingerFails() {
        let h = Harness(width: 200, height: 120)
        let v = View(frame: h.window.bounds)
        h.window.addSubview(v)
        var fired = 0
        v.addGestureRecognizer(PinchGestureRecognizer { _ in fired += 1 })
        v.addGestureRecognizer(RotationGestureRecognizer { _ in fired += 1 })
        h.drag(from: Point(x: 20, y: 20), to: Point(x: 180, y: 100), duration: 0.3)
        #expect(fired == 0)
    }
}
