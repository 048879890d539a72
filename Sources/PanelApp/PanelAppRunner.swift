import PanelDRM
import PanelEmbedded
import PanelKit
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a `PanelApp` from its command line: on the panel (DRM/KMS and libinput, until SIGINT, SIGTERM or
/// SIGHUP), or offscreen for `--snapshot`, `--preview` and the app's own offscreen flags.
@MainActor
public enum PanelAppRunner {
    /// The flags every PanelKit app understands, besides the panel flags (`PanelOptions.flags`).
    public static let standardFlags: [FlagSpec] = [
        FlagSpec("--size", value: "WxH", help: "offscreen size: the UI's size, after rotation (e.g. 800x480)"),
        FlagSpec(
            "--snapshot", value: "OUT.png",
            help: "render offscreen (needs --size), replaying --script if given, and write the settled screen"),
        FlagSpec("--script", value: "TOUCHES.json", help: "touch script for --snapshot (ScriptedInput's JSON)"),
        FlagSpec(
            "--preview", value: "OUT_DIR",
            help: "record the app's tour offscreen (needs --size): numbered PNGs and a contact sheet"),
        FlagSpec(
            "--render-threads", value: "N",
            help: "threads that draw a frame with large damage, each a band of rows (default: the cores, up to 4)"),
        FlagSpec("--log-touches", help: "print every touch in UI coordinates on stderr (rotation, calibration)"),
        FlagSpec(
            "--config", value: "PATH",
            help: "board settings: idle blanking, brightness, on/off schedule, backlight, seat (default: "
                + "/etc/panelkit/kiosk.conf when it exists)"),
        FlagSpec("--version", help: "print the version and exit"),
        FlagSpec("--help", help: "this text", aliases: ["-h"]),
    ]

    /// Runs `App` with `arguments` (without the program's name) and returns the exit status: 0, 1 for a
    /// failure (one line on stderr), 2 for a usage error.
    public static func run<App: PanelApp>(
        _ app: App.Type, arguments: [String], mainStarted: Double = MonotonicClock().now
    ) -> Int32 {
        let configuration = App.configuration
        let name = configuration.name ?? programName()
        let parser = FlagParser(specs: standardFlags + PanelOptions.flags + configuration.flags)
        let flags: ParsedFlags
        let panel: PanelOptions
        do {
            flags = try parser.parse(arguments)
            panel = try PanelOptions(flags: flags)
            try validate(flags, configuration: configuration)
        } catch {
            Console.error("\(name): \(error)")
            return 2
        }
        if flags.has("--help") {
            Console.output(usage(name: name, configuration: configuration, parser: parser))
            return 0
        }
        if flags.has("--version") {
            Console.output("\(name) \(configuration.version) (PanelKit \(PanelKitVersion.current))")
            return 0
        }
        do {
            if panel.listOutputs {
                for line in try DRMDisplay.describeOutputs(options: panel) { Console.output(line) }
                return 0
            }
            if let size = try flags.size("--size") {
                return try runOffscreen(App.self, name: name, flags: flags, width: size.width, height: size.height)
            }
            return try PanelRun(programName: name, options: panel, flags: flags, mainStarted: mainStarted).run(App.self)
        } catch let error as UsageError {
            Console.error("\(name): \(error)")
            return 2
        } catch {
            Console.error("\(name): \(error)")
            return 1
        }
    }

    /// Ends the process with `status` (stdout and stderr are written unbuffered, nothing to flush).
    public static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }

    /// Flags that only make sense together.
    static func validate(_ flags: ParsedFlags, configuration: PanelAppConfiguration) throws(UsageError) {
        let offscreen = ["--snapshot", "--preview"] + configuration.offscreenFlags
        if let needy = offscreen.first(where: flags.has), !flags.has("--size") {
            throw UsageError("\(needy) needs --size WxH (e.g. --size 800x480)")
        }
        if flags.has("--size") && !offscreen.contains(where: flags.has) {
            throw UsageError(
                "--size goes with \(offscreen.joined(separator: ", ")) (on a panel, the mode sets the size)")
        }
        if flags.has("--config") && flags.has("--size") {
            throw UsageError("--config is for the panel (board settings); offscreen runs have none")
        }
        if flags.has("--script") && !flags.has("--snapshot") {
            throw UsageError("--script goes with --snapshot (on a panel, touches come from libinput)")
        }
        if flags.has("--snapshot") && flags.has("--preview") {
            throw UsageError("--snapshot and --preview are separate runs; give one")
        }
    }

    static func usage(name: String, configuration: PanelAppConfiguration, parser: FlagParser) -> String {
        """
        \(name): \(configuration.summary)

        usage: \(name) [panel flags] [flags]          run on the panel (DRM/KMS + libinput)
               \(name) --output list                   list the outputs of every card
               \(name) --snapshot OUT.png --size WxH [--script TOUCHES.json]
               \(name) --preview OUT_DIR --size WxH

        flags:
        \(parser.help)
        """
    }

    /// The executable's name, from argv[0].
    static func programName() -> String {
        CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "app"
    }

    // MARK: Offscreen

    /// `--snapshot`, `--preview` or an offscreen flag of the app's, on the embedded driver.
    static func runOffscreen<App: PanelApp>(
        _ app: App.Type, name: String, flags: ParsedFlags, width: Int, height: Int
    ) throws -> Int32 {
        guard (16...8192).contains(width), (16...8192).contains(height) else {
            throw UsageError("--size \(width)x\(height) is out of range (16 to 8192 each way)")
        }
        let driver = EmbeddedDriver(width: width, height: height)
        let context = PanelAppContext(
            application: driver.application, flags: flags, isOffscreen: true, programName: name)
        let instance = try App(context: context)
        instance.makeWindow(application: driver.application).makeKeyAndVisible()
        try driver.step(frames: 2)
        if try instance.runOffscreenCommand(driver) { return 0 }
        if let out = flags.string("--snapshot") {
            if let path = flags.string("--script") { driver.play(try ScriptedInput.load(path: path)) }
            try driver.runUntilSettled(limit: 300, quietFrames: 30)
            try driver.writePNG(path: out)
            if let state = instance.stateDescription() { Console.output("\(name): state \(state)") }
        } else if let out = flags.string("--preview") {
            guard let library = driver.application.fontLibrary else {
                throw PreviewError.fontsMissing(reason: "no font could be loaded")
            }
            let recorder = try PreviewRecorder(driver: driver, outputDirectory: out)
            try instance.preview(recorder)
            let title = "\(name) · \(width)x\(height) · \(recorder.paths.count) frames"
            for path in try recorder.finish(title: title, library: library) { Console.output(path) }
        }
        driver.application.terminate()
        return 0
    }
}
