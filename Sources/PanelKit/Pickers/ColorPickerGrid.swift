/// The grid of swatches a `ColorPickerViewController` shows, as the Grid page of iOS's colour picker: a
/// row of greys from white to black, then twelve hues from dark shades through the pure colour to pale
/// tints. A tap on a swatch picks its colour; the picked one is outlined.
@MainActor
final class ColorPickerGrid: View {
    static let columns = 12
    static let rows = 10

    /// The outlined swatch's colour (any alpha: swatches compare by their red, green and blue).
    var selectedColor: Color? {
        didSet { setNeedsDisplay() }
    }
    /// Called with a tapped swatch's colour.
    var onPick: ((Color) -> Void)?

    /// The colour of the swatch at `row`, `column`.
    static func color(row: Int, column: Int) -> Color {
        if row == 0 {
            return Color(white: 1 - Double(column) / Double(columns - 1))
        }
        let hue = Double(column) / Double(columns)
        // Rows 1-4 darken towards row 5's pure hue; rows 6-9 pale away from it.
        if row <= 5 {
            return Color(hue: hue, saturation: 1, brightness: 0.35 + 0.65 * Double(row - 1) / 4)
        }
        return Color(hue: hue, saturation: 1 - 0.2 * Double(row - 5), brightness: 1)
    }

    /// A swatch's side: the grid fills the width, keeping swatches square.
    private var side: Double {
        min(bounds.width / Double(Self.columns), bounds.height / Double(Self.rows))
    }

    /// The frame of the swatch at `row`, `column` in the bounds.
    func swatchFrame(row: Int, column: Int) -> Rect {
        let s = side
        return Rect(x: Double(column) * s, y: Double(row) * s, width: s, height: s)
    }

    override var hasCustomContent: Bool { true }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        var picked: Rect?
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let color = Self.color(row: row, column: column)
                let frame = swatchFrame(row: row, column: column)
                canvas.fill(frame, color: color)
                if let selected = selectedColor, Self.matches(selected, color) { picked = frame }
            }
        }
        if let picked {
            canvas.strokeRoundedRect(picked.insetBy(dx: 1.5, dy: 1.5), radii: .zero, lineWidth: 3, color: .white)
            canvas.strokeRoundedRect(picked, radii: .zero, lineWidth: 1, color: .black)
        }
    }

    /// Whether two colours are the same swatch (red, green and blue within rounding).
    static func matches(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.004 && abs(a.green - b.green) < 0.004 && abs(a.blue - b.blue) < 0.004
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        guard let p = touches.first?.location(in: self), side > 0 else { return }
        let column = Int(p.x / side)
        let row = Int(p.y / side)
        guard p.x >= 0, p.y >= 0, column < Self.columns, row < Self.rows else { return }
        onPick?(Self.color(row: row, column: column))
    }
}
