import PanelKitCompat
import Testing

@testable import PanelKit

/// `view.layer.add(_:forKey:)` as UIKit code uses it: the spinner that turns for ever, a pulse that fades,
/// a pop that scales and holds. Apple's documentation: the animation changes the presentation layer only,
/// the model value stays; a copy is added; one key replaces another; `removeAnimation(forKey:)` and
/// `removeAllAnimations()` return the view to its model values.
@Suite("PanelKitCompat: view.layer.add(_:forKey:)")
@MainActor
struct ViewLayerAnimationTests {
    /// A 60 x 60 square on the white window, blue with a red bar along its top: where the bar is shows how the view is turned.
    private func spinner(in h: TransitionHarness) -> UIView {
        let view = UIView(frame: CGRect(x: 90, y: 50, width: 60, height: 60))
        view.backgroundColor = .blue
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 12))
        bar.backgroundColor = .red
        view.addSubview(bar)
        h.window.addSubview(view)
        h.step()
        return view
    }

    private func red(_ pixel: UInt32) -> UInt32 { (pixel >> 16) & 0xFF }

    @Test func theSpinnerIdiomTurnsThePresentationAndLeavesTheModel() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = spinner(in: h)
        #expect(red(h.surface.pixel(x: 120, y: 54)) > 200 && red(h.surface.pixel(x: 120, y: 104)) < 30)
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.toValue = Double.pi * 2
        rotation.duration = 1
        rotation.repeatCount = .infinity
        view.layer.add(rotation, forKey: "rotationAnimation")
        // The layer holds a copy: changing the original afterwards changes nothing on screen.
        rotation.duration = 100
        h.step(31)
        // Half a turn (the first frame starts the clock): the red bar is at the bottom now.
        let angle = view.layer.presentation()!.transform
        #expect(abs(angle.a + 1) < 0.02, "turned by about pi, got \(angle)")
        #expect(view.transform == .identity, "the model transform is untouched")
        #expect(red(h.surface.pixel(x: 120, y: 105)) > 200, "the bar is at the bottom")
        #expect(red(h.surface.pixel(x: 120, y: 55)) < 30, "blue at the top")
        #expect(view.layer.animationKeys() == ["rotationAnimation"])
        #expect(view.layer.animation(forKey: "rotationAnimation")?.duration == 1)
        h.step(60)
        #expect(view.layer.animationKeys() == ["rotationAnimation"], "repeatCount .infinity never ends")
        #expect(h.driver.application.needsFrame)
        view.layer.removeAnimation(forKey: "rotationAnimation")
        h.step()
        #expect(view.layer.presentation()!.transform == .identity)
        #expect(red(h.surface.pixel(x: 120, y: 54)) > 200, "upright again")
        #expect(!h.driver.application.needsFrame, "nothing left to animate")
    }

    /// Told when a pulse starts and stops.
    final class Listener: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func aPulseFadesTheViewAndTheModelAlphaShowsAfter() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = spinner(in: h)
        let listener = Listener()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1.0
        pulse.toValue = 0.0
        pulse.duration = 0.5
        pulse.autoreverses = true
        pulse.delegate = listener
        view.layer.add(pulse, forKey: "pulse")
        h.step(16)
        // A quarter of a second in: half faded on the way out, over the white window.
        let mid = red(h.surface.pixel(x: 120, y: 90))
        #expect(mid > 90 && mid < 170, "half faded, got \(mid)")
        #expect(view.alpha == 1)
        #expect(listener.events == ["start"])
        h.step(50)
        #expect(listener.events == ["start", "stop true"], "there and back in a second, then removed")
        #expect(view.layer.animationKeys() == nil)
        #expect(red(h.surface.pixel(x: 120, y: 90)) < 30, "full opacity again")
    }

    @Test func aPopThatFillsForwardsHoldsItsScaleUntilRemoved() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = spinner(in: h)
        let pop = CABasicAnimation(keyPath: "transform.scale")
        pop.fromValue = 1
        pop.toValue = 1.5
        pop.duration = 0.2
        pop.isRemovedOnCompletion = false
        pop.fillMode = .forwards
        view.layer.add(pop, forKey: "pop")
        h.step(30)
        let frame = view.layer.presentation()!.frame
        #expect(abs(frame.width - 90) < 0.01 && abs(frame.midX - 120) < 0.01, "held at 1.5x, got \(frame)")
        #expect(view.frame == CGRect(x: 90, y: 50, width: 60, height: 60), "the model frame stays")
        #expect(red(h.surface.pixel(x: 78, y: 80)) < 30, "drawn beyond the model frame's left edge")
        #expect(!h.driver.application.needsFrame, "a held value needs no frames")
        // Another animation under the same key replaces it.
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 60
        slide.duration = 0.2
        view.layer.add(slide, forKey: "pop")
        h.step(6)
        #expect(view.layer.presentation()!.transform == .identity, "the scale is gone with its animation")
        #expect(view.layer.presentation()!.center.x < 120, "sliding left")
        view.layer.removeAllAnimations()
        h.step()
        #expect(view.layer.presentation()!.center.x == 120 && view.layer.animationKeys() == nil)
        #expect(red(h.surface.pixel(x: 78, y: 80)) > 240, "the window's white again where the pop reached")
    }
}
