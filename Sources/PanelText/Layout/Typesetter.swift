import CHarfBuzz
import PanelGraphics

/// Shapes, breaks and places attributed text: the work behind `FontLibrary.layout`.
///
/// Per paragraph: FriBidi's embedding levels (UAX #9); runs of one level, script, attributes and face
/// (fallback faces chosen through fontconfig, colour emoji from the emoji face); each run shaped by
/// HarfBuzz (cached); clusters measured in logical order and lines broken where libunibreak allows
/// (UAX #14), never inside a grapheme cluster; then each line's runs reordered to visual order (rule L2)
/// and placed.
struct Typesetter {
    /// A run's attributes resolved against the style.
    struct Resolved {
        var font: Font
        var colorSlot: Int
        var kern: Double?
        var underline: UnderlineStyle?
        var underlineSlot: Int
        var strikethrough: UnderlineStyle?
        var strikethroughSlot: Int
        /// Pixels the glyphs are raised above the baseline.
        var baselineOffset: Double
        /// The background's colour slot, if the run has one.
        var backgroundSlot: Int?
        /// The box of the run's attachment (y up from the baseline), if it has one.
        var attachment: (attachment: TextAttachment, box: Rect)?
    }

    /// Characters of one level, script, attribute run and face, with their shaped glyphs (visual order).
    struct Run {
        var start: Int
        var end: Int
        var level: UInt8
        var script: hb_script_t
        var face: FontFace
        var attributes: Int
        var glyphs: [ShapedGlyph] = []
        var shaping: ShapingRecord?
    }

    /// One cluster (the characters HarfBuzz shaped together), in logical order.
    struct Unit {
        var start: Int
        var end: Int
        var advance: Double
        var run: Int
        var glyphs: Range<Int>
        var isWhitespace: Bool
        var breakAfter: Bool
        /// Whether a line may end before this unit without splitting a grapheme cluster.
        var startsGrapheme: Bool
    }

    struct Paragraph {
        var start: Int
        var end: Int
        var units: Range<Int>
        var rtl: Bool
        var alignment: TextAlignment
        var lineSpacing: Double
        var lineHeightMultiple: Double
        var lineBreakMode: LineBreakMode
        /// The attributes at the paragraph's start (an empty paragraph's line takes its font).
        var attributes: Int
    }

    struct LineSpan {
        var paragraph: Int
        var start: Int
        var end: Int
        /// The end without trailing spaces: what is drawn and measured.
        var shown: Int
        var ellipsis: Run?
        /// Units shown after the ellipsis: the end of the paragraph, for head and middle truncation.
        var tail: Range<Int>?
    }

    let library: FontLibrary
    let style: TextStyle
    let maxWidth: Double

    init(library: FontLibrary, style: TextStyle, width: Double) {
        self.library = library
        self.style = style
        self.maxWidth = width.isNaN ? .infinity : width
    }

    /// The width with a little slack, so text laid out at its own measured width fits in it.
    private var limit: Double { maxWidth + 1e-6 }

    func layout(_ text: AttributedText) -> TextLayout {
        library.layoutCount += 1
        // What is shaped: tabs as spaces, other control characters as zero-width spaces (no glyph, no
        // box); hard line breaks still split paragraphs.
        let scalars = text.string.unicodeScalars.map { s -> UInt32 in
            let v = s.value
            if v == 0x09 { return 0x20 }
            if (v < 0x20 || (v >= 0x7F && v < 0xA0)) && !Self.isHardBreak(v) { return 0x200B }
            return v
        }
        var indices: [String.Index] = []
        indices.reserveCapacity(scalars.count + 1)
        let view = text.string.unicodeScalars
        var i = view.startIndex
        while i < view.endIndex {
            indices.append(i)
            i = view.index(after: i)
        }
        indices.append(view.endIndex)

        var palette: [Color?] = [nil]
        let resolved = resolve(text, palette: &palette)
        var runs: [Run] = []
        var units: [Unit] = []
        var paragraphs: [Paragraph] = []
        scalars.withUnsafeBufferPointer { buffer in
            var start = 0
            var k = 0
            while k < buffer.count {
                guard Self.isHardBreak(buffer[k]) else {
                    k += 1
                    continue
                }
                paragraphs.append(
                    paragraph(
                        start, k, text: text, indices: indices, buffer: buffer, resolved: resolved, runs: &runs,
                        units: &units))
                var next = k + 1
                if buffer[k] == 0x0D, next < buffer.count, buffer[next] == 0x0A { next += 1 }
                start = next
                k = next
            }
            // A trailing newline adds no empty paragraph.
            if start < buffer.count {
                paragraphs.append(
                    paragraph(
                        start, buffer.count, text: text, indices: indices, buffer: buffer, resolved: resolved,
                        runs: &runs, units: &units))
            }
        }

        var spans = breakLines(paragraphs, units)
        var truncated = false
        let maxLines = style.maximumNumberOfLines
        if maxLines > 0 && spans.count > maxLines {
            truncated = true
            spans.removeLast(spans.count - maxLines)
            let last = spans[maxLines - 1]
            switch paragraphs[last.paragraph].lineBreakMode {
            case .byTruncatingTail: spans[maxLines - 1] = truncate(last, paragraphs, units, runs, resolved)
            case .byTruncatingHead, .byTruncatingMiddle:
                spans[maxLines - 1] = truncateKeepingEnd(last, paragraphs, units, runs, resolved)
            default: break
            }
        }
        return place(
            text, indices: indices, spans: spans, paragraphs: paragraphs, units: units, runs: runs,
            resolved: resolved, palette: palette, truncated: truncated)
    }

