import PanelGraphics

/// Breaks text into lines and places its glyphs: the work behind `FontLibrary.layout`.
///
/// Text is read as Unicode scalars, each mapped to one glyph of the style's font (no shaping:
/// accented Latin comes precomposed, and combining marks are zero-width glyphs that sit over the
/// letter before them). Pen positions use unhinted advances plus the font's pair kerning.
struct LineBreaker {
    enum Kind {
        /// A glyph that is drawn.
        case glyph
        /// A space: takes room, breaks after, is not drawn.
        case space
        /// A control or format character: takes no room and is not drawn.
        case invisible
    }

    struct Item {
        /// The scalar's position in the source text.
        var index: String.Index
        var glyph: UInt32
        /// The pen position the glyph is drawn at (kerning included), from the paragraph's start.
        var x: Double
        var advance: Double
        var kind: Kind
        /// Whether a line may break after this item.
        var breakAfter: Bool
    }

    struct Paragraph {
        var items: Range<Int>
        var text: Range<String.Index>
    }

    struct Span {
        var start: Int
        var end: Int
        var paragraph: Int
        /// Where the ellipsis goes, from the line's start, when the line is truncated.
        var ellipsisX: Double?
    }

    let library: FontLibrary
    let style: TextStyle
    let record: FaceRecord
    let size26: Int
    let scale: Double
    let maxWidth: Double

    init(library: FontLibrary, style: TextStyle, width: Double) {
        self.library = library
        self.style = style
        self.record = library.record(style.font.face)
        self.size26 = style.font.size26
        self.scale = style.font.scale
        self.maxWidth = width.isNaN ? .infinity : width
    }

    /// The width with a little slack, so text laid out at its own measured width fits in it.
    private var limit: Double { maxWidth + 1e-6 }

    func layout(_ text: String) -> TextLayout {
        let (items, paragraphs) = itemize(text)
        var spans = breakLines(items, paragraphs)
        var truncated = false
        let maxLines = style.maximumNumberOfLines
        if maxLines > 0 && spans.count > maxLines {
            truncated = true
            spans.removeLast(spans.count - maxLines)
            if style.lineBreakMode == .byTruncatingTail {
                spans[maxLines - 1] = truncate(spans[maxLines - 1], items, paragraphs)
            }
        }
        return place(text, spans, items, paragraphs, truncated: truncated)
    }

    // MARK: - Characters to glyphs

    private func itemize(_ text: String) -> ([Item], [Paragraph]) {
        var items: [Item] = []
        items.reserveCapacity(text.utf8.count)
        var paragraphs: [Paragraph] = []
        let scalars = text.unicodeScalars
        var i = scalars.startIndex
        var paragraphItem = 0
        var paragraphIndex = i
        var pen = 0.0
        var previousGlyph: UInt32 = 0
        var previousKind = Kind.space
        let spaceGlyph = library.glyphIndex(record, 0x20)
        while i < scalars.endIndex {
            let value = scalars[i].value
            let next = scalars.index(after: i)
            if Self.isHardBreak(value) {
                paragraphs.append(Paragraph(items: paragraphItem..<items.count, text: paragraphIndex..<i))
                var after = next
                if value == 0x0D, after < scalars.endIndex, scalars[after] == "\n" {
                    after = scalars.index(after: after)
                }
                paragraphItem = items.count
                paragraphIndex = after
                pen = 0
                previousGlyph = 0
                previousKind = .space
                i = after
                continue
            }
            let kind = Self.kind(of: value)
            var item = Item(index: i, glyph: 0, x: pen, advance: 0, kind: kind, breakAfter: false)
            switch kind {
            case .invisible:
                // Zero-width space and soft hyphen are break opportunities; other format and control
                // characters are dropped.
                item.breakAfter = value == 0x200B || value == 0xAD
            case .space, .glyph:
                var glyph = value == 0x09 ? spaceGlyph : library.glyphIndex(record, value)
                if glyph == 0 && kind == .space { glyph = spaceGlyph }
                let entry = library.glyph(record, size26: size26, index: glyph)
                if previousGlyph != 0 {
                    pen += Double(library.kerning(record, previousGlyph, glyph)) * scale
                }
                item.glyph = glyph
                item.x = pen
                item.advance = entry.advance
                item.breakAfter = kind == .space || (Self.isBreakingDash(value) && previousKind == .glyph)
                pen += entry.advance
                previousGlyph = glyph
                previousKind = kind
            }
            items.append(item)
            i = next
        }
        // The text after the last hard break; a trailing newline adds no empty paragraph.
        if paragraphItem < items.count {
            paragraphs.append(Paragraph(items: paragraphItem..<items.count, text: paragraphIndex..<scalars.endIndex))
        }
        return (items, paragraphs)
    }

