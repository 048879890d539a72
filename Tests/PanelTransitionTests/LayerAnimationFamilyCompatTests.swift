import PanelKitCompat
import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Core Animation's other explicit animations as UIKit code uses them: the shake of a field that refused its
/// input (`CAKeyframeAnimation`), the pop of a view that appears (`CASpringAnimation`), two properties under
/// one key (`CAAnimationGroup`) and work that waits for animations to end (`CATransaction`). Apple's
/// documentation: keyframe values are spaced evenly without `keyTimes` (and when they do not fit); discrete
/// values hold until the next key time; a spring follows the damped harmonic oscillator and settles within
/// `settlingDuration`; a group's duration clips its children; a transaction's completion block runs once all
/// its animations have ended; delegates receive the animation as a `CAAnimation`.
@Suite("PanelKitCompat: CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup, CATransaction")
@MainActor
struct LayerAnimationFamilyCompatTests {
    /// A 60 x 60 blue square at (90, 50) on the white window, drawn once.
    private func square(in h: TransitionHarness) -> UIView {
        let view = UIView(frame: CGRect(x: 90, y: 50, width: 60, height: 60))
        view.backgroundColor = .blue
        h.window.addSubview(view)
        h.step()
        return view
    }

    private func blue(_ pixel: UInt32) -> UInt32 { pixel & 0xFF }
    private func red(_ pixel: UInt32) -> UInt32 { (pixel >> 16) & 0xFF }

