import PanelGraphics
import PanelPlatform
import Testing

@testable import PanelDRM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A fake /sys/class/backlight tree in a temporary folder.
private final class FakeBacklightTree {
    let root: String
    let device: String

    init(max: Int = 255, brightness: Int = 100, powerControl: Bool = true) throws {
        var template = Array("/tmp/panelkit-backlight-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        try #require(made != nil)
        root = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        device = root + "/10-0045"
        mkdir(device, 0o755)
        write("max_brightness", max)
        write("brightness", brightness)
        if powerControl { write("bl_power", 0) }
    }

    deinit {
        for f in ["max_brightness", "brightness", "bl_power"] { unlink(device + "/" + f) }
        rmdir(device)
        rmdir(root)
    }

    func write(_ file: String, _ value: Int) {
        let f = fopen(device + "/" + file, "w")!
        fputs("\(value)\n", f)
        fclose(f)
    }

    func read(_ file: String) -> Int? { SysfsBacklight.readNumber(device + "/" + file) }
}

private func makeDisplay(legacy: Bool = false) throws -> (DRMDisplay, FakeDevice, ManualClock) {
    var options = PanelOptions()
    options.legacyKMS = legacy
    let clock = ManualClock(start: 100)
    let device = FakeDevice()
    let display = try DRMDisplay.open(options: options, system: FakeSystem(device: device), clock: clock)
    return (display, device, clock)
}

@Suite("Blanking: CRTC, backlight, touches")
struct BlankingTests {
    @Test(arguments: [false, true])
    func blankTurnsTheCRTCOffAndNothingIsPresentedUntilUnblank(legacy: Bool) throws {
        let (display, device, _) = try makeDisplay(legacy: legacy)
        try display.blank()
        #expect(device.deactivations.count == 1)
        #expect(device.deactivations.first?.atomic == !legacy)
        #expect(device.isDark)
        #expect(display.isBlanked && !display.isReadyForFrame)
        // The UI draws meanwhile: kept, not flipped.
        display.framebuffer.clear(to: Color(hex: 0x3366FF))
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 8, height: 4)))
        #expect(device.flips.isEmpty)
        try display.blank()
        #expect(device.deactivations.count == 1, "blanking twice does nothing more")
        #expect(display.unblank())
        #expect(!device.isDark)
        #expect(device.modesets.count == 2)
        #expect(device.screenPixel(x: 7, y: 3) == 0x33_66FF, "lit with what the UI drew while dark")
        #expect(display.isReadyForFrame)
        #expect(display.statistics.blanks == 1 && display.statistics.unblanks == 1)
    }

    @Test func masterRegainedWhileBlankedStaysDark() throws {
        let (display, device, clock) = try makeDisplay()
        device.master = false
        device.masterFree = false
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(display.state == .paused(.masterLost))
        try display.blank()
        #expect(device.deactivations.isEmpty, "not ours to turn off while another program has it")
        device.masterFree = true
        clock.set(try #require(display.nextDeadline))
        try display.dispatchEvents()
        #expect(display.state == .running)
        #expect(device.modesets.count == 1, "no modeset: the panel is meant to be dark")
        display.unblank()
        #expect(device.modesets.count == 2)
    }

    @Test func seatDisableAndEnablePauseAndResume() throws {
        let (display, device, _) = try makeDisplay()
        display.seatDisabled()
        #expect(display.state == .paused(.masterLost))
        #expect(display.nextDeadline == nil, "the seat manager says when: no polling for master")
        display.seatEnabled()
        #expect(display.state == .running)
        #expect(device.modesets.count == 2)
    }

    @Test func backlightOffUsesBlPowerAndOnRestoresTheConfiguredLevel() throws {
        let tree = try FakeBacklightTree(max: 255, brightness: 100)
        let light = try SysfsBacklight(directory: tree.device)
        #expect(light.maxBrightness == 255 && light.hasPowerControl && light.initialBrightness == 100)
        try light.turnOff()
        #expect(tree.read("bl_power") == 4)
        #expect(tree.read("brightness") == 100, "bl_power blanks; brightness stays for waking")
        try light.turnOn(percent: 80)
        #expect(tree.read("bl_power") == 0)
        #expect(tree.read("brightness") == 204)
        try light.turnOn(percent: nil)
        #expect(tree.read("brightness") == 100)
        #expect(SysfsBacklight.first(in: tree.root) == tree.device)
    }

    @Test func withoutBlPowerBrightnessZeroBlanks() throws {
        let tree = try FakeBacklightTree(max: 31, brightness: 31, powerControl: false)
        let light = try SysfsBacklight(directory: tree.device)
        try light.turnOff()
        #expect(tree.read("brightness") == 0)
        try light.turnOn(percent: nil)
        #expect(tree.read("brightness") == 31)
        #expect(light.level(percent: 1) == 1)
    }

    @Test func aFolderThatIsNoBacklightSaysSo() {
        #expect(throws: BacklightError.unreadable(path: "/nonexistent/max_brightness")) {
            try SysfsBacklight(directory: "/nonexistent")
        }
        #expect(SysfsBacklight.first(in: "/nonexistent") == nil)
    }

    @Test func panelPowerBlanksWhenIdleAndTheWakingTouchNeverReachesTheUI() throws {
        let (display, device, clock) = try makeDisplay()
        let tree = try FakeBacklightTree()
        var lines: [String] = []
        let power = PanelPower(
            blanker: IdleBlanker(settings: .init(idleTimeout: 20), clock: clock), display: display,
            backlight: try SysfsBacklight(directory: tree.device), brightness: 50, clock: clock,
            log: { lines.append($0) })
        #expect(tree.read("brightness") == 128, "the configured brightness at start")
        let script = ScriptedInput(
            events: ScriptedInput.tap(at: Point(x: 2, y: 2), time: 30, hold: 0.1)
                + ScriptedInput.tap(at: Point(x: 3, y: 1), time: 31, hold: 0.1))
        script.start(at: 100)
        let input = BlankingInput(script, power: power)
        power.update()
        #expect(power.descriptor != nil)
        clock.set(120)
        power.update()
        #expect(device.isDark && display.isBlanked)
        #expect(tree.read("bl_power") == 4)
        #expect(lines.last?.hasPrefix("panel off: idle for 20 s") == true)
        // The first tap lights the panel and is kept from the UI.
        clock.set(130.2)
        #expect(try input.read(until: clock.now).isEmpty)
        #expect(!device.isDark && !display.isBlanked)
        #expect(tree.read("bl_power") == 0 && tree.read("brightness") == 128)
        #expect(lines.contains { $0.hasPrefix("panel on: a touch woke it") })
        // The second reaches it.
        clock.set(131.2)
        let frames = try input.read(until: clock.now)
        #expect(frames.flatMap { $0 }.map(\.phase) == [.began, .ended])
    }
}

