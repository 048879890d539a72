/// A responder whose text has a caret and a selection that code can read and move, as `UITextInput` (its
/// common part: no marked text, no geometry queries): positions and ranges count UTF-16 code units, as
/// UIKit's do. `TextField` and `TextView` adopt it.
@MainActor
public protocol TextInput: KeyInput {
    /// The selection, or the caret as an empty range. Setting it moves the caret or selects (positions past
    /// the end are clamped to it, positions inside a character go to its start); nil leaves the
    /// selection as it is.
    var selectedTextRange: TextRange? { get set }
    /// The start of the text.
    var beginningOfDocument: TextPosition { get }
    /// The end of the text.
    var endOfDocument: TextPosition { get }
    /// The text in `range` (clamped to the text).
    func text(in range: TextRange) -> String?
    /// Replaces the text in `range` with `text`, as the keyboard does (the delegate is asked and told).
    func replace(_ range: TextRange, withText text: String)
    /// The range between two positions, in whichever order they come.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    /// The position `offset` UTF-16 code units from `position` (back when negative); nil when that is
    /// before the start or past the end of the text.
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    /// How many UTF-16 code units `toPosition` is after `from` (negative when before).
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int
    /// Whether `position` is before, at or after `other`.
    func compare(_ position: TextPosition, to other: TextPosition) -> TextPositionComparison
}

extension TextInput {
    public var beginningOfDocument: TextPosition { TextPosition(0) }

    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        TextRange(clamped(fromPosition), clamped(toPosition))
    }

    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let target = clamped(position) + offset
        guard target >= 0, target <= endOfDocument.offset else { return nil }
        return TextPosition(target)
    }

    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        clamped(toPosition) - clamped(from)
    }

    public func compare(_ position: TextPosition, to other: TextPosition) -> TextPositionComparison {
        let a = clamped(position)
        let b = clamped(other)
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    /// A position's offset, clamped to this text (it may come from a longer one).
    func clamped(_ position: TextPosition) -> Int {
        min(position.offset, endOfDocument.offset)
    }
}
