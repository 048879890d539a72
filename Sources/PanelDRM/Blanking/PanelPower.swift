import CDRM
import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Carries out the `IdleBlanker`'s decisions on a real panel: the CRTC off through KMS (`DRMDisplay.blank()`)
/// and the backlight off through sysfs, and back on with the first touch. A one-shot timerfd (`descriptor`)
/// wakes the run loop at the blanker's next deadline, so nothing polls while the panel waits or sleeps.
///
/// Use from the run loop: wrap the input with `BlankingInput`, add `descriptor` to the loop's watched
/// descriptors with `timerFired()` as its handler, call `update()` once per iteration.
public final class PanelPower {
    public let blanker: IdleBlanker
    public let display: DRMDisplay
    public let backlight: SysfsBacklight?
    /// The configured brightness while lit (percent), nil to leave it as found.
    public let brightness: Int?
    /// The timer to watch; nil when it could not be created (then only touches change anything).
    public private(set) var descriptor: Int32?
    public var log: (String) -> Void
    /// Called after the panel went dark or lit up.
    public var onChange: ((IdleBlanker.Power) -> Void)?
    private var armedFor: Double?
    private let clock: any Clock
    private var backlightFailed = false
    private var blankedAt: Double?

    public init(
        blanker: IdleBlanker, display: DRMDisplay, backlight: SysfsBacklight?, brightness: Int?, clock: any Clock,
        log: @escaping (String) -> Void
    ) {
        self.blanker = blanker
        self.display = display
        self.backlight = backlight
        self.brightness = brightness
        self.clock = clock
        self.log = log
        let fd = panel_timerfd_create()
        descriptor = fd >= 0 ? fd : nil
        if brightness != nil { setBacklight(on: true) }
    }

    deinit {
        if let fd = descriptor { close(fd) }
    }

    /// The touches of one read: activity for the idle timer, minus those that woke a dark panel.
    func touched(_ frames: [[TouchEvent]]) -> [[TouchEvent]] {
        let wasOff = blanker.power == .off
        let before = blanker.swallowedEvents
        let kept = blanker.filter(frames)
        if wasOff {
            update()
            if blanker.power == .on {
                log("panel on: a touch woke it (\(blanker.swallowedEvents - before) touch events kept from the UI)")
            }
        }
        return kept
    }

    /// The keys of one read: activity for the idle timer, minus those that woke a dark panel (a key pressed
    /// in the dark, down to its release).
    func keyed(_ keys: [KeyEvent]) -> [KeyEvent] {
        let wasOff = blanker.power == .off
        let before = blanker.swallowedEvents
        let kept = blanker.filter(keys: keys)
        if wasOff {
            update()
            if blanker.power == .on {
                log("panel on: a key woke it (\(blanker.swallowedEvents - before) key events kept from the UI)")
            }
        }
        return kept
    }

    /// Applies the blanker's decision, if it changed, and re-arms the timer for its next deadline.
    public func update() {
        if let change = blanker.update() {
            switch change {
            case .off:
                blankedAt = clock.now
                do {
                    try display.blank()
                } catch {
                    log("panel off: the CRTC could not be turned off (\(error)); presenting stops anyway")
                }
                setBacklight(on: false)
                let why = blanker.settings.schedule.map { "outside \($0) or " } ?? ""
                log(
                    "panel off: \(why)idle for \(blanker.settings.idleTimeout.map { "\(Int($0)) s" } ?? "the off period")"
                        + " (CRTC off\(backlight != nil && !backlightFailed ? ", backlight off" : ""))")
            case .on:
                setBacklight(on: true)
                display.unblank()
                if let t = blankedAt {
                    blankedAt = nil
                    log("panel on after \(Int((clock.now - t).rounded())) s dark")
                }
            }
            onChange?(change)
        }
        arm()
    }

    /// The timer fired: drain it and update.
    public func timerFired() {
        if let fd = descriptor {
            var expirations: UInt64 = 0
            _ = withUnsafeMutableBytes(of: &expirations) { read(fd, $0.baseAddress, $0.count) }
            armedFor = nil
        }
        update()
    }

    private func arm() {
        guard let fd = descriptor else { return }
        let deadline = blanker.nextDeadline
        guard deadline != armedFor else { return }
        armedFor = deadline
        if let d = deadline {
            _ = panel_timerfd_arm(fd, max(0.001, d - clock.now), 0)
        } else {
            _ = panel_timerfd_arm(fd, 0, 0)
        }
    }

    private func setBacklight(on: Bool) {
        guard let b = backlight, !backlightFailed else { return }
        do {
            if on { try b.turnOn(percent: brightness) } else { try b.turnOff() }
        } catch {
            backlightFailed = true
            log("backlight: \(error); blanking with the CRTC alone")
        }
    }
}
