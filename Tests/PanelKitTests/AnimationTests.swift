import PanelTestSupport
import Testing

@testable import PanelKit

@Suite("View animations")
@MainActor
struct AnimationTests {
    @Test func easeInOutCurveValues() {
        let c = CubicBezierTiming.easeInOut
        #expect(c.progress(at: 0) == 0)
        #expect(close(c.progress(at: 0.5), 0.5, 1e-6))
        #expect(close(c.progress(at: 0.25), 0.129161, 1e-4))
        #expect(close(c.progress(at: 0.75), 0.870839, 1e-4))
        #expect(c.progress(at: 1) == 1)
        #expect(CubicBezierTiming.linear.progress(at: 0.3) == 0.3)
        #expect(CubicBezierTiming.easeIn.progress(at: 0.5) < 0.5)
        #expect(CubicBezierTiming.easeOut.progress(at: 0.5) > 0.5)
    }

    @Test func springSettlesAtItsDuration() {
        let bouncy = SpringTiming(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { bouncy.progress(at: $0) }
        #expect(samples.max()! > 1.2)
        #expect(abs(bouncy.progress(at: 0.99) - 1) < 0.01)
        #expect(bouncy.progress(at: 1) == 1)
        let critical = SpringTiming(dampingRatio: 1, initialVelocity: 0, duration: 0.5)
        let c = stride(from: 0.0, through: 1.0, by: 0.01).map { critical.progress(at: $0) }
        #expect(c.allSatisfy { $0 <= 1 + 1e-9 })
        #expect(zip(c, c.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        let over = SpringTiming(dampingRatio: 2, initialVelocity: 0, duration: 0.5)
        #expect(abs(over.progress(at: 0.999) - 1) < 0.002)
        let physical = SpringTiming(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(physical.duration > 0.5 && physical.duration < 3)
    }

    @Test func modelChangesAtOncePresentationFollows() {
        let h = Harness()
        let v = View(frame: Rect(x: 20, y: 20, width: 20, height: 20))
        h.window.addSubview(v)
        h.step()
        var completed: [Bool] = []
        View.animate(withDuration: 1, animations: { v.center.x = 190 }, completion: { completed.append($0) })
        #expect(v.center.x == 190)
        #expect(v.presentation.center.x == 30)
        let curve = CubicBezierTiming.easeInOut
        for quarter in 1...3 {
            h.step(15)
            let t = Double(quarter) / 4
            #expect(close(v.presentation.center.x, 30 + 160 * curve.progress(at: t), 0.5))
        }
        #expect(completed.isEmpty)
        h.step(15)
        #expect(v.presentation.center.x == 190)
        #expect(completed == [true])
        #expect(v.animationTracks.isEmpty)
    }

    @Test func curvesAndDelay() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.alpha = 0 })
        h.step(30)
        #expect(v.presentation.alpha == 1)
        h.step(30)
        #expect(close(v.presentation.alpha, 0.5, 1e-6))
        h.step(30)
        #expect(v.presentation.alpha == 0)
    }

    @Test func everyAnimatablePropertyAnimates() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        h.window.addSubview(v)
        h.step()
        View.animate(withDuration: 1, options: .curveLinear) {
            v.frame = Rect(x: 100, y: 50, width: 30, height: 30)
            v.transform = AffineTransform(scaleX: 2, y: 2)
            v.alpha = 0.5
            v.backgroundColor = .blue
            v.cornerRadius = 10
        }
        h.step(30)
        let p = v.presentation
        #expect(close(p.center, Point(x: 60, y: 35)))
        #expect(close(p.bounds.width, 20))
        #expect(close(p.transform.a, 1.5))
        #expect(close(p.alpha, 0.75))
        #expect(close(p.backgroundColor!, Color(red: 0.5, green: 0, blue: 0.5)))
        #expect(close(p.cornerRadius, 5))
        h.step(30)
        #expect(v.presentation == v.modelPresentation)
    }

    @Test func animatingAgainAddsToTheRunningAnimation() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        var results: [Bool] = []
        View.animate(
            withDuration: 1, options: .curveLinear, animations: { v.center.x = 105 }, completion: { results.append($0) }
        )
        h.step(30)
        let mid = v.presentation.center.x
        View.animate(
            withDuration: 1, options: .curveLinear, animations: { v.center.x = 205 }, completion: { results.append($0) }
        )
        // No jump: the new animation starts from where the first one is on screen.
        #expect(close(v.presentation.center.x, mid))
        h.step(30)
        #expect(results == [true])
        h.step(30)
        #expect(results == [true, true])
        #expect(v.presentation.center.x == 205)
    }

    @Test func beginFromCurrentStateReplacesAndInterrupts() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        var results: [String] = []
        View.animate(
            withDuration: 1, options: .curveLinear, animations: { v.center.x = 105 },
            completion: { results.append("a\($0)") })
        h.step(30)
        let mid = v.presentation.center.x
        View.animate(
            withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear], animations: { v.center.x = 0 },
            completion: { results.append("b\($0)") })
        #expect(close(v.presentation.center.x, mid))
        h.step(1)
        #expect(results == ["afalse"])
        h.step(60)
        #expect(results == ["afalse", "btrue"])
        #expect(v.presentation.center.x == 0)
    }

    @Test func nestedBlocksInheritDurationUnlessOverridden() {
        let h = Harness()
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(a)
        h.window.addSubview(b)
        View.animate(withDuration: 1, options: .curveLinear) {
            a.center.x = 105
            View.animate(withDuration: 0.1, options: .curveLinear) { b.center.x = 105 }
        }
        h.step(30)
        #expect(close(a.presentation.center.x, b.presentation.center.x))
        h.step(30)
        View.animate(withDuration: 1, options: .curveLinear) {
            a.center.x = 5
            View.animate(
                withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveLinear],
                animations: {
                    b.center.x = 5
                })
        }
        h.step(30)
        #expect(b.presentation.center.x == 5)
        #expect(close(a.presentation.center.x, 55))
    }

    @Test func animatedViewsIgnoreTouchesUnlessAllowed() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        h.window.addSubview(v)
        View.animate(withDuration: 1) { v.alpha = 0.5 }
        #expect(h.window.hitTest(Point(x: 10, y: 10), with: nil) === h.window)
        h.step(61)
        #expect(h.window.hitTest(Point(x: 10, y: 10), with: nil) === v)
        View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { v.alpha = 1 })
        #expect(h.window.hitTest(Point(x: 10, y: 10), with: nil) === v)
    }

    @Test func performWithoutAnimationIsImmediate() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { v.center.x = 100 }
        }
        #expect(v.presentation.center.x == 100)
    }

    @Test func removeAllAnimationsCompletesWithFalse() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        var result: Bool?
        View.animate(withDuration: 1, animations: { v.center.x = 100 }, completion: { result = $0 })
        h.step(10)
        v.layer.removeAllAnimations()
        #expect(v.presentation.center.x == 100)
        h.step()
        #expect(result == false)
    }

    @Test func displayLinkSeesPresentationMidAnimation() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        h.step()
        var seen: [Double] = []
        var stamps: [(Double, Double)] = []
        let link = DisplayLink { link in
            seen.append(v.layer.presentation()!.frame.minX)
            stamps.append((link.timestamp, link.targetTimestamp))
        }
        link.add(to: h.app)
        View.animate(withDuration: 0.5, options: .curveLinear) { v.frame.origin.x = 100 }
        h.step(15)
        #expect(seen.count == 15)
        #expect(close(seen[14], 50, 0.01))
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 })
        #expect(close(stamps[1].1 - stamps[1].0, 1.0 / 60))
        #expect(close(link.duration, 1.0 / 60))
        link.isPaused = true
        h.step(2)
        #expect(seen.count == 15)
        link.isPaused = false
        h.step()
        #expect(seen.count == 16)
        link.invalidate()
        h.step()
        #expect(seen.count == 16)
    }

    @Test func springAnimationOvershootsAndSettles() {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        var done = false
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
            animations: { v.center.x = 105 }, completion: { _ in done = true })
        var maxX = 0.0
        for _ in 0..<59 {
            h.step()
            maxX = max(maxX, v.presentation.center.x)
        }
        #expect(maxX > 110)
        #expect(!done)
        h.step()
        #expect(done)
        #expect(v.presentation.center.x == 105)
    }

    @Test func animationGoldenFrames() {
        for (name, spring) in [("easeInOut", false), ("spring", true)] {
            let h = Harness(width: 160, height: 60)
            h.window.backgroundColor = Color(white: 0.95)
            let card = View(frame: Rect(x: 10, y: 15, width: 30, height: 30))
            card.backgroundColor = .systemBlue
            card.cornerRadius = 8
            h.window.addSubview(card)
            h.step()
            let animations = {
                card.frame.origin.x = 110
                card.backgroundColor = Color(hex: 0xFF9500)
            }
            if spring {
                View.animate(
                    withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                    animations: animations)
            } else {
                View.animate(withDuration: 1, animations: animations)
            }
            try! h.app.runFrame()
            for quarter in 0...4 {
                if quarter > 0 { h.step(15) }
                expectGolden(h.display.framebuffer, named: "animation-\(name)-\(quarter * 25)", tolerance: 2)
            }
        }
    }
}

