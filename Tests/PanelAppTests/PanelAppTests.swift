import PanelApp
import PanelEmbedded
import PanelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny app: a coloured square that a tap moves, and one flag of its own.
struct SquareApp: PanelApp {
    static let configuration = PanelAppConfiguration(
        name: "square", version: "9.8.7", summary: "a square", flags: [FlagSpec("--red", help: "a red square")])

    let controller = ViewController()
    let square = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))

    init(context: PanelAppContext) {
        square.backgroundColor = context.flags.has("--red") ? Color(hex: 0xFF0000) : Color(hex: 0x0000FF)
        controller.view.addSubview(square)
        let target = self.square
        controller.view.addGestureRecognizer(TapGestureRecognizer { _ in target.frame.origin.x = 100 })
    }

    var rootViewController: ViewController { controller }
    func stateDescription() -> String? { "x=\(Int(square.frame.origin.x))" }
}

@Suite("PanelApp: the entry point")
@MainActor
struct PanelAppTests {
    func temporaryPath(_ name: String) -> String {
        "/tmp/panelapp-test-\(getpid())-\(name)"
    }

    @Test func snapshotRendersTheAppOffscreenAfterItsScript() throws {
        let script = temporaryPath("tap.json")
        try ScriptedInput(events: ScriptedInput.tap(at: Point(x: 60, y: 60), time: 0.1)).write(path: script)
        let out = temporaryPath("square.png")
        let status = PanelAppRunner.run(
            SquareApp.self, arguments: ["--snapshot", out, "--size", "160x80", "--script", script, "--red"])
        #expect(status == 0)
        let image = try Surface.loadPNG(path: out)
        #expect(image.width == 160 && image.height == 80)
        // The tap moved the red square to x = 100.
        #expect(image.color(x: 120, y: 30) == Color(hex: 0xFF0000))
        #expect(image.color(x: 30, y: 30) == .white)
        unlink(out)
        unlink(script)
    }

    @Test func previewWritesFramesAndAContactSheet() throws {
        let dir = temporaryPath("preview")
        let status = PanelAppRunner.run(SquareApp.self, arguments: ["--preview", dir, "--size", "160x80"])
        #expect(status == 0)
        #expect(access(dir + "/001-start.png", R_OK) == 0)
        #expect(access(dir + "/contact-sheet.png", R_OK) == 0)
    }

    @Test(arguments: [
        ["--bogus"], ["--snapshot", "x.png"], ["--size", "10x10"], ["--script", "s.json"],
        ["--rotation", "45"], ["--size", "0x0", "--snapshot", "x.png"],
    ])
    func usageErrorsExitWithStatusTwo(arguments: [String]) {
        #expect(PanelAppRunner.run(SquareApp.self, arguments: arguments) == 2)
    }

    @Test func helpAndVersionExitWithStatusZero() {
        #expect(PanelAppRunner.run(SquareApp.self, arguments: ["--help"]) == 0)
        #expect(PanelAppRunner.run(SquareApp.self, arguments: ["--version"]) == 0)
    }

    @Test func aMissingScriptIsAFailureNotACrash() {
        let status = PanelAppRunner.run(
            SquareApp.self, arguments: ["--snapshot", temporaryPath("x.png"), "--size", "160x80", "--script", "/nope"])
        #expect(status == 1)
    }
}
