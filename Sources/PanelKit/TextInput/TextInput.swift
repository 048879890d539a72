/// A responder whose text has a caret and a selection that code can read and move, as `UITextInput` (no
/// marked text: PanelKit's keyboards type whole characters): positions and ranges count UTF-16 code units,
/// as UIKit's do, and the geometry queries answer in the view's coordinates, where the text is drawn.
/// `TextField` and `TextView` adopt it.
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

    // Geometry, in the view's coordinates.

    /// Where the caret stands at `position` (the bar a caret there is drawn as), as `caretRect(for:)`.
    func caretRect(for position: TextPosition) -> Rect
    /// The rectangles, one a line, the text in `range` covers (none for an empty range), as
    /// `selectionRects(for:)`.
    func selectionRects(for range: TextRange) -> [TextSelectionRect]
    /// The character boundary nearest `point`, as `closestPosition(to:)`.
    func closestPosition(to point: Point) -> TextPosition?
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

    /// The rectangle of the first line of `range`, as `firstRect(for:)`; for an empty range, a rectangle of
    /// no width where the caret stands (UIKit documents none for that case).
    public func firstRect(for range: TextRange) -> Rect {
        if let first = selectionRects(for: range).first { return first.rect }
        let caret = caretRect(for: range.start)
        return Rect(x: caret.minX, y: caret.minY, width: 0, height: caret.height)
    }

    /// The character boundary nearest `point` that lies in `range`, as `closestPosition(to:within:)`.
    public func closestPosition(to point: Point, within range: TextRange) -> TextPosition? {
        let offset = closestPosition(to: point).map(clamped) ?? 0
        return TextPosition(min(max(offset, clamped(range.start)), clamped(range.end)))
    }

    /// The character at `point` (the one whose half nearest the point holds it), as `characterRange(at:)`;
    /// nil when there is no text.
    public func characterRange(at point: Point) -> TextRange? {
        let text = wholeText
        let end = text.utf16.count
        guard end > 0, let p = closestPosition(to: point) else { return nil }
        let offset = clamped(p)
        let before = offset > 0 && (offset == end || point.x < caretRect(for: p).minX)
        let other = TextSelection.step(from: offset, forward: !before, in: text)
        return other == offset ? nil : TextRange(offset, other)
    }

    /// The position `offset` characters away from `position` in `direction` on the screen, as
    /// `position(from:in:offset:)`: right and left go a character at a time (forward and back in the text,
    /// as left-to-right text reads), up and down a line at a time to the boundary nearest the same x; nil
    /// past the start or end of the text or past the first or last line.
    public func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition? {
        guard offset != 0 else { return TextPosition(clamped(position)) }
        let text = wholeText
        var current = TextSelection.boundary(clamped(position), in: text)
        let steps = offset.magnitude
        switch direction {
        case .left, .right:
            let forward = (direction == .right) == (offset > 0)
            for _ in 0..<steps {
                let next = TextSelection.step(from: current, forward: forward, in: text)
                if next == current { return nil }
                current = next
            }
        case .up, .down:
            let down = (direction == .down) == (offset > 0)
            for _ in 0..<steps {
                let caret = caretRect(for: TextPosition(current))
                let y = down ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
                guard let next = closestPosition(to: Point(x: caret.midX, y: y)) else { return nil }
                // Nothing above the first line or below the last: the nearest boundary stays on this line.
                if caretRect(for: next).minY == caret.minY { return nil }
                current = clamped(next)
            }
        }
        return TextPosition(current)
    }

    /// The range from `position` to the farthest it reaches in `direction`, as
    /// `characterRange(byExtending:in:)`: left and right to the start and end of its line, up and down to the
    /// start and end of the text.
    public func characterRange(byExtending position: TextPosition, in direction: TextLayoutDirection) -> TextRange? {
        let offset = clamped(position)
        switch direction {
        case .up: return TextRange(0, offset)
        case .down: return TextRange(offset, endOfDocument.offset)
        case .left, .right:
            let caret = caretRect(for: TextPosition(offset))
            let far = direction == .left ? -1e9 : 1e9
            let end = closestPosition(to: Point(x: far, y: caret.midY)).map(clamped) ?? offset
            return TextRange(offset, end)
        }
    }

    /// The whole text, as the geometry queries step through it.
    private var wholeText: String {
        text(in: TextRange(0, endOfDocument.offset)) ?? ""
    }

    /// A position's offset, clamped to this text (it may come from a longer one).
    func clamped(_ position: TextPosition) -> Int {
        min(position.offset, endOfDocument.offset)
    }
}
