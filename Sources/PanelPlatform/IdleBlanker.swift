/// Decides when a touch panel goes dark and when it lights up again: after `idleTimeout` seconds without a
/// touch or a key, and outside an optional on/off schedule. The first touch on a dark panel wakes it and is
/// swallowed (the whole finger, down to its lift), so a tap meant to wake the screen never presses a button
/// nobody saw; a key pressed on a dark panel wakes it the same way and is swallowed down to its release.
///
/// Pure logic: time comes from the injected clock (a `ManualClock` in tests), the time of day from an injected
/// function, and the caller carries out the decisions (`update()` says when the panel should switch;
/// `nextDeadline` is when to call it again if nothing else happens).
public final class IdleBlanker {
    /// What the owner of the panel should do.
    public enum Power: Sendable, Equatable {
        case on
        case off
    }

    /// The blanking settings.
    public struct Settings: Sendable, Equatable {
        /// Seconds without a touch before the panel goes dark; nil never blanks for idleness.
        public var idleTimeout: Double?
        /// On/off times; nil keeps the panel on all day (apart from `idleTimeout`).
        public var schedule: BlankingSchedule?
        /// How long a touch in the schedule's off period lights the panel when `idleTimeout` is nil.
        public var wakeDuringOffPeriod: Double

        public init(idleTimeout: Double? = nil, schedule: BlankingSchedule? = nil, wakeDuringOffPeriod: Double = 60) {
            self.idleTimeout = idleTimeout
            self.schedule = schedule
            self.wakeDuringOffPeriod = wakeDuringOffPeriod
        }
    }

    public let settings: Settings
    /// The app's `isIdleTimerDisabled`: while true, idleness never darkens the panel while the schedule has it
    /// on; when it turns false the idle time counts from then.
    public var isIdleTimerDisabled = false {
        didSet { if oldValue && !isIdleTimerDisabled { lastActivity = max(lastActivity, clock.now) } }
    }
    /// What the panel should show now, as last reported by `update()` (it starts on).
    public private(set) var power: Power = .on
    /// Touches swallowed so far (each began, moved and ended event counted).
    public private(set) var swallowedEvents = 0
    private let clock: any Clock
    private let timeOfDay: () -> Double
    private var lastActivity: Double
    private var scheduledOn: Bool
    /// Fingers that woke the panel: their events are dropped until they lift.
    private var swallowing: Set<Int> = []
    /// Keys (evdev codes) that woke the panel: their repeats and release are dropped too.
    private var swallowingKeys: Set<Int> = []

    /// - Parameters:
    ///   - clock: the run loop's clock.
    ///   - timeOfDay: seconds after local midnight now (only read when there is a schedule).
    public init(settings: Settings, clock: any Clock, timeOfDay: @escaping () -> Double = { 0 }) {
        self.settings = settings
        self.clock = clock
        self.timeOfDay = timeOfDay
        lastActivity = clock.now
        scheduledOn = settings.schedule?.isOn(at: timeOfDay()) ?? true
        if !scheduledOn { lastActivity = -.infinity }
    }

    /// Records the touches as activity and drops those that wake a dark panel (each such finger until it
    /// lifts). Frames left empty are removed.
    public func filter(_ frames: [[TouchEvent]]) -> [[TouchEvent]] {
        guard !frames.isEmpty else { return frames }
        var out: [[TouchEvent]] = []
        for frame in frames {
            var kept: [TouchEvent] = []
            for e in frame {
                if swallowing.contains(e.id) {
                    swallowedEvents += 1
                    if e.phase == .ended || e.phase == .cancelled { swallowing.remove(e.id) }
                } else if power == .off && e.phase == .began {
                    swallowing.insert(e.id)
                    swallowedEvents += 1
                } else {
                    kept.append(e)
                }
            }
            if !kept.isEmpty { out.append(kept) }
        }
        lastActivity = clock.now
        return out
    }

    /// Records the keys as activity and drops those that wake a dark panel: a key pressed while the panel is
    /// dark, with its repeats and its release. A release whose press the UI never saw is dropped too, so the
    /// UI only ever gets whole presses.
    public func filter(keys: [KeyEvent]) -> [KeyEvent] {
        guard !keys.isEmpty else { return keys }
        var kept: [KeyEvent] = []
        for k in keys {
            if swallowingKeys.contains(k.code) {
                swallowedEvents += 1
                if !k.isDown { swallowingKeys.remove(k.code) }
            } else if power == .off {
                swallowedEvents += 1
                if k.isDown { swallowingKeys.insert(k.code) }
            } else {
                kept.append(k)
            }
        }
        lastActivity = clock.now
        return kept
    }

    /// Whether a finger that woke the panel is still on the glass.
    public var isSwallowing: Bool { !swallowing.isEmpty }

    /// Follows the schedule and the idle timer; returns the new power when it changed since the last call.
    public func update() -> Power? {
        let now = clock.now
        if let schedule = settings.schedule {
            let on = schedule.isOn(at: timeOfDay())
            if on != scheduledOn {
                scheduledOn = on
                // Switching on lights the panel as a touch would; switching off darkens it whatever happened.
                lastActivity = on ? now : -.infinity
            }
        }
        let wanted: Power = isLit(at: now) ? .on : .off
        guard wanted != power else { return nil }
        power = wanted
        return wanted
    }

    /// When `update()` may decide differently without any touch: the idle timeout or the next schedule switch
    /// (on the clock's timeline); nil when only a touch can change anything.
    public var nextDeadline: Double? {
        let now = clock.now
        var deadline: Double?
        if power == .on, let timeout = currentTimeout {
            deadline = max(now, lastActivity + timeout)
        }
        if let schedule = settings.schedule {
            let change = now + schedule.secondsUntilChange(from: timeOfDay())
            deadline = min(deadline ?? change, change)
        }
        return deadline
    }

    private var currentTimeout: Double? {
        if scheduledOn && isIdleTimerDisabled { return nil }
        return scheduledOn ? settings.idleTimeout : (settings.idleTimeout ?? settings.wakeDuringOffPeriod)
    }

    private func isLit(at now: Double) -> Bool {
        guard let timeout = currentTimeout else { return true }
        return now - lastActivity < timeout
    }
}