/// Keys handed out once each, as a keyboard's reads would give them.
private final class QueuedKeys: InputSource {
    var keys: [KeyEvent] = []
    var pollDescriptor: Int32? { nil }
    func read(until now: Double) throws -> [[TouchEvent]] { [] }
    func readKeys() -> [KeyEvent] {
        defer { keys = [] }
        return keys
    }
}

@Suite("Blanking: keys")
struct BlankingKeysTests {
    @Test func typingCountsAsActivityForTheIdleTimer() {
        let clock = ManualClock(start: 100)
        let blanker = IdleBlanker(settings: .init(idleTimeout: 20), clock: clock)
        clock.set(115)
        let typed = blanker.filter(keys: [
            KeyEvent(code: 30, isDown: true, characters: "a", timestamp: 115),
            KeyEvent(code: 30, isDown: false, timestamp: 115.1),
        ])
        #expect(typed.count == 2, "keys on a lit panel all reach the UI")
        clock.set(130)
        #expect(blanker.update() == nil, "20 s after start but only 15 s after the last key: still on")
        #expect(blanker.nextDeadline == 135)
        clock.set(135)
        #expect(blanker.update() == .off)
    }

    @Test func aKeyWakesADarkPanelAndNeverReachesTheUI() throws {
        let (display, device, clock) = try makeDisplay()
        var lines: [String] = []
        let power = PanelPower(
            blanker: IdleBlanker(settings: .init(idleTimeout: 20), clock: clock), display: display,
            backlight: nil, brightness: nil, clock: clock, log: { lines.append($0) })
        let keyboard = QueuedKeys()
        let input = BlankingInput(keyboard, power: power)
        clock.set(125)
        power.update()
        #expect(device.isDark && display.isBlanked)
        // A key pressed in the dark: its press, repeats and release are all kept from the UI.
        clock.set(130)
        keyboard.keys = [
            KeyEvent(code: 30, isDown: true, characters: "a", timestamp: 130),
            KeyEvent(code: 30, isDown: true, isRepeat: true, characters: "a", timestamp: 130.5),
        ]
        #expect(input.readKeys().isEmpty)
        #expect(!device.isDark && !display.isBlanked, "the key lit the panel")
        #expect(lines.contains { $0.hasPrefix("panel on: a key woke it (2 key events") })
        keyboard.keys = [
            KeyEvent(code: 30, isDown: false, timestamp: 130.6),
            KeyEvent(code: 48, isDown: true, characters: "b", timestamp: 130.7),
        ]
        let kept = input.readKeys()
        #expect(kept.map(\.code) == [48], "the waking key's release is dropped; the next key reaches the UI")
        #expect(kept.first?.characters == "b")
    }
}
