import PanelDRM
import PanelGraphics
import PanelPlatform

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
    usage: kiosk [panel flags]              run on the panel (DRM/KMS + libinput)
           kiosk --output list              list the outputs of every card
           kiosk --snapshot OUT.png --size WxH [--script TOUCHES.json]
                                            render offscreen after replaying a touch script
           kiosk --demo-script OUT.json --size WxH
                                            write the touch script the virtual panel test replays

    panel flags:
    \(PanelOptions.help)

    other flags:
          --snapshot PATH         offscreen mode: write the settled screen as PNG
          --size WxH              offscreen size (the UI's size, after rotation)
          --script PATH           touch script for --snapshot (ScriptedInput's JSON)
          --demo-script PATH      write the demo touch script for --size
          --log-touches           print every touch (UI coordinates) on stderr, to check rotation and calibration
          --help                  this text
    """

struct Command {
    var panel = PanelOptions()
    var snapshot: String?
    var demoScript: String?
    var size: (width: Int, height: Int)?
    var script: String?
    var logTouches = false
    var help = false

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var command = Command()
        let (panel, rest) = try PanelOptions.parse(arguments)
        command.panel = panel
        var scanner = ArgumentScanner(rest)
        while let arg = scanner.next() {
            switch arg.flag {
            case "--snapshot": command.snapshot = try scanner.value(for: arg)
            case "--demo-script": command.demoScript = try scanner.value(for: arg)
            case "--script": command.script = try scanner.value(for: arg)
            case "--size":
                let v = try scanner.value(for: arg)
                guard let m = ModeRequest(v), m.refresh == nil else {
                    throw UsageError("--size expects WxH (e.g. 800x480), got '\(v)'")
                }
                command.size = (m.width, m.height)
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
        if (command.snapshot != nil || command.demoScript != nil) && command.size == nil {
            throw UsageError("--snapshot and --demo-script need --size WxH")
        }
        if command.script != nil && command.snapshot == nil {
            throw UsageError("--script goes with --snapshot (on a panel, touches come from libinput)")
        }
        return command
    }
}

/// Renders the scene offscreen with a manual clock, replaying `script`, until everything has settled.
func snapshot(path: String, width: Int, height: Int, script: ScriptedInput) throws {
    let display = OffscreenDisplay(width: width, height: height)
    let clock = ManualClock()
    let scene = DemoScene(width: width, height: height)
    script.start(at: clock.now)
    let step = display.refreshInterval
    var quiet = 0
    while quiet < 30 {
        clock.advance(by: step)
        scene.handle(script.read(until: clock.now))
        scene.advance(to: clock.now)
        if scene.needsDisplay { display.present(damage: scene.render(into: display.framebuffer)) }
        let settled = script.isFinished && !scene.isAnimating && !scene.needsDisplay
        quiet = settled ? quiet + 1 : 0
    }
    try display.writePNG(path: path)
    print("kiosk: state \(scene.stateDescription)")
}

/// Runs on the panel until SIGINT/SIGTERM, then puts the console back.
func runOnPanel(_ options: PanelOptions, logTouches: Bool) throws -> Int32 {
    let clock = MonotonicClock()
    let signals = TerminationSignals()
    let display = try DRMDisplay.open(options: options, clock: clock, log: { printError("kiosk: \($0)") })
    defer { display.close() }
    let input = try LibinputInput(display: display, options: options, log: { printError("kiosk: \($0)") })
    let scene = DemoScene(width: display.width, height: display.height)
    scene.onStateChange = { printError("kiosk: state \($0)") }
    printError(
        "kiosk: presenting \(display.width)x\(display.height) on \(display.outputName) \(display.mode)"
            + " rotation \(display.rotation) via \(display.usesAtomic ? "atomic" : "legacy") KMS (\(display.path))")
    let loop = RunLoop(
        display: display, input: input, clock: clock, scene: scene, signals: signals,
        displayDeadline: { display.nextDeadline })
    if logTouches {
        loop.onTouches = { frame in
            let text = frame.map { "\($0.id) \($0.phase.rawValue) (\($0.location.x), \($0.location.y))" }
            printError("kiosk: touch " + text.joined(separator: "; "))
        }
    }
    let signal = try loop.run()
    let s = display.statistics
    printError(
        "kiosk: signal \(signal), restoring the console; frames \(s.framesPresented), flips \(s.flipsCompleted),"
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
    if let out = command.demoScript, let size = command.size {
        let json = DemoScene.demoScript(width: size.width, height: size.height).jsonString()
        guard let f = fopen(out, "w") else { fail("\(out): cannot write the script; check the folder", status: 1) }
        fputs(json, f)
        fclose(f)
    } else if let out = command.snapshot, let size = command.size {
        let script = try command.script.map { path throws(TouchScriptError) in try ScriptedInput.load(path: path) }
        try snapshot(path: out, width: size.width, height: size.height, script: script ?? ScriptedInput())
    } else if command.panel.listOutputs {
        for line in try DRMDisplay.describeOutputs(options: command.panel) { print(line) }
    } else {
        exit(try runOnPanel(command.panel, logTouches: command.logTouches))
    }
} catch let error as DRMError {
    fail(error.description, status: 1)
} catch let error as InputError {
    fail(error.description, status: 1)
} catch {
    fail("\(error)", status: 1)
}