@Suite("Property animator")
@MainActor
struct PropertyAnimatorTests {
    func setup() -> (Harness, View) {
        let h = Harness()
        let v = View(frame: Rect(x: 0, y: 10, width: 20, height: 20))
        v.backgroundColor = .red
        h.window.addSubview(v)
        h.step()
        return (h, v)
    }

    @Test func pausedAtHalfShowsTheMidpoint() {
        let (h, v) = setup()
        let animator = ViewPropertyAnimator(duration: 1, curve: .easeIn) { v.frame.origin.x = 100 }
        #expect(animator.state == .inactive)
        #expect(v.frame.origin.x == 0)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(v.frame.origin.x == 100)
        animator.fractionComplete = 0.5
        h.step()
        #expect(close(v.presentationFrame.minX, 50))
        #expect(close(h.color(58, 15), .red))
        #expect(close(h.color(45, 15), .white))
        // Paused: time passing changes nothing.
        h.step(30)
        #expect(close(v.presentationFrame.minX, 50))
        #expect(animator.fractionComplete == 0.5)
    }

    @Test func scrubbingAlongTheCurve() {
        let (h, v) = setup()
        let animator = ViewPropertyAnimator(duration: 1, curve: .easeIn) { v.frame.origin.x = 100 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        h.step()
        #expect(close(v.presentationFrame.minX, 100 * CubicBezierTiming.easeIn.progress(at: 0.5)))
    }

    @Test func runsToTheEndAndReportsEnd() {
        let (h, v) = setup()
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) { v.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.isRunning)
        h.step(15)
        #expect(close(v.presentationFrame.minX, 50, 1e-6))
        #expect(close(animator.fractionComplete, 0.5, 1e-6))
        h.step(15)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(v.frame.origin.x == 100 && v.presentationFrame.minX == 100)
    }

