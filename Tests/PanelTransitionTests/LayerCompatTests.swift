import PanelKitCompat
import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Layers made in code as UIKit code makes them: a `CAGradientLayer` behind a view's subviews, a
/// `CAShapeLayer` progress ring whose `strokeEnd` a `CABasicAnimation` runs, plain `CALayer`s.
@Suite("PanelKitCompat: CALayer, CAGradientLayer, CAShapeLayer, CABasicAnimation")
@MainActor
struct LayerCompatTests {
    /// A card with a gradient background under its label, as the common recipe builds it.
    final class GradientCardView: UIView {
        let gradient = CAGradientLayer()
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            layer.insertSublayer(gradient, at: 0)
            label.text = "Hello"
            label.textColor = .white
            label.backgroundColor = .black
            label.frame = CGRect(x: 60, y: 40, width: 80, height: 30)
            addSubview(label)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            gradient.frame = bounds
        }
    }

    /// A progress ring: a grey track and a tinted arc from the top, clockwise.
    final class RingView: UIView, CAAnimationDelegate {
        let track = CAShapeLayer()
        let arc = CAShapeLayer()
        var stopped: [Bool] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            let path = UIBezierPath(
                arcCenter: CGPoint(x: frame.width / 2, y: frame.height / 2), radius: frame.width / 2 - 10,
                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
            for (shape, color) in [(track, UIColor.systemGray5), (arc, UIColor.systemGreen)] {
                shape.path = path.cgPath
                shape.fillColor = UIColor.clear.cgColor
                shape.strokeColor = color.cgColor
                shape.lineWidth = 12
                shape.lineCap = .round
                layer.addSublayer(shape)
            }
            arc.strokeEnd = 0
        }

        func animate(to progress: Double, duration: Double) {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = arc.strokeEnd
            animation.toValue = progress
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation.delegate = self
            arc.strokeEnd = progress
            arc.add(animation, forKey: "progress")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(flag) }
    }

    private func red(_ pixel: UInt32) -> UInt32 { (pixel >> 16) & 0xFF }
    private func green(_ pixel: UInt32) -> UInt32 { (pixel >> 8) & 0xFF }
    private func blue(_ pixel: UInt32) -> UInt32 { pixel & 0xFF }

    @Test func aGradientInsertedAtZeroDrawsUnderTheSubviewsFromRedToBlue() {
        let h = TransitionHarness(width: 240, height: 160)
        let card = GradientCardView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        h.window.addSubview(card)
        h.step()
        let left = h.surface.pixel(x: 24, y: 30)
        let right = h.surface.pixel(x: 216, y: 30)
        #expect(red(left) > 220 && blue(left) < 30, "the start colour at the leading edge")
        #expect(blue(right) > 220 && red(right) < 30, "the end colour at the trailing edge")
        let middle = h.surface.pixel(x: 120, y: 110)
        #expect(red(middle) > 90 && red(middle) < 170 && blue(middle) > 90, "half way between")
        // The label, added after the gradient, is in front of it.
        let labelPixel = h.surface.pixel(x: 82, y: 62)
        #expect(labelPixel == 0xFF00_0000 || red(labelPixel) > 200, "the label's black or its white text")
        #expect(card.layer.sublayers?.count == 1)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/layers-gradient.png")
        }
        // Outside the card, the window's white.
        #expect(h.surface.pixel(x: 10, y: 10) == 0xFFFF_FFFF)
        // A change to the layer redraws.
        card.gradient.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        h.step()
        #expect(green(h.surface.pixel(x: 24, y: 30)) > 120 && red(h.surface.pixel(x: 24, y: 30)) < 30)
        card.gradient.removeFromSuperlayer()
        h.step()
        #expect(card.layer.sublayers == nil)
        #expect(h.surface.pixel(x: 24, y: 30) == 0xFFFF_FFFF, "without the layer the card is clear")
    }

    @Test func aLayerAddedAfterASubviewDrawsOverItAndSublayersNest() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        let under = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        under.backgroundColor = .blue
        view.addSubview(under)
        let badge = CALayer()
        badge.backgroundColor = UIColor.red.cgColor
        badge.frame = CGRect(x: 60, y: 60, width: 40, height: 40)
        badge.cornerRadius = 20
        let dot = CALayer()
        dot.backgroundColor = UIColor.white.cgColor
        dot.frame = CGRect(x: 15, y: 15, width: 10, height: 10)
        badge.addSublayer(dot)
        view.layer.addSublayer(badge)
        let over = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        over.backgroundColor = .green
        view.addSubview(over)
        h.window.addSubview(view)
        h.step()
        #expect(
            red(h.surface.pixel(x: 70, y: 80)) > 200 && blue(h.surface.pixel(x: 70, y: 80)) < 40,
            "the badge covers the blue subview added before it")
        #expect(h.surface.pixel(x: 80, y: 80) == 0xFFFF_FFFF, "the nested dot, in the badge's coordinates")
        #expect(blue(h.surface.pixel(x: 62, y: 62)) > 200, "the badge's round corner shows the blue under it")
        #expect(
            green(h.surface.pixel(x: 104, y: 104)) > 100 && red(h.surface.pixel(x: 104, y: 104)) < 40,
            "the subview added after the badge is in front of it")
        #expect(dot.superlayer === badge && badge.superlayer == nil && badge.sublayers?.count == 1)
    }

    @Test func aBasicAnimationRunsStrokeEndAndTheModelValueShowsAfter() {
        let h = TransitionHarness(width: 240, height: 160)
        let ring = RingView(frame: CGRect(x: 60, y: 20, width: 120, height: 120))
        h.window.addSubview(ring)
        h.step()
        // The arc starts at the top and runs clockwise: at 0 only the grey track shows on the right.
        let rightOfRing = (x: 60 + 114, y: 80)
        let topOfRing = (x: 60 + 60, y: 20 + 6)
        #expect(green(h.surface.pixel(x: rightOfRing.x, y: rightOfRing.y)) < 240)
        ring.animate(to: 0.5, duration: 1)
        h.step(15)
        // A quarter of a second in: the arc has passed the top but not yet the right (a quarter of the way).
        let early = h.surface.pixel(x: rightOfRing.x, y: rightOfRing.y)
        let top = h.surface.pixel(x: topOfRing.x + 8, y: topOfRing.y)
        #expect(red(top) < 120 && green(top) > 150, "the green arc leaves the top")
        #expect(red(early) > 200, "the track, still grey on the right at 25 % of the animation")
        #expect(ring.arc.animationKeys() == ["progress"])
        h.step(60)
        let late = h.surface.pixel(x: rightOfRing.x, y: rightOfRing.y)
        #expect(red(late) < 120 && green(late) > 150, "half way round, the arc has passed the right")
        let bottomLeft = h.surface.pixel(x: 60 + 6, y: 80)
        #expect(red(bottomLeft) > 200, "the left is not reached at 50 %")
        #expect(ring.stopped == [true], "the delegate hears the animation finished")
        #expect(ring.arc.animationKeys() == nil, "removed on completion")
        #expect(ring.arc.strokeEnd == 0.5, "the model value was set by the app")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/layers-ring.png")
        }
    }

    @Test func withoutFillForwardsTheModelValueReturnsAndHeldAnimationsStay() {
        let h = TransitionHarness(width: 240, height: 160)
        let ring = RingView(frame: CGRect(x: 60, y: 20, width: 120, height: 120))
        h.window.addSubview(ring)
        h.step()
        // The common mistake: the model value left at 0 snaps back when the animation is removed.
        let snap = CABasicAnimation(keyPath: "strokeEnd")
        snap.fromValue = 0
        snap.toValue = 1
        snap.duration = 0.2
        ring.arc.add(snap, forKey: nil)
        h.step(30)
        let right = h.surface.pixel(x: 60 + 114, y: 80)
        #expect(red(right) > 200, "back to strokeEnd 0: only the track")
        // The documented fix: keep the animation and fill forwards.
        let hold = CABasicAnimation(keyPath: "strokeEnd")
        hold.fromValue = 0
        hold.toValue = 1
        hold.duration = 0.2
        hold.isRemovedOnCompletion = false
        hold.fillMode = .forwards
        ring.arc.add(hold, forKey: "hold")
        h.step(30)
        let held = h.surface.pixel(x: 60 + 114, y: 80)
        #expect(green(held) > 150 && red(held) < 120, "the last value holds")
        #expect(ring.arc.animationKeys() == ["hold"])
        ring.arc.removeAllAnimations()
        h.step()
        #expect(red(h.surface.pixel(x: 60 + 114, y: 80)) > 200, "removed: the model value again")
    }

    @Test func aRepeatingAnimationOffScreenStopsAskingForFrames() {
        let h = TransitionHarness(width: 240, height: 160)
        let ring = RingView(frame: CGRect(x: 60, y: 20, width: 120, height: 120))
        h.window.addSubview(ring)
        h.step()
        let spin = CABasicAnimation(keyPath: "strokeStart")
        spin.fromValue = 0
        spin.toValue = 0.9
        spin.duration = 1
        spin.repeatCount = .infinity
        ring.arc.strokeEnd = 1
        ring.arc.add(spin, forKey: "spin")
        h.step(3)
        #expect(h.driver.application.needsFrame, "a running animation asks for frames")
        ring.removeFromSuperview()
        h.step(3)
        #expect(!h.driver.application.needsFrame, "off screen, it asks for none")
        h.window.addSubview(ring)
        h.step(3)
        #expect(h.driver.application.needsFrame, "back on screen, it runs again")
        #expect(ring.arc.animationKeys() == ["spin"])
    }

    @Test func animationValuesFollowTheDocumentedTiming() {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 2
        #expect(a.value(at: 0.5, model: 1).0 == 0.25, "linear without a timing function")
        a.autoreverses = true
        a.repeatCount = 2
        #expect(abs(a.value(at: 3, model: 1).0 - 0.5) < 1e-9, "half way back in the first reversal")
        #expect(a.value(at: 7.9, model: 1).1 == false)
        #expect(a.value(at: 8, model: 1).1 == true, "2 passes of 2 s there and back")
        let by = CABasicAnimation(keyPath: "lineWidth")
        by.byValue = 4
        #expect(by.value(at: 0, model: 2).0 == 2 && by.value(at: 0.25, model: 2).0 == 6, "model to model + by")
        #expect(by.value(at: 0.25, model: 2).1, "0.25 s by default")
        let eased = CABasicAnimation(keyPath: "opacity")
        eased.fromValue = 0.0
        eased.toValue = 1.0
        eased.timingFunction = CAMediaTimingFunction(name: .easeIn)
        #expect(eased.value(at: 0.0625, model: 0).0 < 0.2, "ease in starts slowly")
    }

    @Test func aRadialGradientIsBrightestAtItsStartPoint() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        let glow = CAGradientLayer()
        glow.type = .radial
        glow.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        glow.startPoint = CGPoint(x: 0.5, y: 0.5)
        glow.endPoint = CGPoint(x: 1, y: 1)
        glow.frame = view.bounds
        view.layer.addSublayer(glow)
        h.window.addSubview(view)
        h.step()
        let center = red(h.surface.pixel(x: 120, y: 80))
        let nearEdge = red(h.surface.pixel(x: 200, y: 80))
        #expect(center > 240 && nearEdge < center && nearEdge < 100)
        #expect(red(h.surface.pixel(x: 22, y: 22)) < 10, "past the ellipse, the last colour")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/layers-radial.png")
        }
    }
}
