/// The incoming view grows from a source rectangle to its resting frame, as seed 000's MiniToLarge card:
/// with `initialY` it rises, full size, from a bar whose top is at `initialY`; with `sourceFrame` (or
/// `sourceView`, whose frame is read when the run is prepared) it scales up from that rectangle, as an
/// app opening from its icon. Things that should follow the card (seed 000's backgrounds) follow
/// `progressHandler`, or animate alongside through the transition coordinator.
///
/// The view moves by a transform, so its subviews keep their layout all the way.
@MainActor
open class ScaleFromFrameTransition: PhaseTransition {
    /// The rectangle the incoming view starts from, in its superview's coordinates.
    public var sourceFrame: Rect?
    /// A view whose frame is the source rectangle (converted when the run is prepared).
    public weak var sourceView: View?
    /// The top of the bar the incoming view rises from, full size, in its superview's coordinates.
    public var initialY: Double?
    /// The corner radius the incoming view starts with (nil: its own).
    public var sourceCornerRadius: Double?

    private var resolvedSource: Rect?

    /// A transition that grows the incoming view from `sourceFrame`; with neither a source frame, a
    /// source view nor `initialY` it grows from a third of its size at its middle.
    public init(sourceFrame: Rect? = nil) {
        self.sourceFrame = sourceFrame
        super.init()
    }

    /// A transition that grows the incoming view from `sourceView`'s frame.
    public convenience init(sourceView: View) {
        self.init()
        self.sourceView = sourceView
    }

    /// Seed 000's MiniToLarge: the incoming view rises from `initialY` to its resting place.
    public convenience init(initialY: Double) {
        self.init()
        self.initialY = initialY
    }

    /// Whether any source is set.
    var hasSource: Bool { sourceFrame != nil || sourceView != nil || initialY != nil }

    open override func cleanup() {
        resolvedSource = nil
        super.cleanup()
    }

    /// The source rectangle for `incoming`, whose resting frame is `rest`.
    func source(for incoming: View, rest: Rect) -> Rect {
        if let resolvedSource { return resolvedSource }
        var s: Rect
        if let sourceView, let from = sourceView.superview, let to = incoming.superview {
            s = from.convert(sourceView.frame, to: to)
        } else if let sourceFrame {
            s = sourceFrame
        } else if let initialY {
            s = Rect(x: rest.minX, y: initialY, width: rest.width, height: rest.height)
        } else {
            s = Rect(
                x: rest.midX - rest.width / 6, y: rest.midY - rest.height / 6, width: rest.width / 3,
                height: rest.height / 3)
        }
        resolvedSource = s
        return s
    }

    open override func update(progress: Double, base: View?, incoming: View?) {
        guard let incoming else { return }
        let rest = restingFrame(of: incoming)
        guard rest.width > 0, rest.height > 0 else { return }
        let src = source(for: incoming, rest: rest)
        let f = progress
        let frame = Rect(
            x: src.minX + (rest.minX - src.minX) * f, y: src.minY + (rest.minY - src.minY) * f,
            width: max(1e-3, src.width + (rest.width - src.width) * f),
            height: max(1e-3, src.height + (rest.height - src.height) * f))
        let sx = frame.width / rest.width
        let sy = frame.height / rest.height
        let t = AffineTransform(scaleX: sx, y: sy).concatenating(
            AffineTransform(translationX: frame.midX - rest.midX, y: frame.midY - rest.midY))
        apply(t, to: incoming)
        if let r = sourceCornerRadius {
            let resting = restingCornerRadius(of: incoming)
            incoming.cornerRadius = max(0, r + (resting - r) * min(1, max(0, f)))
        }
    }
}
