import Testing

@testable import PanelGraphics

/// `Canvas.drawImageFiltered(_:transform:alpha:opaque:)` writes the inside of an opaque scaled image with
/// SRC and blends only its fading edge: the pixels must be exactly those of blending all of it.
@Suite struct OpaqueFilteredImageTests {
    /// An opaque picture with every pixel different.
    func picture(width: Int, height: Int) -> Surface {
        let p = Surface(width: width, height: height, format: .argb32)
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40_503) ^ (x &* y &* 97))
                p.setPixel(x: x, y: y, v | 0xFF00_0000)
            }
        }
        return p
    }

    /// A backdrop that is not one colour, so a pixel blended where it should not be shows.
    func backdrop(width: Int, height: Int) -> Surface {
        let s = Surface(width: width, height: height, format: .argb32)
        for y in 0..<height {
            for x in 0..<width { s.setPixel(x: x, y: y, (x + y) % 3 == 0 ? 0xFF20_4060 : 0xFFE0_C0A0) }
        }
        return s
    }

    /// The first pixel where `a` and `b` differ, or nil.
    func difference(_ a: Surface, _ b: Surface) -> String? {
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                return "(\(x), \(y)): \(String(a.pixel(x: x, y: y), radix: 16)) against "
                    + String(b.pixel(x: x, y: y), radix: 16)
            }
        }
        return nil
    }

    @Test(arguments: [0.3, 0.65, 0.671, 1, 1.37, 2.5])
    func theOpaqueInsideIsWhatBlendingDraws(scale: Double) {
        let image = picture(width: 40, height: 30)
        let clips = [
            IntRect(x: 0, y: 0, width: 120, height: 100), IntRect(x: 13, y: 7, width: 21, height: 40),
            IntRect(x: 0, y: 20, width: 120, height: 3),
        ]
        for (dx, dy) in [(10.0, 5.0), (7.3, 11.8), (-6.5, 3.25)] {
            let t = AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: dx, y: dy))
            for clip in clips {
                let fast = backdrop(width: 120, height: 100)
                let blended = backdrop(width: 120, height: 100)
                let a = Canvas(surface: fast)
                a.setDeviceClip(clip)
                a.drawImageFiltered(image, transform: t, opaque: true)
                let b = Canvas(surface: blended)
                b.setDeviceClip(clip)
                b.drawImageFiltered(image, transform: t)
                #expect(difference(fast, blended) == nil, "scale \(scale) at (\(dx), \(dy)) clip \(clip)")
            }
        }
    }

    /// The core is where the filter reads only the image: whole pixels, `reach` in from each edge; nothing
    /// when the image is too small for one.
    @Test func theCoreLiesReachInsideTheEdges() {
        let core = Canvas.opaqueCore(of: Rect(x: 10.4, y: 5, width: 52, height: 39), reach: 1)
        #expect(core == IntRect(x: 12, y: 6, width: 49, height: 37))
        #expect(Canvas.opaqueCore(of: Rect(x: 0, y: 0, width: 2.5, height: 40), reach: 1).isEmpty)
    }
}
