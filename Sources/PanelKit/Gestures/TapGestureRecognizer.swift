/// Recognizes taps, as `UITapGestureRecognizer`: `numberOfTouchesRequired` fingers down and up
/// `numberOfTapsRequired` times, each finger staying within `allowableMovement` of where it touched down
/// and each tap starting within `maximumTapInterval` of the previous one's end.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps in a row (2 for a double tap).
    public var numberOfTapsRequired = 1
    /// Fingers per tap.
    public var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap.
    public var allowableMovement = 10.0
    /// The longest pause between taps of a multi-tap.
    public var maximumTapInterval = 0.35

    private var taps = 0
    private var mostTouches = 0
    private var startLocations: [ObjectIdentifier: Point] = [:]

    public required init() {
        super.init()
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        deadline = nil
        for t in touches { startLocations[ObjectIdentifier(t)] = t.locationInWindow }
        mostTouches = max(mostTouches, liveTouches.count)
        if mostTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for t in touches {
            if let s = startLocations[ObjectIdentifier(t)], s.distance(to: t.locationInWindow) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard liveTouches.isEmpty, state == .possible else { return }
        if mostTouches != numberOfTouchesRequired {
            state = .failed
            return
        }
        taps += 1
        mostTouches = 0
        if taps >= numberOfTapsRequired {
            state = .recognized
        } else {
            deadline = event.timestamp + maximumTapInterval
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }

    override func timeDidAdvance(to time: Double) {
        if let d = deadline, time >= d, state == .possible {
            deadline = nil
            state = .failed
        }
    }

    override var keepsPossibleAfterTouchesEnd: Bool { taps > 0 && taps < numberOfTapsRequired }

    open override func reset() {
        taps = 0
        mostTouches = 0
        startLocations = [:]
    }
}

/// Recognizes a long press, as `UILongPressGestureRecognizer`: fingers held `minimumPressDuration`
/// without moving more than `allowableMovement` begin it; moves then report `.changed`; lifting ends it.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down.
    public var minimumPressDuration = 0.5
    /// Fingers that must be down.
    public var numberOfTouchesRequired = 1
    /// Taps before the press (0: the press is the first touch).
    public var numberOfTapsRequired = 0
    /// How far fingers may move before the press begins.
    public var allowableMovement = 10.0

    private var startLocations: [ObjectIdentifier: Point] = [:]

    public required init() {
        super.init()
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for t in touches {
            startLocations[ObjectIdentifier(t)] = t.locationInWindow
            if t.tapCount - 1 < numberOfTapsRequired && numberOfTapsRequired > 0 {
                state = .failed
                return
            }
        }
        if liveTouches.count > numberOfTouchesRequired {
            state = state.isRecognizing ? .cancelled : .failed
            return
        }
        if liveTouches.count == numberOfTouchesRequired && state == .possible {
            deadline = event.timestamp + minimumPressDuration
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible {
            for t in touches {
                if let s = startLocations[ObjectIdentifier(t)], s.distance(to: t.locationInWindow) > allowableMovement {
                    state = .failed
                    return
                }
            }
            if let d = deadline, event.timestamp >= d { begin() }
        } else if state.isRecognizing {
            state = .changed
        }
    }

    /// "It ends when any of the fingers are lifted": the first finger to lift ends a press that began, and
    /// fails one that has not (fewer fingers than required are then down).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, let d = deadline, event.timestamp >= d {
            // Held long enough but no frame came between: begin and end at once.
            begin()
        }
        if state.isRecognizing { state = .ended } else { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state.isRecognizing { state = .cancelled } else { state = .failed }
    }

    override func timeDidAdvance(to time: Double) {
        if state == .possible, let d = deadline, time >= d { begin() }
    }

    private func begin() {
        deadline = nil
        state = .began
    }

    open override func reset() {
        startLocations = [:]
    }
}

/// Recognizes a swipe, as `UISwipeGestureRecognizer`: fingers moving at least `minimumDistance` in one of
/// the allowed directions, mostly straight, within `maximumDuration` of touching down.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// A swipe direction, as `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (`.right` by default).
    public var direction: Direction = .right
    /// Fingers that must swipe.
    public var numberOfTouchesRequired = 1
    /// How far the fingers must travel.
    public var minimumDistance = 50.0
    /// How long the swipe may take.
    public var maximumDuration = 0.5

    private var start = Point.zero
    private var startTime = 0.0
    private var mostTouches = 0
    /// Where each finger touched down, in window coordinates.
    private var touchStarts: [ObjectIdentifier: Point] = [:]

    public required init() {
        super.init()
    }

    private var centroid: Point {
        let touches = liveTouches.isEmpty ? trackedTouches : liveTouches
        var sum = Point.zero
        for t in touches { sum = sum + t.locationInWindow }
        return touches.isEmpty ? start : sum * (1 / Double(touches.count))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        mostTouches = max(mostTouches, liveTouches.count)
        if mostTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        for t in touches { touchStarts[ObjectIdentifier(t)] = t.locationInWindow }
        start = centroid
        startTime = event.timestamp
    }

    /// "You can determine the location where a swipe began by calling the UIGestureRecognizer methods
    /// location(in:) and location(ofTouch:in:)": the centroid of the touch-downs.
    override var reportedLocationInWindow: Point? { state == .possible ? nil : start }

    override func reportedLocationInWindow(ofTouch touch: Touch) -> Point? {
        state == .possible ? nil : touchStarts[ObjectIdentifier(touch)]
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        evaluate(at: event.timestamp, final: false)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        evaluate(at: event.timestamp, final: liveTouches.isEmpty)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }

    private func evaluate(at time: Double, final: Bool) {
        guard state == .possible else { return }
        if time - startTime > maximumDuration {
            state = .failed
            return
        }
        let d = centroid - start
        let dx = abs(d.x)
        let dy = abs(d.y)
        // Mostly straight: within about 30 degrees of the axis.
        if dx >= minimumDistance && dy <= dx * 0.58 {
            let dir: Direction = d.x > 0 ? .right : .left
            state = direction.contains(dir) && mostTouches == numberOfTouchesRequired ? .recognized : .failed
        } else if dy >= minimumDistance && dx <= dy * 0.58 {
            let dir: Direction = d.y > 0 ? .down : .up
            state = direction.contains(dir) && mostTouches == numberOfTouchesRequired ? .recognized : .failed
        } else if final {
            state = .failed
        }
    }

    open override func reset() {
        mostTouches = 0
        touchStarts = [:]
    }
}
