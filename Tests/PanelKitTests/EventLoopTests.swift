import Dispatch
import PanelEmbedded
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
    /// A pending flip completes at the next refresh after it was queued.
    var expectedReadyTime: Double? { pending.map { $0 + refreshInterval } }

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

/// Counts on its own executor, for `await` away from the main actor and back.
actor Counter {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

/// A controller whose `viewDidLoad` starts work the way iOS code does: a main-actor task, and an `await` on
/// another actor that comes back to set a label.
final class AsyncLoadingViewController: ViewController {
    let label = Label(frame: Rect(x: 4, y: 4, width: 120, height: 24))
    let counter = Counter()
    var taskRan = false
    var awaited: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        Task { @MainActor in
            self.taskRan = true
        }
        Task {
            let n = await counter.next()
            self.awaited = n
            self.label.text = "count \(n)"
        }
    }
}

@Suite("Event loop: the main queue, tasks, timers, sources")
@MainActor
struct EventLoopTests {
    /// An application on a real clock with a visible window, settled, for `run() async`.
    private func liveApplication(display: any Display) -> (Application, Window) {
        let app = Application(display: display, input: ScriptedInput(), clock: MonotonicClock())
        let window = Window(application: app)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return (app, window)
    }

    /// Stops `app` after `seconds` of real time whatever happens, so no test can hang (long: in a parallel run
    /// other tests can hold the main actor for a minute or more; an event ends each test long before).
    private func stopAfter(_ seconds: Double, _ app: Application) -> Timer {
        let timer = Timer(timeInterval: seconds, repeats: false) { _ in app.stop() }
        app.eventLoop.add(timer)
        return timer
    }

