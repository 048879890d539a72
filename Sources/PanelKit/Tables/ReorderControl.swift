/// The reorder control of a movable row while its table edits, as UIKit's: three grey lines at the trailing
/// edge (`UICellAccessory.reorder` draws the same). Its touches drag the row: the control reports them to its
/// table (through its cell) instead of letting the table scroll or select.
@MainActor
final class ReorderControl: View {
    /// Where a finger on the control is in its gesture.
    enum Phase {
        case began, moved, ended, cancelled
    }

    /// The width the control takes at the row's trailing edge (the content narrows by it).
    static let width = 44.0
    /// Receives the finger's phases, with its location in window coordinates.
    var handler: ((Phase, Point) -> Void)?
    private let lines = (0..<3).map { _ in View(frame: .zero) }

    init() {
        super.init(frame: Rect(x: 0, y: 0, width: ReorderControl.width, height: 44))
        for line in lines {
            line.backgroundColor = .systemGray
            line.cornerRadius = 1
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
    }

    /// UIKit's glyph: three lines 18 points long and 2 thick, 5 points apart, centred.
    override func layoutSubviews() {
        super.layoutSubviews()
        let x = ((bounds.width - 18) / 2).rounded()
        let mid = (bounds.height / 2).rounded()
        for (i, line) in lines.enumerated() {
            line.frame = Rect(x: x, y: mid - 6 + Double(i) * 5, width: 18, height: 2)
        }
    }

    /// A finger on the control drags the row, so no recognizer of the table (its scroll, its long press)
    /// may take it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        report(.began, touches)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        report(.moved, touches)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        report(.ended, touches)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        report(.cancelled, touches)
    }

    private func report(_ phase: Phase, _ touches: Set<Touch>) {
        guard let touch = touches.first else { return }
        handler?(phase, touch.location(in: nil))
    }
}
