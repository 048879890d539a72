import PanelGraphics

// Carets and selections: where a caret between two characters of the source text stands, which character
// boundary a point is nearest, and the rectangles a selected range covers. Text editors draw their caret
// and selection with these, so that both sit on the glyphs as shaped (kerning, ligatures, fallback fonts).
extension TextLayout {
    /// The line a caret before the character at `index` is on, and its x relative to the layout's left
    /// edge; nil when the layout has no lines. At a line wrapped without a newline the caret is at the start
    /// of the next line; before a newline it is at the end of its line. In a left-to-right run the caret
    /// stands at the left edge of the character's glyphs, in a right-to-left run at their right edge; an
    /// index inside a ligature goes to the ligature's edge.
    public func caretPosition(at index: String.Index) -> (line: Int, x: Double)? {
        guard !lines.isEmpty else { return nil }
        let k = lines.lastIndex { $0.range.lowerBound <= index } ?? 0
        return (k, caretX(at: index, onLine: k))
    }

    /// The character boundary nearest `point` (relative to the layout's top-left corner): on the line whose
    /// box holds the point's y (the first above them, the last below them), the boundary whose caret x is
    /// nearest the point's x. The start of the text when there are no lines.
    public func caretIndex(closestTo point: Point) -> String.Index {
        guard let first = lines.first else { return text.startIndex }
        var k = lines.firstIndex { point.y < $0.frame.maxY } ?? lines.count - 1
        if point.y < first.frame.minY { k = 0 }
        var best = lines[k].range.lowerBound
        var bestDistance = Double.infinity
        for i in boundaries(ofLine: k) {
            let d = abs(caretX(at: i, onLine: k) - point.x)
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        return best
    }

    /// The rectangles, one a line, that the characters in `range` cover, relative to the layout's top-left
    /// corner; a line whose selected text goes on past its end reaches to the layout's width (or its own
    /// end when the width is infinite). Empty for an empty range.
    public func selectionRects(for range: Range<String.Index>) -> [Rect] {
        guard !range.isEmpty, let first = caretPosition(at: range.lowerBound)?.line,
            let last = caretPosition(at: range.upperBound)?.line
        else { return [] }
        var rects: [Rect] = []
        for k in first...last {
            let line = lines[k]
            let start = max(range.lowerBound, line.range.lowerBound)
            let end = min(range.upperBound, line.range.upperBound)
            let a = caretX(at: start, onLine: k)
            var b = caretX(at: end, onLine: k)
            if range.upperBound > line.range.upperBound && k < last {
                b = width.isFinite ? max(width, line.frame.maxX) : max(b, line.frame.maxX)
            }
            let left = min(a, b)
            let right = max(a, b)
            if right > left {
                rects.append(Rect(x: left, y: line.frame.minY, width: right - left, height: line.frame.height))
            }
        }
        return rects
    }

    /// The grapheme boundaries a caret may stand at on line `k`, its start and end included.
    private func boundaries(ofLine k: Int) -> [String.Index] {
        let range = lines[k].range
        var out = Array(text[range].indices)
        out.append(range.upperBound)
        return out
    }

    /// The caret's x before the character at `index`, on line `k`.
    private func caretX(at index: String.Index, onLine k: Int) -> Double {
        let line = lines[k]
        let scalar = text.unicodeScalars.distance(from: text.startIndex, to: index)
        for run in runs[line.runRange] where run.characterRange.contains(scalar) {
            return caretX(atScalar: scalar, in: run)
        }
        // Past the line's last run (its end, or spaces it broke after): the end of the line as it reads.
        return line.isRightToLeft ? line.frame.minX : line.frame.maxX
    }

    /// The caret's x before the scalar at offset `scalar`, inside `run`: the leading edge of the cluster
    /// holding it.
    private func caretX(atScalar scalar: Int, in run: GlyphRun) -> Double {
        let glyphs = self.glyphs[run.glyphRange]
        // The cluster holding the scalar: the largest cluster value at or before it.
        let cluster = glyphs.lazy.map(\.cluster).filter { $0 <= scalar }.max() ?? run.characterRange.lowerBound
        if run.isRightToLeft {
            // Glyphs read right to left: the cluster's right edge is where the next glyph to its right starts.
            let right = glyphs.first { $0.cluster < cluster }
            return right?.position.x ?? run.x + run.width
        }
        return glyphs.first { $0.cluster == cluster }?.position.x ?? run.x
    }
}
