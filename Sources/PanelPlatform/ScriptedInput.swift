import PanelGraphics

/// Touches from a script: built in code (`tap`, `drag`) or read from JSON.
///
/// JSON format: `{"events": [{"t": 0.0, "id": 0, "phase": "began", "x": 10, "y": 20}, ...]}`;
/// events with the same `t` form one input frame. Times are seconds from the script's start,
/// which is set with `start(at:)` (the clock's time when the script begins).
public final class ScriptedInput: InputSource {
    public let pollDescriptor: Int32? = nil
    public private(set) var events: [TouchEvent] = []
    private var cursor = 0
    private var origin = 0.0

    public init(events: [TouchEvent] = []) {
        self.events = events.sorted { $0.timestamp < $1.timestamp }
    }

    /// Script times are relative to `time` from now on.
    public func start(at time: Double) {
        origin = time
    }

    /// True when every scripted event has been read.
    public var isFinished: Bool { cursor >= events.count }

    /// When the next scripted event is due, on the clock's timeline.
    public var nextDeadline: Double? { cursor < events.count ? events[cursor].timestamp + origin : nil }

    /// The time (script-relative) of the last event.
    public var duration: Double { events.last?.timestamp ?? 0 }

    public func read(until now: Double) -> [[TouchEvent]] {
        var frames: [[TouchEvent]] = []
        while cursor < events.count, events[cursor].timestamp + origin <= now + 1e-9 {
            var e = events[cursor]
            e.timestamp += origin
            if let last = frames.last?.last, last.timestamp == e.timestamp {
                frames[frames.count - 1].append(e)
            } else {
                frames.append([e])
            }
            cursor += 1
        }
        return frames
    }

    /// Forgets the events already read, so a script fed for hours (a soak) holds only what is still to come.
    /// `events` then starts at the next unread event.
    public func discardReadEvents() {
        events.removeFirst(cursor)
        cursor = 0
    }

    /// Appends events, keeping time order.
    public func append(_ more: [TouchEvent]) {
        events.append(contentsOf: more)
        events[cursor...].sort { $0.timestamp < $1.timestamp }
    }

    /// Appends events whose times count from `time` (a script built from 0, played from the clock's now).
    public func append(_ more: [TouchEvent], startingAt time: Double) {
        append(
            more.map { e in
                var e = e
                e.timestamp += time
                return e
            })
    }

    /// A tap: down and up at `point`, `hold` seconds apart, starting at `time`.
    public static func tap(at point: Point, time: Double = 0, hold: Double = 0.05, id: Int = 0) -> [TouchEvent] {
        [
            TouchEvent(id: id, phase: .began, location: point, timestamp: time),
            TouchEvent(id: id, phase: .ended, location: point, timestamp: time + hold),
        ]
    }

    /// A straight drag from `from` to `to` over `duration` seconds, one move per `step` seconds
    /// (60 Hz by default), then a lift after `hold` seconds at the end.
    public static func drag(
        from: Point, to: Point, duration: Double, time: Double = 0, step: Double = 1.0 / 60, hold: Double = 0,
        id: Int = 0
    ) -> [TouchEvent] {
        var out = [TouchEvent(id: id, phase: .began, location: from, timestamp: time)]
        let n = max(1, Int((duration / step).rounded()))
        for i in 1...n {
            let f = Double(i) / Double(n)
            let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            out.append(TouchEvent(id: id, phase: .moved, location: p, timestamp: time + duration * f))
        }
        out.append(TouchEvent(id: id, phase: .ended, location: to, timestamp: time + duration + hold))
        return out
    }
}

/// Why a touch script could not be read.
public struct TouchScriptError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    /// True when the script could not be written (rather than read).
    public var writing = false

    public init(path: String, reason: String, writing: Bool = false) {
        self.path = path
        self.reason = reason
        self.writing = writing
    }

    public var description: String {
        writing
            ? "\(path): cannot write the touch script (\(reason))"
            : "\(path): bad touch script (\(reason)); see ScriptedInput's format"
    }
}
