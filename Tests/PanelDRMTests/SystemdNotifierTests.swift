import PanelGraphics
import PanelPlatform
import Testing

@testable import PanelDRM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A datagram socket standing in for systemd's notify socket: bound to a path or an abstract name.
private final class NotifySocketStub {
    let address: String
    let fd: Int32
    private let path: String?

    init(abstract: Bool) throws {
        let name = "panelkit-notify-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        path = abstract ? nil : "/tmp/\(name).sock"
        address = abstract ? "@" + name : path!
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        try #require(fd >= 0)
        var (addr, length) = try #require(SystemdNotifier.socketAddress(address))
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        try #require(bound == 0, "bind \(address): errno \(errno)")
    }

    deinit {
        close(fd)
        if let path { unlink(path) }
    }

    /// The next datagram, waiting up to a second; nil when none came.
    func receive() -> String? {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 1000) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        return n >= 0 ? String(decoding: buffer[0..<n], as: UTF8.self) : nil
    }
}

@Suite("systemd notify protocol")
struct SystemdNotifierTests {
    @Test(arguments: [false, true])
    func readyStatusAndStoppingArriveAsDatagrams(abstract: Bool) throws {
        let stub = try NotifySocketStub(abstract: abstract)
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": stub.address])
        #expect(notifier.isActive)
        #expect(notifier.ready(status: "showing 800x480\non DSI-1"))
        #expect(stub.receive() == "READY=1\nSTATUS=showing 800x480 on DSI-1")
        #expect(notifier.status("panel dark"))
        #expect(stub.receive() == "STATUS=panel dark")
        #expect(notifier.watchdog())
        #expect(stub.receive() == "WATCHDOG=1")
        #expect(notifier.stopping(status: "signal 15"))
        #expect(stub.receive() == "STOPPING=1\nSTATUS=signal 15")
    }

    @Test func withoutSystemdNothingIsSent() {
        for env in [[:], ["NOTIFY_SOCKET": ""], ["NOTIFY_SOCKET": "relative/path"], ["NOTIFY_SOCKET": "@"]] {
            let notifier = SystemdNotifier(environment: env)
            #expect(!notifier.isActive)
            #expect(!notifier.ready())
            #expect(notifier.watchdogInterval == nil)
        }
    }

    @Test func aVanishedSocketIsAFailedSendNotACrash() {
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": "/tmp/panelkit-no-such-socket-\(getpid())"])
        #expect(notifier.isActive)
        #expect(!notifier.watchdog())
        #expect(notifier.lastErrno == ENOENT || notifier.lastErrno == ECONNREFUSED)
    }

    @Test func abstractAddressesCarryNoTrailingNul() throws {
        let (_, pathLength) = try #require(SystemdNotifier.socketAddress("/run/systemd/notify"))
        let (addr, abstractLength) = try #require(SystemdNotifier.socketAddress("@sd"))
        let base = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)!
        #expect(Int(pathLength) == base + "/run/systemd/notify".utf8.count + 1)
        #expect(Int(abstractLength) == base + 3)
        let bytes = withUnsafeBytes(of: addr.sun_path) { Array($0.prefix(3)) }
        #expect(bytes == [0, UInt8(ascii: "s"), UInt8(ascii: "d")])
        #expect(SystemdNotifier.socketAddress("/" + String(repeating: "x", count: 200)) == nil)
    }

    @Test func watchdogIntervalIsForThisProcessOnly() {
        let own = Int(getpid())
        #expect(SystemdNotifier.watchdogInterval(usec: "10000000", pid: nil, ownPID: own) == 10)
        #expect(SystemdNotifier.watchdogInterval(usec: "2500000", pid: "\(own)", ownPID: own) == 2.5)
        #expect(SystemdNotifier.watchdogInterval(usec: "10000000", pid: "\(own + 1)", ownPID: own) == nil)
        #expect(SystemdNotifier.watchdogInterval(usec: "0", pid: nil, ownPID: own) == nil)
        #expect(SystemdNotifier.watchdogInterval(usec: "ten", pid: nil, ownPID: own) == nil)
    }

    @Test func watchdogPingsAtMostEveryQuarterIntervalAndArmsATimer() throws {
        let stub = try NotifySocketStub(abstract: true)
        let clock = ManualClock(start: 50)
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": stub.address, "WATCHDOG_USEC": "8000000"])
        let watchdog = ServiceWatchdog(notifier: notifier, clock: clock)
        #expect(watchdog.interval == 8)
        #expect(watchdog.descriptor != nil)
        watchdog.tick()
        #expect(stub.receive() == "WATCHDOG=1")
        // A busy loop iterating many times a second pings no more than every 2 s.
        for _ in 0..<100 {
            clock.advance(by: 0.016)
            watchdog.tick()
        }
        #expect(watchdog.pings == 1)
        clock.advance(by: 0.5)
        watchdog.tick()
        #expect(watchdog.pings == 2)
        #expect(stub.receive() == "WATCHDOG=1")
    }

    @Test func noWatchdogNoTimer() {
        let watchdog = ServiceWatchdog(notifier: SystemdNotifier(environment: [:]), clock: ManualClock())
        watchdog.tick()
        #expect(watchdog.descriptor == nil && watchdog.pings == 0)
    }

    @MainActor @Test func readyOnlyAfterTheFirstFlipCompleted() throws {
        let stub = try NotifySocketStub(abstract: true)
        let clock = ManualClock(start: 10)
        let device = FakeDevice()
        let display = try DRMDisplay.open(options: PanelOptions(), system: FakeSystem(device: device), clock: clock)
        var lines: [String] = []
        let service = KioskService(
            clock: clock, mainStarted: 9.9, notifier: SystemdNotifier(environment: ["NOTIFY_SOCKET": stub.address]),
            log: { lines.append($0) })
        service.mark("ui")
        service.iteration(display: display)
        #expect(!service.isReady, "the modeset's black frame is not the first frame")
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 8, height: 4)))
        service.iteration(display: display)
        #expect(!service.isReady, "queued, not yet on the glass")
        clock.advance(by: 0.016)
        device.vblank(at: clock.now)
        try display.dispatchEvents()
        service.iteration(display: display)
        #expect(service.isReady)
        #expect(stub.receive() == "READY=1\nSTATUS=showing 8x4 on DSI-1 8x4@60 via atomic KMS")
        let figures = try #require(lines.first { $0.hasPrefix("start-up: ") })
        #expect(figures.hasPrefix("start-up: first frame on the glass 116 ms after main"))
        #expect(figures.hasSuffix("(ui 100 ms, flip 16 ms)"))
        service.iteration(display: display)
        #expect(stub.receive() == nil, "READY=1 once")
    }

    @Test func processStartTimeComesFromField22() {
        let line = "4242 (kiosk (x) y) S 1 4242 4242 0 -1 4194560 500 0 0 0 3 1 0 0 20 0 1 0 12345 1000000 300"
        #expect(StartupTimes.parseStartTime(line, ticksPerSecond: 100) == 123.45)
        #expect(StartupTimes.parseStartTime("garbage", ticksPerSecond: 100) == nil)
        let now = StartupTimes.now()
        #expect(now.sinceBoot > 0)
        #expect((now.sinceProcessStart ?? -1) >= 0)
    }
}
