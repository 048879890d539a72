import PanelKit

/// An application on an offscreen display, with scripted touches and a manual clock: the test twin of a
/// panel, as NIOEmbedded is of NIOPosix. Time moves only when the driver moves it, and each step runs one
/// iteration of the application's real event loop (timers, due touches, the frame), so a test, a tour or a
/// benchmark sees exactly what a panel would show at those instants.
///
/// ```swift
/// let driver = EmbeddedDriver(width: 800, height: 480)
/// let window = Window(application: driver.application)
/// window.rootViewController = CounterViewController()
/// window.makeKeyAndVisible()
/// try driver.tap(at: Point(x: 400, y: 240))
/// try driver.runUntilSettled()
/// try driver.writePNG(path: "counter.png")
/// ```
@MainActor
public final class EmbeddedDriver {
    /// The clock; only the driver moves it.
    public let clock: ManualClock
    /// The framebuffer the application draws into.
    public let display: OffscreenDisplay
    /// Touches played at their scripted times.
    public let input: ScriptedInput
    /// The application under test.
    public let application: Application
    /// Whether each loop iteration first runs what is queued on the main queue (`DispatchQueue.main.async`
    /// blocks, `Task { @MainActor in }` jobs), as a panel's loop does, when the driver steps synchronously
    /// on the program's main thread. True by default; renders that must come out the same every time
    /// (previews, snapshots) turn it off so that another thread's hand-over cannot land mid-tour. Under
    /// Swift Testing or an async `main` libdispatch serves the main queue itself: use the async `step`.
    public var servesMainQueue = true

    /// An application on a `width` x `height` offscreen display refreshing at `refreshRate` Hz.
    ///
    /// - Parameter extraInput: another input source read beside the scripted touches, such as the real
    ///   input stack over a fake device (`LibinputInput` with a fake backend) to inject device faults.
    public init(width: Int, height: Int, refreshRate: Double = 60, extraInput: (any InputSource)? = nil) {
        clock = ManualClock()
        display = OffscreenDisplay(width: width, height: height, refreshRate: refreshRate)
        let script = ScriptedInput()
        input = script
        let source: any InputSource = extraInput.map { MergedInput(script: script, other: $0) } ?? script
        application = Application(display: display, input: source, clock: clock)
    }

    /// An application on an offscreen display of `size` (whole pixels).
    public convenience init(size: Size, refreshRate: Double = 60) {
        self.init(width: Int(size.width.rounded()), height: Int(size.height.rounded()), refreshRate: refreshRate)
    }

    /// The application's event loop.
    public var eventLoop: EventLoop { application.eventLoop }
    /// The clock's time.
    public var now: Double { clock.now }
    /// Seconds between frames.
    public var refreshInterval: Double { display.refreshInterval }
    /// The pixels of the latest frame.
    public var surface: Surface { display.framebuffer }

    // MARK: Time

    /// Runs one loop iteration at the current time: due timers, due touches, then a frame if one is wanted.
    /// - Throws: what the application's frame throws.
    public func runOnce() throws {
        try eventLoop.runOnce(servingMainQueue: servesMainQueue)
    }

    /// Moves the clock by one refresh interval, `frames` times (see `advance(by:)`).
    /// - Throws: what the application's frame throws.
    public func step(frames: Int = 1) throws {
        for _ in 0..<max(0, frames) { try advance(by: refreshInterval) }
    }

    /// Moves the clock by `seconds` and runs the loop at every frame time in between (one refresh interval
    /// apart; the last step may be shorter) and, between frames, at the exact time of each timer and
    /// scripted touch that falls due, as a panel's loop would wake for them.
    /// - Throws: what the application's frame throws.
    public func advance(by seconds: Double) throws {
        let end = now + seconds
        var nextFrame = now + refreshInterval
        while end - now > 1e-9 {
            try wakeUp(before: end, nextFrame: &nextFrame)
        }
    }

    /// Moves the clock to the next frame time, timer or scripted touch (whichever comes first, at most
    /// `end`) and runs the loop there. Frames are drawn at frame times (and at `end`); a timer or a touch
    /// between two frames wakes the loop without drawing, as on a panel where the next frame waits for the
    /// display.
    private func wakeUp(before end: Double, nextFrame: inout Double) throws {
        var target = min(end, nextFrame)
        if let d = eventLoop.nextDeadline, d > now + EventLoop.deadlineTolerance, d < target { target = d }
        clock.set(max(now, target))
        let isFrameTime = now >= nextFrame - 1e-9 || end - now <= 1e-9
        try eventLoop.runOnce(includingClient: isFrameTime, servingMainQueue: servesMainQueue)
        if now >= nextFrame - 1e-9 { nextFrame += refreshInterval }
    }

