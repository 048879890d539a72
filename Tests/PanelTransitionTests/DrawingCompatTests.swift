import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Core Graphics drawing as UIKit code writes it in `draw(_:)` and `UIGraphicsImageRenderer` blocks:
/// dashed strokes, clips to paths, linear and radial gradients, text through the context and shadows,
/// checked by pixels.
@Suite("PanelKitCompat: dashes, path clips, gradients, text and shadows in drawing")
@MainActor
struct DrawingCompatTests {
    /// A white view that draws what `body` says.
    final class Sketch: UIView {
        var body: (CGContext, CGRect) -> Void = { _, _ in }
        override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIRectFill(bounds)
            guard let context = UIGraphicsGetCurrentContext() else { return }
            body(context, rect)
        }
    }

    /// The screen after a view of `size` drawing `body` has been drawn.
    private func draw(
        width: Int = 200, height: Int = 120, _ body: @escaping (CGContext, CGRect) -> Void
    ) -> TransitionHarness {
        let h = TransitionHarness(width: width, height: height)
        let view = Sketch(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.body = body
        h.window.addSubview(view)
        h.step()
        return h
    }

    /// The red, green and blue of a pixel (0...255).
    private func rgb(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }

    private func isDark(_ h: TransitionHarness, _ x: Int, _ y: Int) -> Bool {
        let c = rgb(h.surface.pixel(x: x, y: y))
        return c.r < 0x80 && c.g < 0x80 && c.b < 0x80
    }

    private func isWhite(_ h: TransitionHarness, _ x: Int, _ y: Int) -> Bool {
        h.surface.pixel(x: x, y: y) & 0xFF_FFFF == 0xFF_FFFF
    }

    // MARK: Dashes

    @Test func aDashedLineHasGapsWhereThePatternSaysAndThePhaseShiftsThem() {
        let h = draw { context, _ in
            UIColor.black.setStroke()
            // 10 on, 5 off from x = 10 along y = 20.
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 10, y: 20))
            path.addLine(to: CGPoint(x: 110, y: 20))
            path.lineWidth = 4
            let dashes: [CGFloat] = [10, 5]
            path.setLineDash(dashes, count: dashes.count, phase: 0)
            path.stroke()
            // The same, 5 into the pattern.
            let shifted = UIBezierPath()
            shifted.move(to: CGPoint(x: 10, y: 40))
            shifted.addLine(to: CGPoint(x: 110, y: 40))
            shifted.lineWidth = 4
            shifted.setLineDash(dashes, count: 2, phase: 5)
            shifted.stroke()
            // Square caps reach half the width past each dash's ends.
            let capped = UIBezierPath()
            capped.move(to: CGPoint(x: 10, y: 60))
            capped.addLine(to: CGPoint(x: 110, y: 60))
            capped.lineWidth = 4
            capped.lineCapStyle = .square
            capped.setLineDash(dashes, count: 2, phase: 0)
            capped.stroke()
            // The context's own pattern, 4 on and 4 off, with the context's path.
            context.setLineWidth(4)
            context.setLineDash(phase: 0, lengths: [4, 4])
            context.move(to: CGPoint(x: 10, y: 80))
            context.addLine(to: CGPoint(x: 110, y: 80))
            context.strokePath()
            // Dots: zero-length dashes with round caps, 10 apart.
            context.setLineCap(.round)
            context.setLineWidth(6)
            context.setLineDash(phase: 0, lengths: [0, 10])
            context.move(to: CGPoint(x: 130, y: 20))
            context.addLine(to: CGPoint(x: 181, y: 20))
            context.strokePath()
            context.setLineCap(.butt)
            context.setLineWidth(4)
            // A solid line again after an empty pattern.
            context.setLineDash(phase: 0, lengths: [])
            context.move(to: CGPoint(x: 10, y: 100))
            context.addLine(to: CGPoint(x: 110, y: 100))
            context.strokePath()
        }
        // Dashes at 10-20, 25-35, 40-50 ...; gaps at 20-25, 35-40 ...
        for x in [12, 19, 26, 34, 41, 49, 101, 109] { #expect(isDark(h, x, 20), "dash at \(x)") }
        for x in [21, 23, 36, 38, 96, 98, 112] { #expect(isWhite(h, x, 20), "gap at \(x)") }
        // Phase 5: a 5-point dash at 10-15, a gap at 15-20, dashes at 20-30, 35-45.
        for x in [11, 13, 21, 29, 36] { #expect(isDark(h, x, 40), "shifted dash at \(x)") }
        for x in [16, 18, 31, 33] { #expect(isWhite(h, x, 40), "shifted gap at \(x)") }
        // Square caps: dashes 8-22 and 23-37, leaving one white column.
        #expect(isDark(h, 21, 60) && isDark(h, 23, 60) && isWhite(h, 22, 60) && isDark(h, 8, 60))
        #expect(isWhite(h, 21, 20) && isWhite(h, 8, 20), "butt caps end at the dash")
        for x in [11, 19, 27] { #expect(isDark(h, x, 80), "4-on at \(x)") }
        for x in [15, 23, 31] { #expect(isWhite(h, x, 80), "4-off at \(x)") }
        for x in stride(from: 11, to: 110, by: 3) { #expect(isDark(h, x, 100), "solid at \(x)") }
        for x in [130, 140, 150, 160, 170, 180] { #expect(isDark(h, x, 20), "a dot at \(x)") }
        for x in [135, 145, 155, 175] { #expect(isWhite(h, x, 20), "between dots at \(x)") }
    }

    @Test func curvesAreDashedAlongTheirLength() {
        let h = draw(width: 120, height: 120) { _, _ in
            UIColor.black.setStroke()
            let circle = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 100, height: 100))
            circle.lineWidth = 3
            circle.setLineDash([20, 20], count: 2, phase: 0)
            circle.stroke()
        }
        // Walk the circle: about half of its 314-point length is painted, in 8 dashes of 20.
        var dark = 0
        var runs = 0
        var wasDark = false
        let steps = 720
        for i in 0..<steps {
            let a = Double(i) / Double(steps) * 2 * Double.pi
            let d = isDark(h, Int((60 + 50 * cos(a)).rounded(.down)), Int((60 + 50 * sin(a)).rounded(.down)))
            if d { dark += 1 }
            if d && !wasDark { runs += 1 }
            wasDark = d
        }
        #expect(dark > steps * 35 / 100 && dark < steps * 65 / 100, "about half painted, got \(dark) of \(steps)")
        #expect(runs >= 7 && runs <= 9, "eight dashes, got \(runs)")
    }

    // MARK: Clipping

    @Test func aFillInsideAnOvalClipLeavesTheCornersAndRestoreRemovesTheClip() {
        let h = draw(width: 100, height: 100) { context, rect in
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).addClip()
            UIColor.red.setFill()
            UIRectFill(rect)
            context.restoreGState()
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 94, width: 100, height: 6))
        }
        let red = rgb(h.surface.pixel(x: 50, y: 50))
        #expect(red.r > 250 && red.g < 5 && red.b < 5, "inside the oval, got \(red)")
        #expect(rgb(h.surface.pixel(x: 50, y: 12)).g < 5, "inside near its top")
        for (x, y) in [(11, 11), (88, 11), (11, 88), (88, 88), (2, 50), (50, 2)] {
            #expect(isWhite(h, x, y), "outside the oval at \(x), \(y)")
        }
        let blue = rgb(h.surface.pixel(x: 2, y: 97))
        #expect(blue.b > 250 && blue.r < 5, "after restoreGState the fill reaches the corner, got \(blue)")
    }

    @Test func pathClipsIntersectAndTheEvenOddRuleLeavesAHole() {
        let h = draw(width: 100, height: 100) { context, rect in
            context.saveGState()
            context.addPath(CGPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil))
            context.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
            context.clip(using: .evenOdd)
            // A second clip narrows the first: only its top half.
            context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50))
            UIColor.black.setFill()
            context.fill(rect)
            context.restoreGState()
        }
        #expect(isDark(h, 20, 20) && isDark(h, 50, 20), "the ring's top")
        #expect(isWhite(h, 50, 40), "the hole")
        #expect(isWhite(h, 20, 60), "below the second clip")
        #expect(isWhite(h, 5, 5), "outside both")
    }

    @Test func anImageRendererClipsToAPathAndAnEmptyPathClipsEverything() {
        _ = TransitionHarness(width: 40, height: 40)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20).addClip()
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(image.pixel(x: 20, y: 20) >> 24 == 0xFF, "inside the circle")
        #expect(image.pixel(x: 1, y: 1) == 0, "its corner stays transparent")
        let none = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            context.cgContext.beginPath()
            context.cgContext.clip()
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(none.pixel(x: 5, y: 5) == 0, "an empty clip path draws nothing")
    }

    // MARK: Gradients

    @Test func aLinearGradientsEndsAreItsColoursAndItsMiddleTheirMix() throws {
        _ = TransitionHarness(width: 40, height: 40)
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        let gradient = try #require(
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 101, height: 30)).image { context in
            let cg = context.cgContext
            cg.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        }
        let start = rgb(image.pixel(x: 0, y: 5))
        let middle = rgb(image.pixel(x: 50, y: 5))
        let end = rgb(image.pixel(x: 99, y: 5))
        #expect(start.r > 245 && start.b < 10, "red at the start, got \(start)")
        #expect(end.b > 245 && end.r < 10, "blue at the end, got \(end)")
        #expect(image.pixel(x: 100, y: 5) == 0, "nothing past it without .drawsAfterEndLocation")
        #expect(abs(middle.r - 128) < 8 && abs(middle.b - 128) < 8 && middle.g < 4, "half of each, got \(middle)")
        #expect(image.pixel(x: 50, y: 25) == image.pixel(x: 50, y: 5), "constant across the axis")
    }

    @Test func aGradientPaintsBeyondItsEndsOnlyWhenTheOptionsSay() throws {
        _ = TransitionHarness(width: 40, height: 40)
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let gradient = try #require(
            CGGradient(colorSpace: space, colorComponents: [1, 0, 0, 1, 0, 0, 1, 1], locations: [0, 1], count: 2))
        func linear(_ options: CGGradientDrawingOptions) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 100, height: 10)).image { context in
                context.cgContext.drawLinearGradient(
                    gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            }
        }
        let plain = linear([])
        #expect(plain.pixel(x: 10, y: 5) == 0 && plain.pixel(x: 90, y: 5) == 0, "nothing beyond the ends")
        let both = linear([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(rgb(both.pixel(x: 10, y: 5)).r > 245 && rgb(both.pixel(x: 90, y: 5)).b > 245, "both continue")
        let after = linear(.drawsAfterEndLocation)
        #expect(after.pixel(x: 10, y: 5) == 0 && rgb(after.pixel(x: 90, y: 5)).b > 245, "only after the end")

        let radial = { (options: CGGradientDrawingOptions) in
            UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { context in
                context.cgContext.drawRadialGradient(
                    gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
                    endRadius: 40, options: options)
            }
        }
        let disc = radial([])
        #expect(rgb(disc.pixel(x: 50, y: 50)).r > 240, "the first colour at the centre")
        let ring = rgb(disc.pixel(x: 70, y: 50))
        #expect(abs(ring.r - 128) < 12 && abs(ring.b - 128) < 12, "half way out, got \(ring)")
        #expect(disc.pixel(x: 5, y: 5) == 0, "nothing outside the end circle")
        #expect(rgb(radial(.drawsAfterEndLocation).pixel(x: 5, y: 5)).b > 245, "the last colour continues")
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil, "no colours, no gradient")
    }

    @Test func aGradientFollowsTheTransformAndTheClip() throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray,
                locations: nil))
        let h = draw(width: 100, height: 100) { context, _ in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
            // Turned a quarter: the axis runs down the screen.
            context.translateBy(x: 100, y: 0)
            context.rotate(by: .pi / 2)
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
            context.restoreGState()
        }
        #expect(rgb(h.surface.pixel(x: 20, y: 2)).r < 10, "black at the top")
        #expect(rgb(h.surface.pixel(x: 20, y: 97)).r > 240, "white at the bottom")
        let middle = rgb(h.surface.pixel(x: 20, y: 50)).r
        #expect(abs(middle - 128) < 8, "grey half way down, got \(middle)")
        #expect(rgb(h.surface.pixel(x: 70, y: 2)).r == 255, "the clip keeps the right half white")
    }

    // MARK: Text and shadows

    @Test func textDrawnAtAPointStaysInsideItsSize() {
        // Fonts come from the application the harness makes: attributes are made once it exists.
        let attributes = { () -> [NSAttributedString.Key: Any] in
            [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black]
        }
        let h = draw(width: 200, height: 80) { _, _ in
            ("Hello" as String).draw(at: CGPoint(x: 20, y: 20), withAttributes: attributes())
            NSString(string: "Hello").draw(at: CGPoint(x: 20, y: 50), withAttributes: nil)
        }
        let size = "Hello".size(withAttributes: attributes())
        #expect(size.width > 30 && size.height >= 24, "got \(size)")
        let box = CGRect(x: 20, y: 20, width: size.width, height: size.height)
        let small = NSString(string: "Hello").size(withAttributes: nil)
        #expect(small.width < size.width, "12-point type without attributes")
        let second = CGRect(x: 20, y: 50, width: small.width, height: small.height)
        var inside = 0
        var outside = 0
        for y in 0..<80 {
            for x in 0..<200 where isDark(h, x, y) {
                let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if box.insetBy(dx: -1, dy: -1).contains(p) || second.insetBy(dx: -1, dy: -1).contains(p) {
                    inside += 1
                } else {
                    outside += 1
                }
            }
        }
        #expect(inside > 40, "ink inside the box, got \(inside)")
        #expect(outside == 0, "none outside it")
    }

    @Test func aShadowFallsBelowAndRightOfAFilledShape() {
        let h = draw(width: 100, height: 100) { context, _ in
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.black.cgColor)
            UIColor.red.setFill()
            context.fill(CGRect(x: 20, y: 20, width: 40, height: 40))
            context.setShadow(offset: .zero, blur: 0, color: nil)
            context.fill(CGRect(x: 70, y: 5, width: 10, height: 10))
        }
        #expect(rgb(h.surface.pixel(x: 40, y: 40)).r > 250, "the shape over its shadow")
        #expect(isDark(h, 65, 65), "the shadow 10 points down and right")
        #expect(isWhite(h, 15, 15), "none up and left")
        #expect(isWhite(h, 76, 22), "no shadow once cleared")
    }

    // MARK: Blend modes, alpha and images

    @Test func blendModesAndAlphaCombineWithWhatIsUnder() {
        let h = draw(width: 100, height: 60) { context, _ in
            UIColor(white: 0.5, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.setBlendMode(.multiply)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 20, y: 0, width: 40, height: 20))
            context.setBlendMode(.normal)
            // Half opacity, and a path drawn with its own blend mode and alpha.
            context.saveGState()
            context.setAlpha(0.5)
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 30, width: 20, height: 20))
            context.restoreGState()
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 30, y: 30, width: 20, height: 20)).fill(with: .normal, alpha: 0.25)
            context.fill(CGRect(x: 70, y: 30, width: 20, height: 20))
        }
        let multiplied = rgb(h.surface.pixel(x: 30, y: 10))
        #expect(abs(multiplied.r - 128) < 4 && multiplied.g < 4 && multiplied.b < 4, "grey × red, got \(multiplied)")
        let overWhite = rgb(h.surface.pixel(x: 50, y: 10))
        #expect(overWhite.r == 255 && overWhite.g < 4, "white × red is red, got \(overWhite)")
        #expect(abs(rgb(h.surface.pixel(x: 10, y: 40)).g - 128) < 4, "black at half opacity is grey")
        #expect(abs(rgb(h.surface.pixel(x: 40, y: 40)).g - 191) < 4, "a quarter")
        #expect(rgb(h.surface.pixel(x: 80, y: 40)).g == 0, "restoreGState and fill(with:alpha:) leave full opacity")
    }

    @Test func theClearBlendModeErasesTheShape() {
        _ = TransitionHarness(width: 40, height: 40)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.cgContext.setBlendMode(.clear)
            context.cgContext.fillEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(image.pixel(x: 20, y: 20) == 0, "erased inside the circle")
        #expect(image.pixel(x: 2, y: 2) == 0xFF00_00FF, "blue outside it")
    }

    @Test func imagesDrawUprightAndTheContextDrawsThemAsCoreGraphicsDoes() throws {
        _ = TransitionHarness(width: 40, height: 40)
        // Red above blue.
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let cgImage = try #require(picture.cgImage)
        let h = draw(width: 100, height: 40) { context, _ in
            picture.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            context.draw(cgImage, in: CGRect(x: 30, y: 0, width: 20, height: 20))
            picture.draw(at: CGPoint(x: 60, y: 0), blendMode: .normal, alpha: 0.5)
        }
        #expect(rgb(h.surface.pixel(x: 5, y: 2)).r == 255 && rgb(h.surface.pixel(x: 5, y: 17)).b == 255, "upright")
        #expect(rgb(h.surface.pixel(x: 35, y: 2)).b == 255 && rgb(h.surface.pixel(x: 35, y: 17)).r == 255, "flipped")
        let pink = rgb(h.surface.pixel(x: 62, y: 2))
        #expect(pink.r == 255 && abs(pink.g - 128) < 4, "half opacity over white, got \(pink)")
        #expect(isWhite(h, 72, 2), "drawn at its own size")
    }

    @Test func anArcTangentToTwoLinesRoundsTheirCorner() {
        let h = draw(width: 60, height: 60) { context, _ in
            context.move(to: CGPoint(x: 10, y: 10))
            context.addArc(tangent1End: CGPoint(x: 50, y: 10), tangent2End: CGPoint(x: 50, y: 50), radius: 20)
            context.addLine(to: CGPoint(x: 50, y: 50))
            context.addLine(to: CGPoint(x: 10, y: 50))
            context.closePath()
            UIColor.black.setFill()
            context.fillPath()
        }
        #expect(isWhite(h, 47, 12), "the corner is cut round (its centre is 30, 30)")
        #expect(isDark(h, 40, 20) && isDark(h, 29, 11) && isDark(h, 48, 31), "inside, and up to the tangent points")
        #expect(isDark(h, 12, 12) && isDark(h, 12, 48), "the other corners stay square")
    }

    // MARK: A look

    /// One view with all of it; PANEL_LOOK_DIR=DIR writes it as drawing.png.
    @Test func oneViewDrawsDashesClipsGradientsTextAndShadows() throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor] as CFArray, locations: [0, 1]))
        let glow = try #require(
            CGGradient(
                colorsSpace: nil,
                colors: [UIColor.yellow.cgColor, UIColor.orange.withAlphaComponent(0).cgColor] as CFArray,
                locations: nil))
        let h = draw(width: 320, height: 240) { context, _ in
            // A card with a shadow, filled with a gradient through its rounded outline.
            let card = UIBezierPath(roundedRect: CGRect(x: 20, y: 20, width: 180, height: 120), cornerRadius: 16)
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 4), blur: 8)
            UIColor.white.setFill()
            card.fill()
            context.restoreGState()
            context.saveGState()
            card.addClip()
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 20, y: 20), end: CGPoint(x: 200, y: 140), options: [])
            context.drawRadialGradient(
                glow, startCenter: CGPoint(x: 160, y: 50), startRadius: 0, endCenter: CGPoint(x: 160, y: 50),
                endRadius: 50, options: [])
            "Dashes, clips, gradients".draw(
                at: CGPoint(x: 32, y: 100),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.white])
            context.restoreGState()
            // A dashed ring with round caps around a star clipped by the even-odd rule.
            let ring = UIBezierPath(ovalIn: CGRect(x: 220, y: 20, width: 80, height: 80))
            ring.lineWidth = 4
            ring.lineCapStyle = .round
            ring.setLineDash([8, 6], count: 2, phase: 0)
            UIColor.systemPink.setStroke()
            ring.stroke()
            let star = UIBezierPath()
            for i in 0..<5 {
                let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
                let p = CGPoint(x: 260 + 34 * cos(a), y: 60 + 34 * sin(a))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            star.usesEvenOddFillRule = true
            context.saveGState()
            star.addClip()
            context.drawRadialGradient(
                glow, startCenter: CGPoint(x: 260, y: 60), startRadius: 0, endCenter: CGPoint(x: 260, y: 60),
                endRadius: 40, options: .drawsAfterEndLocation)
            context.restoreGState()
            // Dashed lines with a shifting phase.
            for i in 0..<4 {
                context.setStrokeColor(UIColor.darkGray.cgColor)
                context.setLineWidth(3)
                context.setLineDash(phase: CGFloat(i) * 4, lengths: [12, 4, 2, 4])
                context.move(to: CGPoint(x: 20, y: 160 + CGFloat(i) * 12))
                context.addCurve(
                    to: CGPoint(x: 300, y: 160 + CGFloat(i) * 12), control1: CGPoint(x: 110, y: 140),
                    control2: CGPoint(x: 210, y: 220))
                context.strokePath()
            }
            let text = NSAttributedString(
                string: "NSAttributedString.draw(at:)",
                attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.black])
            text.draw(at: CGPoint(x: 20, y: 214))
        }
        #expect(isDark(h, 21, 160), "the first dashed curve starts at the left")
        #expect(!isWhite(h, 110, 80), "the card's gradient")
        let corner = rgb(h.surface.pixel(x: 21, y: 21))
        #expect(abs(corner.r - corner.b) < 8, "the rounded corner clips the gradient (grey shadow), got \(corner)")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/drawing.png")
        }
    }
}
