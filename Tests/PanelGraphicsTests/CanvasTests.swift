import PanelGraphics
import PanelTestSupport
import Testing

@Suite struct CanvasTests {
    func channel(_ p: UInt32, _ shift: UInt32) -> Int { Int((p >> shift) & 0xFF) }

    @Test func integerFillIsExactAndClipped() {
        let s = Surface(width: 20, height: 20)
        let c = Canvas(surface: s)
        c.clip(to: Rect(x: 0, y: 0, width: 10, height: 20))
        c.fill(Rect(x: 5, y: 5, width: 10, height: 10), color: .red)
        #expect(s.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(s.pixel(x: 9, y: 14) == 0xFFFF_0000)
        #expect(s.pixel(x: 10, y: 10) == 0, "the clip stops the fill at x = 10")
        #expect(s.pixel(x: 4, y: 5) == 0)
    }

    @Test func translucentFillBlendsOver() {
        let s = Surface(width: 4, height: 4)
        s.clear(to: .white)
        Canvas(surface: s).fill(
            Rect(x: 0, y: 0, width: 4, height: 4), color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        let p = s.pixel(x: 1, y: 1)
        #expect(channel(p, 24) == 255)
        #expect(abs(channel(p, 16) - 128) <= 1 && abs(channel(p, 8) - 128) <= 1 && channel(p, 0) == 255)
    }

    @Test func roundedRectIsAntialiasedWithEmptyCorners() {
        let s = Surface(width: 40, height: 40)
        Canvas(surface: s).fillRoundedRect(
            Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(all: 12), color: .black)
        #expect(s.pixel(x: 0, y: 0) >> 24 == 0, "corner outside the arc is empty")
        #expect(s.pixel(x: 20, y: 20) >> 24 == 255)
        #expect(s.pixel(x: 20, y: 0) >> 24 == 255, "straight edges are solid")
        // Somewhere on the arc coverage is partial: antialiasing.
        let arc = (0..<12).map { Int(s.pixel(x: $0, y: $0) >> 24) }
        #expect(arc.contains { $0 > 20 && $0 < 235 }, "arc coverage \(arc)")
    }

    @Test func perCornerRadii() {
        let s = Surface(width: 40, height: 40)
        Canvas(surface: s).fillRoundedRect(
            Rect(x: 0, y: 0, width: 40, height: 40),
            radii: CornerRadii(topLeft: 16, topRight: 0, bottomRight: 16, bottomLeft: 0),
            color: .black)
        #expect(s.pixel(x: 0, y: 0) >> 24 == 0)
        #expect(s.pixel(x: 39, y: 0) >> 24 == 255)
        #expect(s.pixel(x: 39, y: 39) >> 24 == 0)
        #expect(s.pixel(x: 0, y: 39) >> 24 == 255)
    }

    @Test func whiteOnWhiteHasNoDarkFringe() {
        let s = Surface(width: 50, height: 50)
        s.clear(to: .white)
        let c = Canvas(surface: s)
        c.fillRoundedRect(Rect(x: 3.3, y: 4.7, width: 40, height: 30), radii: CornerRadii(all: 11), color: .white)
        c.fillEllipse(in: Rect(x: 10.5, y: 10.5, width: 25, height: 25), color: Color(white: 1, alpha: 0.6))
        c.drawImage(
            Self.checker(white: true), in: Rect(x: 5.5, y: 5.25, width: 33, height: 21), radii: CornerRadii(all: 6))
        for y in 0..<50 {
            for x in 0..<50 where s.pixel(x: x, y: y) != 0xFFFF_FFFF {
                Issue.record("pixel (\(x), \(y)) is \(String(s.pixel(x: x, y: y), radix: 16)), not white")
                return
            }
        }
    }

    @Test func borderLeavesTheInsideEmpty() {
        let s = Surface(width: 40, height: 40)
        Canvas(surface: s).strokeRoundedRect(
            Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(all: 8), lineWidth: 3, color: .black)
        #expect(s.pixel(x: 20, y: 1) >> 24 == 255)
        #expect(s.pixel(x: 20, y: 20) >> 24 == 0)
        #expect(s.pixel(x: 20, y: 4) >> 24 == 0)
    }

    @Test func imageScaledOneAndAHalfIsBilinear() {
        let img = Surface(width: 2, height: 1)
        img.setPixel(x: 0, y: 0, 0xFF00_0000)
        img.setPixel(x: 1, y: 0, 0xFFFF_FFFF)
        let s = Surface(width: 30, height: 15)
        Canvas(surface: s).drawImage(img, in: Rect(x: 0, y: 0, width: 30, height: 15))
        // Left edge black, right edge white, the middle a grey ramp.
        #expect(channel(s.pixel(x: 0, y: 7), 16) == 0)
        #expect(channel(s.pixel(x: 29, y: 7), 16) == 255)
        let mid = channel(s.pixel(x: 15, y: 7), 16)
        #expect(mid > 100 && mid < 160, "middle is \(mid)")
        #expect(s.pixel(x: 15, y: 7) >> 24 == 255)
    }

    @Test func imageAlphaScalesEveryChannel() {
        let img = Surface(width: 4, height: 4)
        img.clear(to: .red)
        let s = Surface(width: 4, height: 4)
        Canvas(surface: s).drawImage(img, in: Rect(x: 0, y: 0, width: 4, height: 4), alpha: 0.5)
        #expect(abs(channel(s.pixel(x: 2, y: 2), 24) - 128) <= 1)
        #expect(abs(channel(s.pixel(x: 2, y: 2), 16) - 128) <= 1)
    }

    @Test func shadowMaskIsCachedAndSoft() {
        let s = Surface(width: 100, height: 100)
        let cache = RasterCache()
        let c = Canvas(surface: s, cache: cache)
        let shadow = Shadow(color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: 4), blur: 10)
        c.drawShadow(for: Rect(x: 20, y: 20, width: 60, height: 40), radii: CornerRadii(all: 10), shadow: shadow)
        c.drawShadow(for: Rect(x: 21, y: 25, width: 60, height: 40), radii: CornerRadii(all: 10), shadow: shadow)
        #expect(cache.shadowMisses == 1)
        let centre = channel(s.pixel(x: 50, y: 45), 24)
        let outside = channel(s.pixel(x: 50, y: 20 + 40 + 4 + 10), 24)
        let edge = channel(s.pixel(x: 50, y: 20 + 40 + 4), 24)
        #expect(centre > edge && edge > outside, "\(centre) > \(edge) > \(outside)")
        #expect(s.pixel(x: 0, y: 0) == 0)
    }