    // MARK: - Attributes

    private func resolve(_ text: AttributedText, palette: inout [Color?]) -> [Resolved] {
        func slot(_ color: Color?) -> Int {
            guard let color else { return 0 }
            if let k = palette.firstIndex(where: { $0 == color }) { return k }
            palette.append(color)
            return palette.count - 1
        }
        let scale = style.fontScale > 0 && style.fontScale.isFinite ? style.fontScale : 1
        return text.runStorage.map { run in
            let a = run.attributes
            var font = a.font ?? style.font
            if let weight = a.fontWeight { font = Font(face: library.face(weight: weight), size: font.size) }
            if let size = a.fontSize, size > 0, size.isFinite { font = font.withSize(size) }
            if scale != 1 { font = font.withSize(max(1, font.size * scale)) }
            // A link without a colour of its own takes the link colour.
            let colorSlot = slot(a.color ?? (a.link != nil ? style.linkColor ?? .systemBlue : nil))
            let offset = a.baselineOffset.flatMap { $0.isFinite ? $0 * scale : nil } ?? 0
            // The style's tracking spaces runs with no kern of their own.
            let tracking = style.tracking.isFinite && style.tracking != 0 ? style.tracking : nil
            return Resolved(
                font: font, colorSlot: colorSlot, kern: a.kern.map { $0 * scale } ?? tracking,
                underline: a.underlineStyle,
                underlineSlot: a.underlineColor.map { slot($0) } ?? colorSlot, strikethrough: a.strikethroughStyle,
                strikethroughSlot: a.strikethroughColor.map { slot($0) } ?? colorSlot, baselineOffset: offset,
                backgroundSlot: a.backgroundColor.map { slot($0) },
                attachment: a.attachment.map { attachment in
                    let b = attachment.box
                    return (
                        attachment,
                        Rect(x: b.minX * scale, y: b.minY * scale, width: b.width * scale, height: b.height * scale)
                    )
                })
        }
    }

    private func paragraphStyle(_ text: AttributedText, at offset: Int) -> ParagraphStyle {
        text.runStorage[text.runIndex(containing: offset)].attributes.paragraphStyle ?? ParagraphStyle()
    }

    static func isHardBreak(_ v: UInt32) -> Bool {
        v == 0x0A || v == 0x0D || v == 0x0B || v == 0x0C || v == 0x85 || v == 0x2028 || v == 0x2029
    }

