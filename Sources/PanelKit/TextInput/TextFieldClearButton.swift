import PanelGraphics

/// A text field's clear button: a grey disc with a white cross, drawn at any size. The field handles its
/// taps, so the button takes no touches of its own.
@MainActor
final class TextFieldClearButton: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect) {
        let disc = bounds.insetBy(dx: 0.5, dy: 0.5)
        Color(hex: 0xB4B4BA).setFill()
        BezierPath(ovalIn: disc).fill()
        let cross = BezierPath()
        let inset = bounds.width * 0.32
        cross.move(to: Point(x: inset, y: inset))
        cross.addLine(to: Point(x: bounds.width - inset, y: bounds.height - inset))
        cross.move(to: Point(x: bounds.width - inset, y: inset))
        cross.addLine(to: Point(x: inset, y: bounds.height - inset))
        cross.lineWidth = max(1.5, bounds.width * 0.09)
        cross.lineCapStyle = .round
        Color.white.setStroke()
        cross.stroke()
    }
}
