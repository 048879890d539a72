/// Recognizes two fingers moving apart or together, as `UIPinchGestureRecognizer`.
///
/// It begins once the distance between the fingers changed by `movementThreshold` points; from then
/// `scale` is that distance over the distance when it began (so it starts at 1: set it back to 1 to get
/// increments), and `velocity` is the change of scale per second over the last 100 ms. It ends when fewer
/// than two fingers remain.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// The distance between the fingers relative to when the gesture began (settable, usually to 1).
    public var scale: Double {
        get { scaleBase * currentRatio }
        set {
            let r = currentRatio
            scaleBase = r > 0 ? newValue / r : newValue
            velocityReset = true
        }
    }
    /// The scale's change per second.
    public var velocity: Double {
        if velocityReset { return 0 }
        guard let begin = beganSpan, begin > 0 else { return 0 }
        return scaleBase * tracker.rate { $0.span } / begin
    }
    /// How far the distance between the fingers must change before the pinch begins.
    public var movementThreshold = 8.0

    private var tracker = TwoFingerTracker()
    private var beganSpan: Double?
    private var scaleBase = 1.0
    private var velocityReset = false

    public required init() {
        super.init()
    }

    private var currentRatio: Double {
        guard let begin = beganSpan, begin > 0, let now = tracker.latest?.span else { return 1 }
        return now / begin
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let s = TwoFingerTracker.measure(liveTouches, time: event.timestamp) else { return }
        if state.isRecognizing {
            // A third finger: keep the scale where it is.
            let current = scale
            tracker.rebase(s)
            beganSpan = s.span
            scaleBase = current
        } else {
            tracker.rebase(s)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let s = TwoFingerTracker.measure(liveTouches, time: event.timestamp) else { return }
        tracker.record(s)
        velocityReset = false
        switch state {
        case .possible:
            if let start = tracker.first, abs(s.span - start.span) >= movementThreshold {
                beganSpan = start.span
                scaleBase = 1
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if liveTouches.count < 2 {
            if state.isRecognizing {
                state = .ended
            } else if liveTouches.isEmpty {
                state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = state.isRecognizing ? .cancelled : .failed
    }

    open override func reset() {
        tracker.reset()
        beganSpan = nil
        scaleBase = 1
        velocityReset = false
    }
}