    static func isWhitespace(_ v: UInt32) -> Bool {
        switch v {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    // MARK: - Paragraphs: bidi, runs, shaping, clusters

    private func paragraph(
        _ start: Int, _ end: Int, text: AttributedText, indices: [String.Index], buffer: UnsafeBufferPointer<UInt32>,
        resolved: [Resolved], runs: inout [Run], units: inout [Unit]
    ) -> Paragraph {
        let pstyle = paragraphStyle(text, at: start)
        let direction = pstyle.baseWritingDirection ?? style.baseWritingDirection
        let local = UnsafeBufferPointer(rebasing: buffer[start..<end])
        let (levels, rtl) = Bidi.levels(local, direction: direction)
        var alignment = pstyle.alignment ?? style.alignment
        if alignment == .natural { alignment = rtl ? .right : .left }
        let attributesAtStart = text.runIndex(containing: start)
        let firstUnit = units.count
        var para = Paragraph(
            start: start, end: end, units: firstUnit..<firstUnit, rtl: rtl, alignment: alignment,
            lineSpacing: pstyle.lineSpacing ?? style.lineSpacing,
            lineHeightMultiple: pstyle.lineHeightMultiple ?? style.lineHeightMultiple,
            lineBreakMode: pstyle.lineBreakMode ?? style.lineBreakMode, attributes: attributesAtStart)
        guard start < end else { return para }

        // Grapheme clusters, their scripts and whether they are emoji.
        let string = String(text.string.unicodeScalars[indices[start]..<indices[end]])
        var graphemes: [(start: Int, end: Int, script: hb_script_t, emoji: Bool)] = []
        var offset = start
        var hasKana = false
        var hasHangul = false
        for character in string {
            let count = character.unicodeScalars.count
            var script = HB_SCRIPT_COMMON
            for s in character.unicodeScalars {
                let sc = scriptOf(s.value)
                if sc != HB_SCRIPT_COMMON && sc != HB_SCRIPT_INHERITED && sc != HB_SCRIPT_UNKNOWN {
                    script = sc
                    break
                }
            }
            if script == HB_SCRIPT_HIRAGANA || script == HB_SCRIPT_KATAKANA { hasKana = true }
            if script == HB_SCRIPT_HANGUL { hasHangul = true }
            graphemes.append((offset, offset + count, script, Self.isEmoji(character)))
            offset += count
        }
        // Common and inherited characters take the script before them (or, at the start, after them).
        var current = HB_SCRIPT_COMMON
        for g in graphemes.indices {
            if graphemes[g].script == HB_SCRIPT_COMMON {
                graphemes[g].script = current
            } else {
                current = graphemes[g].script
            }
        }
        if let first = graphemes.firstIndex(where: { $0.script != HB_SCRIPT_COMMON }) {
            for g in 0..<first { graphemes[g].script = graphemes[first].script }
        }
        // Chinese characters among kana are Japanese, among hangul Korean: pick the face for that.
        let hanLanguage = hasKana ? "ja" : (hasHangul ? "ko" : "zh-cn")
        func language(_ script: hb_script_t) -> String {
            script == HB_SCRIPT_HAN ? hanLanguage : FontLibrary.language(for: script)
        }

        // Runs of one level, script, attributes and face.
        let firstRun = runs.count
        for g in graphemes {
            let attributes = text.runIndex(containing: g.start)
            let font = resolved[attributes].font
            let face = chooseFace(
                buffer[g.start..<g.end], script: g.script, language: language(g.script), emoji: g.emoji,
                font: font.face)
            let level = levels[g.start - start]
            if runs.count > firstRun, let last = runs.last, last.level == level, last.script == g.script,
                last.attributes == attributes, last.face === face
            {
                runs[runs.count - 1].end = g.end
            } else {
                runs.append(
                    Run(start: g.start, end: g.end, level: level, script: g.script, face: face, attributes: attributes))
            }
        }

        // Shape each run, then cut its glyphs into clusters in logical order.
        let breaks = LineBreaks.opportunities(local)
        var graphemeStarts = Set<Int>()
        for g in graphemes { graphemeStarts.insert(g.start) }
        for r in firstRun..<runs.count {
            let run = runs[r]
            let size26 = resolved[run.attributes].font.size26
            let kern = resolved[run.attributes].kern
            let rtlRun = run.level % 2 == 1
            let lang = language(run.script)
            var glyphs = library.shape(
                run.face, size26: size26, paragraph: local, offset: run.start - start, length: run.end - run.start,
                rightToLeft: rtlRun, script: run.script, language: lang, kerning: kern != 0)
            if library.recordsShaping {
                runs[r].shaping = ShapingRecord(
                    path: run.face.path, faceIndex: run.face.index, size26: size26,
                    scriptTag: HarfBuzz.tag(of: run.script),
                    language: lang, rightToLeft: rtlRun, kerning: kern != 0, paragraph: Array(local),
                    offset: run.start - start, length: run.end - run.start, glyphs: glyphs)
            }
            for k in glyphs.indices { glyphs[k].cluster += Int32(start) }
            // An attachment character is a blank glyph (the face's space) as wide as the attachment.
            if let box = resolved[run.attributes].attachment?.box {
                let blank = library.glyphIndex(library.record(run.face), 0x20)
                var seen = Set<Int32>()
                for k in glyphs.indices where buffer[Int(glyphs[k].cluster)] == 0xFFFC {
                    let first = seen.insert(glyphs[k].cluster).inserted
                    glyphs[k].glyph = blank
                    glyphs[k].xOffset = 0
                    glyphs[k].yOffset = 0
                    glyphs[k].advance = first ? Int32((max(0, box.maxX) * 64).rounded()) : 0
                }
            }
            // Clusters in visual order: glyphs with the same cluster value are contiguous.
            var clusters: [(cluster: Int, glyphs: Range<Int>)] = []
            var k = 0
            while k < glyphs.count {
                var j = k + 1
                while j < glyphs.count && glyphs[j].cluster == glyphs[k].cluster { j += 1 }
                clusters.append((Int(glyphs[k].cluster), k..<j))
                k = j
            }
            if rtlRun { clusters.reverse() }
            // Extra spacing after each cluster (kern attribute), on its last glyph in visual order.
            if let kern, kern != 0 {
                let extra = Int32((kern * 64).rounded())
                for c in clusters where !c.glyphs.isEmpty { glyphs[c.glyphs.upperBound - 1].advance += extra }
            }
            runs[r].glyphs = glyphs
            for (n, c) in clusters.enumerated() {
                let unitEnd = n + 1 < clusters.count ? clusters[n + 1].cluster : run.end
                guard c.cluster < unitEnd else { continue }
                var advance = 0
                for g in c.glyphs { advance += Int(glyphs[g].advance) }
                var white = true
                for s in c.cluster..<unitEnd where !Self.isWhitespace(buffer[s]) {
                    white = false
                    break
                }
                let b = breaks[unitEnd - 1 - start]
                units.append(
                    Unit(
                        start: c.cluster, end: unitEnd, advance: Double(advance) / 64, run: r, glyphs: c.glyphs,
                        isWhitespace: white, breakAfter: b == LineBreaks.allowBreak || b == LineBreaks.mustBreak,
                        startsGrapheme: graphemeStarts.contains(c.cluster)))
            }
        }
        para.units = firstUnit..<units.count
        return para
    }

    private func scriptOf(_ v: UInt32) -> hb_script_t {
        if v < 0x80 {
            let letter = (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
            return letter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
        }
        return library.harfBuzz.script(of: v)
    }

    /// Whether a grapheme cluster is shown as a colour emoji: emoji presentation by default (and not
    /// asked for as text with U+FE0E), or asked for with U+FE0F, a keycap, a skin tone or a flag.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        var textStyle = false
        for s in scalars.dropFirst() {
            switch s.value {
            case 0xFE0E: textStyle = true
            case 0xFE0F, 0x20E3: return first.properties.isEmoji
            default: if s.properties.isEmojiModifier { return true }
            }
        }
        return first.properties.isEmojiPresentation && !textStyle
    }

    /// The face for one grapheme cluster: the emoji face for emoji; for scripts the default faces are not
    /// made for, the face fontconfig ranks best for the script when it has the characters; else the
    /// attributes' face when it has them; else a face that has them; else the attributes' face (which
    /// draws the missing-glyph box).
    private func chooseFace(
        _ scalars: Slice<UnsafeBufferPointer<UInt32>>, script: hb_script_t, language: String, emoji: Bool,
        font: FontFace
    ) -> FontFace {
        if emoji, let first = scalars.first, let face = library.characterFace(first, like: font, emoji: true),
            library.covers(face, scalars)
        {
            return face
        }
        if !FontLibrary.isOwnScript(script) {
            let sample = Array(scalars.filter { !FontLibrary.isIgnorable($0) })
            if let face = library.scriptFace(script, language: language, like: font, sample: sample),
                library.covers(face, scalars)
            {
                return face
            }
        }
        if library.covers(font, scalars) { return font }
        for s in scalars where !FontLibrary.isIgnorable(s) {
            if let face = library.characterFace(s, like: font, emoji: false), library.covers(face, scalars) {
                return face
            }
            break
        }
        return font
    }

    // MARK: - Breaking

    private func breakLines(_ paragraphs: [Paragraph], _ units: [Unit]) -> [LineSpan] {
        var spans: [LineSpan] = []
        for (p, paragraph) in paragraphs.enumerated() {
            let end = paragraph.units.upperBound
            var start = paragraph.units.lowerBound
            if start == end {
                spans.append(LineSpan(paragraph: p, start: start, end: end, shown: end))
                continue
            }
            let byCharacter = paragraph.lineBreakMode == .byCharWrapping
            while start < end {
                var lineEnd = end
                var lastBreak: Int?
                var x = 0.0
                var i = start
                while i < end {
                    let unit = units[i]
                    if !unit.isWhitespace && i > start && x + unit.advance > limit {
                        if !byCharacter, let b = lastBreak {
                            lineEnd = b + 1
                        } else {
                            // Between two grapheme clusters, one at least on the line.
                            lineEnd = i
                            while lineEnd > start + 1 && !units[lineEnd].startsGrapheme { lineEnd -= 1 }
                        }
                        break
                    }
                    x += unit.advance
                    if unit.breakAfter && i + 1 < end && units[i + 1].startsGrapheme { lastBreak = i }
                    i += 1
                }
                spans.append(
                    LineSpan(paragraph: p, start: start, end: lineEnd, shown: trimmedEnd(units, start, lineEnd)))
                start = lineEnd
                // A character wrap can leave spaces at the start of the next line: they hang on this one.
                while start < end && units[start].isWhitespace && byCharacter { start += 1 }
            }
        }
        return spans
    }

    /// The end of `start..<end` without its trailing spaces.
    private func trimmedEnd(_ units: [Unit], _ start: Int, _ end: Int) -> Int {
        var v = end
        while v > start && units[v - 1].isWhitespace { v -= 1 }
        return v
    }

    private func width(_ units: [Unit], _ start: Int, _ end: Int) -> Double {
        var w = 0.0
        for u in start..<end { w += units[u].advance }
        return w
    }

    /// The ellipsis in the font of the text it follows: "…", or three full stops when the face has no
    /// "…", shaped like any run (at the paragraph's level, so it sits at the end in either direction).
    private func ellipsisRun(font: Font, level: UInt8) -> Run {
        let rec = library.record(font.face)
        let dots: [UInt32] = library.glyphIndex(rec, 0x2026) != 0 ? [0x2026] : [0x2E, 0x2E, 0x2E]
        var run = Run(start: 0, end: 0, level: level, script: HB_SCRIPT_COMMON, face: font.face, attributes: 0)
        run.glyphs = dots.withUnsafeBufferPointer { buffer in
            library.shape(
                font.face, size26: font.size26, paragraph: buffer, offset: 0, length: buffer.count,
                rightToLeft: level % 2 == 1, script: HB_SCRIPT_COMMON, language: "en", kerning: true)
        }
        return run
    }

    /// The last line shown, refilled with as much of the rest of its paragraph as fits before "…",
    /// cut between whole grapheme clusters.
    private func truncate(
        _ span: LineSpan, _ paragraphs: [Paragraph], _ units: [Unit], _ runs: [Run], _ resolved: [Resolved]
    ) -> LineSpan {
        let paragraph = paragraphs[span.paragraph]
        let end = paragraph.units.upperBound
        var ellipses: [Int: (run: Run, width: Double)] = [:]
        // The ellipsis takes the attributes of the last character kept.
        func ellipsis(_ attributes: Int) -> (run: Run, width: Double) {
            if let e = ellipses[attributes] { return e }
            var run = ellipsisRun(font: resolved[attributes].font, level: paragraph.rtl ? 1 : 0)
            run.attributes = attributes
            let e = (run, run.glyphs.reduce(0.0) { $0 + Double($1.advance) / 64 })
            ellipses[attributes] = e
            return e
        }
        let firstAttributes = span.start < end ? runs[units[span.start].run].attributes : paragraph.attributes
        var cut = span.start
        var chosen = ellipsis(firstAttributes)
        var x = 0.0
        var i = span.start
        while true {
            if i == end || units[i].startsGrapheme {
                let shown = trimmedEnd(units, span.start, i)
                let attributes = shown > span.start ? runs[units[shown - 1].run].attributes : firstAttributes
                let e = ellipsis(attributes)
                let w = width(units, span.start, shown) + e.width
                guard w <= limit || shown == span.start else { break }
                cut = shown
                chosen = e
            }
            if i == end || x > limit { break }
            x += units[i].advance
            i += 1
        }
        return LineSpan(paragraph: span.paragraph, start: span.start, end: cut, shown: cut, ellipsis: chosen.run)
    }

    /// The last line shown for head and middle truncation, cut between whole grapheme clusters: "…"
    /// then as much of the paragraph's end as fits (head), or the line's start up to half the width,
    /// "…" and as much of the paragraph's end as fits the rest (middle).
    private func truncateKeepingEnd(
        _ span: LineSpan, _ paragraphs: [Paragraph], _ units: [Unit], _ runs: [Run], _ resolved: [Resolved]
    ) -> LineSpan {
        let paragraph = paragraphs[span.paragraph]
        let end = trimmedEnd(units, span.start, paragraph.units.upperBound)
        // The cut is in a later paragraph: the line keeps its text and ends in "…".
        guard span.end < end else { return truncate(span, paragraphs, units, runs, resolved) }
        let middle = paragraph.lineBreakMode == .byTruncatingMiddle
        // The ellipsis takes the attributes of the text it stands next to.
        let attributes = runs[units[middle ? span.start : end - 1].run].attributes
        var ellipsis = ellipsisRun(font: resolved[attributes].font, level: paragraph.rtl ? 1 : 0)
        ellipsis.attributes = attributes
        var room = limit - ellipsis.glyphs.reduce(0.0) { $0 + Double($1.advance) / 64 }
        var shown = span.start
        if middle {
            var x = 0.0
            var i = span.start
            while i < end {
                x += units[i].advance
                i += 1
                if x > room / 2 { break }
                if i == end || units[i].startsGrapheme { shown = i }
            }
            shown = trimmedEnd(units, span.start, shown)
            room -= width(units, span.start, shown)
        }
        var tailStart = end
        var x = 0.0
        var j = end
        while j > shown {
            j -= 1
            x += units[j].advance
            if x > room { break }
            if units[j].startsGrapheme { tailStart = j }
        }
        while tailStart < end && units[tailStart].isWhitespace { tailStart += 1 }
        return LineSpan(
            paragraph: span.paragraph, start: span.start, end: shown, shown: shown, ellipsis: ellipsis,
            tail: tailStart..<end)
    }

    // MARK: - Placing

    private struct Piece {
        var run: Int
        var units: Range<Int>
        var level: UInt8
        /// The ellipsis, which has no units.
        var isEllipsis: Bool
    }

    private func place(
        _ text: AttributedText, indices: [String.Index], spans: [LineSpan], paragraphs: [Paragraph], units: [Unit],
        runs: [Run], resolved: [Resolved], palette: [Color?], truncated: Bool
    ) -> TextLayout {
        var widths: [Double] = []
        widths.reserveCapacity(spans.count)
        for span in spans {
            var w = width(units, span.start, span.shown)
            if let e = span.ellipsis { w += e.glyphs.reduce(0.0) { $0 + Double($1.advance) / 64 } }
            if let tail = span.tail { w += width(units, tail.lowerBound, tail.upperBound) }
            widths.append(w)
        }
        let widest = widths.max() ?? 0
        let alignWidth = maxWidth.isFinite ? maxWidth : widest

        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(units.count)
        var attachments: [PlacedAttachment] = []
        var glyphRuns: [GlyphRun] = []
        var decorations: [TextDecoration] = []
        var lines: [TextLine] = []
        lines.reserveCapacity(spans.count)
        var top = 0.0
        for (k, span) in spans.enumerated() {
            let paragraph = paragraphs[span.paragraph]
            // The line box from the fonts the attributes ask for (fallback faces do not grow it).
            var ascender = 0.0
            var descender = 0.0
            var lineHeight = 0.0
            var seen = Set<Int>()
            func measure(_ attributes: Int) {
                guard seen.insert(attributes).inserted else { return }
                let font = resolved[attributes].font
                // A raised run needs room above, a lowered one below.
                let offset = resolved[attributes].baselineOffset
                ascender = max(ascender, font.ascender + max(0, offset))
                descender = max(descender, -font.descender - min(0, offset))
                // An attachment reaches its box's top above the baseline and its bottom below.
                if let box = resolved[attributes].attachment?.box {
                    ascender = max(ascender, box.maxY + offset)
                    descender = max(descender, -(box.minY + offset))
                }
                lineHeight = max(lineHeight, font.lineHeight)
            }
            if span.start == span.shown {
                measure(span.ellipsis?.attributes ?? paragraph.attributes)
            }
            for u in span.start..<span.shown { measure(runs[units[u].run].attributes) }
            if let e = span.ellipsis { measure(e.attributes) }
            for u in span.tail ?? 0..<0 { measure(runs[units[u].run].attributes) }
            let lineBox = max(1, (lineHeight * paragraph.lineHeightMultiple).rounded())
            let baseline = top + ((lineBox - max(lineHeight, ascender + descender)) / 2 + ascender).rounded()
            let lineWidth = widths[k]
            let x0: Double
            switch paragraph.alignment {
            case .left, .natural: x0 = 0
            case .center: x0 = (alignWidth - lineWidth) / 2
            case .right: x0 = alignWidth - lineWidth
            }

            // Pieces: the line's units grouped by run, plus the ellipsis; then rule L2.
            var pieces: [Piece] = []
            func addPieces(_ shown: Range<Int>) {
                var u = shown.lowerBound
                while u < shown.upperBound {
                    let r = units[u].run
                    var v = u + 1
                    while v < shown.upperBound && units[v].run == r { v += 1 }
                    pieces.append(Piece(run: r, units: u..<v, level: runs[r].level, isEllipsis: false))
                    u = v
                }
            }
            addPieces(span.start..<span.shown)
            if let e = span.ellipsis {
                pieces.append(Piece(run: -1, units: span.shown..<span.shown, level: e.level, isEllipsis: true))
            }
            if let tail = span.tail { addPieces(tail) }
            // Where the text after the ellipsis starts (the paragraph's end when nothing follows it).
            let tailCharacter = span.tail.map { $0.isEmpty ? paragraph.end : units[$0.lowerBound].start }
            Self.reorder(&pieces)

            let firstGlyph = glyphs.count
            let firstRun = glyphRuns.count
            var pen = x0
            for piece in pieces {
                let run = piece.isEllipsis ? span.ellipsis! : runs[piece.run]
                let attributes = resolved[run.attributes]
                let range: Range<Int>
                var characters: Range<Int>
                if piece.isEllipsis {
                    range = run.glyphs.indices
                    let cut = span.shown < paragraph.units.upperBound ? units[span.shown].start : paragraph.end
                    characters = cut..<(tailCharacter ?? paragraph.end)
                } else {
                    var lo = Int.max
                    var hi = Int.min
                    for v in piece.units {
                        lo = min(lo, units[v].glyphs.lowerBound)
                        hi = max(hi, units[v].glyphs.upperBound)
                    }
                    range = lo < hi ? lo..<hi : 0..<0
                    characters = units[piece.units.lowerBound].start..<units[piece.units.upperBound - 1].end
                }
                let runStart = pen
                let glyphStart = glyphs.count
                for g in range {
                    let shaped = run.glyphs[g]
                    let position = Point(
                        x: pen + Double(shaped.xOffset) / 64,
                        y: baseline - Double(shaped.yOffset) / 64 - attributes.baselineOffset)
                    glyphs.append(
                        PositionedGlyph(index: shaped.glyph, position: position, cluster: Int(shaped.cluster)))
                    if let placed = attributes.attachment, let image = placed.attachment.image,
                        shaped.advance > 0, !piece.isEllipsis, placed.box.width > 0,
                        text.string.unicodeScalars[indices[Int(shaped.cluster)]] == "\u{FFFC}"
                    {
                        let box = placed.box
                        attachments.append(
                            PlacedAttachment(
                                image: image,
                                rect: Rect(
                                    x: pen + box.minX, y: baseline - attributes.baselineOffset - box.maxY,
                                    width: box.width, height: box.height), line: k))
                    }
                    pen += Double(shaped.advance) / 64
                }
                let font = Font(face: run.face, size: attributes.font.size)
                glyphRuns.append(
                    GlyphRun(
                        font: font, glyphRange: glyphStart..<glyphs.count, isRightToLeft: run.level % 2 == 1,
                        level: Int(run.level), color: palette[attributes.colorSlot],
                        underlineStyle: attributes.underline,
                        characterRange: characters, line: k, x: runStart, width: pen - runStart,
                        colorSlot: attributes.colorSlot, shaping: run.shaping))
                let base = attributes.font
                let thickness = max(1, (Double(base.face.underlineThickness) * base.scale).rounded())
                let runBaseline = baseline - attributes.baselineOffset
                // A line of `style` centred on `centre`, across the run; a double line's second one below.
                func addLine(_ style: UnderlineStyle, centre: Double, slot: Int) {
                    let weight = style == .thick ? 2 * thickness : thickness
                    let y = (centre - weight / 2).rounded()
                    decorations.append(
                        TextDecoration(
                            rect: Rect(x: runStart, y: y, width: pen - runStart, height: weight), colorSlot: slot,
                            line: k))
                    if style == .double {
                        decorations.append(
                            TextDecoration(
                                rect: Rect(x: runStart, y: y + 2 * thickness, width: pen - runStart, height: thickness),
                                colorSlot: slot, line: k))
                    }
                }
                if let underline = attributes.underline, pen > runStart {
                    addLine(
                        underline, centre: runBaseline - Double(base.face.underlinePosition) * base.scale,
                        slot: attributes.underlineSlot)
                }
                if let strike = attributes.strikethrough, pen > runStart {
                    // Through the middle of the lower-case letters (a double line straddles it).
                    let xHeight = base.xHeight > 0 ? base.xHeight : base.ascender / 2
                    let centre = runBaseline - xHeight / 2 - (strike == .double ? thickness : 0)
                    addLine(strike, centre: centre, slot: attributes.strikethroughSlot)
                }
                if let slot = attributes.backgroundSlot, pen > runStart {
                    decorations.append(
                        TextDecoration(
                            rect: Rect(x: runStart, y: top, width: pen - runStart, height: lineBox), colorSlot: slot,
                            line: k, isBackground: true))
                }
            }

            // Source range: from the first unit to the next line's first unit (or the paragraph end).
            let lower = span.start < paragraph.units.upperBound ? units[span.start].start : paragraph.end
            let upper = span.end < paragraph.units.upperBound ? units[span.end].start : paragraph.end
            let shownUpper = span.shown < paragraph.units.upperBound ? units[span.shown].start : paragraph.end
            var string = String(Substring(text.string.unicodeScalars[indices[lower]..<indices[shownUpper]]))
            if let e = span.ellipsis { string += e.glyphs.count == 1 ? "\u{2026}" : "..." }
            var rangeEnd = span.ellipsis == nil ? upper : shownUpper
            if let tail = span.tail, let from = tailCharacter {
                let to = tail.isEmpty ? from : units[tail.upperBound - 1].end
                string += String(Substring(text.string.unicodeScalars[indices[from]..<indices[to]]))
                rangeEnd = to
            }
            lines.append(
                TextLine(
                    range: indices[lower]..<indices[rangeEnd], string: string,
                    glyphRange: firstGlyph..<glyphs.count, runRange: firstRun..<glyphRuns.count,
                    frame: Rect(x: x0, y: top, width: lineWidth, height: lineBox), baseline: baseline,
                    isTruncated: span.ellipsis != nil, isRightToLeft: paragraph.rtl))
            top += lineBox + paragraph.lineSpacing
        }
        let height = lines.isEmpty ? 0 : lines[lines.count - 1].frame.maxY
        return TextLayout(
            text: text.string, attributedText: text, style: style, width: maxWidth, lines: lines, glyphs: glyphs,
            runs: glyphRuns, size: Size(width: widest, height: height), isTruncated: truncated, library: library,
            decorations: decorations, palette: palette, attachments: attachments, raster: TextRaster())
    }

    /// Unicode's rule L2: from the highest level down to the lowest odd one, reverse every sequence of
    /// pieces at that level or higher.
    private static func reorder(_ pieces: inout [Piece]) {
        guard pieces.count > 1 else { return }
        var highest: UInt8 = 0
        var lowestOdd: UInt8 = .max
        for p in pieces {
            highest = max(highest, p.level)
            if p.level % 2 == 1 { lowestOdd = min(lowestOdd, p.level) }
        }
        guard lowestOdd != .max else { return }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < pieces.count {
                if pieces[i].level >= level {
                    var j = i + 1
                    while j < pieces.count && pieces[j].level >= level { j += 1 }
                    pieces[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            if level == 0 { break }
            level -= 1
        }
    }
}
