/// Recognizes two fingers turning, as `UIRotationGestureRecognizer`.
///
/// It begins once the line between the fingers turned by `angleThreshold` radians; from then `rotation`
/// is the angle turned since the fingers touched down (positive clockwise on screen, as UIKit's; set it
/// to 0 to get increments), and `velocity` is radians per second over the last 100 ms.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// The angle turned, in radians (settable, usually to 0).
    public var rotation: Double {
        get { rotationBase + currentTurn }
        set {
            rotationBase = newValue - currentTurn
            velocityReset = true
        }
    }
    /// The rotation's change per second.
    public var velocity: Double {
        velocityReset ? 0 : tracker.rate { $0.angle }
    }
    /// How far the fingers must turn before the rotation begins.
    public var angleThreshold = 0.09

    private var tracker = TwoFingerTracker()
    private var rotationBase = 0.0
    private var velocityReset = false

    public required init() {
        super.init()
    }

    private var currentTurn: Double {
        guard let start = tracker.first, let now = tracker.latest else { return 0 }
        return now.angle - start.angle
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let s = TwoFingerTracker.measure(liveTouches, time: event.timestamp) else { return }
        let current = rotation
        tracker.rebase(s)
        rotationBase = state.isRecognizing ? current : 0
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let s = TwoFingerTracker.measure(liveTouches, time: event.timestamp) else { return }
        tracker.record(s)
        velocityReset = false
        switch state {
        case .possible:
            if abs(currentTurn) >= angleThreshold { state = .began }
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
        rotationBase = 0
        velocityReset = false
    }
}
