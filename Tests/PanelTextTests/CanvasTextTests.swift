import PanelGraphics
import Testing

@testable import PanelText

@Suite struct CanvasTextTests {
    let library: FontLibrary

    init() throws {
        library = try FontLibrary()
    }

    /// Every pixel lies on the line from `background` to `ink`: text blends without dark fringes.
    func blendsCleanly(_ surface: Surface, background: Color, ink: Color) -> (clean: Bool, inked: Int) {
        var clean = true
        var inked = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let c = surface.color(x: x, y: y)
                let dr = ink.red - background.red
                let dg = ink.green - background.green
                let db = ink.blue - background.blue
                // The blend factor, from the channel that changes most.
                let t: Double
                if abs(dr) >= abs(dg) && abs(dr) >= abs(db) {
                    t = (c.red - background.red) / dr
                } else if abs(dg) >= abs(db) {
                    t = (c.green - background.green) / dg
                } else {
                    t = (c.blue - background.blue) / db
                }
                if t > 0.05 { inked += 1 }
                let expected = Color.interpolate(background, ink, t)
                if abs(expected.red - c.red) > 0.02 || abs(expected.green - c.green) > 0.02
                    || abs(expected.blue - c.blue) > 0.02 || t < -0.01 || t > 1.01
                {
                    clean = false
                }
            }
        }
        return (clean, inked)
    }

    @Test(arguments: [
        (Color.white, Color.red), (Color.white, Color(hex: 0x1A1A1A)), (Color(hex: 0x1C2333), Color.white),
    ])
    func drawsInAnyColourWithoutFringes(_ background: Color, _ ink: Color) {
        let surface = Surface(width: 240, height: 60)
        surface.clear(to: background)
        let canvas = Canvas(surface: surface)
        let layout = library.layout(
            "Crisp text, ÅÉÎØÜ 0123", style: TextStyle(font: library.font(size: 17), color: ink), width: 230)
        canvas.draw(layout, at: Point(x: 5.3, y: 4.6))
        let (clean, inked) = blendsCleanly(surface, background: background, ink: ink)
        #expect(clean)
        #expect(inked > 200)
    }

    @Test func colourArgumentOverridesTheStyle() {
        let surface = Surface(width: 60, height: 30)
        surface.clear(to: .white)
        let layout = library.layout("Hi", style: TextStyle(font: library.font(size: 17), color: .black))
        Canvas(surface: surface).draw(layout, at: Point(x: 2, y: 2), color: .blue)
        var blue = 0
        for y in 0..<30 {
            for x in 0..<60 {
                let c = surface.color(x: x, y: y)
                if c.blue > 0.9 && c.red < 0.2 { blue += 1 }
                #expect(c.blue > 0.99)
            }
        }
        #expect(blue > 20)
    }

    @Test func canvasDrawingMatchesTheMaskUnderATranslation() {
        let layout = library.layout(TextTest.sentence, style: TextStyle(font: library.font(size: 13)), width: 200)
        let surface = Surface(width: 240, height: 60)
        let canvas = Canvas(surface: surface)
        canvas.translateBy(x: 3.25, y: 2)
        canvas.draw(layout, at: Point(x: 4.5, y: 3), color: .black)
        // The same glyph images at the same device pixels as drawing into a mask at (7.75, 5).
        let mask = TextTest.mask(layout, width: 240, height: 60, at: Point(x: 7.75, y: 5))
        var mismatches = 0
        for y in 0..<60 {
            for x in 0..<240 {
                let a = Int(surface.pixel(x: x, y: y) >> 24)
                let b = Int(mask.pixel(x: x, y: y) >> 24)
                if abs(a - b) > 1 { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(TextTest.inkCount(mask) > 300)
    }

    @Test func scaledCanvasDrawsScaledText() throws {
        let layout = library.layout("Scale", style: TextStyle(font: library.font(size: 17), color: .black))
        let plain = Surface(width: 200, height: 80, format: .argb32)
        Canvas(surface: plain).draw(layout, at: Point(x: 2, y: 2))
        let scaled = Surface(width: 200, height: 80, format: .argb32)
        let canvas = Canvas(surface: scaled)
        canvas.concatenate(AffineTransform(scaleX: 2, y: 2))
        canvas.draw(layout, at: Point(x: 1, y: 1))
        func inkWidth(_ s: Surface) -> Int {
            var minX = Int.max
            var maxX = Int.min
            for y in 0..<s.height {
                for x in 0..<s.width where s.pixel(x: x, y: y) >> 24 > 100 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                }
            }
            return maxX - minX
        }
        let ratio = Double(inkWidth(scaled)) / Double(inkWidth(plain))
        #expect(ratio > 1.8 && ratio < 2.2)
    }

    @Test func linesOutsideTheClipAreNotRendered() {
        let text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        let layout = library.layout(text, style: TextStyle(font: library.font(size: 17)))
        let canvas = Canvas(surface: Surface(width: 100, height: 40))
        canvas.draw(layout, at: .zero)
        // Only the first lines (digits 1-4 and the letters) were rendered, not all 40 lines' glyphs.
        #expect(library.cachedGlyphImageCount < 12)
    }
}
