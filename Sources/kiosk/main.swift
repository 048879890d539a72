import KioskApp
import PanelDRM
import PanelKit

/// When `main` began, for the start-up figures (exec to first frame).
let mainStarted = MonotonicClock().now

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes one line to stderr (the C `stderr` global is off limits under strict concurrency).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buf in
        var offset = 0
        while offset < buf.count {
            let n = write(2, buf.baseAddress! + offset, buf.count - offset)
            if n <= 0 { break }
            offset += n
        }
    }
}

func fail(_ message: String, status: Int32) -> Never {
    printError("kiosk: \(message)")
    exit(status)
}

let usage = """
    usage: kiosk [panel flags] [--content DIR]  run on the panel (DRM/KMS + libinput)
           kiosk --output list                  list the outputs of every card
           kiosk --preview OUT_DIR --size WxH   scripted tour offscreen: numbered PNGs and a contact sheet
           kiosk --snapshot OUT.png --size WxH [--script TOUCHES.json]
                                                render offscreen after replaying a touch script
           kiosk --demo-script OUT.json --size WxH
                                                write the touch script the virtual panel test replays

    panel flags:
    \(PanelOptions.help)

    other flags:
          --content DIR           the content folder (content.json + PNGs); else $PANEL_CONTENT_DIR,
                                  /usr/share/panelkit/content, or the repository's default content
          --preview DIR           offscreen tour into DIR (needs --size)
          --snapshot PATH         offscreen mode: write the settled screen as PNG (needs --size)
          --size WxH              offscreen size (the UI's size, after rotation)
          --script PATH           touch script for --snapshot (ScriptedInput's JSON)
          --demo-script PATH      write the virtual panel test's touch script for --size
          --log-touches           print every touch (UI coordinates) on stderr, to check rotation and calibration
          --config PATH           board settings: idle blanking, brightness, schedule, backlight, seat
                                  (default /etc/panelkit/kiosk.conf when it exists)
          --help                  this text
    """

struct Command {
    var panel = PanelOptions()
    var content: String?
    var preview: String?
    var snapshot: String?
    var demoScript: String?
    var size: (width: Int, height: Int)?
    var script: String?
    var logTouches = false
    var config: String?
    var help = false

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var command = Command()
        let (panel, rest) = try PanelOptions.parse(arguments)
        command.panel = panel
        var scanner = ArgumentScanner(rest)
        while let arg = scanner.next() {
            switch arg.flag {
            case "--content": command.content = try scanner.value(for: arg)
            case "--preview": command.preview = try scanner.value(for: arg)
            case "--snapshot": command.snapshot = try scanner.value(for: arg)
            case "--demo-script": command.demoScript = try scanner.value(for: arg)
            case "--script": command.script = try scanner.value(for: arg)
            case "--size":
                let v = try scanner.value(for: arg)
                guard let m = ModeRequest(v), m.refresh == nil else {
                    throw UsageError("--size expects WxH (e.g. 800x480), got '\(v)'")
                }
                command.size = (m.width, m.height)
            case "--config": command.config = try scanner.value(for: arg)
            case "--log-touches":
                try scanner.noValue(for: arg)
                command.logTouches = true
            case "--help", "-h":
                command.help = true
            default:
                throw UsageError(
                    arg.flag.hasPrefix("-") ? "unknown flag \(arg.flag)" : "unexpected argument '\(arg.original)'")
            }
        }
        if (command.snapshot != nil || command.demoScript != nil || command.preview != nil) && command.size == nil {
            throw UsageError("--preview, --snapshot and --demo-script need --size WxH (e.g. --size 800x480)")
        }
        if command.script != nil && command.snapshot == nil {
            throw UsageError("--script goes with --snapshot (on a panel, touches come from libinput)")
        }
        return command
    }
}

/// The content folder the flags, the environment or the install point at; every problem found in it is
/// printed on stderr, one line each (the UI shows them too), and the kiosk goes on with what is valid.
func loadContent(_ command: Command) -> (Content, String) {
    var arguments = ["kiosk"]
    if let dir = command.content { arguments += ["--content", dir] }
    let directory = ContentDirectory.resolve(arguments: arguments).path
    let content = ContentLoader.load(directory: directory)
    for issue in content.issues { printError("kiosk: content: \(issue)") }
    return (content, directory)
}

/// The UI state the virtual panel test compares: which experience is showing.
@MainActor func stateDescription(_ kiosk: Kiosk) -> String {
    "page=\(kiosk.rootViewController.currentPageIndex)"
}

/// The virtual panel test's script: swipe from Profile to Cards across the upper part of the screen, then tap
/// the right-hand end of the page indicator (Cards to Player). Positions come from the laid-out kiosk.
@MainActor func demoScript(width: Int, height: Int, content: Content) throws -> ScriptedInput {
    let clock = ManualClock()
    let app = Application(display: OffscreenDisplay(width: width, height: height), input: ScriptedInput(), clock: clock)
    let kiosk = Kiosk(application: app, content: content)
    kiosk.start()
    try app.step(frames: 2)
    let w = Double(width)
    let h = Double(height)
    let y = (h * 0.3).rounded()
    var events = ScriptedInput.drag(
        from: Point(x: (w * 0.85).rounded(), y: y), to: Point(x: (w * 0.15).rounded(), y: y), duration: 0.4, time: 0.5)
    let dots = kiosk.rootViewController.pageControl
    let frame = dots.convert(dots.bounds, to: nil)
    events += ScriptedInput.tap(
        at: Point(x: (frame.maxX - 3).rounded(), y: frame.midY.rounded()), time: 2.5, hold: 0.08)
    return ScriptedInput(events: events)
}

