import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

/// A display whose presents complete later, through `dispatchEvents`, like a page flip; with a deadline so a
/// lost completion is still handled.
final class DeadlineDisplay: Display {
    let width = 40
    let height = 30
    let framebuffer = Surface(width: 40, height: 30)
    let refreshInterval = 1.0 / 60
    var pollDescriptor: Int32? { pipe.0 }
    var isReadyForFrame: Bool { pending == nil }
    var pending: Double?
    var dispatches = 0
    var presents = 0
    let clock: any Clock
    /// A pipe that never becomes readable: only the deadline can wake the loop.
    let pipe: (Int32, Int32)

    init(clock: any Clock) {
        self.clock = clock
        var fds: [Int32] = [0, 0]
        Glibc.pipe(&fds)
        pipe = (fds[0], fds[1])
    }

    var nextDeadline: Double? { pending.map { $0 + 0.05 } }

    func present(damage: Region) {
        presents += 1
        pending = clock.now
    }

    func dispatchEvents() {
        dispatches += 1
        pending = nil
    }

    func closeDescriptors() {
        close(pipe.0)
        close(pipe.1)
    }
}

@Suite("Run loop deadlines and watched descriptors")
@MainActor
struct RunLoopDeadlineTests {
    @Test func aLostFlipIsRecoveredAtTheDisplaysDeadline() throws {
        let clock = MonotonicClock()
        let display = DeadlineDisplay(clock: clock)
        defer { display.closeDescriptors() }
        let app = Application(display: display, input: ScriptedInput(), clock: clock)
        let window = Window(application: app)
        window.makeKeyAndVisible()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        window.addSubview(v)
        View.animate(withDuration: 0.3, options: .curveLinear) { v.center.x = 30 }
        let start = clock.now
        try app.run {
            if clock.now - start > 0.4 { app.stop() }
        }
        // No flip event ever arrives on the descriptor; without the deadline the loop would present once.
        #expect(display.presents >= 3)
        #expect(display.dispatches >= display.presents - 1)
    }

    @Test func aWatchedDescriptorWakesTheLoop() throws {
        let clock = MonotonicClock()
        let app = Application(display: OffscreenDisplay(width: 20, height: 20), input: ScriptedInput(), clock: clock)
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        defer {
            close(fds[0])
            close(fds[1])
        }
        var woke = false
        app.watchedDescriptors = [
            (
                descriptor: fds[0],
                handler: {
                    var byte: UInt8 = 0
                    _ = read(fds[0], &byte, 1)
                    woke = true
                    app.stop()
                }
            )
        ]
        var byte: UInt8 = 1
        _ = write(fds[1], &byte, 1)
        let start = clock.now
        try app.run {
            if clock.now - start > 2 { app.stop() }
        }
        #expect(woke)
    }
}
