import PanelGraphics
import PanelTestSupport
import PanelText
import Testing

/// The foundation's full canvas scene: cards with soft shadows, a gradient, an image scaled 1.5x and
/// paragraphs in three sizes with wrapping, alignment and an ellipsis, plus an accented line.
@Suite struct SceneGoldenTests {
    static func photo() -> Surface {
        let s = Surface(width: 96, height: 64)
        let c = Canvas(surface: s)
        c.fillLinearGradient(
            s.bounds, from: Point(x: 0, y: 0), to: Point(x: 0, y: 64),
            stops: [GradientStop(0, Color(hex: 0xF7A35C)), GradientStop(1, Color(hex: 0xFCE4B8))])
        c.fillEllipse(in: Rect(x: 36, y: 22, width: 24, height: 24), color: Color(hex: 0xFFF3C4))
        c.fillEllipse(in: Rect(x: -20, y: 40, width: 80, height: 50), color: Color(hex: 0x5D4037))
        c.fillEllipse(in: Rect(x: 40, y: 46, width: 90, height: 50), color: Color(hex: 0x3E2723))
        return s
    }

    static func render(library: FontLibrary) -> Surface {
        let s = Surface(width: 640, height: 400)
        let c = Canvas(surface: s)
        c.fillLinearGradient(
            s.bounds, from: Point(x: 0, y: 0), to: Point(x: 0, y: 400),
            stops: [GradientStop(0, Color(hex: 0x283593)), GradientStop(1, Color(hex: 0x7986CB))])
        let dark = Color(hex: 0x212121)
        let grey = Color(hex: 0x616161)

        // Left card: 28 px title (left), 17 px body wrapped, 13 px caption right-aligned.
        let left = Rect(x: 24, y: 24, width: 280, height: 352)
        c.drawShadow(
            for: left, radii: CornerRadii(all: 18),
            shadow: Shadow(color: Color(white: 0, alpha: 0.35), offset: Size(width: 0, height: 8), blur: 20))
        c.fillRoundedRect(left, radii: CornerRadii(all: 18), color: .white)
        c.drawImage(photo(), in: Rect(x: 40, y: 40, width: 144, height: 96), radii: CornerRadii(all: 10))
        let title = library.layout(
            "Sunset walk", style: TextStyle(font: library.font(size: 28, weight: .bold), color: dark), width: 248)
        c.draw(title, at: Point(x: 40, y: 148))
        let body = library.layout(
            "A slow loop along the river as the light goes gold, with a stop for coffee at the old bridge.",
            style: TextStyle(font: library.font(size: 17), color: grey, lineHeightMultiple: 1.15), width: 248)
        c.draw(body, at: Point(x: 40, y: 148 + title.size.height + 8))
        let caption = library.layout(
            "4.2 km · 55 min", style: TextStyle(font: library.font(size: 13), color: grey, alignment: .right),
            width: 248)
        c.draw(caption, at: Point(x: 40, y: 348 - caption.size.height))

        // Right card: centred 17 px heading, a 13 px paragraph cut to three lines, an accented line.
        let right = Rect(x: 328, y: 24, width: 288, height: 352)
        c.drawShadow(
            for: right, radii: CornerRadii(topLeft: 18, topRight: 18, bottomRight: 6, bottomLeft: 6),
            shadow: Shadow(color: Color(white: 0, alpha: 0.35), offset: Size(width: 0, height: 8), blur: 20))
        c.fillRoundedRect(
            right, radii: CornerRadii(topLeft: 18, topRight: 18, bottomRight: 6, bottomLeft: 6),
            color: Color(hex: 0xFFD54F))
        let heading = library.layout(
            "Recommended for you",
            style: TextStyle(font: library.font(size: 17, weight: .bold), color: dark, alignment: .center), width: 256)
        c.draw(heading, at: Point(x: 344, y: 44))
        let clipped = library.layout(
            "Pottery for beginners: learn to centre clay, throw a bowl and glaze it in a small group of six. "
                + "Aprons and tools are provided; bring clothes you don't mind getting dusty, and an appetite.",
            style: TextStyle(font: library.font(size: 13), color: dark, maximumNumberOfLines: 3), width: 256)
        c.draw(clipped, at: Point(x: 344, y: 80))
        let accented = library.layout(
            "Crème brûlée, Smørrebrød, Ça va? Ñandú, Łódź, Åre",
            style: TextStyle(font: library.font(size: 17), color: dark, alignment: .center), width: 256)
        c.draw(accented, at: Point(x: 344, y: 160))
        let big = library.layout(
            "Café", style: TextStyle(font: library.font(size: 28, weight: .bold), color: .white, alignment: .center),
            width: 256)
        c.fillRoundedRect(Rect(x: 384, y: 260, width: 176, height: 56), radii: CornerRadii(all: 28), color: dark)
        c.draw(big, at: Point(x: 344, y: 288 - big.size.height / 2))
        return s
    }

    @Test func foundationScene() throws {
        let library = try FontLibrary()
        expectGolden(Self.render(library: library), named: "foundation-scene", tolerance: 2, maxDifferingPixels: 40)
    }
}