    /// Hears the animations' stops, with their classes.
    final class Listener: CAAnimationDelegate {
        var stops: [(CAAnimation, Bool)] = []
        var starts = 0
        func animationDidStart(_ anim: CAAnimation) { starts += 1 }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append((anim, flag)) }
    }

    @Test func theShakeMovesThePresentationLeftAndRightAndEndsAtTheModel() {
        let h = TransitionHarness(width: 240, height: 160)
        let field = square(in: h)
        let listener = Listener()
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.timingFunction = CAMediaTimingFunction(name: .linear)
        shake.duration = 0.6
        shake.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
        shake.delegate = listener
        field.layer.add(shake, forKey: "shake")
        #expect(field.layer.animation(forKey: "shake") is CAKeyframeAnimation)
        h.step()
        // The first frame starts the clock: the first value.
        #expect(abs(field.layer.presentation()!.transform.tx + 20) < 1e-9)
        #expect(blue(h.surface.pixel(x: 75, y: 80)) > 200, "moved left over x = 75")
        #expect(blue(h.surface.pixel(x: 135, y: 80)) > 200 && red(h.surface.pixel(x: 135, y: 80)) > 200, "white")
        h.step(4)
        // 4/60 s in, most of the way from -20 to 20 (0.075 s per segment).
        let right = field.layer.presentation()!.transform.tx
        #expect(abs(right - (-20 + 40 * (4.0 / 60) / 0.075)) < 1e-6, "got \(right)")
        #expect(blue(h.surface.pixel(x: 160, y: 80)) > 200 && red(h.surface.pixel(x: 160, y: 80)) < 30)
        #expect(red(h.surface.pixel(x: 95, y: 80)) > 200, "white at the model frame's left edge")
        #expect(field.transform == .identity, "the model stays")
        h.step(4)
        // 8/60 s: on the way back from 20 to -20.
        #expect(field.layer.presentation()!.transform.tx < right)
        h.step(30)
        #expect(field.layer.animationKeys() == nil, "removed after 0.6 s")
        #expect(field.layer.presentation()!.transform == .identity)
        #expect(red(h.surface.pixel(x: 75, y: 80)) > 200 && blue(h.surface.pixel(x: 145, y: 80)) > 200)
        #expect(listener.starts == 1 && listener.stops.count == 1)
        #expect(listener.stops.first?.0 is CAKeyframeAnimation && listener.stops.first?.1 == true)
        #expect(!h.driver.application.needsFrame)
    }

    @Test func discreteKeyTimesHoldEachValueUntilTheNext() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = square(in: h)
        let steps = CAKeyframeAnimation(keyPath: "position.x")
        steps.calculationMode = .discrete
        steps.values = [100.0, 140.0, 60.0]
        steps.keyTimes = [0, 0.25, 0.75, 1]
        steps.duration = 1
        view.layer.add(steps, forKey: "steps")
        h.step(13)  // 0.2 s
        #expect(view.layer.presentation()!.center.x == 100)
        h.step(18)  // 0.5 s: held, not half way to 60
        #expect(view.layer.presentation()!.center.x == 140)
        h.step(18)  // 0.8 s
        #expect(view.layer.presentation()!.center.x == 60)
        #expect(view.center.x == 120)
    }

    @Test func keyTimesPlaceLinearValuesAndBadOnesAreIgnored() {
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.duration = 1
        a.values = [0.0, 1.0, 1.0, 0.0]
        a.keyTimes = [0, 0.1, 0.9, 1]
        #expect(a.value(atPassTime: 0.05, model: 7) == 0.5)
        #expect(a.value(atPassTime: 0.5, model: 7) == 1)
        #expect(abs(a.value(atPassTime: 0.95, model: 7)! - 0.5) < 1e-9)
        // Not increasing, then the wrong count: the values are spaced evenly (a third each).
        a.keyTimes = [0, 0.9, 0.1, 1]
        #expect(abs(a.value(atPassTime: 0.5, model: 7)! - 1) < 1e-9)
        #expect(abs(a.value(atPassTime: 1.0 / 6, model: 7)! - 0.5) < 1e-9)
        a.keyTimes = [0, 1]
        #expect(abs(a.value(atPassTime: 1.0 / 6, model: 7)! - 0.5) < 1e-9)
        // A segment's timing function eases only that segment.
        a.keyTimes = nil
        a.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        #expect(a.value(atPassTime: 1.0 / 6, model: 7)! < 0.4)
        // Paced: equal speed, so the held middle value takes no time.
        a.calculationMode = .paced
        #expect(abs(a.value(atPassTime: 0.25, model: 7)! - 0.5) < 1e-9)
        #expect(abs(a.value(atPassTime: 0.75, model: 7)! - 0.5) < 1e-9)
        // Cubic: a smooth curve through the same values, so a rise overshoots the straight line towards a peak.
        a.values = [0.0, 1.0, 0.0]
        a.timingFunctions = nil
        a.calculationMode = .cubic
        #expect(abs(a.value(atPassTime: 0.25, model: 7)! - 0.5625) < 1e-9)
        #expect(a.value(atPassTime: 0.5, model: 7) == 1 && a.value(atPassTime: 1, model: 7) == 0)
        // No numbers: nothing to show, the model value stays.
        a.values = []
        #expect(a.value(atPassTime: 0.5, model: 7) == nil)
        a.values = ["a", Double.nan]
        #expect(a.value(atPassTime: 0.5, model: 7) == nil)
        a.values = [3.0]
        #expect(a.value(atPassTime: 0.5, model: 7) == 3)
    }

    @Test func anAdditiveKeyframeAnimationAddsToTheModelValue() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = square(in: h)
        let nudge = CAKeyframeAnimation(keyPath: "position.x")
        nudge.values = [-10.0, 10.0]
        nudge.isAdditive = true
        nudge.duration = 1
        view.layer.add(nudge, forKey: nil)
        h.step()
        #expect(view.layer.presentation()!.center.x == 110, "120 - 10")
        h.step(30)
        #expect(abs(view.layer.presentation()!.center.x - 120) < 1e-9, "half way: the model value")
    }

    @Test func theSpringPopOvershootsAndSettlesAtTheEndValue() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = square(in: h)
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.8
        spring.toValue = 1
        spring.damping = 10
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 3, "got \(spring.settlingDuration)")
        view.layer.add(spring, forKey: nil)
        var scales: [Double] = []
        let frames = Int(spring.settlingDuration * 60)
        for _ in 0..<frames {
            h.step()
            scales.append(view.layer.presentation()!.transform.a)
        }
        #expect(abs(scales[0] - 0.8) < 1e-9, "starts at fromValue")
        // zeta = 0.5: the first overshoot is e^(-pi zeta / sqrt(1 - zeta^2)) = 16.3% of the 0.2 travelled.
        let overshoot = 1 + 0.2 * exp(-Double.pi * 0.5 / (0.75).squareRoot())
        #expect(abs(scales.max()! - overshoot) < 0.003, "overshoots, got \(scales.max()!)")
        #expect(scales.suffix(10).allSatisfy { abs($0 - 1) < 0.002 }, "settled near 1: \(scales.suffix(10))")
        #expect(view.transform == .identity)
        h.step(3)
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()!.transform == .identity)
    }

    @Test func theSpringFollowsTheDampedOscillatorAndBadSettingsJumpToTheEnd() {
        let s = CASpringAnimation(keyPath: "opacity")
        s.fromValue = 0.0
        s.toValue = 1.0
        s.duration = 10
        // m = 1, k = 100, c = 10: zeta = 0.5, w0 = 10, wd = w0 * sqrt(1 - zeta^2).
        let wd = 10 * (0.75).squareRoot()
        for t in [0.1, 0.3, 0.7] {
            let x = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
            #expect(abs(s.value(atPassTime: t, model: 0)! - (1 - x)) < 1e-9, "at \(t)")
        }
        s.initialVelocity = 5
        #expect(s.value(atPassTime: 0.05, model: 0)! > 0.1, "a push towards the end value moves it sooner")
        for bad in [0.0, -1, .nan] {
            s.mass = bad
            #expect(s.settlingDuration == 0 && s.value(atPassTime: 0, model: 0) == 1)
            s.mass = 1
            s.stiffness = bad
            #expect(s.settlingDuration == 0 && s.value(atPassTime: 0, model: 0) == 1)
            s.stiffness = 100
        }
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(perceptual.stiffness - (4 * Double.pi) * (4 * Double.pi)) < 1e-9)
        #expect(abs(perceptual.damping - 8 * Double.pi) < 1e-9, "critically damped without bounce")
        #expect(perceptual.duration == perceptual.settlingDuration && perceptual.duration > 0.4)
    }

    @Test func aGroupRunsTwoKeyPathsAndItsDurationClipsALongerChild() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = square(in: h)
        let listener = Listener()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 60.0
        slide.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 0.5
        group.delegate = listener
        view.layer.add(group, forKey: "both")
        h.step(16)  // 0.25 s
        let p = view.layer.presentation()!
        #expect(abs(p.alpha - 0.75) < 1e-9 && abs(p.center.x - 90) < 1e-9, "got \(p.alpha), \(p.center.x)")
        h.step(14)  // 29/60 s: the fade, clipped, never gets past half way
        #expect(view.layer.presentation()!.alpha > 0.5)
        h.step(2)
        #expect(view.layer.animationKeys() == nil, "the group ended at 0.5 s")
        #expect(view.layer.presentation()!.alpha == 1 && view.layer.presentation()!.center.x == 120)
        #expect(listener.stops.count == 1 && listener.stops.first?.0 is CAAnimationGroup)
        #expect(blue(h.surface.pixel(x: 120, y: 80)) > 200 && red(h.surface.pixel(x: 120, y: 80)) < 30)
        // The group's timing function bends its children's time: eased in, the slide has not moved far yet.
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        var shown: [String: Double] = [:]
        _ = group.present(at: 0.125, model: { _ in 120 }, into: &shown)
        #expect(shown["position.x"]! > 110 && shown["opacity"]! > 0.9, "got \(shown)")
    }

    @Test func aTransactionsCompletionRunsAfterItsAnimationsEndAndNotBefore() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = square(in: h)
        var completed = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.5)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        view.layer.add(fade, forKey: "fade")
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 100.0
        slide.duration = 0.25
        view.layer.add(slide, forKey: "slide")
        CATransaction.commit()
        CATransaction.flush()
        #expect(view.layer.animation(forKey: "fade")?.duration == 0.5, "the transaction's duration")
        #expect(view.layer.animation(forKey: "slide")?.duration == 0.25, "its own duration")
        #expect(completed == 0, "not at commit: animations are running")
        h.step(20)
        #expect(view.layer.animationKeys() == ["fade"] && completed == 0, "the slide ended, the fade runs")
        h.step(10)  // 29/60 s
        #expect(completed == 0)
        h.step(2)
        #expect(completed == 1 && view.layer.animationKeys() == nil)
        h.step(5)
        #expect(completed == 1, "once")
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 0.25, "defaults outside")
    }

    @Test func aTransactionWithoutAnimationsCompletesAtCommitAndARemovalCounts() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = square(in: h)
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("empty") }
        CATransaction.commit()
        #expect(events == ["empty"])
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("removed") }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 6.28
        spin.repeatCount = .infinity
        view.layer.add(spin, forKey: "spin")
        CATransaction.commit()
        h.step(10)
        #expect(events == ["empty"])
        view.layer.removeAnimation(forKey: "spin")
        #expect(events == ["empty", "removed"])
    }

    @Test func aCompletionBlockCanStartTheNextAnimation() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = square(in: h)
        var finished = false
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            // Chained as UIKit code chains them: the next animation starts when the first has ended.
            let back = CABasicAnimation(keyPath: "position.x")
            back.fromValue = 60.0
            back.duration = 0.5
            CATransaction.begin()
            CATransaction.setCompletionBlock { finished = true }
            view.layer.add(back, forKey: "back")
            CATransaction.commit()
        }
        let out = CABasicAnimation(keyPath: "position.x")
        out.toValue = 60.0
        out.duration = 0.25
        view.layer.add(out, forKey: "out")
        CATransaction.commit()
        h.step(17)
        #expect(view.layer.animationKeys() == ["back"], "the first ended and the next was added")
        h.step(16)
        let x = view.layer.presentation()!.center.x
        #expect(x > 60 && x < 120, "the next one runs, got \(x)")
        #expect(!finished)
        h.step(20)
        #expect(finished && view.layer.animationKeys() == nil && !h.driver.application.needsFrame)
    }

    @Test func aSublayerRunsKeyframesAndTheBaseTimingHoldsBeginTimeAndFills() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = square(in: h)
        let layer = CALayer()
        view.layer.addSublayer(layer)
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [0.0, 1.0]
        blink.duration = 1
        layer.add(blink, forKey: "blink")
        #expect(layer.animation(forKey: "blink") is CAKeyframeAnimation)
        h.step(31)
        #expect(abs(layer.shown("opacity", layer.opacity) - 0.5) < 1e-9)
        // Begin time: nothing before it, unless filled backwards; after the end, the fill forwards holds.
        let late = CABasicAnimation(keyPath: "opacity")
        late.fromValue = 0.2
        late.toValue = 0.4
        late.beginTime = 0.5
        #expect(late.passTime(at: 0.25).shows == false)
        late.fillMode = .both
        #expect(late.passTime(at: 0.25).shows && late.value(at: 0.25, model: 1).0 == 0.2)
        #expect(late.passTime(at: 0.75).done == true && late.passTime(at: 0.75).shows)
        late.repeatDuration = 1
        #expect(late.passTime(at: 1.4).done == false && late.passTime(at: 1.5).done)
        late.speed = .nan
        #expect(late.passTime(at: 1.5).done, "NaN speed runs at normal speed")
    }
}
