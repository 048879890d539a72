/// The caret or selection of an edited text, in UTF-16 code units: the `anchor` stays where a selection
/// began and the `head` moves with the arrow keys (shift held extends from the anchor).
struct TextSelection: Equatable {
    /// The end that stays put while the selection is extended.
    var anchor: Int
    /// The end that moves (where the caret is when the selection is empty).
    var head: Int

    /// A caret at `offset`.
    init(caret offset: Int) {
        anchor = offset
        head = offset
    }

    /// A selection from `anchor` to `head`.
    init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A selection of `range`, its head at the end.
    init(_ range: CharacterRange) {
        anchor = range.location
        head = range.upperBound
    }

    /// The code units selected (empty at the caret).
    var range: CharacterRange {
        CharacterRange(location: min(anchor, head), length: abs(head - anchor))
    }

    var isEmpty: Bool { anchor == head }

    /// The selection after the text in `replaced` became `length` code units: a caret after the new text when
    /// the change touched the selection, shifted when it came before it, the same when after it.
    func adjusted(replacing replaced: CharacterRange, withLength length: Int) -> TextSelection {
        let r = range
        if replaced.upperBound <= r.location && !(replaced.length == 0 && replaced.location == r.location) {
            let delta = length - replaced.length
            return TextSelection(CharacterRange(location: r.location + delta, length: r.length))
        }
        if replaced.location >= r.upperBound && replaced.location > r.location { return self }
        return TextSelection(caret: replaced.location + length)
    }

    /// The nearest character boundary of `string` at or before `offset` (clamped to the string).
    static func boundary(_ offset: Int, in string: String) -> Int {
        let utf16 = string.utf16
        var o = min(max(offset, 0), utf16.count)
        while o > 0, utf16.index(utf16.startIndex, offsetBy: o).samePosition(in: string) == nil { o -= 1 }
        return o
    }

    /// The character boundary one character before (`forward` false) or after `offset` in `string`.
    static func step(from offset: Int, forward: Bool, in string: String) -> Int {
        let utf16 = string.utf16
        let offset = boundary(offset, in: string)
        guard let i = utf16.index(utf16.startIndex, offsetBy: offset).samePosition(in: string) else { return offset }
        if forward {
            guard i < string.endIndex else { return offset }
            return utf16.distance(from: utf16.startIndex, to: string.index(after: i))
        }
        guard i > string.startIndex else { return offset }
        return utf16.distance(from: utf16.startIndex, to: string.index(before: i))
    }
}
