import PanelText

/// One rectangle of a selection, as `UITextSelectionRect`: what `selectionRects(for:)` returns, one a line
/// the range covers, in the text view's or text field's coordinates.
@MainActor
open class TextSelectionRect {
    /// The rectangle, in the coordinates of the view that made it.
    open var rect: Rect { storedRect }
    /// The direction of the text in the rectangle's line.
    open var writingDirection: WritingDirection { storedDirection }
    /// Whether the rectangle holds the start of the selection (it is the first line's).
    open var containsStart: Bool { storedContainsStart }
    /// Whether the rectangle holds the end of the selection (it is the last line's).
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text runs vertically: never, PanelKit lays text out in horizontal lines.
    open var isVertical: Bool { false }

    private let storedRect: Rect
    private let storedDirection: WritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    public init(rect: Rect, writingDirection: WritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }

    /// The rectangles `rects` (top to bottom) as a selection's: the first holds its start, the last its end.
    static func lines(_ rects: [Rect], rightToLeft: Bool = false) -> [TextSelectionRect] {
        rects.enumerated().map { i, r in
            TextSelectionRect(
                rect: r, writingDirection: rightToLeft ? .rightToLeft : .leftToRight, containsStart: i == 0,
                containsEnd: i == rects.count - 1)
        }
    }
}
