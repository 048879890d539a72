import PanelGraphics
import Testing

@testable import PanelText

@Suite struct TextLayoutTests {
    let library: FontLibrary

    init() throws {
        library = try FontLibrary()
    }

    func style(_ size: Double = 17, _ configure: (inout TextStyle) -> Void = { _ in }) -> TextStyle {
        var style = TextStyle(font: library.font(size: size))
        configure(&style)
        return style
    }

    @Test func wrapsAKnownSentenceAtWordBoundaries() {
        let layout = library.layout(TextTest.sentence, style: style(), width: 180)
        #expect(layout.lines.map(\.string) == ["The quick brown fox", "jumps over the lazy", "dog"])
        for line in layout.lines { #expect(line.frame.width <= 180) }
        // Greedy: the next line's first word would not have fitted on the line before.
        for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
            let word = next.string.split(separator: " ").first.map(String.init) ?? ""
            let longer = library.layout(line.string + " " + word, style: style())
            #expect(longer.size.width > 180)
        }
        // The source ranges cover the text in order, spaces at the breaks included.
        let rejoined = layout.lines.map { String(Substring(TextTest.sentence.unicodeScalars[$0.range])) }.joined()
        #expect(rejoined == TextTest.sentence)
    }

    @Test func unconstrainedWidthKeepsOneLinePerParagraph() {
        let layout = library.layout("first line\nsecond\r\nthird\n\nfifth\n", style: style())
        #expect(layout.lines.map(\.string) == ["first line", "second", "third", "", "fifth"])
        #expect(library.layout("", style: style()).lines.isEmpty)
        #expect(library.measure("", style: style()) == .zero)
    }

