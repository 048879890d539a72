/// A colour well, as `UIColorWell`: a round swatch of `selectedColor` inside a rainbow ring. A tap
/// presents a `ColorPickerViewController` (as a sheet, from the nearest view controller); a pick there
/// sets `selectedColor` and sends `.valueChanged`, and the picker goes away when the user closes it.
@MainActor
open class ColorWell: Control {
    /// The colour shown (nil, the default, shows the ring alone). Setting it in code sends no action.
    open var selectedColor: Color? {
        didSet { setNeedsDisplay() }
    }
    /// Whether the picker offers opacity (true by default).
    open var supportsAlpha = true
    /// The title of the picker the well presents.
    open var title: String?

    /// The picker on screen, while the well's picker is presented.
    public private(set) var presentedPicker: ColorPickerViewController?

    /// The well's size in UIKit: a 28-point circle (the control tracks a larger touch area around it).
    static let side = 28.0
    private static let ringWidth = 3.0

    public override init(frame: Rect) {
        super.init(frame: frame)
        addAction(Action { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    /// A well that performs `primaryAction` when the user picks a colour (`.valueChanged`), as
    /// `UIControl(frame:primaryAction:)` on a colour well.
    public convenience init(frame: Rect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .valueChanged) }
    }

    open override var intrinsicContentSize: Size { Size(width: ColorWell.side, height: ColorWell.side) }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    override var hasCustomContent: Bool { true }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let b = bounds
        let side = min(b.width, b.height)
        guard side > 0 else { return }
        let center = Point(x: b.midX, y: b.midY)
        let outer = side / 2
        let inner = outer - Self.ringWidth
        // The ring: twelve hue segments around the circle, red at the top.
        let segments = 12
        for i in 0..<segments {
            let start = -Double.pi / 2 + Double(i) * 2 * Double.pi / Double(segments)
            let end = start + 2 * Double.pi / Double(segments) + 0.02
            var path = Path()
            path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            path.closeSubpath()
            canvas.fillPath(
                path, color: Color(hue: Double(i) / Double(segments), saturation: 0.9, brightness: 1))
        }
        guard let color = selectedColor else { return }
        // The swatch, a ring's gap inside the ring.
        let swatch = inner - 2
        guard swatch > 0 else { return }
        canvas.fillEllipse(
            in: Rect(x: center.x - swatch, y: center.y - swatch, width: swatch * 2, height: swatch * 2), color: color)
    }

    /// Presents the picker from the nearest view controller, as a tap does.
    private func presentPicker() {
        guard presentedPicker == nil, let presenter = nearestViewController() else { return }
        let picker = ColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.pickHandler = { [weak self] color in
            guard let self else { return }
            self.selectedColor = color
            self.sendActions(for: .valueChanged)
        }
        picker.finishHandler = { [weak self] in self?.presentedPicker = nil }
        presentedPicker = picker
        var top = presenter
        while let shown = top.presentedViewController { top = shown }
        top.present(picker, animated: true)
    }

    /// The view controller whose view holds the well (through superviews), else the window's root.
    private func nearestViewController() -> ViewController? {
        var v: View? = self
        while let view = v {
            if let vc = view.owningViewController { return vc }
            v = view.superview
        }
        return window?.rootViewController
    }
}