    @Test func reversedReturnsToTheStart() {
        let (h, v) = setup()
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            v.frame.origin.x = 100
            v.alpha = 0.2
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        h.step(30)
        let mid = v.presentationFrame.minX
        #expect(mid > 30 && mid < 70)
        animator.isReversed = true
        h.step(1)
        #expect(v.presentationFrame.minX < mid)
        h.step(30)
        #expect(positions == [.start])
        #expect(v.frame.origin.x == 0)
        #expect(v.alpha == 1)
        #expect(v.presentationFrame.minX == 0)
        #expect(close(h.color(5, 15), .red))
    }

    @Test func stopAndFinishAtCurrent() {
        let (h, v) = setup()
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        h.step(30)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(close(v.frame.origin.x, 50, 1e-6))
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        #expect(animator.state == .inactive)
        #expect(close(v.frame.origin.x, 50, 1e-6))
        h.step(30)
        #expect(close(v.presentationFrame.minX, 50, 1e-6))
    }

    @Test func stopAndFinishAtStartOrEnd() {
        let (h, v) = setup()
        var positions: [ViewAnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        h.step(20)
        a.stopAnimation(false)
        a.finishAnimation(at: .start)
        #expect(v.frame.origin.x == 0)
        let b = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        b.addCompletion { positions.append($0) }
        b.startAnimation()
        h.step(20)
        b.stopAnimation(false)
        b.finishAnimation(at: .end)
        #expect(v.frame.origin.x == 100)
        #expect(positions == [.start, .end])
    }

    @Test func stopWithoutFinishingSkipsCompletions() {
        let (h, v) = setup()
        var called = false
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        a.addCompletion { _ in called = true }
        a.startAnimation()
        h.step(15)
        a.stopAnimation(true)
        #expect(a.state == .inactive)
        #expect(close(v.frame.origin.x, 25, 1e-6))
        h.step(60)
        #expect(!called)
    }

    @Test func continueAfterScrubbingRunsTheRest() {
        let (h, v) = setup()
        var positions: [ViewAnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, dampingRatio: 1) { v.frame.origin.x = 100 }
        a.addCompletion { positions.append($0) }
        a.pauseAnimation()
        a.fractionComplete = 0.6
        a.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        h.step(12)
        #expect(close(v.presentationFrame.minX, 80, 1e-6))
        h.step(12)
        #expect(positions == [.end])
        // Reversed continuation from a scrubbed point.
        let b = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
        b.addCompletion { positions.append($0) }
        b.fractionComplete = 0.5
        b.isReversed = true
        b.startAnimation()
        h.step(30)
        #expect(positions == [.end, .start])
        #expect(v.frame.origin.x == 100)
    }

    @Test func pausesOnCompletion() {
        let (h, v) = setup()
        var called = false
        let a = ViewPropertyAnimator(duration: 0.5, curve: .linear) { v.frame.origin.x = 100 }
        a.pausesOnCompletion = true
        a.addCompletion { _ in called = true }
        a.startAnimation()
        h.step(40)
        #expect(!called)
        #expect(a.state == .active && !a.isRunning)
        #expect(a.fractionComplete == 1)
        a.isReversed = true
        a.pausesOnCompletion = false
        a.startAnimation()
        h.step(40)
        #expect(called)
        #expect(v.frame.origin.x == 0)
    }

    @Test func animationsAddedWhileRunningEndTogether() {
        let (h, v) = setup()
        let w = View(frame: Rect(x: 0, y: 50, width: 10, height: 10))
        h.window.addSubview(w)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        a.startAnimation()
        h.step(30)
        a.addAnimations { w.frame.origin.x = 100 }
        h.step(15)
        #expect(close(w.presentationFrame.minX, 50, 1e-6))
        h.step(15)
        #expect(w.presentationFrame.minX == 100)
    }

    @Test func runningPropertyAnimatorAndSpringParameters() {
        let (h, v) = setup()
        var position: ViewAnimatingPosition?
        ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { v.alpha = 0 },
            completion: { position = $0 })
        h.step(15)
        #expect(v.presentation.alpha == 1)
        h.step(30)
        #expect(position == .end)
        let spring = ViewPropertyAnimator(
            duration: 0,
            timingParameters: SpringTimingParameters(mass: 1, stiffness: 200, damping: 10, initialVelocity: .zero))
        #expect(spring.duration > 0.3)
    }

    /// Seed 003's pattern: an interruptible animator handed out as `ViewImplicitlyAnimating`.
    @Test func implicitlyAnimatingExistential() {
        let (h, v) = setup()
        var animator: ViewImplicitlyAnimating?
        func interruptibleAnimator() -> ViewImplicitlyAnimating {
            if animator != nil { return animator! }
            let a = ViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { v.frame.origin.x = 100 }
            var completed = false
            a.addCompletion { _ in completed = true }
            _ = completed
            animator = a
            return a
        }
        let a = interruptibleAnimator()
        a.startAnimation()
        #expect(interruptibleAnimator() === a)
        h.step(20)
        #expect(a.state == .inactive)
        #expect(v.presentationFrame.minX == 100)
    }
}
