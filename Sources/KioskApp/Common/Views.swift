import PanelKit
import PanelText

/// Small factories and helpers shared by the screens.
@MainActor
enum UI {
    /// A label in the default face.
    static func label(
        _ text: String? = nil, size: Double, weight: FontWeight = .regular, color: Color = Palette.label,
        lines: Int = 1, alignment: TextAlignment = .left
    ) -> Label {
        let l = Label()
        l.text = text
        l.fontSize = size
        l.fontWeight = weight
        l.textColor = color
        l.numberOfLines = lines
        l.textAlignment = alignment
        return l
    }

    /// The height one line of text at `size` takes (DejaVu Sans's line height, rounded up).
    static func lineHeight(_ size: Double) -> Double {
        (size * 1.1641).rounded(.up)
    }

    /// A soft card shadow.
    static func applyCardShadow(to view: View, theme: Theme, strength: Double = 1) {
        view.shadowColor = Palette.shadow
        view.shadowOpacity = 0.12 * strength
        view.shadowRadius = theme.s(14)
        view.shadowOffset = Size(width: 0, height: theme.s(4))
    }

    /// `h:mm` or `m:ss` for a time in seconds.
    static func timeString(_ seconds: Double) -> String {
        let total = max(0, Int(seconds.isFinite ? seconds : 0))
        let h = total / 3600
        let m = (total % 3600) / 60
        let s = total % 60
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h > 0 {
            let mm = m < 10 ? "0\(m)" : "\(m)"
            return "\(h):\(mm):\(ss)"
        }
        return "\(m):\(ss)"
    }
}

/// A view whose only content is a fill colour and which passes touches through.
@MainActor
final class DecorationView: View {
    init(color: Color?, radius: Double = 0) {
        super.init(frame: .zero)
        backgroundColor = color
        cornerRadius = radius
        isUserInteractionEnabled = false
    }
}

/// A capsule button: a filled background, a bold title and an optional icon.
@MainActor
final class PillButton: Control {
    let titleLabel = Label()
    let icon: IconView?
    var fillColor: Color {
        didSet { updateAppearance() }
    }
    var horizontalPadding: Double = 14 {
        didSet { setNeedsLayout() }
    }
    private var handler: (() -> Void)?

    init(title: String, icon: IconView.Kind? = nil, fill: Color, foreground: Color, fontSize: Double) {
        self.icon = icon.map { IconView($0, color: foreground) }
        self.fillColor = fill
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.fontSize = fontSize
        titleLabel.fontWeight = .bold
        titleLabel.textColor = foreground
        titleLabel.textAlignment = .center
        if let icon = self.icon { addSubview(icon) }
        addSubview(titleLabel)
        updateAppearance()
        addAction(for: .touchUpInside) { [weak self] _ in self?.handler?() }
    }

    /// Calls `action` when tapped.
    func onTap(_ action: @escaping () -> Void) {
        handler = action
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        View.performWithoutAnimation {
            backgroundColor = isHighlighted ? Color.interpolate(fillColor, .black, 0.12) : fillColor
            alpha = isEnabled ? 1 : 0.45
        }
    }

    override func sizeThatFits(_ size: Size) -> Size {
        let t = titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
        let h = UI.lineHeight(titleLabel.fontSize) + titleLabel.fontSize * 1.1
        let iconWidth = icon == nil ? 0 : titleLabel.fontSize * 1.1 + (t.width > 0 ? titleLabel.fontSize * 0.45 : 0)
        return Size(width: (t.width + iconWidth + horizontalPadding * 2).rounded(.up), height: h.rounded())
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        cornerRadius = b.height / 2
        let t = titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
        let iconSide = (titleLabel.fontSize * 1.1).rounded()
        let gap = icon != nil && t.width > 0 ? (titleLabel.fontSize * 0.45).rounded() : 0
        let total = (icon == nil ? 0 : iconSide + gap) + t.width
        var x = (b.midX - total / 2).rounded()
        if let icon {
            icon.frame = Rect(x: x, y: (b.midY - iconSide / 2).rounded(), width: iconSide, height: iconSide)
            x += iconSide + gap
        }
        titleLabel.frame = Rect(x: x, y: 0, width: min(t.width, b.maxX - x), height: b.height)
    }
}

/// A round button holding one icon.
@MainActor
final class IconButton: Control {
    let icon: IconView
    var fillColor: Color? {
        didSet { updateAppearance() }
    }
    /// The icon's size relative to the button's.
    var iconScale = 0.5 {
        didSet { setNeedsLayout() }
    }
    private var handler: (() -> Void)?

    init(_ kind: IconView.Kind, color: Color, fill: Color?) {
        icon = IconView(kind, color: color)
        fillColor = fill
        super.init(frame: .zero)
        addSubview(icon)
        updateAppearance()
        addAction(for: .touchUpInside) { [weak self] _ in self?.handler?() }
    }

    func onTap(_ action: @escaping () -> Void) {
        handler = action
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        View.performWithoutAnimation {
            if let fillColor {
                backgroundColor = isHighlighted ? Color.interpolate(fillColor, .black, 0.15) : fillColor
            } else {
                backgroundColor = isHighlighted ? Color(white: 0.5, alpha: 0.2) : nil
            }
            icon.alpha = isEnabled ? 1 : 0.4
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        cornerRadius = min(b.width, b.height) / 2
        let side = (min(b.width, b.height) * iconScale).rounded()
        icon.frame = Rect(x: (b.midX - side / 2).rounded(), y: (b.midY - side / 2).rounded(), width: side, height: side)
    }
}

extension Rect {
    /// The rect with its values rounded to whole pixels.
    var rounded: Rect {
        Rect(x: minX.rounded(), y: minY.rounded(), width: width.rounded(), height: height.rounded())
    }
}

/// Linear interpolation.
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a + (b - a) * t
}

func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(
        x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t), width: lerp(a.width, b.width, t),
        height: lerp(a.height, b.height, t))
}

func clamp01(_ v: Double) -> Double {
    min(1, max(0, v))
}

extension View {
    /// Stops the running animations of this view and every view inside it (they jump to their model
    /// values; interrupted completions receive `false`).
    func removeAnimationsInSubtree() {
        layer.removeAllAnimations()
        for s in subviews { s.removeAnimationsInSubtree() }
    }
}

/// A soft shadow cast upwards by a full-width sheet: a gradient from clear to a light shade, drawn
/// above the sheet's top edge. Cheaper than a blurred shadow for a view as wide as the screen.
@MainActor
final class EdgeShadowView: View {
    var shadowAlpha = 0.1 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillLinearGradient(
            rect, from: Point(x: 0, y: rect.minY), to: Point(x: 0, y: rect.maxY),
            stops: [
                GradientStop(0, Color(white: 0, alpha: 0)),
                GradientStop(0.6, Color(white: 0, alpha: shadowAlpha * 0.35)),
                GradientStop(1, Color(white: 0, alpha: shadowAlpha)),
            ])
    }
}
