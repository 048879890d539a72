/// A timer that fires on the main event loop, as Foundation's `Timer` on the main run loop.
///
/// Times are seconds on the loop's clock (a `ManualClock` in tests), so a test steps a timer exactly.
/// A repeating timer is rescheduled from its scheduled time, not from when it actually fired, and a timer
/// that falls behind (a long frame) fires once and skips the firings it missed, as Foundation's does.
/// A non-repeating timer invalidates itself after firing.
@MainActor
public final class Timer {
    /// When the timer fires next, on the loop's clock. Setting it reschedules the timer.
    public var fireDate: Double {
        didSet { loop?.timerDidChange() }
    }
    /// The interval of a repeating timer; 0 for a timer that fires once.
    public let timeInterval: Double
    /// How late the timer may fire; kept for API compatibility (the loop fires timers when due).
    public var tolerance: Double = 0
    /// Whatever the creator wants to keep with the timer.
    public var userInfo: Any?
    /// False once invalidated (or, for a non-repeating timer, once fired).
    public private(set) var isValid = true

    let repeats: Bool
    private var block: ((Timer) -> Void)?
    weak var loop: EventLoop?
    /// The order timers were added in, to fire timers due at the same time in that order.
    var sequence = 0

    /// A timer not yet scheduled; `EventLoop.add(_:)` schedules it `interval` seconds after that.
    ///
    /// - Parameters:
    ///   - interval: seconds between firings; values <= 0 become 0.0001, as in Foundation.
    ///   - repeats: whether the timer fires again every `interval` seconds until invalidated.
    ///   - block: what to do when the timer fires; it runs on the main actor.
    public init(timeInterval interval: Double, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        let interval = interval > 0 ? interval : 0.0001
        self.timeInterval = repeats ? interval : 0
        self.repeats = repeats
        self.block = block
        self.fireDate = .nan
        self.pendingInterval = interval
    }

    /// A timer that first fires at `date` (on the loop's clock), then every `interval` seconds if it repeats.
    public init(fire date: Double, interval: Double, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        let interval = interval > 0 ? interval : 0.0001
        self.timeInterval = repeats ? interval : 0
        self.repeats = repeats
        self.block = block
        self.fireDate = date
        self.pendingInterval = nil
    }

    /// For a timer made with an interval only: the delay from scheduling to the first firing.
    var pendingInterval: Double?

    /// Creates a timer and schedules it on the current event loop (the loop iterating now, else the
    /// newest application's), firing first `interval` seconds from now.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: Double, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        guard let loop = EventLoop.current else {
            preconditionFailure(
                "Timer.scheduledTimer needs an event loop: create the Application (or EmbeddedDriver) first")
        }
        loop.add(timer)
        return timer
    }

    /// Fires the timer now without changing its schedule; a non-repeating timer is then invalidated.
    public func fire() {
        guard isValid, let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good and releases its block.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        block = nil
        loop?.remove(self)
    }

    /// Fires a due timer from the loop and moves a repeating one to its next scheduled time after `now`.
    func fireFromLoop(now: Double) {
        guard isValid, let block else { return }
        if repeats {
            let missed = ((now - fireDate) / timeInterval).rounded(.down)
            let next = fireDate + (max(0, missed) + 1) * timeInterval
            // Set before calling out, so the block may read (or change) the next date.
            fireDate = next > now ? next : now + timeInterval
        }
        block(self)
        if !repeats { invalidate() }
    }
}
