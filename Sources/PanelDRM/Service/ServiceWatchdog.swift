import CDRM
import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Keeps systemd's watchdog fed from the run loop itself, so a loop that hangs (stuck in a frame, stopped with
/// SIGSTOP, deadlocked) stops the pings and systemd kills and restarts the kiosk.
///
/// The run loop calls `tick()` on every iteration; a periodic timerfd (`descriptor`, for the loop's watched
/// descriptors) wakes the loop at a third of the watchdog interval while nothing else happens, so an idle kiosk
/// still pings without spinning. Pings are sent at most every quarter interval however busy the loop is.
public final class ServiceWatchdog {
    public let notifier: SystemdNotifier
    /// systemd's `WatchdogSec`, nil when the service has none (then nothing is armed or sent).
    public let interval: Double?
    /// A timerfd to add to the run loop's watched descriptors; nil without a watchdog.
    public private(set) var descriptor: Int32?
    /// How many `WATCHDOG=1` datagrams went out.
    public private(set) var pings = 0
    private let clock: any Clock
    private var lastPing = -Double.infinity

    public init(notifier: SystemdNotifier, clock: any Clock) {
        self.notifier = notifier
        self.clock = clock
        interval = notifier.watchdogInterval
        if let interval {
            let fd = panel_timerfd_create()
            if fd >= 0 && panel_timerfd_arm(fd, interval / 3, interval / 3) == 0 {
                descriptor = fd
            } else if fd >= 0 {
                close(fd)
            }
        }
    }

    deinit {
        if let fd = descriptor { close(fd) }
    }

    /// Pings when a quarter interval has passed since the last ping. Call once per run-loop iteration.
    public func tick() {
        guard let interval else { return }
        let now = clock.now
        if now - lastPing >= interval / 4 {
            if notifier.watchdog() { pings += 1 }
            lastPing = now
        }
    }

    /// The timer fired: drain it and ping (the run loop's handler for `descriptor`).
    public func timerFired() {
        if let fd = descriptor {
            var expirations: UInt64 = 0
            _ = withUnsafeMutableBytes(of: &expirations) { read(fd, $0.baseAddress, $0.count) }
        }
        tick()
    }
}