    /// Whether the application has settled: no frame wanted and no scripted touch left to play. Timers do
    /// not count (a repeating timer never ends).
    public var isSettled: Bool {
        !application.needsFrame && input.isFinished
    }

    /// Runs frames until the application has settled (see `isSettled`) for `quietFrames` frames in a row.
    ///
    /// - Parameters:
    ///   - limit: at most this many seconds of the manual clock.
    ///   - quietFrames: settled frames in a row required.
    /// - Returns: the seconds of clock time it took.
    /// - Throws: `EmbeddedDriverError.notSettled` naming what was still busy when the limit ran out, or
    ///   what a frame throws.
    @discardableResult
    public func runUntilSettled(limit: Double = 10, quietFrames: Int = 1) throws -> Double {
        let start = now
        var quiet = 0
        try runOnce()
        while quiet < quietFrames {
            if now - start >= limit {
                throw EmbeddedDriverError.notSettled(seconds: limit, busy: busyDescription)
            }
            try step()
            quiet = isSettled ? quiet + 1 : 0
        }
        return now - start
    }

    /// What keeps the application from settling, for messages.
    public var busyDescription: String {
        var parts = application.pendingWork
        if !input.isFinished { parts.append("scripted touches left") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }

    // MARK: Touches

    /// Plays `events` (times counted from 0) starting now.
    public func play(_ events: [TouchEvent]) {
        input.append(events, startingAt: now)
        eventLoop.setNeedsIteration()
    }

    /// Plays a script read from JSON (ScriptedInput's format) starting now.
    public func play(_ script: ScriptedInput) {
        play(script.events)
    }

    /// A tap at `point` held for `hold` seconds, played in full.
    /// - Throws: what a frame throws.
    public func tap(at point: Point, hold: Double = 0.05, id: Int = 0) throws {
        play(ScriptedInput.tap(at: point, time: 0, hold: hold, id: id))
        try advance(by: hold)
        try step()
    }

    /// A straight drag from `from` to `to` over `duration` seconds, lifted after `hold`, played in full.
    /// - Throws: what a frame throws.
    public func drag(from: Point, to: Point, duration: Double, hold: Double = 0, id: Int = 0) throws {
        play(ScriptedInput.drag(from: from, to: to, duration: duration, hold: hold, id: id))
        try advance(by: duration + hold)
        try step()
    }

    // MARK: Pictures

    /// Writes the latest frame as a PNG.
    /// - Throws: `ImageError` naming the file.
    public func writePNG(path: String) throws(ImageError) {
        try display.writePNG(path: path)
    }

    // MARK: Async

    /// Lets work queued on the main queue (blocks from `DispatchQueue.main.async`, `Task { @MainActor in }`
    /// continuations) run before the next iteration: in async code the main queue is served by libdispatch,
    /// so the driver suspends once behind what is already queued.
    public func yieldToMainQueue() async {
        await Task.yield()
    }

    /// `advance(by:)` that lets queued main-queue work run before each iteration.
    /// - Throws: what a frame throws.
    public func advance(by seconds: Double) async throws {
        let end = now + seconds
        var nextFrame = now + refreshInterval
        while end - now > 1e-9 {
            await yieldToMainQueue()
            try wakeUp(before: end, nextFrame: &nextFrame)
        }
    }

    /// `step(frames:)` that lets queued main-queue work run before each iteration.
    /// - Throws: what a frame throws.
    public func step(frames: Int = 1) async throws {
        for _ in 0..<max(0, frames) { try await advance(by: refreshInterval) }
    }

    /// Steps frames until `condition` holds, letting main-queue work and other threads run in between (an
    /// actor hop, a worker's `DispatchQueue.main.async`): at most `frames` frames and `seconds` of real time.
    /// - Throws: `EmbeddedDriverError.conditionNotMet` naming `what` when the bound runs out.
    public func step(
        until condition: () -> Bool, frames: Int = 600, seconds: Double = 10, what: String = "the condition"
    ) async throws {
        let wall = MonotonicClock()
        let start = wall.now
        var n = 0
        while !condition() {
            if n >= frames || wall.now - start > seconds {
                throw EmbeddedDriverError.conditionNotMet(what: what, frames: n, busy: busyDescription)
            }
            try await step()
            if !condition() { try await Task.sleep(nanoseconds: 200_000) }
            n += 1
        }
    }
}
