/// One finger on the glass, as `UITouch`: the same object for the whole life of the finger, from
/// `.began` to `.ended` or `.cancelled`.
@MainActor
public final class Touch: Hashable {
    /// The phase of a touch, as `UITouch.Phase`.
    public typealias Phase = TouchPhase

    /// The input's identifier for the finger (a multitouch slot or tracking id).
    public let identifier: Int
    /// The current phase.
    public internal(set) var phase: Phase
    /// Seconds on the application clock's timeline when the touch last changed.
    public internal(set) var timestamp: Double
    /// The view the touch began in (the hit-test result), for the touch's whole life. Strong, as
    /// `UITouch.view` is: a weak reference would give every view ever touched a side table, through which
    /// each retain and release of it in every later frame would go.
    public internal(set) var view: View?
    /// The window the touch began in (strong, as `UITouch.window`).
    public internal(set) var window: Window?
    /// How many taps in quick succession at about the same place this touch is part of (1 for a first tap).
    public internal(set) var tapCount: Int = 1
    /// The gesture recognizers that receive this touch: those of the hit view and its ancestors.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Window coordinates.
    var locationInWindow: Point
    var previousLocationInWindow: Point
    /// Set once a recognizer has taken the touch away from the view (or a scroll view's
    /// `touchesShouldBegin` kept it from the view).
    var isCancelledForView = false
    /// Set once the view has been sent `touchesBegan` for the touch (a scroll view's content tracks it).
    var viewHasBegan = false

    init(identifier: Int, phase: Phase, location: Point, timestamp: Double) {
        self.identifier = identifier
        self.phase = phase
        self.timestamp = timestamp
        self.locationInWindow = location
        self.previousLocationInWindow = location
    }

    /// The touch's location in `view`'s coordinate system, or in window coordinates when `view` is nil.
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where the touch was before its latest move, in `view`'s coordinate system.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// The touches of one input frame, as `UIEvent`.
@MainActor
public final class Event {
    /// The kind of an event; PanelKit only has touches.
    public enum EventType: Sendable {
        case touches
    }

    /// Always `.touches`.
    public let type: EventType = .touches
    /// When the input frame happened.
    public internal(set) var timestamp: Double
    /// Every finger currently on the glass, including those that did not change in this frame.
    public internal(set) var allTouches: Set<Touch>?

    init(timestamp: Double, touches: Set<Touch>) {
        self.timestamp = timestamp
        self.allTouches = touches
    }

    /// The touches that began in `view` or one of its subviews.
    public func touches(for view: View) -> Set<Touch>? {
        let set = (allTouches ?? []).filter { t in t.view.map { $0.isDescendant(of: view) } ?? false }
        return set.isEmpty ? nil : set
    }

    /// The touches that `gestureRecognizer` receives.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        let set = (allTouches ?? []).filter { t in t.gestureRecognizers.contains { $0 === gestureRecognizer } }
        return set.isEmpty ? nil : set
    }
}
