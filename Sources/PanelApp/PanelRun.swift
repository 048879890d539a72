import PanelDRM
import PanelKit

/// A `PanelApp` on the panel: DRM/KMS display, libinput touches, the main thread's event loop, until
/// SIGINT, SIGTERM or SIGHUP; the console's CRTC is put back on the way out.
///
/// It logs, on standard error (the journal under systemd), the output and mode it presents on, `busy` and
/// `idle after N frames` as it starts and stops drawing, and the app's state line when it changes, so a
/// test (the virtual panel) can tell when the screen has settled and what it shows.
@MainActor
struct PanelRun {
    let programName: String
    let options: PanelOptions
    let flags: ParsedFlags
    /// The monotonic clock's time when `main` began, for the start-up figures.
    let mainStarted: Double

    func log(_ line: String) {
        Console.error("\(programName): \(line)")
    }

    func run<App: PanelApp>(_ app: App.Type) throws -> Int32 {
        let clock = MonotonicClock()
        let signals = TerminationSignals()
        // The board: its config file (idle blanking, brightness, schedule, backlight, seat), the seat manager,
        // systemd's readiness and watchdog; the display and the input open through the seat it chose.
        let board = try BoardServices(
            configPath: flags.string("--config"), clock: clock, mainStarted: mainStarted, log: log)
        let display = try DRMDisplay.open(options: options, system: board.drmSystem, clock: clock, log: log)
        defer { display.close() }
        board.mark("display")
        let libinput = try LibinputInput(
            display: display, options: options, seatSession: board.seatSession, log: log)
        let boardInput = board.attach(display: display, input: libinput)
        board.mark("input")
        let input: any InputSource =
            flags.has("--log-touches") ? LoggingInput(boardInput, programName: programName) : boardInput
        let application = Application(display: display, input: input, clock: clock)
        if let threads = try flags.int("--render-threads", in: 1...16) { application.renderThreadCount = threads }
        let context = PanelAppContext(
            application: application, flags: flags, isOffscreen: false, programName: programName)
        let instance = try App(context: context)
        instance.makeWindow(application: application).makeKeyAndVisible()
        board.mark("ui")
        log(
            "presenting \(display.width)x\(display.height) on \(display.outputName) \(display.mode)"
                + " rotation \(display.rotation) via \(display.usesAtomic ? "atomic" : "legacy") KMS (\(display.path))")

        var caught: Int32 = 0
        application.eventLoop.add(
            DescriptorSource(descriptor: signals.descriptor) {
                if let s = signals.take().first {
                    caught = s
                    application.stop()
                }
            })
        for (descriptor, handler) in board.watchedDescriptors {
            application.eventLoop.add(DescriptorSource(descriptor: descriptor, handler: handler))
        }
        // Every iteration, idle ones included (the watchdog's timer wakes the loop): the watchdog ping, READY=1
        // after the first completed flip, blanking.
        application.eventLoop.addObserver {
            // The app's isIdleTimerDisabled holds the idle blanking off.
            board.power?.blanker.isIdleTimerDisabled = application.isIdleTimerDisabled
            board.iteration()
        }
        watchState(application, instance)
        try application.run()
        // The app hears that it is going (scene and app delegates, UIApplication's notifications).
        application.terminate()
        board.stopping("signal \(caught): putting the console back")
        let s = display.statistics
        log(
            "signal \(caught), restoring the console; frames \(s.framesPresented), flips \(s.flipsCompleted),"
                + " busy \(s.busyRetries), lost events \(s.lostFlipEvents)")
        return 0
    }

    /// Logs busy/idle transitions (with what kept the loop busy) and the app's state line when it changes:
    /// the state is looked at only after a frame, since nothing else changes what is shown.
    private func watchState<App: PanelApp>(_ application: Application, _ instance: App) {
        var busy = true
        var state: String?
        var framesSeen = -1
        application.eventLoop.addObserver {
            if application.presentedFrameCount != framesSeen {
                framesSeen = application.presentedFrameCount
                let now = instance.stateDescription()
                if now != state {
                    state = now
                    if let now { log("state \(now)") }
                }
            }
            if application.needsFrame != busy {
                busy = application.needsFrame
                log(
                    busy
                        ? "busy (\(application.pendingWork.joined(separator: ", ")))"
                        : "idle after \(application.presentedFrameCount) frames")
            }
        }
    }
}
