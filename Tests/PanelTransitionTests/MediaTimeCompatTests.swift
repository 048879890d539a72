import PanelKitCompat
import Testing

@testable import PanelKit

/// `CACurrentMediaTime()` as Core Animation code uses it: a clock for measuring, and the base of a delayed
/// start (`beginTime = CACurrentMediaTime() + delay`), on an animation and on an emitter.
@Suite("PanelKitCompat: CACurrentMediaTime and media-time begin times")
@MainActor
struct MediaTimeCompatTests {
    @Test("media time follows the application's clock")
    func clock() {
        let h = TransitionHarness(width: 240, height: 160)
        let start = CACurrentMediaTime()
        h.wait(0.5)
        let elapsed = CACurrentMediaTime() - start
        #expect(abs(elapsed - 0.5) < 0.02, "got \(elapsed)")
    }

    @Test("beginTime = CACurrentMediaTime() + 0.3 starts the animation 0.3 s later")
    func delayedAnimation() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        view.backgroundColor = .blue
        h.window.addSubview(view)
        h.step()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 0.5
        fade.beginTime = CACurrentMediaTime() + 0.3
        view.layer.add(fade, forKey: "fade")
        h.step()
        h.wait(0.2)
        #expect(view.layer.presentation()!.opacity == 1, "not started before 0.3 s")
        h.wait(0.35)
        let midway = view.layer.presentation()!.opacity
        #expect(midway < 0.95 && midway > 0.2, "fading 0.25 s after its begin: \(midway)")
        h.wait(1)
        #expect(view.layer.animationKeys() == nil, "done and removed")
    }

    @Test("an emitter whose beginTime is CACurrentMediaTime() emits from its first frame")
    func emitterBeginsNow() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        h.window.addSubview(view)
        let emitter = CAEmitterLayer()
        emitter.frame = view.bounds
        emitter.emitterPosition = CGPoint(x: 120, y: 80)
        emitter.beginTime = CACurrentMediaTime()
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 5
        emitter.emitterCells = [cell]
        view.layer.addSublayer(emitter)
        h.step()
        h.wait(1)
        #expect(abs(emitter.particles.count - 10) <= 1, "one second at 10 a second: \(emitter.particles.count)")
    }
}
