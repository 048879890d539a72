import PanelGraphics
import Testing

@testable import PanelText

/// Carets and selections on a layout: a caret's line and x before a character, the character boundary
/// nearest a point, and the rectangles a selected range covers.
@Suite struct TextLayoutCaretTests {
    let library: FontLibrary

    init() throws {
        library = try FontLibrary()
    }

    private func layout(_ text: String, width: Double = .infinity) -> TextLayout {
        library.layout(text, style: TextStyle(font: library.font(size: 17)), width: width)
    }

    private func index(_ text: String, _ n: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: n)
    }

    @Test func caretsStepRightAcrossALineAndEndAtItsWidth() throws {
        let text = "mmmm"
        let l = layout(text)
        let xs = try (0...4).map { try #require(l.caretPosition(at: index(text, $0))).x }
        #expect(xs.first == 0)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "\(xs)")
        #expect(abs(xs[4] - l.lines[0].frame.maxX) < 0.01)
        // The middle caret is half way, as the four glyphs are the same.
        #expect(abs(xs[2] - xs[4] / 2) < 1)
    }

    @Test func theNearestBoundaryToAPointIsFound() {
        let text = "mmmm"
        let l = layout(text)
        let w = l.lines[0].frame.width
        #expect(l.caretIndex(closestTo: Point(x: -5, y: 5)) == text.startIndex)
        #expect(l.caretIndex(closestTo: Point(x: w * 0.26, y: 5)) == index(text, 1))
        #expect(l.caretIndex(closestTo: Point(x: w * 0.74, y: 5)) == index(text, 3))
        #expect(l.caretIndex(closestTo: Point(x: w + 20, y: 5)) == text.endIndex)
    }

    @Test func caretsFollowNewLinesAndPointsPickTheirLine() throws {
        let text = "one\ntwo"
        let l = layout(text)
        #expect(l.lines.count == 2)
        // Before the newline: the end of the first line; after it, the start of the second.
        let beforeNewline = try #require(l.caretPosition(at: index(text, 3)))
        #expect(beforeNewline.line == 0 && beforeNewline.x > 0)
        let second = try #require(l.caretPosition(at: index(text, 4)))
        #expect(second.line == 1 && second.x == 0)
        #expect(l.caretIndex(closestTo: Point(x: 0, y: l.lines[1].frame.midY)) == index(text, 4))
        #expect(l.caretIndex(closestTo: Point(x: 500, y: 500)) == text.endIndex)
    }

    @Test func rightToLeftCaretsStartAtTheRightEdgeAndStepLeft() throws {
        let text = "שלום"
        let l = library.layout(text, style: TextStyle(font: library.font(size: 17), alignment: .left))
        let line = l.lines[0]
        let xs = try (0...4).map { try #require(l.caretPosition(at: index(text, $0))).x }
        #expect(abs(xs[0] - line.frame.maxX) < 0.01, "reading starts at the right: \(xs)")
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 }, "\(xs)")
        #expect(abs(xs[4] - line.frame.minX) < 0.01)
        #expect(l.caretIndex(closestTo: Point(x: line.frame.maxX + 5, y: 5)) == text.startIndex)
    }

    @Test func aSelectionCoversOneRectangleALine() {
        let text = "one\ntwo"
        let l = layout(text, width: 200)
        #expect(l.selectionRects(for: index(text, 1)..<index(text, 1)).isEmpty)
        let within = l.selectionRects(for: index(text, 1)..<index(text, 3))
        #expect(within.count == 1)
        #expect(within.first.map { $0.minX > 0 && $0.maxX <= l.lines[0].frame.maxX + 0.01 } == true)
        let across = l.selectionRects(for: index(text, 1)..<index(text, 6))
        #expect(across.count == 2)
        #expect(across.first?.maxX == 200, "the first line's selection runs on to the width")
        #expect(across.last?.minX == 0 && across.last?.minY == l.lines[1].frame.minY)
    }
}
