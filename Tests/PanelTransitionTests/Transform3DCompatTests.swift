import PanelKitCompat
import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Core Animation's 3D transforms as QuartzCore spells them (`CATransform3D`, `layer.transform` with an `m34`
/// perspective, `isDoubleSided`, `sublayerTransform`), flip transitions, layer masks, `CATextLayer` and
/// `CAReplicatorLayer`, checked on the pixels drawn.
@Suite("PanelKitCompat: CATransform3D and layer fidelity")
@MainActor
struct Transform3DCompatTests {
    private func red(_ p: UInt32) -> UInt32 { (p >> 16) & 0xFF }
    private func green(_ p: UInt32) -> UInt32 { (p >> 8) & 0xFF }
    private func blue(_ p: UInt32) -> UInt32 { p & 0xFF }
    private func isBlue(_ p: UInt32) -> Bool { blue(p) > 180 && red(p) < 80 }
    private func isRed(_ p: UInt32) -> Bool { red(p) > 180 && blue(p) < 80 && green(p) < 80 }

    /// Writes the screen to PANEL_LOOK_DIR/`name`.png when the variable is set, for a look by eye.
    private func look(_ h: TransitionHarness, _ name: String) {
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/\(name).png")
        }
    }

    /// The blue pixels' columns in `row`, and the rows of blue pixels in column `x`.
    private func blueSpan(row y: Int, _ h: TransitionHarness) -> (min: Int, max: Int)? {
        let xs = (0..<h.surface.width).filter { isBlue(h.surface.pixel(x: $0, y: y)) }
        return xs.isEmpty ? nil : (xs.min()!, xs.max()!)
    }
    private func blueHeight(column x: Int, _ h: TransitionHarness) -> Int {
        (0..<h.surface.height).filter { isBlue(h.surface.pixel(x: x, y: $0)) }.count
    }

    /// A 200x120 blue card centred at (200, 150) with a red stripe down its left 40 points.
    private func card(in h: TransitionHarness) -> UIView {
        let card = UIView(frame: CGRect(x: 100, y: 90, width: 200, height: 120))
        card.backgroundColor = .blue
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 120))
        stripe.backgroundColor = .red
        card.addSubview(stripe)
        h.window.addSubview(card)
        return card
    }

    @Test func theFunctionsComposeAsCoreAnimationDefinesThem() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let a = CATransform3DGetAffineTransform(r)
        let expected = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(a.a - expected.a) < 1e-12 && abs(a.b - expected.b) < 1e-12 && abs(a.c - expected.c) < 1e-12)
        #expect(CATransform3DIsAffine(r) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(r))
        // Translate then scale: CATransform3DScale(t, ...) scales first, then applies t.
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 3, 1)
        #expect(t.m11 == 2 && t.m22 == 3 && t.m41 == 10 && t.m42 == 20)
        let c = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))
        #expect(CATransform3DEqualToTransform(c, t))
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        let m = CATransform3DRotate(p, 1.1, 0.3, 1, 0.2)
        let round = CATransform3DConcat(m, CATransform3DInvert(m))
        #expect(
            abs(round.m11 - 1) < 1e-9 && abs(round.m34) < 1e-9 && abs(round.m44 - 1) < 1e-9 && abs(round.m12) < 1e-9)
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular, "no inverse: the transform unchanged")
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity, "a zero axis")
        let affine = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }

    @Test func anAffineLayerTransformIsTheViewsTransform() {
        let h = TransitionHarness(width: 400, height: 300)
        let v = card(in: h)
        v.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(v.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        v.transform = CGAffineTransform(rotationAngle: 0.2)
        #expect(CATransform3DGetAffineTransform(v.layer.transform) == CGAffineTransform(rotationAngle: 0.2))
        v.layer.cornerCurve = .continuous
        #expect(v.layer.cornerCurve == .continuous)
    }

    @Test func aCardTurned60DegreesInPerspectiveIsNarrowerWithItsNearEdgeTaller() {
        let h = TransitionHarness(width: 400, height: 300)
        let v = card(in: h)
        v.backgroundColor = .blue
        v.subviews.first?.removeFromSuperview()
        h.step()
        #expect(blueSpan(row: 150, h).map { $0.max - $0.min + 1 } == 200, "flat: the whole width")
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        v.layer.transform = t
        h.step()
        look(h, "transform3d-60")
        guard let span = blueSpan(row: 150, h) else {
            Issue.record("the turned card is not drawn")
            return
        }
        let width = span.max - span.min + 1
        #expect(width > 80 && width < 130, "about 200 cos 60 = 100 wide, got \(width)")
        let near = blueHeight(column: span.min + 4, h)
        let far = blueHeight(column: span.max - 4, h)
        // A positive turn around y takes the right side away: the left edge is the near one.
        #expect(near > 125 && far < 115 && near > far + 15, "near \(near), far \(far)")
        // Turned back flat, the card is where it was.
        v.layer.transform = CATransform3DIdentity
        h.step()
        #expect(blueSpan(row: 150, h).map { $0.max - $0.min + 1 } == 200)
        #expect(blueHeight(column: 200, h) == 120)
    }

    @Test func turnedHalfWayRoundItShowsItsBackMirroredUnlessSingleSided() {
        let h = TransitionHarness(width: 400, height: 300)
        let v = card(in: h)
        h.step()
        #expect(isRed(h.surface.pixel(x: 110, y: 150)) && isBlue(h.surface.pixel(x: 290, y: 150)))
        v.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        h.step()
        look(h, "transform3d-180")
        #expect(isBlue(h.surface.pixel(x: 110, y: 150)), "the left now shows the card's right")
        #expect(isRed(h.surface.pixel(x: 290, y: 150)), "the stripe, mirrored to the right")
        v.layer.isDoubleSided = false
        h.step()
        #expect(h.surface.pixel(x: 110, y: 150) == 0xFFFF_FFFF && h.surface.pixel(x: 290, y: 150) == 0xFFFF_FFFF)
        #expect(h.surface.pixel(x: 200, y: 150) == 0xFFFF_FFFF, "a one-sided layer seen from behind is hidden")
    }

    @Test func aCardTurnedCloseToTheEyeOrWithBadValuesDoesNotCrash() {
        let h = TransitionHarness(width: 400, height: 300)
        let v = card(in: h)
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        // Turned 88 degrees, the near edge is 499.7 points in front: almost at the eye, lines 10^5 points long.
        v.layer.transform = CATransform3DRotate(t, 88 * .pi / 180, 0, 1, 0)
        v.frame = CGRect(x: -400, y: 90, width: 1000, height: 120)
        h.step()
        look(h, "transform3d-near-eye")
        #expect((0..<400).contains { isBlue(h.surface.pixel(x: $0, y: 150)) }, "still drawn")
        var bad = CATransform3DIdentity
        bad.m34 = .nan
        bad.m41 = 1e300
        v.layer.transform = bad
        h.step()
        v.layer.transform = CATransform3DMakeScale(0, 0, 1)
        h.step()
        v.layer.transform = CATransform3DIdentity
        h.step()
        #expect(isBlue(h.surface.pixel(x: 200, y: 150)), "flat again after bad values")
    }

    @Test func aSublayerTransformGivesTheSubviewsPerspective() {
        let h = TransitionHarness(width: 400, height: 300)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        h.window.addSubview(container)
        let v = UIView(frame: CGRect(x: 100, y: 90, width: 200, height: 120))
        v.backgroundColor = .blue
        container.addSubview(v)
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        container.layer.sublayerTransform = p
        v.layer.transform = CATransform3DMakeRotation(-.pi / 3, 0, 1, 0)
        h.step()
        look(h, "transform3d-sublayer")
        guard let span = blueSpan(row: 150, h) else {
            Issue.record("not drawn")
            return
        }
        // A negative turn takes the left side away: the right edge is the near, taller one.
        let near = blueHeight(column: span.max - 4, h)
        let far = blueHeight(column: span.min + 4, h)
        #expect(near > far + 15, "near \(near), far \(far)")
    }

    @Test func aRotationYAnimationTurnsTheCardInItsLayersPerspective() {
        let h = TransitionHarness(width: 400, height: 300)
        let v = card(in: h)
        v.subviews.first?.removeFromSuperview()
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        v.layer.transform = p
        h.step()
        #expect(blueSpan(row: 150, h).map { $0.max - $0.min + 1 } == 200, "a bare perspective changes nothing")
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = Double.pi / 2
        turn.duration = 1
        v.layer.add(turn, forKey: "turn")
        h.step()
        try? h.driver.advance(by: 0.5)
        look(h, "rotation-y-animation")
        let width = blueSpan(row: 150, h).map { $0.max - $0.min + 1 } ?? 0
        #expect(width > 60 && width < 190, "part way round, got \(width)")
        try? h.driver.advance(by: 0.7)
        h.step()
        #expect(v.layer.animation(forKey: "turn") == nil)
        #expect(blueSpan(row: 150, h).map { $0.max - $0.min + 1 } == 200, "the model transform again")
    }

    @Test func aFlipTransitionIsEdgeOnAtItsMiddleAndEndsFlatWithTheNewContent() {
        let h = TransitionHarness(width: 400, height: 300)
        let v = card(in: h)
        v.subviews.first?.removeFromSuperview()
        v.backgroundColor = .red
        h.step()
        var finished: Bool?
        UIView.transition(
            with: v, duration: 1.0, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { v.backgroundColor = .blue }, completion: { finished = $0 })
        h.step()
        try? h.driver.advance(by: 0.25)
        look(h, "flip-quarter")
        let quarterRed = (100..<300).filter { isRed(h.surface.pixel(x: $0, y: 150)) }.count
        #expect(quarterRed > 60 && quarterRed < 190, "the old content half turned, got \(quarterRed)")
        try? h.driver.advance(by: 0.25)
        look(h, "flip-middle")
        let coloured = (100..<300).filter {
            let p = h.surface.pixel(x: $0, y: 150)
            return isRed(p) || isBlue(p)
        }.count
        #expect(coloured < 20, "edge-on at the middle, got \(coloured) coloured pixels")
        try? h.driver.advance(by: 0.25)
        let threeQuarterBlue = (100..<300).filter { isBlue(h.surface.pixel(x: $0, y: 150)) }.count
        #expect(threeQuarterBlue > 60 && threeQuarterBlue < 190, "the new content turning in")
        #expect((100..<300).filter { isRed(h.surface.pixel(x: $0, y: 150)) }.isEmpty, "no old content left")
        try? h.driver.advance(by: 0.4)
        h.step()
        #expect(finished == true)
        #expect(CATransform3DIsIdentity(v.layer.transform))
        #expect(blueSpan(row: 150, h).map { $0.max - $0.min + 1 } == 200 && blueHeight(column: 200, h) == 120)
    }

    @Test func aMaskShowsTheViewOnlyWhereItIsOpaque() {
        let h = TransitionHarness(width: 400, height: 300)
        let v = card(in: h)
        h.step()
        #expect(isBlue(h.surface.pixel(x: 250, y: 120)), "unmasked: the whole card")
        let mask = CAShapeLayer()
        mask.frame = v.bounds
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 60)).cgPath
        v.layer.mask = mask
        h.step()
        look(h, "mask-view")
        #expect(isRed(h.surface.pixel(x: 110, y: 100)), "the stripe under the mask")
        #expect(isBlue(h.surface.pixel(x: 190, y: 140)), "the card under the mask")
        #expect(h.surface.pixel(x: 250, y: 120) == 0xFFFF_FFFF, "right of the mask: nothing")
        #expect(h.surface.pixel(x: 150, y: 180) == 0xFFFF_FFFF, "below the mask: nothing")
        // A gradient mask on a layer: opaque at the left, clear at the right.
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 200, height: 40)
        layer.backgroundColor = UIColor.green.cgColor
        let fade = CAGradientLayer()
        fade.frame = layer.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        layer.mask = fade
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        holder.layer.addSublayer(layer)
        h.window.addSubview(holder)
        h.step()
        look(h, "mask-layer")
        let left = h.surface.pixel(x: 24, y: 40)
        let right = h.surface.pixel(x: 216, y: 40)
        #expect(green(left) > 200 && red(left) < 40, "opaque end: green")
        #expect(red(right) > 240 && green(right) > 240, "clear end: the white behind")
        v.layer.mask = nil
        h.step()
        #expect(isBlue(h.surface.pixel(x: 250, y: 120)), "without the mask the whole card")
    }

    @Test func aTextLayerDrawsItsStringInsideItsBounds() {
        let h = TransitionHarness(width: 400, height: 300)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        h.window.addSubview(holder)
        let text = CATextLayer()
        text.frame = CGRect(x: 20, y: 20, width: 300, height: 40)
        text.string = "Hello layer"
        text.fontSize = 24
        text.foregroundColor = UIColor.black.cgColor
        holder.layer.addSublayer(text)
        let right = CATextLayer()
        right.frame = CGRect(x: 20, y: 80, width: 300, height: 40)
        right.string = "Right"
        right.fontSize = 24
        right.foregroundColor = UIColor.red.cgColor
        right.alignmentMode = .right
        holder.layer.addSublayer(right)
        let wrapped = CATextLayer()
        wrapped.frame = CGRect(x: 20, y: 140, width: 120, height: 120)
        wrapped.string = NSAttributedString(string: "several words that wrap onto lines")
        wrapped.fontSize = 18
        wrapped.foregroundColor = UIColor.blue.cgColor
        wrapped.isWrapped = true
        holder.layer.addSublayer(wrapped)
        h.step()
        look(h, "text-layer")
        func dark(_ x: Int, _ y: Int) -> Bool { h.surface.pixel(x: x, y: y) & 0xFF < 100 }
        var inside = 0
        for y in 20..<60 { for x in 20..<320 where dark(x, y) { inside += 1 } }
        #expect(inside > 100, "glyphs inside the bounds, got \(inside)")
        var outside = 0
        for y in 0..<20 { for x in 0..<400 where dark(x, y) { outside += 1 } }
        #expect(outside == 0, "nothing above the bounds")
        let redXs = (20..<320).flatMap { x in
            (80..<120).compactMap { y in isRed(h.surface.pixel(x: x, y: y)) ? x : nil }
        }
        #expect((redXs.min() ?? 0) > 200 && (redXs.max() ?? 0) <= 320, "right-aligned, got \(redXs.min() ?? -1)")
        let blueRows = Set(
            (140..<260).flatMap { y in (20..<140).compactMap { x in isBlue(h.surface.pixel(x: x, y: y)) ? y : nil } })
        #expect((blueRows.max() ?? 0) - (blueRows.min() ?? 0) > 40, "several lines")
        #expect(
            !(140..<260).contains { y in (140..<200).contains { x in isBlue(h.surface.pixel(x: x, y: y)) } },
            "within the width")
    }

    @Test func aReplicatorDrawsItsSublayersOnceForEachInstance() {
        let h = TransitionHarness(width: 400, height: 300)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        h.window.addSubview(holder)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceAlphaOffset = -0.2
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(dot)
        holder.layer.addSublayer(replicator)
        let tinted = CAReplicatorLayer()
        tinted.frame = CGRect(x: 0, y: 100, width: 400, height: 100)
        tinted.instanceCount = 3
        tinted.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        tinted.instanceColor = UIColor.white.cgColor
        tinted.instanceRedOffset = -0.5
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        square.backgroundColor = UIColor.white.cgColor
        tinted.addSublayer(square)
        holder.backgroundColor = .black
        holder.layer.addSublayer(tinted)
        h.step()
        look(h, "replicator")
        // The copies on a black... the first row is over the window's black holder too.
        let first = h.surface.pixel(x: 20, y: 20)
        let last = h.surface.pixel(x: 20 + 160, y: 20)
        #expect(red(first) > 240, "the first copy at full opacity")
        #expect(red(last) > 30 && red(last) < 80, "the fifth at 0.2, got \(red(last))")
        #expect(h.surface.pixel(x: 20 + 200, y: 20) == 0xFF00_0000, "no sixth copy")
        #expect(red(h.surface.pixel(x: 20, y: 120)) > 240 && green(h.surface.pixel(x: 20, y: 120)) > 240)
        let third = h.surface.pixel(x: 100, y: 120)
        #expect(red(third) < 20 && green(third) > 240 && blue(third) > 240, "red offset twice: cyan")
    }
}
