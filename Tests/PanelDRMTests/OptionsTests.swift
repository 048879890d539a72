import PanelPlatform
import Testing

@testable import PanelDRM

/// The panel flags and one flag of the program's own, as a program parses them.
func parsePanel(_ arguments: [String]) throws(UsageError) -> (PanelOptions, ParsedFlags) {
    let parser = FlagParser(specs: PanelOptions.flags + [FlagSpec("--snapshot", value: "PATH", help: "x")])
    let flags = try parser.parse(arguments)
    return (try PanelOptions(flags: flags), flags)
}

@Suite("Panel flags")
struct OptionsTests {
    @Test func parsesEveryFlagBesideTheProgramsOwn() throws {
        let (o, flags) = try parsePanel([
            "--device", "/dev/dri/card1", "--output=HDMI-A-1", "--mode", "1024x600@59.94", "--rotation", "270",
            "--touch-matrix", "0 1 0 -1 0 1", "--legacy-kms", "--snapshot", "x.png", "--seat=seat1",
            "--master-wait", "3",
        ])
        #expect(o.device == "/dev/dri/card1")
        #expect(o.output == "HDMI-A-1")
        #expect(o.mode == ModeRequest(width: 1024, height: 600, refresh: 59.94))
        #expect(o.rotation == .clockwise270)
        #expect(o.touchMatrix?.values == [0, 1, 0, -1, 0, 1])
        #expect(o.legacyKMS)
        #expect(o.seat == "seat1")
        #expect(o.masterWait == 3)
        #expect(flags.string("--snapshot") == "x.png")
    }

    @Test func outputListIsASwitch() throws {
        let (o, _) = try parsePanel(["--output", "list"])
        #expect(o.listOutputs && o.output == nil)
    }

    @Test(arguments: [
        (["--rotation", "45"], "--rotation expects 0, 90, 180 or 270, got '45'"),
        (["--mode", "800by480"], "--mode expects WxH or WxH@Hz (e.g. 800x480@60), got '800by480'"),
        (["--mode", "800x480@"], "--mode expects WxH or WxH@Hz (e.g. 800x480@60), got '800x480@'"),
        (["--touch-matrix", "1 0 0"], "--touch-matrix expects six numbers \"a b c d e f\", got '1 0 0'"),
        (["--device"], "--device needs a value (PATH)"),
        (["--output", "--legacy-kms"], "--output needs a value (NAME|list)"),
        (["--rotation", "90", "--rotation", "180"], "--rotation given twice"),
        (["--rotaton", "90"], "unknown flag --rotaton"),
        (["stray"], "unexpected argument 'stray'"),
        (["--legacy-kms=yes"], "--legacy-kms takes no value"),
        (["--master-wait", "-1"], "--master-wait expects seconds (0 to 3600), got '-1'"),
    ])
    func malformedFlagsSayWhatIsExpected(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try parsePanel(arguments) }
        #expect(UsageError(message).description == message + "; see --help")
    }

    @Test func modeRequestsMatchTheBestOfferedMode() {
        let modes = [
            DisplayMode(width: 800, height: 480, refresh: 60, isPreferred: true),
            DisplayMode(width: 1280, height: 720, refresh: 50),
            DisplayMode(width: 1280, height: 720, refresh: 59.94),
            DisplayMode(width: 1280, height: 720, refresh: 60),
        ]
        #expect(ModeRequest("1280x720")?.bestMatch(in: modes)?.refresh == 60)
        #expect(ModeRequest("1280x720@59.94")?.bestMatch(in: modes)?.refresh == 59.94)
        #expect(ModeRequest("1280x720@50")?.bestMatch(in: modes)?.refresh == 50)
        #expect(ModeRequest("1280x720@75")?.bestMatch(in: modes) == nil)
        #expect(ModeRequest("0x480") == nil)
        #expect(DisplayMode(width: 1280, height: 720, refresh: 59.9401).description == "1280x720@59.94")
    }
}
