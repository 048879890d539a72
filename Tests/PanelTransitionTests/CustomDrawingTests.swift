import PanelKitCompat
import Testing

/// Custom drawing as Apple's documentation writes it: `override func draw(_ rect: CGRect)` filling and
/// stroking `UIBezierPath`s after `UIColor.setFill()`, the `CGContext` from `UIGraphicsGetCurrentContext()`,
/// `setNeedsDisplay()` redrawing, and `UIGraphicsImageRenderer` making an image.
@Suite("Custom drawing: draw(_:), UIBezierPath, CGContext, UIGraphicsImageRenderer")
@MainActor
struct CustomDrawingTests {
    /// A view that draws a red oval inset by 10 points, and a blue 4-point line across its middle.
    final class OvalView: UIView {
        var fill = UIColor.red {
            didSet { setNeedsDisplay() }
        }
        var draws = 0

        override func draw(_ rect: CGRect) {
            draws += 1
            fill.setFill()
            UIBezierPath(ovalIn: rect.insetBy(dx: 10, dy: 10)).fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: rect.maxX, y: 20))
            line.lineWidth = 4
            UIColor.blue.setStroke()
            line.stroke()
        }
    }

    func setUp(_ view: UIView) -> TransitionHarness {
        let h = TransitionHarness(width: 240, height: 160)
        h.window.addSubview(view)
        h.step()
        return h
    }

    @Test func drawFillsAndStrokesBezierPaths() {
        let view = OvalView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        view.backgroundColor = .white
        let h = setUp(view)
        #expect(view.draws == 1)
        #expect(h.surface.color(x: 120, y: 80) == .red, "the oval's middle")
        #expect(h.surface.color(x: 32, y: 32) == .white, "outside the oval, inside its box")
        #expect(h.surface.color(x: 25, y: 80) == .white, "left of the oval")
        let edge = h.surface.color(x: 30, y: 80)
        #expect(edge != .red && edge != .white, "the oval's edge is antialiased: \(edge)")
        // The 4-point line runs from y 18 to 22 in the view (38 to 42 on screen), over the oval too.
        #expect(h.surface.color(x: 120, y: 40) == .blue)
        #expect(h.surface.color(x: 22, y: 39) == .blue)
        #expect(h.surface.color(x: 22, y: 44) == .white)
        // Drawn again only when asked.
        h.step(3)
        #expect(view.draws == 1)
        view.fill = .green
        h.step()
        #expect(view.draws == 2)
        #expect(h.surface.color(x: 120, y: 80) == .green)
    }

    /// A self-crossing star: the non-zero rule fills its middle, the even-odd rule leaves it empty; joins
    /// and caps follow the line style.
    final class StarView: UIView {
        var evenOdd = false
        override func draw(_ rect: CGRect) {
            let star = UIBezierPath()
            let c = CGPoint(x: rect.midX, y: rect.midY)
            for i in 0..<5 {
                let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
                let p = CGPoint(x: c.x + 50 * cos(a), y: c.y + 50 * sin(a))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            star.usesEvenOddFillRule = evenOdd
            UIColor.black.setFill()
            star.fill()
        }
    }

    @Test func fillRules() {
        let star = StarView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        star.backgroundColor = .white
        let h = setUp(star)
        #expect(h.surface.color(x: 60, y: 60) == .black, "non-zero fills the middle")
        #expect(h.surface.color(x: 60, y: 16) == .black, "a point")
        star.evenOdd = true
        star.setNeedsDisplay()
        h.step()
        #expect(h.surface.color(x: 60, y: 60) == .white, "even-odd leaves the middle empty")
        #expect(h.surface.color(x: 60, y: 16) == .black)
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 25)) && !path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
        // Clockwise on screen from angle 0 to pi passes below the centre.
        #expect(arc.bounds.maxY > 69 && arc.bounds.minY > 49)
        #expect(abs(arc.currentPoint.x - 30) < 1e-9 && abs(arc.currentPoint.y - 50) < 1e-9)
    }

    /// Line joins and caps: a right-angled corner of a 10-point line reaches the miter's tip, is cut off by
    /// a bevel and rounded by a round join; a square or round cap reaches half the width past the end, a
    /// butt cap stops at it.
    final class CornerView: UIView {
        var join = CGLineJoin.miter
        var cap = CGLineCap.butt
        override func draw(_ rect: CGRect) {
            let corner = UIBezierPath()
            corner.move(to: CGPoint(x: 20, y: 60))
            corner.addLine(to: CGPoint(x: 60, y: 20))
            corner.addLine(to: CGPoint(x: 100, y: 60))
            corner.lineWidth = 10
            corner.lineJoinStyle = join
            corner.lineCapStyle = cap
            UIColor.black.setStroke()
            corner.stroke()
        }
    }

    @Test func joinsAndCaps() {
        let view = CornerView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let h = setUp(view)
        // The miter's tip is 5 * sqrt(2) ≈ 7.07 points above the corner; a bevel's edge about 3.5.
        let tip = (x: 60, y: 14)
        let inside = (x: 60, y: 18)
        var seen: [String: (tip: Bool, inside: Bool)] = [:]
        for (name, join) in [("miter", CGLineJoin.miter), ("bevel", .bevel), ("round", .round)] {
            view.join = join
            view.setNeedsDisplay()
            h.step()
            seen[name] = (
                h.surface.color(x: tip.x, y: tip.y) == .black, h.surface.color(x: inside.x, y: inside.y) == .black
            )
        }
        #expect(seen["miter"]! == (true, true))
        #expect(seen["bevel"]! == (false, false) || seen["bevel"]! == (false, true))
        #expect(seen["round"]! == (false, true))
        // The line starts at (20, 60), heading up-right: (17, 62) is 3.5 points behind its start.
        for (cap, reaches) in [(CGLineCap.butt, false), (.square, true), (.round, true)] {
            view.cap = cap
            view.setNeedsDisplay()
            h.step()
            #expect((h.surface.color(x: 17, y: 62) == .black) == reaches, "\(cap)")
        }
    }

    /// The Core Graphics way: the current context's colours, rectangles, a path built then stroked, and
    /// saved state. A state left saved by one view's drawing does not move the next view.
    final class ContextView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.systemBlue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.saveGState()
            context.translateBy(x: 50, y: 0)
            context.setFillColor(UIColor.systemGreen.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.restoreGState()
            context.setStrokeColor(UIColor.red.cgColor)
            context.setLineWidth(6)
            context.move(to: CGPoint(x: 0, y: 60))
            context.addLine(to: CGPoint(x: 100, y: 60))
            context.strokePath()
            #expect(context.isPathEmpty)
            // Left saved on purpose.
            context.saveGState()
            context.translateBy(x: 500, y: 500)
        }
    }

    @Test func theCurrentContextDraws() {
        let view = ContextView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let after = UIView(frame: CGRect(x: 120, y: 0, width: 20, height: 20))
        after.backgroundColor = .black
        let h = setUp(view)
        h.window.addSubview(after)
        h.step()
        #expect(h.surface.color(x: 20, y: 20) == .systemBlue.resolved(.light))
        #expect(h.surface.color(x: 70, y: 20) == .systemGreen.resolved(.light))
        #expect(h.surface.color(x: 45, y: 20) == .white)
        #expect(h.surface.color(x: 50, y: 60) == .red)
        #expect(h.surface.color(x: 50, y: 66) == .white)
        #expect(h.surface.color(x: 130, y: 10) == .black, "the next view is where it belongs")
        #expect(UIGraphicsGetCurrentContext() == nil, "no context outside drawing")
    }

    /// `UIGraphicsImageRenderer` draws an image offscreen that an image view then shows.
    @Test func anImageRendererMakesAnImage() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30))
        let image = renderer.image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            UIColor.white.setStroke()
            let path = UIBezierPath(roundedRect: CGRect(x: 5, y: 5, width: 30, height: 20), cornerRadius: 6)
            path.lineWidth = 2
            path.stroke()
        }
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.color(x: 20, y: 15) == .systemOrange.resolved(.light))
        #expect(image.color(x: 20, y: 5) == .white, "the rounded rectangle's top edge")
        #expect(image.color(x: 1, y: 1) == .systemOrange.resolved(.light))
        let h = setUp(UIImageView(image: image))
        #expect(h.surface.color(x: 20, y: 5) == .white)
    }
}
