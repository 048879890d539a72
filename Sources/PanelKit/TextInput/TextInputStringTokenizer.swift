/// The tokenizer of a text field or text view, as `UITextInputStringTokenizer`: it reads the text (and,
/// for lines, where the caret goes on the screen) from its text input each time it is asked.
@MainActor
open class TextInputStringTokenizer: TextInputTokenizer {
    private weak var input: (any TextInput)?

    public init(textInput: any TextInput) {
        input = textInput
    }

    open func rangeEnclosingPosition(
        _ position: TextPosition, with granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextRange? {
        let p = position.offset
        let forward = direction.isForward
        let unit = units(granularity).first {
            forward ? ($0.lowerBound <= p && p < $0.upperBound) : ($0.lowerBound < p && p <= $0.upperBound)
        }
        return unit.map { TextRange($0.lowerBound, $0.upperBound) }
    }

    open func isPosition(
        _ position: TextPosition, atBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool {
        let p = position.offset
        return units(granularity).contains { direction.isForward ? $0.upperBound == p : $0.lowerBound == p }
    }

    open func position(
        from position: TextPosition, toBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextPosition? {
        let p = position.offset
        let all = units(granularity)
        let target =
            direction.isForward
            ? all.map(\.upperBound).filter { $0 > p }.min() : all.map(\.lowerBound).filter { $0 < p }.max()
        return target.map(TextPosition.init)
    }

    open func isPosition(
        _ position: TextPosition, withinTextUnit granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }

    /// The units of `granularity`, in order, as UTF-16 offset ranges of the text.
    private func units(_ granularity: TextGranularity) -> [Range<Int>] {
        guard let input else { return [] }
        let end = input.endOfDocument.offset
        let text = input.text(in: TextRange(0, end)) ?? ""
        // Each character with its UTF-16 start and end.
        var characters: [(c: Character, start: Int, end: Int)] = []
        var at = 0
        for c in text {
            let n = c.utf16.count
            characters.append((c, at, at + n))
            at += n
        }
        switch granularity {
        case .character: return characters.map { $0.start..<$0.end }
        case .document: return [0..<end]
        case .word:
            return runs(characters) { i in
                let c = characters[i].c
                if c.isLetter || c.isNumber { return true }
                // An apostrophe between letters ("don't") is part of the word.
                let apostrophe = c == "'" || c == "\u{2019}"
                return apostrophe && i > 0 && i + 1 < characters.count && characters[i - 1].c.isLetter
                    && characters[i + 1].c.isLetter
            }
        case .paragraph:
            return runs(characters) { !characters[$0].c.isNewline }
        case .sentence:
            var out: [Range<Int>] = []
            var start: Int?
            for (i, item) in characters.enumerated() {
                if start == nil, !item.c.isWhitespace { start = item.start }
                guard let s = start else { continue }
                let closes = item.c == "." || item.c == "!" || item.c == "?"
                let nextIsBreak = i + 1 == characters.count || characters[i + 1].c.isWhitespace
                if item.c.isNewline {
                    if s < item.start { out.append(s..<item.start) }
                    start = nil
                } else if closes && nextIsBreak || i + 1 == characters.count {
                    out.append(s..<item.end)
                    start = nil
                }
            }
            return out
        case .line:
            // Lines as the caret sees them: a new line starts where the caret's rectangle moves down.
            var out: [Range<Int>] = []
            var start = 0
            var lineY = input.caretRect(for: TextPosition(0)).minY
            for item in characters.dropFirst() {
                let y = input.caretRect(for: TextPosition(item.start)).minY
                if y > lineY {
                    out.append(start..<item.start)
                    start = item.start
                    lineY = y
                }
            }
            if end > start { out.append(start..<end) }
            return out
        }
    }

    /// The maximal runs of characters for which `inside` holds.
    private func runs(_ characters: [(c: Character, start: Int, end: Int)], inside: (Int) -> Bool) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int?
        for i in characters.indices {
            if inside(i) {
                if start == nil { start = characters[i].start }
            } else if let s = start {
                out.append(s..<characters[i].start)
                start = nil
            }
        }
        if let s = start, let last = characters.last { out.append(s..<last.end) }
        return out
    }
}