    static func isHardBreak(_ v: UInt32) -> Bool {
        v == 0x0A || v == 0x0D || v == 0x0B || v == 0x0C || v == 0x85 || v == 0x2028 || v == 0x2029
    }

    static func kind(of v: UInt32) -> Kind {
        switch v {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0xFEFF:
            return .invisible
        default: return .glyph
        }
    }

    /// Hyphen-minus, hyphen, en and em dash: a line may break after one that follows a letter.
    static func isBreakingDash(_ v: UInt32) -> Bool {
        v == 0x2D || v == 0x2010 || v == 0x2013 || v == 0x2014
    }

    // MARK: - Breaking

    private func breakLines(_ items: [Item], _ paragraphs: [Paragraph]) -> [Span] {
        var spans: [Span] = []
        let byCharacter = style.lineBreakMode == .byCharWrapping
        for (p, paragraph) in paragraphs.enumerated() {
            let end = paragraph.items.upperBound
            var start = paragraph.items.lowerBound
            if start == end {
                spans.append(Span(start: start, end: end, paragraph: p))
                continue
            }
            while start < end {
                var lineEnd = end
                var lastBreak: Int?
                var i = start
                while i < end {
                    let item = items[i]
                    if item.kind == .glyph && i > start && item.x + item.advance - items[start].x > limit {
                        if !byCharacter, let b = lastBreak {
                            lineEnd = b + 1
                        } else {
                            lineEnd = i
                            // Keep a combining mark (zero advance) with its letter.
                            while lineEnd > start + 1 && items[lineEnd].advance == 0 && items[lineEnd].kind == .glyph {
                                lineEnd -= 1
                            }
                        }
                        break
                    }
                    if item.breakAfter { lastBreak = i }
                    i += 1
                }
                spans.append(Span(start: start, end: lineEnd, paragraph: p))
                start = lineEnd
                // Spaces at a break belong to neither line.
                while start < end && items[start].kind == .space { start += 1 }
            }
        }
        return spans
    }

    /// The last visible item before `end`, plus one (spaces and invisible items trimmed).
    private func trimmedEnd(_ items: [Item], _ start: Int, _ end: Int) -> Int {
        var v = end
        while v > start && items[v - 1].kind != .glyph { v -= 1 }
        return v
    }

    private func width(_ items: [Item], _ start: Int, _ end: Int) -> Double {
        let v = trimmedEnd(items, start, end)
        return v > start ? items[v - 1].x + items[v - 1].advance - items[start].x : 0
    }

    /// The ellipsis glyph and its advance; three full stops when the font has no "…".
    private var ellipsis: (glyph: UInt32, count: Int, advance: Double) {
        var glyph = library.glyphIndex(record, 0x2026)
        var count = 1
        if glyph == 0 {
            glyph = library.glyphIndex(record, 0x2E)
            count = 3
        }
        return (glyph, count, library.glyph(record, size26: size26, index: glyph).advance)
    }

