import PanelKit
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A small vector icon drawn with the canvas (strokes as rotated rounded bars, a triangle as antialiased
/// rows) or, for hearts, stars and checks, with DejaVu Sans's symbol glyphs.
@MainActor
final class IconView: View {
    enum Kind: Equatable {
        case play
        case pause
        case chevronLeft
        case chevronRight
        case chevronUp
        case chevronDown
        case close
        case heart
        case heartFilled
        case share
        case comment
        case check
        case star
        case plus
        case list
        case warning
        case speaker
        case speakerMuted
    }

    var kind: Kind {
        didSet { if kind != oldValue { setNeedsDisplay() } }
    }
    /// The stroke width relative to the icon's size.
    var weight = 0.12 {
        didSet { setNeedsDisplay() }
    }

    /// An icon drawn in `color`, its own tint (`tintColor` recolours it).
    init(_ kind: Kind, color: Color = Palette.label) {
        self.kind = kind
        super.init(frame: .zero)
        tintColor = color
        isUserInteractionEnabled = false
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let w = max(1.5, side * weight)
        switch kind {
        case .play:
            // A triangle pointing right, optically centred (shifted right by a twelfth).
            let h = side * 0.8
            let tw = h * 0.87
            let left = box.midX - tw / 2 + side / 12
            Self.fillTriangle(
                canvas, left: left, top: box.midY - h / 2, width: tw, height: h, pointingRight: true, color: tintColor)
        case .pause:
            let bw = side * 0.24
            let bh = side * 0.76
            let gap = side * 0.16
            for x in [box.midX - gap / 2 - bw, box.midX + gap / 2] {
                canvas.fillRoundedRect(
                    Rect(x: x, y: box.midY - bh / 2, width: bw, height: bh), radii: CornerRadii(all: bw * 0.3),
                    color: tintColor)
            }
        case .chevronLeft: chevron(canvas, box: box, width: w, angle: .pi)
        case .chevronRight: chevron(canvas, box: box, width: w, angle: 0)
        case .chevronUp: chevron(canvas, box: box, width: w, angle: -.pi / 2)
        case .chevronDown: chevron(canvas, box: box, width: w, angle: .pi / 2)
        case .close:
            bar(canvas, center: box.center, length: side * 0.8, width: w, angle: .pi / 4)
            bar(canvas, center: box.center, length: side * 0.8, width: w, angle: -.pi / 4)
        case .plus:
            bar(canvas, center: box.center, length: side * 0.8, width: w, angle: 0)
            bar(canvas, center: box.center, length: side * 0.8, width: w, angle: .pi / 2)
        case .share:
            // An arrow rising out of an open tray.
            let l = box.minX + side * 0.2
            let r = box.maxX - side * 0.2
            let t = box.minY + side * 0.42
            let b = box.maxY - side * 0.08
            bar(canvas, center: Point(x: l, y: (t + b) / 2), length: b - t + w, width: w, angle: .pi / 2)
            bar(canvas, center: Point(x: r, y: (t + b) / 2), length: b - t + w, width: w, angle: .pi / 2)
            bar(canvas, center: Point(x: (l + r) / 2, y: b), length: r - l + w, width: w, angle: 0)
            bar(
                canvas, center: Point(x: box.midX, y: box.minY + side * 0.38), length: side * 0.6, width: w,
                angle: .pi / 2)
            chevron(
                canvas,
                box: Rect(
                    x: box.midX - side * 0.22, y: box.minY + side * 0.02, width: side * 0.44, height: side * 0.44),
                width: w, angle: -.pi / 2)
        case .comment:
            let bubble = Rect(
                x: box.minX + side * 0.06, y: box.minY + side * 0.12, width: side * 0.88, height: side * 0.62)
            canvas.fillRoundedRect(bubble, radii: CornerRadii(all: side * 0.2), color: tintColor)
            Self.fillTriangle(
                canvas, left: bubble.minX + side * 0.2, top: bubble.maxY - 1, width: side * 0.22, height: side * 0.2,
                pointingRight: false, color: tintColor)
        case .list:
            for i in 0..<3 {
                let y = box.minY + side * (0.22 + 0.28 * Double(i))
                canvas.fillEllipse(
                    in: Rect(x: box.minX + side * 0.06, y: y - w * 0.6, width: w * 1.2, height: w * 1.2),
                    color: tintColor)
                canvas.fillRoundedRect(
                    Rect(x: box.minX + side * 0.3, y: y - w / 2, width: side * 0.64, height: w),
                    radii: CornerRadii(all: w / 2), color: tintColor)
            }
        case .heart: glyph("\u{2661}", canvas, box: box)
        case .heartFilled: glyph("\u{2665}", canvas, box: box)
        case .star: glyph("\u{2605}", canvas, box: box)
        case .check: glyph("\u{2713}", canvas, box: box)
        case .speaker, .speakerMuted:
            // A box and a cone facing right; sound bars after it, or a cross when muted.
            canvas.fillRoundedRect(
                Rect(x: box.minX + side * 0.06, y: box.midY - side * 0.15, width: side * 0.2, height: side * 0.3),
                radii: CornerRadii(all: side * 0.04), color: tintColor)
            // The cone: as tall as the box at its left, widening to the right.
            let coneLeft = box.minX + side * 0.2
            let coneWidth = side * 0.28
            let half = side * 0.36
            let rows = max(1, Int((half * 2).rounded(.up)))
            let step = half * 2 / Double(rows)
            for i in 0..<rows {
                let d = abs(Double(i) * step + step / 2 - half)
                let inset = d <= side * 0.15 ? 0 : (d - side * 0.15) / (half - side * 0.15) * coneWidth
                canvas.fill(
                    Rect(
                        x: coneLeft + inset, y: box.midY - half + Double(i) * step, width: coneWidth - inset,
                        height: step),
                    color: tintColor)
            }
            if kind == .speakerMuted {
                let c = Point(x: box.minX + side * 0.76, y: box.midY)
                bar(canvas, center: c, length: side * 0.36, width: w * 0.8, angle: .pi / 4)
                bar(canvas, center: c, length: side * 0.36, width: w * 0.8, angle: -.pi / 4)
            } else {
                for (i, h) in [0.28, 0.5].enumerated() {
                    let c = Point(x: box.minX + side * (0.62 + 0.2 * Double(i)), y: box.midY)
                    bar(canvas, center: c, length: side * h, width: w * 0.8, angle: .pi / 2)
                }
            }
        case .warning:
            canvas.fillEllipse(in: box, color: tintColor)
            canvas.fillRoundedRect(
                Rect(x: box.midX - w / 2, y: box.minY + side * 0.2, width: w, height: side * 0.38),
                radii: CornerRadii(all: w / 2), color: .white)
            canvas.fillEllipse(
                in: Rect(x: box.midX - w * 0.65, y: box.minY + side * 0.66, width: w * 1.3, height: w * 1.3),
                color: .white)
        }
    }

    /// A rounded bar of `length` centred on `center`, rotated by `angle`.
    private func bar(_ canvas: Canvas, center: Point, length: Double, width: Double, angle: Double) {
        canvas.withSavedState {
            canvas.concatenate(
                AffineTransform(rotationAngle: angle).concatenating(
                    AffineTransform(translationX: center.x, y: center.y)))
            canvas.fillRoundedRect(
                Rect(x: -length / 2, y: -width / 2, width: length, height: width), radii: CornerRadii(all: width / 2),
                color: tintColor)
        }
    }

    /// A chevron pointing along `angle` (0 is right), two bars meeting at the tip.
    private func chevron(_ canvas: Canvas, box: Rect, width: Double, angle: Double) {
        let arm = box.width * 0.42
        canvas.withSavedState {
            canvas.concatenate(
                AffineTransform(rotationAngle: angle).concatenating(
                    AffineTransform(translationX: box.midX, y: box.midY)))
            // In the rotated frame the tip is at (arm/2·cos45, 0).
            let tip = Point(x: arm * 0.35, y: 0)
            for a in [Double.pi * 0.75, -Double.pi * 0.75] {
                let c = Point(x: tip.x + cos(a) * arm / 2, y: tip.y + sin(a) * arm / 2)
                canvas.withSavedState {
                    canvas.concatenate(
                        AffineTransform(rotationAngle: a).concatenating(AffineTransform(translationX: c.x, y: c.y)))
                    canvas.fillRoundedRect(
                        Rect(x: -arm / 2 - width / 2, y: -width / 2, width: arm + width, height: width),
                        radii: CornerRadii(all: width / 2), color: tintColor)
                }
            }
        }
    }

    private func glyph(_ text: String, _ canvas: Canvas, box: Rect) {
        guard let library = window?.application?.fontLibrary else { return }
        let font = library.font(size: box.height * 0.95, weight: .regular)
        let layout = library.layout(text, style: TextStyle(font: font, alignment: .center), width: box.width * 2)
        let y = box.midY + font.capHeight / 2 - layout.firstBaseline
        canvas.draw(layout, at: Point(x: box.midX - box.width, y: y), color: tintColor)
    }

    /// An isosceles triangle drawn as antialiased one-pixel rows.
    static func fillTriangle(
        _ canvas: Canvas, left: Double, top: Double, width: Double, height: Double, pointingRight: Bool, color: Color
    ) {
        let rows = max(1, Int(height.rounded(.up)))
        let step = height / Double(rows)
        for i in 0..<rows {
            let y = top + Double(i) * step
            let mid = (Double(i) + 0.5) * step
            if pointingRight {
                // Width grows to the middle row, then shrinks.
                let f = 1 - abs(mid - height / 2) / (height / 2)
                canvas.fill(Rect(x: left, y: y, width: width * f, height: step), color: color)
            } else {
                // A tail: full width at the top, a point at the bottom left.
                let f = 1 - mid / height
                canvas.fill(Rect(x: left, y: y, width: width * f, height: step), color: color)
            }
        }
    }
}