    @Test func mainQueueWorkFromAWorkerWakesAnIdleLoopWithinOneIteration() async throws {
        let display = OffscreenDisplay(width: 120, height: 40)
        let (app, window) = liveApplication(display: display)
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 40))
        window.addSubview(label)
        var ranAtIteration: Int?
        var shownAtIteration: Int?
        var iterationsWhileIdle = 0
        app.eventLoop.addObserver {
            if ranAtIteration == nil && !app.needsFrame { iterationsWhileIdle += 1 }
        }
        display.onPresent = { _, _ in
            if ranAtIteration != nil && shownAtIteration == nil {
                shownAtIteration = app.eventLoop.iterationCount
                app.stop()
            }
        }
        let safety = stopAfter(3, app)
        let handOver: @MainActor @Sendable () -> Void = {
            ranAtIteration = app.eventLoop.iterationCount
            label.text = "from a worker"
        }
        // The worker hands its result over as iOS code does, 0.2 s after the loop has gone idle.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            DispatchQueue.main.async { MainActor.assumeIsolated { handOver() } }
        }
        try await app.run()
        safety.invalidate()
        let ran = try #require(ranAtIteration, "the main-queue block never ran")
        let shown = try #require(shownAtIteration, "no frame showed the block's change")
        // The block ran while the loop slept; the very next iteration drew its change.
        #expect(shown - ran == 1)
        // Idle for 0.2 s, the loop did not spin (a handful of iterations, not thousands).
        #expect(iterationsWhileIdle < 10)
    }

    @Test func aTaskStartedInViewDidLoadRunsAndAnAwaitComesBackToUpdateALabel() async throws {
        let driver = EmbeddedDriver(width: 160, height: 40)
        let window = Window(application: driver.application)
        window.backgroundColor = .white
        let controller = AsyncLoadingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        try await driver.step(until: { controller.taskRan && controller.awaited != nil }, what: "both tasks")
        #expect(controller.label.text == "count 1")
        try await driver.step()
        // The step in which the task came back drew the label's text: dark pixels on the white window.
        var inked = 0
        for y in 4..<28 {
            for x in 4..<124 where driver.surface.color(x: x, y: y).red < 0.5 { inked += 1 }
        }
        #expect(inked > 20)
        #expect(driver.isSettled)
    }

    @Test func aRepeatingTimerFiresAtItsIntervalOnTheManualClock() throws {
        let driver = EmbeddedDriver(width: 20, height: 20)
        var fired: [Double] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            fired.append(driver.now)
        }
        try driver.advance(by: 1.1)
        #expect(fired.count == 4)
        for (k, t) in fired.enumerated() { #expect(abs(t - 0.25 * Double(k + 1)) < 1e-9) }
        timer.invalidate()
        try driver.advance(by: 1)
        #expect(fired.count == 4)
        #expect(!timer.isValid)
    }

    @Test func aOneShotTimerFiresOnceAndInvalidatesItself() throws {
        let driver = EmbeddedDriver(width: 20, height: 20)
        var count = 0
        let timer = Timer(timeInterval: 0.1, repeats: false) { _ in count += 1 }
        driver.eventLoop.add(timer)
        try driver.advance(by: 0.5)
        #expect(count == 1)
        #expect(!timer.isValid)
        #expect(driver.eventLoop.scheduledTimers.isEmpty)
    }

    @Test func aTimerThatFallsBehindFiresOnceAndSkipsWhatItMissed() throws {
        let driver = EmbeddedDriver(width: 20, height: 20)
        var fired: [Double] = []
        let timer = Timer(fire: 0.1, interval: 0.1, repeats: true) { _ in fired.append(driver.now) }
        driver.eventLoop.add(timer)
        // One long iteration: the clock jumps 0.55 s at once, as after a frame that took that long.
        driver.clock.advance(by: 0.55)
        try driver.runOnce()
        #expect(fired.count == 1)
        // Rescheduled on its own grid (0.6), not 0.1 s after it fired late.
        #expect(abs(timer.fireDate - 0.6) < 1e-9)
        timer.invalidate()
    }

    @Test func aLostFlipIsRecoveredAtTheDisplaysDeadline() async throws {
        let clock = MonotonicClock()
        let display = DeadlineDisplay(clock: clock)
        defer { display.closeDescriptors() }
        let (app, window) = liveApplication(display: display)
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        window.addSubview(v)
        // Long enough to outlast any time other tests hold the main actor in a parallel run.
        View.animate(withDuration: 1000, options: .curveLinear) { v.center.x = 30 }
        app.eventLoop.addObserver { if display.presents >= 3 { app.stop() } }
        let safety = stopAfter(600, app)
        try await app.run()
        safety.invalidate()
        // No flip event ever arrives on the descriptor; without the deadline the loop would present once.
        #expect(display.presents >= 3)
        #expect(display.dispatches >= display.presents - 1)
    }

    @Test func aDescriptorSourceWakesTheLoop() async throws {
        let (app, _) = liveApplication(display: OffscreenDisplay(width: 20, height: 20))
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        defer {
            close(fds[0])
            close(fds[1])
        }
        var woke = false
        let reader = fds[0]
        app.eventLoop.add(
            DescriptorSource(descriptor: reader) {
                var byte: UInt8 = 0
                _ = read(reader, &byte, 1)
                woke = true
                app.stop()
            })
        let writer = fds[1]
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            var byte: UInt8 = 1
            _ = write(writer, &byte, 1)
        }
        let safety = stopAfter(600, app)
        try await app.run()
        safety.invalidate()
        #expect(woke)
    }

    @Test func runDrawsAnAnimationThenSleeps() async throws {
        let display = OffscreenDisplay(width: 100, height: 60)
        let (app, window) = liveApplication(display: display)
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        window.addSubview(v)
        var finished = false
        View.animate(withDuration: 0.1, options: .curveLinear, animations: { v.center.x = 80 }) { _ in
            finished = true
            // Watch the idle loop for 0.3 s, then stop.
            app.eventLoop.add(Timer(timeInterval: 0.3, repeats: false) { _ in app.stop() })
        }
        var idleIterations = 0
        app.eventLoop.addObserver { if finished && !app.needsFrame { idleIterations += 1 } }
        let safety = stopAfter(600, app)
        try await app.run()
        safety.invalidate()
        #expect(finished)
        #expect(display.frameCount >= 2)
        #expect(v.presentation.center.x == 80)
        // Idle for 0.3 s: the loop slept (a wake for the timer, not one per millisecond).
        #expect(idleIterations < 5)
    }

    @Test func runReadsScriptedTouchesAtTheirTime() async throws {
        let clock = MonotonicClock()
        let input = ScriptedInput(events: ScriptedInput.tap(at: Point(x: 20, y: 20), time: 0.05))
        input.start(at: clock.now)
        let app = Application(display: OffscreenDisplay(width: 100, height: 60), input: input, clock: clock)
        let window = Window(application: app)
        window.makeKeyAndVisible()
        var tapped = false
        window.addGestureRecognizer(
            TapGestureRecognizer { _ in
                tapped = true
                app.stop()
            })
        let safety = stopAfter(600, app)
        try await app.run()
        safety.invalidate()
        #expect(tapped)
    }
}