/// Renders the kiosk offscreen with a manual clock, replaying `script`, until everything has settled.
@MainActor func snapshot(path: String, width: Int, height: Int, script: ScriptedInput, content: Content) throws {
    let display = OffscreenDisplay(width: width, height: height)
    let clock = ManualClock()
    script.start(at: clock.now)
    let app = Application(display: display, input: script, clock: clock)
    let kiosk = Kiosk(application: app, content: content)
    kiosk.start()
    var quiet = 0
    var frames = 0
    while quiet < 30 && frames < 5000 {
        try app.step(frames: 1)
        frames += 1
        quiet = script.isFinished && !app.needsFrame ? quiet + 1 : 0
    }
    try display.writePNG(path: path)
    print("kiosk: state \(stateDescription(kiosk))")
}

/// Prints every touch in UI coordinates (`--log-touches`), then hands it on.
final class LoggingInput: InputSource {
    let base: any InputSource
    init(_ base: any InputSource) { self.base = base }
    var pollDescriptor: Int32? { base.pollDescriptor }
    func read(until now: Double) throws -> [[TouchEvent]] {
        let frames = try base.read(until: now)
        for frame in frames {
            let text = frame.map { "\($0.id) \($0.phase.rawValue) (\($0.location.x), \($0.location.y))" }
            printError("kiosk: touch " + text.joined(separator: "; "))
        }
        return frames
    }
}

/// Runs on the panel until SIGINT, SIGTERM or SIGHUP, then puts the console back.
@MainActor func runOnPanel(_ command: Command, content: Content) throws -> Int32 {
    let clock = MonotonicClock()
    let signals = TerminationSignals()
    let log: (String) -> Void = { printError("kiosk: \($0)") }
    // ---- Board services (issue 12): config, seat manager, systemd notify and watchdog, idle blanking. ----
    // Moves to the PanelApp entry point: open the display with board.drmSystem and the input with
    // board.seatSession, pass the input through board.attach, watch board.watchedDescriptors, call
    // board.iteration() once per loop iteration and board.stopping(_:) on the way out.
    let board = try BoardServices(configPath: command.config, clock: clock, mainStarted: mainStarted, log: log)
    let display = try DRMDisplay.open(options: command.panel, system: board.drmSystem, clock: clock, log: log)
    defer { display.close() }
    board.mark("display")
    let libinput = try LibinputInput(
        display: display, options: command.panel, seatSession: board.seatSession, log: log)
    let boardInput = board.attach(display: display, input: libinput)
    board.mark("input")
    // ---- end of board services (see also the loop below) ----
    let input: any InputSource = command.logTouches ? LoggingInput(boardInput) : boardInput
    let app = Application(display: display, input: input, clock: clock)
    let kiosk = Kiosk(application: app, content: content)
    kiosk.start()
    board.mark("ui")
    printError(
        "kiosk: presenting \(display.width)x\(display.height) on \(display.outputName) \(display.mode)"
            + " rotation \(display.rotation) via \(display.usesAtomic ? "atomic" : "legacy") KMS (\(display.path))")
    var caught: Int32 = 0
    app.watchedDescriptors = [
        (
            descriptor: signals.descriptor,
            handler: {
                if let s = signals.take().first {
                    caught = s
                    app.stop()
                }
            }
        )
    ]
    app.watchedDescriptors += board.watchedDescriptors  // watchdog and blanking timers, seat manager (board)
    var page = -1
    var busy = true
    try app.run {
        // Once per loop iteration: watchdog, READY=1 after the first flip, blanking (board services).
        board.iteration()
        if kiosk.rootViewController.currentPageIndex != page {
            page = kiosk.rootViewController.currentPageIndex
            printError("kiosk: state \(stateDescription(kiosk))")
        }
        // Busy/idle transitions, so a test (the virtual panel) knows when the screen has settled.
        if app.needsFrame != busy {
            busy = app.needsFrame
            printError(busy ? "kiosk: busy" : "kiosk: idle after \(app.presentedFrameCount) frames")
        }
    }
    board.stopping("signal \(caught): putting the console back")
    let s = display.statistics
    printError(
        "kiosk: signal \(caught), restoring the console; frames \(s.framesPresented), flips \(s.flipsCompleted),"
            + " busy \(s.busyRetries), lost events \(s.lostFlipEvents)")
    return 0
}

let command: Command
do {
    command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.description, status: 2)
}

if command.help {
    print(usage)
    exit(0)
}

do {
    if command.panel.listOutputs {
        for line in try DRMDisplay.describeOutputs(options: command.panel) { print(line) }
        exit(0)
    }
    let (content, directory) = loadContent(command)
    if let out = command.preview, let size = command.size {
        let paths = try Preview.run(
            outputDirectory: out, width: size.width, height: size.height, contentDirectory: directory)
        for path in paths { print(path) }
    } else if let out = command.demoScript, let size = command.size {
        let json = try demoScript(width: size.width, height: size.height, content: content).jsonString()
        guard let f = fopen(out, "w") else { fail("\(out): cannot write the script; check the folder", status: 1) }
        fputs(json, f)
        fclose(f)
    } else if let out = command.snapshot, let size = command.size {
        let script = try command.script.map { path throws(TouchScriptError) in try ScriptedInput.load(path: path) }
        try snapshot(
            path: out, width: size.width, height: size.height, script: script ?? ScriptedInput(), content: content)
    } else {
        exit(try runOnPanel(command, content: content))
    }
} catch let error as DRMError {
    fail(error.description, status: 1)
} catch let error as InputError {
    fail(error.description, status: 1)
} catch let error as SeatError {
    fail(error.description, status: 1)
} catch let error as CustomStringConvertible {
    fail(error.description, status: 1)
} catch {
    fail("\(error)", status: 1)
}
