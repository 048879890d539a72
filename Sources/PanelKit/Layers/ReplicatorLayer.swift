import PanelGraphics

/// A layer that draws its sublayers `instanceCount` times, as `CAReplicatorLayer`: each copy after the first
/// is moved by `instanceTransform` from the one before (so the nth by its nth power) and tinted by
/// `instanceColor`, its components changed by the offsets once more for each copy.
@MainActor
open class ReplicatorLayer: Sublayer {
    /// How many copies of the sublayers are drawn (1 is the sublayers alone; 0 or less draws none).
    public var instanceCount = 1 {
        didSet { if instanceCount != oldValue { setNeedsDisplay() } }
    }

    /// What moves each copy from the one before, around the layer's centre as Core Animation applies it.
    /// Its affine part is used (see DEVIATIONS.md).
    public var instanceTransform = Transform3D.identity {
        didSet { if instanceTransform != oldValue { setNeedsDisplay() } }
    }

    /// Kept for porting: Core Animation delays each copy's animations by it; PanelKit's copies animate
    /// together (see DEVIATIONS.md).
    public var instanceDelay = 0.0

    /// The tint of the first copy (white, no tint, when nil); multiplies the sublayers' colours.
    public var instanceColor: Color? {
        didSet { if instanceColor != oldValue { setNeedsDisplay() } }
    }

    /// Added to the tint's components for each copy after the first.
    public var instanceRedOffset = 0.0 {
        didSet { if instanceRedOffset != oldValue { setNeedsDisplay() } }
    }
    public var instanceGreenOffset = 0.0 {
        didSet { if instanceGreenOffset != oldValue { setNeedsDisplay() } }
    }
    public var instanceBlueOffset = 0.0 {
        didSet { if instanceBlueOffset != oldValue { setNeedsDisplay() } }
    }
    /// Added to each copy's opacity after the first (a fading trail with a negative offset).
    public var instanceAlphaOffset = 0.0 {
        didSet { if instanceAlphaOffset != oldValue { setNeedsDisplay() } }
    }

    /// Copies beyond this are not drawn: a huge count costs no more than this many.
    static let maximumInstances = 1024

    override func renderSublayers(in canvas: Canvas, alpha: Double) {
        let count = min(instanceCount, ReplicatorLayer.maximumInstances)
        guard count > 0 else { return }
        let tint = instanceColor ?? .white
        let tinted =
            instanceColor != nil || instanceRedOffset != 0 || instanceGreenOffset != 0 || instanceBlueOffset != 0
        // The instance transform applies around the layer's centre (its anchor point).
        let b = bounds
        let step = AffineTransform(translationX: -b.midX, y: -b.midY)
            .concatenating(instanceTransform.affineTransform)
            .concatenating(AffineTransform(translationX: b.midX, y: b.midY))
        var placement = AffineTransform.identity
        for i in 0..<count {
            let k = Double(i)
            let a = alpha * min(1, max(0, tint.alpha + k * instanceAlphaOffset))
            if a > 0 {
                canvas.saveState()
                canvas.concatenate(placement)
                if tinted {
                    let color = Color(
                        red: min(1, max(0, tint.red + k * instanceRedOffset)),
                        green: min(1, max(0, tint.green + k * instanceGreenOffset)),
                        blue: min(1, max(0, tint.blue + k * instanceBlueOffset)), alpha: 1)
                    renderTinted(in: canvas, alpha: a, tint: color)
                } else {
                    super.renderSublayers(in: canvas, alpha: a)
                }
                canvas.restoreState()
            }
            placement = step.concatenating(placement)
        }
    }

    /// The sublayers drawn into a bitmap of the device pixels they may cover, multiplied by `tint`.
    private func renderTinted(in canvas: Canvas, alpha: Double, tint: Color) {
        let t = canvas.transform
        let box = canvas.clipBounds
        guard !box.isEmpty else { return }
        let copy = Surface(width: box.width, height: box.height, format: .argb32)
        let copyCanvas = Canvas(surface: copy, cache: canvas.cache)
        copyCanvas.appearance = canvas.appearance
        copyCanvas.concatenate(t.concatenating(AffineTransform(translationX: Double(-box.x), y: Double(-box.y))))
        super.renderSublayers(in: copyCanvas, alpha: 1)
        canvas.drawImage(
            copy.multiplied(by: tint),
            transform: AffineTransform(translationX: Double(box.x), y: Double(box.y)).concatenating(t.inverted()),
            alpha: alpha)
    }
}
