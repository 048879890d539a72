import PanelPlatform
import Testing

@testable import PanelDRM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite("kiosk.conf")
struct KioskConfigTests {
    @Test func readsEverySetting() {
        let (config, issues) = KioskConfig.parse(
            """
            # comment
            idle-blank = 90   # a minute and a half
            brightness = 75%
            schedule = 06:30-23:00
            backlight = /sys/class/backlight/10-0045
            seat = direct
            """)
        #expect(issues.isEmpty)
        #expect(config.idleBlank == 90)
        #expect(config.brightness == 75)
        #expect(config.schedule == BlankingSchedule("06:30-23:00"))
        #expect(config.backlight == .directory("/sys/class/backlight/10-0045"))
        #expect(config.seat == .direct)
        #expect(config.blanking == IdleBlanker.Settings(idleTimeout: 90, schedule: BlankingSchedule("06:30-23:00")))
    }

    @Test func zeroNeverBlanksAndKeepAndAlwaysClear() {
        let (config, issues) = KioskConfig.parse(
            "idle-blank = 0\nbrightness = keep\nschedule = always\nbacklight = none")
        #expect(issues.isEmpty)
        #expect(config.idleBlank == nil && config.brightness == nil && config.schedule == nil)
        #expect(config.backlight == KioskConfig.Backlight.none)
    }

    @Test(arguments: [
        (
            "idle-blank = soon",
            "kiosk.conf:1: idle-blank expects seconds from 0 to 604800 (0 = never), got 'soon'; keeping 600 s"
        ),
        (
            "idle-blank = -5",
            "kiosk.conf:1: idle-blank expects seconds from 0 to 604800 (0 = never), got '-5'; keeping 600 s"
        ),
        (
            "brightness = 0",
            "kiosk.conf:1: brightness expects a percentage from 1 to 100 or 'keep', got '0'; keeping keep"
        ),
        (
            "brightness = 150",
            "kiosk.conf:1: brightness expects a percentage from 1 to 100 or 'keep', got '150'; keeping keep"
        ),
        (
            "schedule = 22:00",
            "kiosk.conf:1: schedule expects HH:MM-HH:MM (on time first, e.g. 07:00-22:00) or 'always', got '22:00'; keeping always"
        ),
        (
            "backlight = rpi_backlight",
            "kiosk.conf:1: backlight expects auto, none or an absolute folder such as /sys/class/backlight/10-0045, got 'rpi_backlight'; keeping auto"
        ),
        ("seat = logind", "kiosk.conf:1: seat expects auto, libseat or direct, got 'logind'; keeping auto"),
        (
            "idle = 5",
            "kiosk.conf:1: unknown setting 'idle' (known: idle-blank, brightness, schedule, backlight, seat); ignored"
        ),
        ("idle-blank 5", "kiosk.conf:1: expected 'key = value', got 'idle-blank 5'; line ignored"),
    ])
    func badValuesAreOneLineIssuesAndTheDefaultsStay(line: String, issue: String) {
        let (config, issues) = KioskConfig.parse(line)
        #expect(issues == [issue])
        #expect(config == KioskConfig())
    }

    @Test func aBadLineKeepsTheGoodOnesAndNamesItsLine() {
        let (config, issues) = KioskConfig.parse(
            "brightness = 40\n\nidle-blank = forever\nschedule = 08:00-20:00", name: "/etc/panelkit/kiosk.conf")
        #expect(config.brightness == 40)
        #expect(config.idleBlank == 600)
        #expect(config.schedule == BlankingSchedule("08:00-20:00"))
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("/etc/panelkit/kiosk.conf:3: idle-blank expects") == true)
    }

    @Test func missingFilesAreQuietOnlyAtTheDefaultPath() {
        let path = "/tmp/panelkit-no-such-config-\(getpid()).conf"
        let (quiet, none) = KioskConfig.load(path: path)
        #expect(quiet == KioskConfig() && none.isEmpty)
        let (config, issues) = KioskConfig.load(path: path, explicit: true)
        #expect(config == KioskConfig())
        #expect(issues == ["\(path): cannot read it (no such file); using the defaults"])
    }

    @Test func loadsAFile() throws {
        let path = "/tmp/panelkit-config-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).conf"
        defer { unlink(path) }
        let f = try #require(fopen(path, "w"))
        fputs("idle-blank = 12\nbogus = 1\n", f)
        fclose(f)
        let (config, issues) = KioskConfig.load(path: path, explicit: true)
        #expect(config.idleBlank == 12)
        #expect(
            issues == [
                "\(path):2: unknown setting 'bogus' (known: idle-blank, brightness, schedule, backlight, seat); ignored"
            ])
    }
}