    /// The last line shown, refilled with as much of the rest of its paragraph as fits before "…".
    private func truncate(_ span: Span, _ items: [Item], _ paragraphs: [Paragraph]) -> Span {
        let (glyph, count, advance) = ellipsis
        let start = span.start
        var end = paragraphs[span.paragraph].items.upperBound
        while true {
            let v = trimmedEnd(items, start, end)
            var x = 0.0
            if v > start {
                let last = items[v - 1]
                x = last.x + last.advance - items[start].x + Double(library.kerning(record, last.glyph, glyph)) * scale
            }
            if x + advance * Double(count) <= limit || v == start {
                return Span(start: start, end: v, paragraph: span.paragraph, ellipsisX: x)
            }
            end = v - 1
        }
    }

    // MARK: - Placing

    private func place(_ text: String, _ spans: [Span], _ items: [Item], _ paragraphs: [Paragraph], truncated: Bool)
        -> TextLayout
    {
        let font = style.font
        let lineBox = max(1, (font.lineHeight * style.lineHeightMultiple).rounded())
        let baselineInBox = ((lineBox - font.lineHeight) / 2 + font.ascender).rounded()
        let pitch = lineBox + style.lineSpacing
        let ellipsis = spans.contains { $0.ellipsisX != nil } ? self.ellipsis : (glyph: 0, count: 0, advance: 0)

        var widths: [Double] = []
        widths.reserveCapacity(spans.count)
        for span in spans {
            if let x = span.ellipsisX {
                widths.append(x + ellipsis.advance * Double(ellipsis.count))
            } else {
                widths.append(width(items, span.start, span.end))
            }
        }
        let widest = widths.max() ?? 0
        let alignWidth = maxWidth.isFinite ? maxWidth : widest

        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(items.count)
        var lines: [TextLine] = []
        lines.reserveCapacity(spans.count)
        let scalars = text.unicodeScalars
        for (k, span) in spans.enumerated() {
            let top = Double(k) * pitch
            let baseline = top + baselineInBox
            let lineWidth = widths[k]
            let x0: Double
            switch style.alignment {
            case .left: x0 = 0
            case .center: x0 = (alignWidth - lineWidth) / 2
            case .right: x0 = alignWidth - lineWidth
            }
            let firstGlyph = glyphs.count
            let origin = span.start < items.count ? items[span.start].x : 0
            for j in span.start..<span.end where items[j].kind == .glyph {
                glyphs.append(
                    PositionedGlyph(index: items[j].glyph, position: Point(x: x0 + items[j].x - origin, y: baseline)))
            }
            if let ex = span.ellipsisX {
                for n in 0..<ellipsis.count {
                    let x = x0 + ex + Double(n) * ellipsis.advance
                    glyphs.append(PositionedGlyph(index: ellipsis.glyph, position: Point(x: x, y: baseline)))
                }
            }
            // Source range: from the first item to the next line's first item (or the paragraph end).
            let paragraph = paragraphs[span.paragraph]
            let lower = span.start < paragraph.items.upperBound ? items[span.start].index : paragraph.text.upperBound
            let upper = span.end < paragraph.items.upperBound ? items[span.end].index : paragraph.text.upperBound
            let shownEnd = trimmedEnd(items, span.start, span.end)
            let shownUpper = shownEnd < paragraph.items.upperBound ? items[shownEnd].index : paragraph.text.upperBound
            var string = String(Substring(scalars[lower..<shownUpper]))
            if span.ellipsisX != nil { string += ellipsis.count == 1 ? "\u{2026}" : "..." }
            lines.append(
                TextLine(
                    range: lower..<(span.ellipsisX == nil ? upper : shownUpper), string: string,
                    glyphRange: firstGlyph..<glyphs.count,
                    frame: Rect(x: x0, y: top, width: lineWidth, height: lineBox), baseline: baseline,
                    isTruncated: span.ellipsisX != nil))
        }
        let height = spans.isEmpty ? 0 : Double(spans.count) * lineBox + Double(spans.count - 1) * style.lineSpacing
        return TextLayout(
            text: text, style: style, width: maxWidth, lines: lines, glyphs: glyphs,
            size: Size(width: widest, height: height), isTruncated: truncated, library: library)
    }
}
