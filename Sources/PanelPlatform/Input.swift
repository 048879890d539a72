import PanelGraphics

/// The phase of one finger in one input frame, as `UITouch.Phase`.
public enum TouchPhase: String, Sendable, Codable {
    case began
    case moved
    case stationary
    case ended
    case cancelled
}

/// One finger's state change, in display coordinates (rotation and calibration applied).
public struct TouchEvent: Hashable, Sendable {
    /// Stable for the life of the finger on the glass (the multitouch slot or tracking id).
    public var id: Int
    public var phase: TouchPhase
    public var location: Point
    /// Seconds on the `MonotonicClock` timeline (or the `ManualClock` in tests).
    public var timestamp: Double

    public init(id: Int, phase: TouchPhase, location: Point, timestamp: Double) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}

/// A source of touches: libinput on a panel, a script in tests.
public protocol InputSource: AnyObject {
    /// A descriptor to poll for readability, or nil for a source that is read every frame.
    var pollDescriptor: Int32? { get }
    /// Touch events available at time `now`, in order, grouped by input frame (one group per
    /// hardware SYN_REPORT, so two fingers moving together arrive together).
    func read(until now: Double) throws -> [[TouchEvent]]
    /// When the source has events due even though its descriptor stays quiet (a script's next touch), on
    /// the clock's timeline; nil when nothing is pending.
    var nextDeadline: Double? { get }
    /// Hardware keyboard events read since the last call (by `read(until:)`), in order.
    func readKeys() -> [KeyEvent]
}

extension InputSource {
    public var nextDeadline: Double? { nil }
    public func readKeys() -> [KeyEvent] { [] }
}
