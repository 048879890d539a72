import PanelGraphics
import Testing

@testable import PanelText

@Suite struct GlyphCacheTests {
    static let paragraph =
        "Crème brûlée, smørbrød and jalapeño: a paragraph with 12 kinds of glyph, drawn twice to count "
        + "FreeType loads."

    @Test func drawingTheSameParagraphTwiceLoadsEachGlyphOnce() throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 17))
        let canvas = Canvas(surface: Surface(width: 400, height: 200))
        let distinct = Set(Self.paragraph.unicodeScalars).count

        let before = library.glyphLoadCount
        let layout = library.layout(Self.paragraph, style: style, width: 380)
        canvas.draw(layout, at: Point(x: 10, y: 10))
        #expect(library.glyphLoadCount - before == distinct)

        let afterFirst = library.glyphLoadCount
        let callsAfterFirst = library.freeTypeCallCount
        canvas.draw(layout, at: Point(x: 10, y: 10))
        #expect(library.glyphLoadCount == afterFirst)
        #expect(library.freeTypeCallCount == callsAfterFirst)

        // Laying the paragraph out again (as a label might each frame) is served from the cache too.
        let again = library.layout(Self.paragraph, style: style, width: 380)
        canvas.draw(again, at: Point(x: 10, y: 10))
        #expect(library.freeTypeCallCount == callsAfterFirst)
    }

    @Test func steadyAnimationMakesNoFreeTypeCalls() throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 13), alignment: .center, maximumNumberOfLines: 2)
        let canvas = Canvas(surface: Surface(width: 400, height: 120))
        let layout = library.layout(Self.paragraph + " " + Self.paragraph, style: style, width: 200)
        #expect(layout.isTruncated)
        // A slide: the paragraph drawn at positions covering every subpixel phase.
        let offsets = (0..<24).map { Double($0) * 7.3 }
        func frame(_ x: Double) {
            canvas.surface.clear(to: .white)
            canvas.withSavedState {
                canvas.translateBy(x: x, y: 0.5)
                canvas.draw(layout, at: Point(x: 0, y: 10))
            }
        }
        for x in offsets { frame(x) }
        let calls = library.freeTypeCallCount
        for x in offsets { frame(x) }
        #expect(library.freeTypeCallCount == calls)
    }

    @Test func characterLookupsAndShapesAreCached() throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 17))
        let canvas = Canvas(surface: Surface(width: 400, height: 100))
        canvas.draw(library.layout("AVATAR Tower", style: style), at: .zero)
        let calls = library.freeTypeCallCount
        let shapes = library.shapeCount
        // The same text again: shaped from the cache, no FreeType call.
        _ = library.layout("AVATAR Tower", style: style)
        #expect(library.shapeCount == shapes)
        #expect(library.freeTypeCallCount == calls)
        // Another size is shaped once more, but looks up no character: laying it out makes no FreeType
        // call, and drawing it loads each distinct glyph once.
        let large = library.layout("AVATAR Tower", style: TextStyle(font: library.font(size: 28)))
        #expect(library.shapeCount == shapes + 1)
        #expect(library.freeTypeCallCount == calls)
        let loads = library.glyphLoadCount
        canvas.draw(large, at: Point(x: 0, y: 30))
        #expect(library.glyphLoadCount - loads == Set("AVATAR Tower".unicodeScalars).count)
    }

    @Test func anEmptiedCacheRefillsAndStillDraws() throws {
        let library = try FontLibrary()
        library.glyphCacheLimit = 8
        let layout = library.layout(Self.paragraph, style: TextStyle(font: library.font(size: 17)), width: 300)
        let mask = TextTest.mask(layout, width: 320, height: 200)
        #expect(library.cachedGlyphImageCount <= 8)
        library.glyphCacheLimit = 8192
        library.removeCachedGlyphs()
        let reference = TextTest.mask(layout, width: 320, height: 200)
        var same = true
        for y in 0..<200 {
            for x in 0..<320 where mask.pixel(x: x, y: y) != reference.pixel(x: x, y: y) { same = false }
        }
        #expect(same)
        #expect(TextTest.inkCount(mask) > 500)
    }
}
