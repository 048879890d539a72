import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a kiosk needs on a board beyond the display and the touches: its config file, the seat manager
/// (libseat, else the devices opened directly), systemd (readiness, status, watchdog, stopping) and idle
/// blanking with the backlight.
///
/// In order: `init` (config, seat), open the display with `drmSystem` and the input with `seatSession`,
/// `attach(display:input:)` (returns the input to give the application), add `watchedDescriptors` to the run
/// loop's, call `iteration()` once per loop iteration, `stopping(_:)` on the way out.
@MainActor
public final class BoardServices {
    public let config: KioskConfig
    /// The seat manager's session; nil when the devices are opened directly.
    public let seatSession: SeatSession?
    public let drmSystem: any DRMSystem
    public let service: KioskService
    public private(set) var power: PanelPower?
    private weak var display: DRMDisplay?
    private weak var input: LibinputInput?
    private let clock: any Clock
    private let log: (String) -> Void

    /// Reads the config (each problem logged on one line, defaults kept) and opens the seat as it asks.
    /// - Parameters:
    ///   - configPath: the config file; nil reads `KioskConfig.defaultPath` if it exists.
    ///   - mainStarted: the clock's time when `main` began, for the start-up figures.
    /// - Throws: `SeatError` only with `seat = libseat` when no seat manager lends the seat.
    public init(configPath: String?, clock: any Clock, mainStarted: Double, log: @escaping (String) -> Void)
        throws(SeatError)
    {
        self.clock = clock
        self.log = log
        let (config, issues) = KioskConfig.load(
            path: configPath ?? KioskConfig.defaultPath, explicit: configPath != nil)
        for issue in issues { log("config: \(issue)") }
        self.config = config
        service = KioskService(clock: clock, mainStarted: mainStarted, log: log)
        service.status("starting")
        service.mark("config")
        var session: SeatSession?
        if config.seat == .auto && !SeatSession.managerAvailable {
            log("seat: no seat manager (no \(SeatSession.seatdSocket), no login session); opening the devices directly")
        } else if config.seat != .direct {
            do {
                session = try SeatSession()
                log("seat: \(session!.name) through the seat manager (libseat)")
            } catch {
                if config.seat == .libseat { throw error }
                log("seat: \(error.description.split(separator: ";").first ?? ""); opening the devices directly")
            }
        }
        seatSession = session
        drmSystem = session.map { SeatDRMSystem(seat: $0) } ?? LinuxDRMSystem()
        service.mark("seat")
    }

    /// Sets up blanking and the seat's VT-switch callbacks; returns the input the application should read
    /// (touches that wake a dark panel are kept from it).
    public func attach(display: DRMDisplay, input: LibinputInput) -> any InputSource {
        self.display = display
        self.input = input
        var backlight: SysfsBacklight?
        let directory: String?
        switch config.backlight {
        case .none: directory = nil
        case .auto: directory = SysfsBacklight.first()
        case .directory(let d): directory = d
        }
        if let d = directory {
            do {
                backlight = try SysfsBacklight(directory: d)
                log(
                    "backlight: \(d) (max \(backlight!.maxBrightness)\(backlight!.hasPowerControl ? ", bl_power" : ""))"
                )
            } catch {
                log("backlight: \(error)")
            }
        }
        let timeOfDay: () -> Double = {
            var t = time(nil)
            var parts = tm()
            localtime_r(&t, &parts)
            return Double(parts.tm_hour * 3600 + parts.tm_min * 60 + parts.tm_sec)
        }
        let blanker = IdleBlanker(settings: config.blanking, clock: clock, timeOfDay: timeOfDay)
        let power = PanelPower(
            blanker: blanker, display: display, backlight: backlight, brightness: config.brightness, clock: clock,
            log: log)
        let service = self.service
        power.onChange = { [weak display] p in
            guard let display else { return }
            service.status(p == .off ? "panel dark (idle)" : Self.summary(display))
        }
        self.power = power
        log(
            "blanking: "
                + (config.idleBlank.map { "after \(Int($0)) s without a touch" } ?? "never for idleness")
                + (config.schedule.map { ", lit \($0)" } ?? ""))
        if let seat = seatSession {
            seat.onDisable = { [weak self] in
                self?.log("seat: disabled (another VT in front); presenting and input paused")
                self?.service.status("paused: another VT is in front")
                self?.input?.suspend()
                self?.display?.seatDisabled()
            }
            seat.onEnable = { [weak self] in
                self?.log("seat: enabled again; showing a full frame")
                self?.display?.seatEnabled()
                self?.input?.resume()
                if let d = self?.display { self?.service.status(Self.summary(d)) }
            }
        }
        return BlankingInput(input, power: power)
    }

    /// The descriptors the run loop must watch: the watchdog's timer, the blanking timer, the seat manager.
    public var watchedDescriptors: [(descriptor: Int32, handler: () -> Void)] {
        var out = service.watchedDescriptors
        if let p = power, let fd = p.descriptor { out.append((descriptor: fd, handler: { p.timerFired() })) }
        if let s = seatSession, s.descriptor >= 0 { out.append((descriptor: s.descriptor, handler: { s.dispatch() })) }
        return out
    }

    /// Notes that a start-up step finished (content, display, input, ui, first present) for the start-up figures.
    public func mark(_ step: String) { service.mark(step) }

    /// Once per run-loop iteration: watchdog, readiness after the first flip, blanking.
    public func iteration() {
        if let d = display { service.iteration(display: d) }
        power?.update()
    }

    /// STOPPING=1 and the seat released.
    public func stopping(_ why: String) {
        service.stopping(why)
    }

    static func summary(_ display: DRMDisplay) -> String {
        "showing \(display.width)x\(display.height) on \(display.outputName) \(display.mode)"
    }
}
