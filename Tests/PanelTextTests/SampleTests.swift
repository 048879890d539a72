import PanelGraphics
import PanelTestSupport
import Testing

@testable import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A sheet of sample text, for looking at: set `PANELTEXT_SAMPLE=/tmp/paneltext-sample.png` to write it.
@Suite struct SampleTests {
    static let paragraph =
        "Touch panels want text that is crisp at small sizes and evenly spaced: the quick brown fox "
        + "jumps over the lazy dog."

    static func renderSample(_ library: FontLibrary) -> Surface {
        let width = 960
        let half = 460
        let surface = Surface(width: width, height: half * 2, format: .argb32)
        let canvas = Canvas(surface: surface)
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(half)), color: .white)
        canvas.fill(
            Rect(x: 0, y: Double(half), width: Double(width), height: Double(half)), color: Color(hex: 0x1C2333))
        let ink = Color(hex: 0x1A1A1A)
        for (band, color) in [(0, ink), (1, Color.white)] {
            canvas.withSavedState {
                canvas.translateBy(x: 20, y: Double(band * half) + 16)
                var y = 0.0
                let columns: [(Double, TextAlignment)] = [(13, .left), (17, .center), (28, .right)]
                var x = 0.0
                var tallest = 0.0
                for (size, alignment) in columns {
                    let style = TextStyle(font: library.font(size: size), color: color, alignment: alignment)
                    let w = size == 28 ? 380.0 : 240.0
                    let layout = library.layout(Self.paragraph, style: style, width: w)
                    canvas.fill(
                        Rect(x: x, y: y, width: w, height: layout.size.height), color: color.withAlphaComponent(0.06))
                    canvas.draw(layout, at: Point(x: x, y: y))
                    x += w + 20
                    tallest = max(tallest, layout.size.height)
                }
                y += tallest + 16
                let truncated = TextStyle(
                    font: library.font(size: 17, weight: .bold), color: color, maximumNumberOfLines: 2)
                let t = library.layout(Self.paragraph + " " + Self.paragraph, style: truncated, width: 420)
                canvas.fill(Rect(x: 0, y: y, width: 420, height: t.size.height), color: color.withAlphaComponent(0.06))
                canvas.draw(t, at: Point(x: 0, y: y))
                let colored = TextStyle(font: library.font(size: 17), color: band == 0 ? .systemBlue : .orange)
                canvas.draw(
                    library.layout("Colour: AVATAR Tower Wave 1,234.56 €", style: colored), at: Point(x: 460, y: y))
                y += t.size.height + 14
                let accents = "Ångström café naïve façade Øresund señor über Ærø Đđ Łódź ĳ — “quotes” …"
                for size in [13.0, 17, 28] {
                    let style = TextStyle(font: library.font(size: size), color: color)
                    let layout = library.layout(accents + " \u{E000}中", style: style)
                    canvas.draw(layout, at: Point(x: 0, y: y))
                    y += layout.size.height + 6
                }
                // Fractional origins: each line shifted a further quarter pixel.
                for step in 0..<4 {
                    let style = TextStyle(font: library.font(size: 13), color: color)
                    let layout = library.layout(
                        "Quarter-pixel origin +\(step)/4: illuminating minimum 1111 ||||", style: style)
                    canvas.draw(layout, at: Point(x: Double(step) * 0.25, y: y))
                    y += layout.size.height
                }
            }
        }
        return surface
    }

    /// A small scene for the golden test: both bands, three sizes, an ellipsis, accents, a missing glyph.
    static func renderGoldenScene(_ library: FontLibrary) -> Surface {
        let surface = Surface(width: 320, height: 200, format: .argb32)
        let canvas = Canvas(surface: surface)
        for (band, background, ink) in [(0, Color.white, Color(hex: 0x1A1A1A)), (1, Color(hex: 0x1C2333), .white)] {
            canvas.fill(Rect(x: 0, y: Double(band * 100), width: 320, height: 100), color: background)
            canvas.withSavedState {
                canvas.translateBy(x: 8.5, y: Double(band * 100) + 4)
                let small = TextStyle(
                    font: library.font(size: 13), color: ink, alignment: band == 0 ? .left : .right,
                    maximumNumberOfLines: 2)
                let paragraph = library.layout(Self.paragraph, style: small, width: 300)
                canvas.draw(paragraph, at: .zero)
                let bold = TextStyle(font: library.font(size: 17, weight: .bold), color: ink, alignment: .center)
                canvas.draw(library.layout("Crème brûlée · Øresund", style: bold, width: 300), at: Point(x: 0, y: 34))
                let large = TextStyle(font: library.font(size: 28), color: ink)
                canvas.draw(library.layout("AVÅñ ü\u{E000}", style: large), at: Point(x: 0.25, y: 56))
            }
        }
        return surface
    }

    @Test func goldenScene() throws {
        let library = try FontLibrary()
        expectGolden(Self.renderGoldenScene(library), named: "text-scene", tolerance: 2, maxDifferingPixels: 20)
    }

    @Test func sampleSheetHasInkInEveryBand() throws {
        let library = try FontLibrary()
        let surface = Self.renderSample(library)
        if let path = getenv("PANELTEXT_SAMPLE") {
            try surface.writePNG(path: String(cString: path))
        }
        // Dark ink in the white band, light ink in the dark band.
        var dark = 0
        var light = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let c = surface.color(x: x, y: y)
                if y < surface.height / 2 && c.red < 0.3 { dark += 1 }
                if y >= surface.height / 2 && c.red > 0.8 { light += 1 }
            }
        }
        #expect(dark > 5000)
        #expect(light > 5000)
    }
}