    @Test func breaksAfterHyphensAndInsideOverlongWords() {
        let hyphenated = library.layout("state-of-the-art", style: style(), width: 70)
        #expect(hyphenated.lines.count > 1)
        #expect(hyphenated.lines.dropLast().allSatisfy { $0.string.hasSuffix("-") })
        #expect(hyphenated.lines.map(\.string).joined() == "state-of-the-art")

        let word = "Supercalifragilisticexpialidocious"
        let broken = library.layout(word, style: style(), width: 100)
        #expect(broken.lines.count >= 3)
        #expect(broken.lines.map(\.string).joined() == word)
        for line in broken.lines { #expect(line.frame.width <= 100) }

        // At 200 px a word wrap ends the first line after "fox"; a character wrap carries on into "jumps".
        let words = library.layout(TextTest.sentence, style: style(), width: 200)
        #expect(words.lines[0].string == "The quick brown fox")
        let chars = library.layout(TextTest.sentence, style: style { $0.lineBreakMode = .byCharWrapping }, width: 200)
        #expect(chars.lines[0].string.hasPrefix("The quick brown fox j"))
        for line in chars.lines { #expect(line.frame.width <= 200) }
    }

    @Test func lineMetricsFollowTheFont() {
        let font = library.font(size: 17)
        let one = library.layout("A\nB\nC", style: style())
        let pitch = font.lineHeight.rounded()
        #expect(
            one.lines.map(\.baseline) == [one.firstBaseline, one.firstBaseline + pitch, one.firstBaseline + 2 * pitch])
        #expect(abs(one.firstBaseline - font.ascender) <= 1)
        #expect(one.size.height == 3 * pitch)

        let spaced = library.layout("A\nB\nC", style: style { $0.lineSpacing = 4 })
        #expect(spaced.size.height == 3 * pitch + 8)
        #expect(spaced.lastBaseline == spaced.firstBaseline + 2 * (pitch + 4))

        let tall = library.layout("A\nB", style: style { $0.lineHeightMultiple = 1.5 })
        let box = (font.lineHeight * 1.5).rounded()
        #expect(tall.size.height == 2 * box)
        // The extra height is shared above and below: the text sits in the middle of its line box.
        #expect(abs(tall.firstBaseline - ((box - font.lineHeight) / 2 + font.ascender)) <= 0.5)
    }

    @Test func measureIsTheLayoutSizeRoundedUp() {
        let layout = library.layout(TextTest.sentence, style: style(), width: 180)
        let size = library.measure(TextTest.sentence, style: style(), width: 180)
        #expect(size.width == layout.size.width.rounded(.up))
        #expect(size.height == layout.size.height.rounded(.up))
        // Laying out again at the measured width gives the same lines.
        let again = library.layout(TextTest.sentence, style: style(), width: layout.size.width)
        #expect(again.lines.map(\.string) == layout.lines.map(\.string))
    }

    @Test func kerningPullsAVTogether() {
        let style = style(28)
        let a = library.layout("A", style: style).size.width
        let v = library.layout("V", style: style).size.width
        let pair = library.layout("AV", style: style)
        // DejaVu Sans kerns A-V by -131/2048 em: 1.8 px at 28 px.
        let expected = -131.0 / 2048 * 28
        // HarfBuzz gives positions in 1/64 pixel.
        #expect(abs(pair.glyphs[1].position.x - (a + expected)) <= 1.0 / 64)
        #expect(pair.size.width < a + v - 1.5)
    }

    @Test func maximumLinesEndsTheLastLineWithAnEllipsisThatFits() {
        let text = TextTest.sentence + ", and then the dog wakes up and chases the fox all the way home."
        let layout = library.layout(text, style: style { $0.maximumNumberOfLines = 2 }, width: 200)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(layout.lines[1].string.hasSuffix("\u{2026}"))
        #expect(layout.lines[1].isTruncated)
        #expect(!layout.lines[0].isTruncated)
        #expect(layout.lines[1].frame.maxX <= 200)
        // The ellipsis line is refilled by character, so it holds about as much as the word-wrapped
        // second line did, less the room the ellipsis takes.
        let wrapped = library.layout(text, style: style(), width: 200)
        #expect(layout.lines[1].string.count >= wrapped.lines[1].string.count - 1)
        // No ink past the width.
        let mask = TextTest.mask(layout, width: 260, height: 60)
        if let bounds = TextTest.inkBounds(mask, threshold: 0) {
            #expect(bounds.maxX < 200)
        } else {
            Issue.record("the truncated layout drew no ink")
        }

        let single = library.layout(text, style: style { $0.maximumNumberOfLines = 1 }, width: 120)
        #expect(single.lines.count == 1)
        #expect(single.lines[0].string.hasSuffix("\u{2026}"))
        #expect(single.size.width <= 120)

        var clipping = style()
        clipping.maximumNumberOfLines = 2
        clipping.lineBreakMode = .byWordWrapping
        let clipped = library.layout(text, style: clipping, width: 200)
        #expect(clipped.isTruncated)
        #expect(clipped.lines.map(\.string) == Array(wrapped.lines.prefix(2).map(\.string)))

        let fits = library.layout("Short", style: style { $0.maximumNumberOfLines = 1 }, width: 200)
        #expect(!fits.isTruncated)
        #expect(fits.lines[0].string == "Short")
    }

    @Test func alignmentPlacesInkAtTheLeftCentreAndRight() throws {
        let width = 300.0
        func ink(_ alignment: TextAlignment) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
            let layout = library.layout("HOLD THE LINE", style: style { $0.alignment = alignment }, width: width)
            return try #require(
                TextTest.inkBounds(TextTest.mask(layout, width: 340, height: 40, at: Point(x: 20, y: 0))))
        }
        let left = try ink(.left)
        let center = try ink(.center)
        let right = try ink(.right)
        // "H" and "E" have side bearings of about 1.7 px at 17 px.
        #expect(left.minX >= 20 && left.minX <= 23)
        #expect(right.maxX >= 316 && right.maxX <= 320)
        #expect(abs(Double(center.minX + center.maxX) / 2 - (20 + width / 2)) <= 1.5)
        #expect(right.maxX - right.minX == left.maxX - left.minX)
    }

    @Test func accentedLatinMeasuresAndRendersAccents() throws {
        let text = "Ångström café naïve façade Øresund señor über Ærø"
        let layout = library.layout(text, style: style())
        #expect(layout.size.width > 0)
        #expect(!layout.glyphs.contains { $0.index == 0 })
        #expect(TextTest.inkCount(TextTest.mask(layout, width: 500, height: 30)) > 300)

        // The accent of "É" reaches above the top of "E".
        let plain = try #require(
            TextTest.inkBounds(TextTest.mask(library.layout("E", style: style()), width: 30, height: 30)))
        let acute = try #require(
            TextTest.inkBounds(TextTest.mask(library.layout("É", style: style()), width: 30, height: 30)))
        #expect(acute.minY < plain.minY - 1)
        #expect(acute.maxY == plain.maxY)
    }

    @Test func decomposedAccentsAreComposedByTheShaper() throws {
        let composed = library.layout("caf\u{E9}", style: style())
        let decomposed = library.layout("cafe\u{301}", style: style())
        // HarfBuzz composes "e" and U+0301 into the font's "é": the same glyphs, the same width.
        #expect(decomposed.glyphs.map(\.index) == composed.glyphs.map(\.index))
        #expect(abs(decomposed.size.width - composed.size.width) < 0.01)
        // A letter with no precomposed form keeps its mark on top: "q" with an acute accent.
        let marked = library.layout("q\u{301}", style: style())
        let plain = library.layout("q", style: style())
        #expect(marked.glyphs.count == 2)
        #expect(abs(marked.size.width - plain.size.width) < 0.01)
        let top = try #require(TextTest.inkBounds(TextTest.mask(marked, width: 30, height: 30)))
        let bare = try #require(TextTest.inkBounds(TextTest.mask(plain, width: 30, height: 30)))
        #expect(top.minY < bare.minY - 1)
        #expect(top.maxX <= bare.maxX + 2)
    }

    @Test(arguments: ["\u{E000}", "\u{10FFFD}"])
    func missingGlyphDrawsVisibleInk(_ text: String) throws {
        let layout = library.layout(text, style: style())
        #expect(layout.glyphs.count == 1)
        #expect(layout.glyphs[0].index == 0)
        #expect(layout.size.width > 0)
        let mask = TextTest.mask(layout, width: 30, height: 30)
        #expect(TextTest.inkCount(mask, threshold: 128) >= 10)
    }

    @Test func boxFallbackIsHollow() throws {
        let image = FontLibrary.missingGlyphBox(size: 17, capHeight: 12)
        let mask = try #require(image.mask)
        #expect(mask.pixel(x: 0, y: 0) >> 24 == 255)
        #expect(mask.pixel(x: mask.width / 2, y: mask.height / 2) == 0)
        // A glyph with no outline to render (a blank .notdef, or one FreeType failed to load) gets the box.
        let entry = GlyphEntry(outline: nil, advance: 8, isBlank: false, phases: library.subpixelSteps)
        let fallback = library.image(entry, index: 0, size26: 17 * 64, capHeight: 12, phase: 0)
        #expect(fallback.mask?.height == 12)
    }

    @Test func spacesAndInvisibleCharactersDrawNothing() {
        let layout = library.layout("a b\u{200B}c\u{AD}d\td\u{1}", style: style())
        let inked = layout.glyphs.filter { glyph in
            let record = library.record(library.regular)
            return !library.glyph(record, size26: 17 * 64, index: glyph.index).isBlank
        }
        #expect(inked.count == 5)
        #expect(!layout.glyphs.contains { $0.index == 0 })
        #expect(layout.lines.count == 1)
        // The tab is as wide as a space.
        let spaced = library.layout("d d", style: style())
        #expect(abs(library.layout("d\td", style: style()).size.width - spaced.size.width) < 0.01)
    }
}
