import PanelPlatform

/// The kiosk as a systemd service: readiness once the first frame is on the glass, status lines, the
/// watchdog fed from the run loop, and the start-up figures.
///
/// Use from the run loop: add `watchedDescriptors` to the loop's, call `iteration(display:)` once per loop
/// iteration, `stopping()` on the way out. Outside systemd it only measures and logs.
@MainActor
public final class KioskService {
    public let notifier: SystemdNotifier
    public let watchdog: ServiceWatchdog
    /// True once READY=1 went out (after the first completed page flip).
    public private(set) var isReady = false
    /// Start-up figures at the first completed flip.
    public private(set) var firstFrame: StartupTimes?
    private let clock: any Clock
    private let mainStarted: Double
    /// Start-up steps as they finished: (name, clock time).
    private var marks: [(String, Double)] = []
    private let log: (String) -> Void

    /// - Parameter mainStarted: the clock's time when `main` began (for the in-process figure).
    public init(
        clock: any Clock, mainStarted: Double, notifier: SystemdNotifier = SystemdNotifier(),
        log: @escaping (String) -> Void
    ) {
        self.clock = clock
        self.mainStarted = mainStarted
        self.notifier = notifier
        self.log = log
        watchdog = ServiceWatchdog(notifier: notifier, clock: clock)
    }

    /// The watchdog's timer, for the run loop's watched descriptors.
    public var watchedDescriptors: [(descriptor: Int32, handler: () -> Void)] {
        guard let fd = watchdog.descriptor else { return [] }
        let w = watchdog
        return [(descriptor: fd, handler: { w.timerFired() })]
    }

    /// Notes that a start-up step finished now (for the breakdown logged with the first frame).
    public func mark(_ step: String) {
        if !isReady { marks.append((step, clock.now)) }
    }

    /// One line for `systemctl status`.
    public func status(_ line: String) { notifier.status(line) }

    /// Feeds the watchdog; once the display has completed its first flip, sends READY=1 with the output and
    /// mode, and logs the start-up figures.
    public func iteration(display: DRMDisplay) {
        watchdog.tick()
        // A lost flip event counts too: the flip has surely happened by the time the display gives up waiting.
        let s = display.statistics
        guard !isReady, s.flipsCompleted > 0 || s.lostFlipEvents > 0 else { return }
        isReady = true
        let times = StartupTimes.now()
        firstFrame = times
        let inProcess = (clock.now - mainStarted) * 1000
        let summary =
            "showing \(display.width)x\(display.height) on \(display.outputName) \(display.mode)"
            + " via \(display.usesAtomic ? "atomic" : "legacy") KMS"
        notifier.ready(status: summary)
        var figures = "start-up: first frame on the glass \(Self.ms(inProcess)) after main"
        if let p = times.sinceProcessStart { figures += ", \(Self.ms(p * 1000)) after the process started" }
        figures += "; \(Self.seconds(times.sinceBoot)) after the kernel started"
        var previous = mainStarted
        var steps: [String] = []
        for (name, t) in marks + [("flip", clock.now)] {
            steps.append("\(name) \(Self.ms((t - previous) * 1000))")
            previous = t
        }
        figures += " (\(steps.joined(separator: ", ")))"
        log("ready: " + summary + (notifier.isActive ? " (READY=1 sent)" : ""))
        log(figures)
        if let w = watchdog.interval {
            log("watchdog: pinging systemd every \(Self.seconds(w / 4)) or so (WatchdogSec \(Self.seconds(w)))")
        }
    }

    /// STOPPING=1 with a last status line.
    public func stopping(_ why: String) { notifier.stopping(status: why) }

    static func ms(_ v: Double) -> String { "\(Int(v.rounded())) ms" }

    static func seconds(_ v: Double) -> String { "\((v * 100).rounded() / 100) s" }
}