    /// Masks drawn one after another in changing colours (glyphs of differently coloured runs) each take
    /// their own colour: the cache's memo of the colour asked for last must not answer for another one.
    @Test func masksInAlternatingColoursKeepTheirColours() {
        let mask = Surface(width: 4, height: 4, format: .a8)
        Canvas(surface: mask).fill(mask.bounds, color: .white)
        let s = Surface(width: 24, height: 4)
        let c = Canvas(surface: s)
        let colours: [Color] = [
            .red, .blue, .red, Color(red: 1, green: 0, blue: 0, alpha: 0.5), Color(red: 1, green: 0, blue: 0.5), .red,
        ]
        for (k, colour) in colours.enumerated() {
            c.drawMask(mask, at: Point(x: Double(4 * k), y: 0), color: colour)
        }
        #expect(s.pixel(x: 1, y: 1) == 0xFFFF_0000)
        #expect(s.pixel(x: 5, y: 1) == 0xFF00_00FF)
        #expect(s.pixel(x: 9, y: 1) == 0xFFFF_0000)
        #expect(s.pixel(x: 13, y: 1) == 0x8080_0000, "half-transparent red, premultiplied")
        #expect(s.pixel(x: 17, y: 1) == 0xFFFF_0080)
        #expect(s.pixel(x: 21, y: 1) == 0xFFFF_0000)
    }

    @Test func roundedClipCutsCorners() {
        let s = Surface(width: 40, height: 40)
        let c = Canvas(surface: s)
        c.withRoundedClip(Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(all: 20)) { inner in
            inner.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: .blue)
        }
        #expect(s.pixel(x: 1, y: 1) >> 24 == 0)
        #expect(s.pixel(x: 20, y: 20) == 0xFF00_00FF)
    }

    @Test func transformedFillLandsWhereTheTransformSays() {
        let s = Surface(width: 40, height: 40)
        let c = Canvas(surface: s)
        c.translateBy(x: 20, y: 20)
        c.concatenate(AffineTransform(rotationAngle: .pi / 4))
        c.fill(Rect(x: -5, y: -5, width: 10, height: 10), color: .black)
        #expect(s.pixel(x: 20, y: 20) >> 24 == 255)
        #expect(s.pixel(x: 20, y: 13) >> 24 > 0, "a diamond reaches 7 px up")
        #expect(s.pixel(x: 14, y: 14) >> 24 == 0, "its corners are turned away")
    }

    static func checker(white: Bool = false) -> Surface {
        let s = Surface(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let on = (x / 4 + y / 4) % 2 == 0
                s.setPixel(x: x, y: y, white ? 0xFFFF_FFFF : (on ? 0xFF2D_6CDF : 0xFFF5_B82E))
            }
        }
        return s
    }
}
