import PanelGraphics
import Testing

@testable import PanelText

/// Text in a translucent colour looks the same on every draw: its overlapping glyphs ("ff", "ft", a
/// combining accent) must not blend once on one frame and twice on the next, or a screen would depend on
/// how many frames the label had been drawn before it.
@Suite struct TranslucentTextTests {
    static let text = "Swift off-line ff ft fi \u{0065}\u{0301}\u{0300}\u{0323} éé"

    /// How many pixels differ between two draws.
    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int { zip(a, b).filter { $0 != $1 }.count }

    /// Every pixel of `surface`, for comparing two draws.
    static func pixels(_ surface: Surface) -> [UInt32] {
        var out: [UInt32] = []
        for y in 0..<surface.height { for x in 0..<surface.width { out.append(surface.pixel(x: x, y: y)) } }
        return out
    }

    @Test(arguments: [Color(white: 1, alpha: 0.6), Color(red: 1, green: 0.2, blue: 0.2, alpha: 0.45)])
    func theFirstDrawAndLaterDrawsAreTheSame(color: Color) throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 17), color: color)
        let layout = library.layout(Self.text, style: style, width: 380)
        let canvas = Canvas(surface: Surface(width: 400, height: 60))
        var draws: [[UInt32]] = []
        for _ in 0..<3 {
            canvas.surface.clear(to: Color(white: 0.1, alpha: 1))
            canvas.draw(layout, at: Point(x: 10.25, y: 12))
            draws.append(Self.pixels(canvas.surface))
        }
        #expect(Self.differing(draws[1], draws[0]) == 0, "pixels of the second draw that differ from the first")
        #expect(Self.differing(draws[2], draws[0]) == 0, "pixels of the third draw that differ from the first")
    }

    /// A translucent label redrawn where it was (a button's dimmed title) takes its glyphs' images and
    /// places from the draw before, rather than looking each glyph up again, and looks the same wherever it
    /// lands: at the same place, a whole number of pixels away, at another fraction of a pixel, and after the
    /// library emptied its glyph cache.
    @Test func aRedrawReusesTheGlyphsPlacedByTheDrawBefore() throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 17), color: Color(white: 1, alpha: 0.5))
        let layout = library.layout(Self.text, style: style, width: 380)
        let canvas = Canvas(surface: Surface(width: 420, height: 80))
        func draw(_ layout: TextLayout, at origin: Point) -> [UInt32] {
            canvas.surface.clear(to: Color(white: 0.1, alpha: 1))
            canvas.draw(layout, at: origin)
            return Self.pixels(canvas.surface)
        }
        // What each position looks like drawn once, by a layout that never drew before.
        func fresh(at origin: Point) -> [UInt32] {
            draw(library.layout(Self.text, style: style, width: 380), at: origin)
        }

        let first = draw(layout, at: Point(x: 10.25, y: 12))
        #expect(layout.raster.placementCount == 0, "the first draw keeps nothing")
        let second = draw(layout, at: Point(x: 10.25, y: 12))
        #expect(layout.raster.placementCount > 0, "the second draw at the same place keeps its glyphs")
        #expect(Self.differing(second, first) == 0)

        let kept = layout.raster.placementCount
        let moved = Point(x: 17.25, y: 15)
        _ = draw(layout, at: moved)
        let movedAgain = draw(layout, at: moved)
        #expect(layout.raster.placementCount == kept, "a whole-pixel move keeps the same placements")
        #expect(Self.differing(movedAgain, fresh(at: moved)) == 0)

        let fraction = Point(x: 10.5, y: 12)
        _ = draw(layout, at: fraction)
        #expect(Self.differing(draw(layout, at: fraction), fresh(at: fraction)) == 0)

        library.removeCachedGlyphs()
        let afterEmptying = draw(layout, at: fraction)
        #expect(layout.raster.placementCount == 0, "an emptied glyph cache drops the placements")
        #expect(Self.differing(draw(layout, at: fraction), afterEmptying) == 0)
        #expect(Self.differing(afterEmptying, fresh(at: fraction)) == 0)
    }

    /// A translucent line whose glyphs do not overlap (a dimmed button title) draws from its line bitmap
    /// from the second draw, as opaque text does, with exactly the pixels its glyphs drawn one by one give,
    /// in whichever colour it is drawn next (a title that dims and brightens).
    @Test func aTranslucentLineWithoutOverlapsDrawsFromItsBitmap() throws {
        let library = try FontLibrary()
        let font = library.font(size: 20, weight: .bold)
        let dimmed = Color(white: 1, alpha: 0.3)
        let layout = library.layout("1 2 3 4 5", style: TextStyle(font: font, color: dimmed), width: 380)
        let canvas = Canvas(surface: Surface(width: 200, height: 40))
        func draw(_ color: Color) -> [UInt32] {
            canvas.surface.clear(to: Color(red: 0, green: 0.4, blue: 0.9, alpha: 1))
            canvas.draw(layout, at: Point(x: 10.25, y: 8), color: color)
            return Self.pixels(canvas.surface)
        }
        func fresh(_ color: Color) -> [UInt32] {
            canvas.surface.clear(to: Color(red: 0, green: 0.4, blue: 0.9, alpha: 1))
            canvas.draw(
                library.layout("1 2 3 4 5", style: TextStyle(font: font, color: dimmed), width: 380),
                at: Point(x: 10.25, y: 8), color: color)
            return Self.pixels(canvas.surface)
        }
        let first = draw(dimmed)
        let second = draw(dimmed)
        #expect(layout.raster.count == 1, "the second draw makes the line's bitmap")
        #expect(layout.raster.placementCount == 0, "and draws from it, not glyph by glyph")
        #expect(Self.differing(second, first) == 0)
        #expect(Self.differing(draw(.white), fresh(.white)) == 0)
        #expect(Self.differing(draw(dimmed), first) == 0)
        #expect(
            Self.differing(
                draw(Color(red: 1, green: 0, blue: 0, alpha: 0.5)), fresh(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
                == 0)
    }

    /// Two glyph images overlap when a pixel has coverage in both, not when their boxes merely meet.
    @Test func glyphsOverlapWhereTheirInkDoes() {
        func dot(_ size: Int, inked: [(Int, Int)]) -> Surface {
            let s = Surface(width: size, height: size, format: .a8)
            for (x, y) in inked { (s.pixels + y * s.stride).storeBytes(of: 200, toByteOffset: x, as: UInt8.self) }
            return s
        }
        let a = dot(4, inked: [(3, 3)])
        let b = dot(4, inked: [(0, 0)])
        #expect(!TextLayout.overlap([(a, 0, 0), (b, 2, 2)], [:]), "the boxes meet on blank pixels")
        #expect(TextLayout.overlap([(a, 0, 0), (b, 3, 3)], [:]), "both ink pixel (3, 3)")
        #expect(
            TextLayout.overlap([(a, 0, 0)], [0: [IntRect(x: 3, y: 3, width: 5, height: 1)]]), "an underline under ink")
        #expect(!TextLayout.overlap([(a, 0, 0)], [0: [IntRect(x: 0, y: 4, width: 5, height: 1)]]))
        #expect(!TextLayout.overlap([], [:]))
    }

    @Test func aPositionAFewUlpsFromAPhaseBoundaryDrawsAsTheBoundary() throws {
        let library = try FontLibrary()
        let layout = library.layout("Swift on Linux", style: TextStyle(font: library.font(size: 17)), width: 380)
        let canvas = Canvas(surface: Surface(width: 200, height: 40))
        func draw(_ x: Double) -> [UInt32] {
            canvas.surface.clear(to: .white)
            canvas.draw(layout, at: Point(x: x, y: 10.5))
            return Self.pixels(canvas.surface)
        }
        let exact = draw(10.125)
        #expect(Self.differing(draw(10.125.nextDown), exact) == 0)
        #expect(Self.differing(draw(10.125.nextUp), exact) == 0)
        #expect(Self.differing(draw(10.125 - 1e-9), exact) == 0)
    }
}
