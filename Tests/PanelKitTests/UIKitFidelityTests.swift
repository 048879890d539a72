import PanelTestSupport
import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

/// A view that counts the touches delivered to it.
@MainActor
final class TouchCountView: View {
    var began = 0
    var ended = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += touches.count }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { ended += touches.count }
}

/// A controller that records the size of its view in `viewDidLoad`.
@MainActor
final class SizeRecordingViewController: ViewController {
    var sizeInViewDidLoad: Size?
    override func viewDidLoad() {
        super.viewDidLoad()
        sizeInViewDidLoad = view.bounds.size
    }
}

/// Behaviours that Apple's documentation states for views, controls, labels, animations and gestures,
/// each checked as an iOS engineer would expect it.
@Suite("UIKit fidelity: views, controls, animations, gestures")
@MainActor
struct UIKitFidelityTests {
    /// `loadView()`: "the default implementation creates a plain view"; UIKit sizes it to the screen, so
    /// `viewDidLoad` sees the screen's bounds, not 0x0.
    @Test func defaultViewHasTheScreensBoundsInViewDidLoad() {
        let h = Harness(width: 200, height: 120)
        let vc = SizeRecordingViewController()
        _ = vc.view
        #expect(vc.sizeInViewDidLoad == h.app.screen.bounds.size)
    }

    /// `sizeToFit()` works on a label outside any window (the common case: configure, size, then add).
    @Test func labelSizeToFitOutsideAWindow() {
        let h = Harness()
        _ = h.app.fontLibrary
        let label = Label(frame: .zero)
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.bounds.width > 10)
        #expect(label.bounds.height > 10)
    }

    /// `sizeToFit()` resizes the view keeping its frame's origin (the top-left corner stays put).
    @Test func sizeToFitKeepsTheOrigin() {
        let h = Harness()
        let label = Label(frame: Rect(x: 30, y: 40, width: 10, height: 10))
        h.window.addSubview(label)
        label.text = "Hello there"
        label.sizeToFit()
        #expect(label.frame.origin == Point(x: 30, y: 40))
        #expect(label.frame.width > 10)
    }

    /// `UIControl.isEnabled` and `UIView.isUserInteractionEnabled` are separate properties: disabling a
    /// control does not change the other, and re-enabling does not turn interaction back on.
    @Test func controlIsEnabledLeavesUserInteractionAlone() {
        let h = Harness()
        let button = Button(frame: Rect(x: 10, y: 10, width: 80, height: 40))
        h.window.addSubview(button)
        button.isEnabled = false
        #expect(button.isUserInteractionEnabled)
        button.isUserInteractionEnabled = false
        button.isEnabled = true
        #expect(!button.isUserInteractionEnabled)
        // A disabled control still takes no touches.
        button.isUserInteractionEnabled = true
        button.isEnabled = false
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        h.tap(at: Point(x: 40, y: 30))
        #expect(taps == 0)
        button.isEnabled = true
        h.tap(at: Point(x: 40, y: 30))
        #expect(taps == 1)
    }

    /// `isMultipleTouchEnabled` false (the default): "the view receives only the first touch event in a
    /// multi-touch sequence".
    @Test func singleTouchViewIgnoresASecondFinger() {
        let h = Harness()
        let single = TouchCountView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        h.window.addSubview(single)
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 20, y: 20), timestamp: 0)])
        h.step()
        h.touch([TouchEvent(id: 1, phase: .began, location: Point(x: 120, y: 60), timestamp: 0)])
        h.step()
        h.touch([
            TouchEvent(id: 1, phase: .ended, location: Point(x: 120, y: 60), timestamp: 0),
            TouchEvent(id: 0, phase: .ended, location: Point(x: 20, y: 20), timestamp: 0),
        ])
        h.step()
        #expect(single.began == 1)
        #expect(single.ended == 1)

        single.began = 0
        single.ended = 0
        single.isMultipleTouchEnabled = true
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 20, y: 20), timestamp: 0)])
        h.step()
        h.touch([TouchEvent(id: 1, phase: .began, location: Point(x: 120, y: 60), timestamp: 0)])
        h.step()
        h.touch([
            TouchEvent(id: 1, phase: .ended, location: Point(x: 120, y: 60), timestamp: 0),
            TouchEvent(id: 0, phase: .ended, location: Point(x: 20, y: 20), timestamp: 0),
        ])
        h.step()
        #expect(single.began == 2)
        #expect(single.ended == 2)
    }

    /// Core Animation interpolates a transform decomposed (translation, scale, rotation): half-way
    /// through a quarter turn the view is turned by an eighth, at full size.
    @Test func transformAnimatesDecomposed() {
        let h = Harness()
        let v = View(frame: Rect(x: 50, y: 20, width: 40, height: 40))
        h.window.addSubview(v)
        h.step()
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                v.transform = AffineTransform(rotationAngle: .pi / 2)
            })
        h.step(30)
        let t = v.presentation.transform
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        #expect(close(scale, 1, 1e-3))
        #expect(close(atan2(t.b, t.a), .pi / 4, 1e-3))
        h.step(31)
        #expect(close(v.presentation.transform.b, 1, 1e-9))
    }

    /// `UISpringTimingParameters.initialVelocity`: `dx` applies to horizontal motion, `dy` to vertical.
    @Test func springUsesTheVerticalInitialVelocity() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(v)
        h.step()
        let a = ViewPropertyAnimator(
            duration: 1,
            timingParameters: SpringTimingParameters(dampingRatio: 1, initialVelocity: Vector(dx: 0, dy: 8)))
        a.addAnimations { v.center = Point(x: 110, y: 110) }
        a.startAnimation()
        h.step(6)
        let p = v.presentation.center
        // Both moved 100 points; the vertical one started fast, so it is further along.
        #expect(p.y - 10 > (p.x - 10) + 5)
    }

    /// `setTranslation(_:in:)`: "Changing the translation value resets the velocity of the pan."
    @Test func setTranslationResetsVelocity() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        h.window.addSubview(v)
        var velocityAfterReset: Point?
        let pan = PanGestureRecognizer { pan in
            if pan.state == .changed && velocityAfterReset == nil && pan.translation(in: v).x > 40 {
                pan.setTranslation(.zero, in: v)
                velocityAfterReset = pan.velocity(in: v)
            }
        }
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 10, y: 60), to: Point(x: 190, y: 60), duration: 0.3)
        #expect(velocityAfterReset == .zero)
    }
}
