/// Recognizes a drag, as `UIPanGestureRecognizer`: it begins once the fingers have moved
/// `movementThreshold` points, reports `.changed` on every move, and ends when they lift.
///
/// `translation(in:)` is the total movement of the fingers' centroid since they touched down;
/// `velocity(in:)` is measured over the last 100 ms of samples (so a finger that stopped before
/// lifting has no velocity).
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that make a pan.
    public var minimumNumberOfTouches = 1
    /// The most fingers followed; further fingers are ignored.
    public var maximumNumberOfTouches = Int.max
    /// How far the fingers must move before the pan begins.
    public var movementThreshold = 10.0

    /// Window coordinates: where the translation is measured from, and the current centroid.
    private var start = Point.zero
    private var current = Point.zero
    private var samples: [(time: Double, point: Point)] = []

    public required init() {
        super.init()
    }

    /// The translation since the gesture started, in `view`'s coordinate system (window coordinates
    /// when nil).
    public func translation(in view: View?) -> Point {
        vector(current - start, in: view)
    }

    /// Makes `translation(in: view)` equal `translation` from now on (usually `.zero`, to get
    /// increments). As in UIKit, this resets the velocity: it is measured again from the next move.
    public func setTranslation(_ translation: Point, in view: View?) {
        if let last = samples.last { samples = [(last.time, current)] }
        let inWindow: Point
        if let view {
            inWindow = view.convert(translation, to: nil) - view.convert(Point.zero, to: nil)
        } else {
            inWindow = translation
        }
        start = current - inWindow
    }

    /// The centroid's velocity in points per second, in `view`'s coordinate system.
    public func velocity(in view: View?) -> Point {
        guard let last = samples.last else { return .zero }
        let window = 0.1
        var base = samples.firstIndex { $0.time >= last.time - window } ?? samples.count - 1
        if base == samples.count - 1 && base > 0 { base -= 1 }
        let first = samples[base]
        let dt = last.time - first.time
        guard dt > 0.001 else { return .zero }
        return vector((last.point - first.point) * (1 / dt), in: view)
    }

    private func vector(_ v: Point, in view: View?) -> Point {
        guard let view else { return v }
        return view.convert(v, from: nil) - view.convert(Point.zero, from: nil)
    }

    private var centroid: Point {
        let touches = liveTouches.prefix(maximumNumberOfTouches)
        guard !touches.isEmpty else { return current }
        var sum = Point.zero
        for t in touches { sum = sum + t.locationInWindow }
        return sum * (1 / Double(touches.count))
    }

    /// Keeps the translation continuous when fingers join or leave.
    private func rebase() {
        let c = centroid
        let jump = c - current
        start = start + jump
        samples = samples.map { ($0.time, $0.point + jump) }
        current = c
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if trackedTouches.count > maximumNumberOfTouches {
            for t in touches
            where trackedTouches.firstIndex(where: { $0 === t }).map({ $0 >= maximumNumberOfTouches }) ?? false {
                ignore(t, for: event)
            }
        }
        if samples.isEmpty {
            current = centroid
            start = current
            samples = [(event.timestamp, current)]
        } else {
            rebase()
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        current = centroid
        record(event.timestamp)
        switch state {
        case .possible:
            if liveTouches.count >= minimumNumberOfTouches && current.distance(to: start) >= movementThreshold {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        // Where the lifted fingers were counts as the last move.
        let last = liveTouches + touches.filter { t in trackedTouches.contains { $0 === t } }
        if !last.isEmpty {
            var sum = Point.zero
            for t in last { sum = sum + t.locationInWindow }
            let c = sum * (1 / Double(last.count))
            if c != current {
                current = c
                if state.isRecognizing { state = .changed }
            }
        }
        if liveTouches.isEmpty {
            record(event.timestamp)
            if state.isRecognizing { state = .ended } else { state = .failed }
        } else {
            rebase()
            if state.isRecognizing && liveTouches.count < minimumNumberOfTouches { state = .ended }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state.isRecognizing { state = .cancelled } else { state = .failed }
    }

    open override func reset() {
        samples = []
        start = .zero
        current = .zero
    }

    private func record(_ time: Double) {
        samples.append((time, current))
        if samples.count > 2, let last = samples.last {
            samples.removeAll { $0.time < last.time - 0.25 }
        }
    }
}
