import PanelGraphics

/// One of the two grab handles at the ends of a text selection, as iOS draws them: a thin bar in the tint
/// the height of the line, with a dot above it at the start and below it at the end. It takes touches a
/// little beyond what it draws, so that a finger finds it.
@MainActor
final class TextSelectionHandleView: View {
    /// The dot's diameter and the room it takes beyond the line.
    static let dot = 8.0
    /// The handle's width (its touch area is wider still).
    static let width = 20.0

    /// Whether this is the handle at the start of the selection (dot on top).
    let isStart: Bool
    private let bar = View()
    private let knob = View()

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        isHidden = true
        for v in [bar, knob] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        knob.cornerRadius = Self.dot / 2
    }

    /// Places the handle along `line`, the selection's first (start) or last (end) rectangle, in the
    /// superview, in `tint`.
    func place(along line: Rect, tint: Color) {
        let x = isStart ? line.minX : line.maxX
        frame = Rect(
            x: x - Self.width / 2, y: line.minY - (isStart ? Self.dot : 0), width: Self.width,
            height: line.height + Self.dot)
        let barY = isStart ? Self.dot : 0
        bar.frame = Rect(x: Self.width / 2 - 1, y: barY, width: 2, height: line.height)
        knob.frame = Rect(
            x: (Self.width - Self.dot) / 2, y: isStart ? 0 : line.height, width: Self.dot, height: Self.dot)
        bar.backgroundColor = tint
        knob.backgroundColor = tint
    }

    /// The middle of the line the handle marks, in the superview.
    var lineCenter: Point {
        Point(x: center.x, y: frame.minY + (isStart ? Self.dot : 0) + (frame.height - Self.dot) / 2)
    }

    /// A finger 12 points beside the drawn handle still takes it.
    override func point(inside point: Point, with event: PanelKit.Event?) -> Bool {
        bounds.insetBy(dx: -12, dy: -6).contains(point)
    }
}
