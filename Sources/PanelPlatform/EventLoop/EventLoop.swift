import CEventLoop
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The main thread's loop, as CFRunLoop is on iOS: it waits in one `poll(2)` on its sources' descriptors,
/// the main dispatch queue, a wake-up eventfd and the next deadline, and each iteration runs, in order:
/// the main queue's blocks and main-actor jobs, due timers, the sources that are ready, its client's work
/// (an `Application`'s frame: input, animation, layout, rendering), and then its observers.
///
/// It never busy-waits: with nothing queued, nothing due and no frame wanted it sleeps in `poll` until a
/// descriptor, a deadline or another thread wakes it (`DispatchQueue.main.async`, a `Task { @MainActor in }`
/// or `waker.wakeUp()`).
///
/// Two ways to run it: `run()` blocks the program's main thread (the normal case for a panel app's `main`);
/// `run() async` suspends between iterations so that it can run inside async code and Swift Testing's
/// main-actor tests, where the main queue is served by libdispatch itself and must not be blocked.
/// Tests usually drive the loop one iteration at a time through `runOnce(now:)` (the embedded driver).
@MainActor
public final class EventLoop {
    /// The clock deadlines and timers are measured on.
    public let clock: any Clock
    /// Wakes the loop from any thread.
    public nonisolated let waker: EventLoopWaker
    /// The work each iteration ends with (the application's frame).
    public weak var client: (any EventLoopClient)?

    private var sources: [any EventSource] = []
    private var timers: [Timer] = []
    private var timersNeedSorting = false
    private var timerSequence = 0
    private var observers: [(id: Int, body: () -> Void)] = []
    private var observerSequence = 0
    private var readyDescriptors: Set<Int32> = []
    private var needsIteration = false
    private var waitingAsync = false
    private var stopRequested = false
    /// True inside `run()`: the loop paces itself in real time (the embedded driver steps it instead).
    public private(set) var isRunning = false
    /// Where `run() async` waits: a queue of its own, because a wait blocks a thread and libdispatch's
    /// global queues run only as many blocking items as there are cores.
    private let waitQueue = DispatchQueue(label: "PanelPlatform.EventLoop.wait")

    /// How close to a deadline counts as reaching it: deadlines computed by adding up intervals differ from
    /// the clock by rounding noise, and must not miss their iteration for it.
    public nonisolated static let deadlineTolerance = 1e-9

    /// How many iterations have run (for tests and diagnostics).
    public private(set) var iterationCount = 0

    private static var iterating: [EventLoop] = []
    private static weak var newest: EventLoop?

    /// The loop timers without an explicit loop are scheduled on (`Timer.scheduledTimer`): the loop running
    /// an iteration right now, else the newest loop created on the main actor (a process has one main loop;
    /// tests create a fresh one each).
    public static var current: EventLoop? { iterating.last ?? newest }

    /// A loop timed by `clock`; it becomes `EventLoop.current`.
    public init(clock: any Clock) {
        self.clock = clock
        self.waker = EventLoopWaker()
        Self.newest = self
    }

    // MARK: Sources, timers, observers

    /// Starts waiting on `source` (descriptor and deadline) from the next iteration.
    public func add(_ source: any EventSource) {
        if !sources.contains(where: { $0 === source }) { sources.append(source) }
        setNeedsIteration()
    }

    /// Stops waiting on `source`.
    public func remove(_ source: any EventSource) {
        sources.removeAll { $0 === source }
    }

    /// Schedules `timer` on this loop. A timer made with an interval only fires that long after now.
    public func add(_ timer: Timer) {
        guard timer.isValid else { return }
        timer.loop?.remove(timer)
        if let interval = timer.pendingInterval {
            timer.pendingInterval = nil
            timer.loop = nil
            timer.fireDate = clock.now + interval
        }
        timer.loop = self
        timerSequence += 1
        timer.sequence = timerSequence
        timers.append(timer)
        timersNeedSorting = true
        setNeedsIteration()
    }

    func remove(_ timer: Timer) {
        timers.removeAll { $0 === timer }
        timer.loop = nil
    }

    func timerDidChange() {
        timersNeedSorting = true
        setNeedsIteration()
    }

    /// Scheduled, valid timers in firing order.
    public var scheduledTimers: [Timer] {
        sortTimers()
        return timers
    }

    /// Runs `body` once per iteration, after the client's work and before waiting, as CFRunLoop's
    /// "before waiting" observers (a watchdog ping, a log of what the frame changed). Returns a token for
    /// `removeObserver(_:)`.
    @discardableResult
    public func addObserver(_ body: @escaping () -> Void) -> Int {
        observerSequence += 1
        observers.append((observerSequence, body))
        return observerSequence
    }

    public func removeObserver(_ token: Int) {
        observers.removeAll { $0.id == token }
    }

    /// Asks for another iteration without waiting: something changed that the client must look at. From a
    /// main-actor job that ran while an async loop waits, this ends the wait.
    public func setNeedsIteration() {
        needsIteration = true
        if waitingAsync { waker.wakeUp() }
    }

    /// The earliest deadline of a timer or a source, on the loop's clock.
    public var nextDeadline: Double? {
        sortTimers()
        var deadline = timers.first?.fireDate
        for s in sources {
            if let d = s.nextDeadline { deadline = deadline.map { min($0, d) } ?? d }
        }
        return deadline
    }

    private func sortTimers() {
        guard timersNeedSorting else { return }
        timers.sort { ($0.fireDate, $0.sequence) < ($1.fireDate, $1.sequence) }
        timersNeedSorting = false
    }

    // MARK: One iteration

    /// Runs one iteration at the clock's time without waiting: due timers, ready sources (and sources whose
    /// deadline has passed), observers, the client. The embedded driver calls this after moving its clock.
    ///
    /// - Parameters:
    ///   - includingClient: false to leave out the client's work (the frame), for a wake-up between two
    ///     frames (a timer, a touch arriving): the embedded driver draws only at frame times.
    ///   - servingMainQueue: true to run the main queue's blocks and main-actor jobs first, as `run()`
    ///     does, when this is the program's main thread and libdispatch has not taken the main queue over
    ///     (a synchronous `main`; under `dispatch_main()` or an async `main`, main-actor code runs on
    ///     another thread and libdispatch serves the queue itself, so this does nothing there).
    /// - Returns: how long the loop may now wait: 0 when there is more to do at once, nil when nothing is
    ///   due until an event arrives.
    /// - Throws: what a source or the client throws.
    @discardableResult
    public func runOnce(includingClient: Bool = true, servingMainQueue: Bool = false) throws -> Double? {
        try iterate(
            drainingMainQueue: servingMainQueue && panel_is_main_thread() == 1, includingClient: includingClient)
    }

    private func iterate(drainingMainQueue: Bool, includingClient: Bool = true) throws -> Double? {
        Self.iterating.append(self)
        defer { Self.iterating.removeLast() }
        iterationCount += 1
        needsIteration = false
        if drainingMainQueue { panel_drain_main_queue() }

        // Timers due by now, in firing order; a timer added while firing waits for the next iteration.
        var now = clock.now
        sortTimers()
        let due = timers.prefix { $0.fireDate <= now + Self.deadlineTolerance }
        for timer in due where timer.isValid {
            timer.fireFromLoop(now: now)
        }

        // Sources whose descriptor was readable in the last wait, or whose deadline has passed.
        now = clock.now
        let ready = readyDescriptors
        readyDescriptors = []
        for source in sources {
            let readable = source.pollDescriptor.map { ready.contains($0) } ?? false
            let overdue = source.nextDeadline.map { $0 <= now + Self.deadlineTolerance } ?? false
            if readable || overdue { try source.dispatch(now: now) }
        }

        var wait = includingClient ? try client?.performIteration(now: clock.now) : nil
        for observer in observers { observer.body() }
        now = clock.now
        if let deadline = nextDeadline {
            let untilDeadline = max(0, deadline - now)
            wait = wait.map { min($0, untilDeadline) } ?? untilDeadline
        }
        if needsIteration { wait = 0 }
        return wait
    }

    // MARK: Running

    /// Runs iterations until `stop()`, blocking the calling thread in `poll(2)` between them. It serves the
    /// main dispatch queue, so it must run on the program's main thread (a `main.swift` or a synchronous
    /// `static func main()`); from async code, and in tests, use `run() async`.
    ///
    /// - Throws: what a source or the client throws; the loop stops then.
    public func run() throws {
        precondition(
            panel_is_main_thread() == 1,
            "EventLoop.run() blocks the main thread and serves its dispatch queue: call it from the program's "
                + "main thread, or use `try await run()` from async code")
        beginRunning()
        defer { isRunning = false }
        while !stopRequested {
            let timeout = try iterate(drainingMainQueue: true)
            if stopRequested { break }
            try waitBlocking(timeout: timeout)
        }
    }

    /// Runs iterations until `stop()`, suspending between them: other main-actor work (and the main queue,
    /// which libdispatch serves itself here) runs while the loop waits. A background thread does the
    /// waiting, and any main-actor change that asks for a frame ends the wait.
    ///
    /// - Throws: what a source or the client throws; the loop stops then.
    public func run() async throws {
        beginRunning()
        defer { isRunning = false }
        while !stopRequested {
            let wait = try iterate(drainingMainQueue: false)
            if stopRequested { break }
            if wait == 0 {
                // Let queued main-queue blocks and main-actor jobs run before the next iteration.
                await Task.yield()
                continue
            }
            await waitAsync(timeout: wait)
        }
    }

    private func beginRunning() {
        precondition(!isRunning, "the event loop is already running")
        isRunning = true
        stopRequested = false
    }

    /// Asks `run()` to return after the current iteration.
    public func stop() {
        stopRequested = true
        waker.wakeUp()
    }

    /// The descriptors to wait on: the sources', then the waker's.
    private func pollSet(includingMainQueue: Bool) -> [pollfd] {
        var fds: [pollfd] = []
        fds.reserveCapacity(sources.count + 2)
        for s in sources {
            if let fd = s.pollDescriptor { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        }
        fds.append(pollfd(fd: waker.descriptor, events: Int16(POLLIN), revents: 0))
        if includingMainQueue {
            fds.append(pollfd(fd: panel_main_queue_descriptor(), events: Int16(POLLIN), revents: 0))
        }
        return fds
    }

    /// A wait in nanoseconds for `panel_poll` (-1: until a descriptor is ready). Rounded up, so the loop does
    /// not wake just before a deadline and spin until it passes; at most a minute.
    private static func nanoseconds(_ timeout: Double?) -> Int64 {
        guard let timeout else { return -1 }
        return Int64(min(60e9, max(0, (timeout * 1e9).rounded(.up))))
    }

    private func waitBlocking(timeout: Double?) throws {
        var fds = pollSet(includingMainQueue: true)
        let ns = Self.nanoseconds(timeout)
        var n: Int32
        repeat {
            n = panel_poll(&fds, UInt(fds.count), ns)
        } while n < 0 && errno == EINTR
        collect(fds)
    }

    /// Records which sources became readable and clears the waker.
    private func collect(_ fds: [pollfd]) {
        for p in fds where p.revents != 0 {
            if p.fd == waker.descriptor {
                waker.reset()
            } else if p.revents & Int16(POLLNVAL) == 0 {
                readyDescriptors.insert(p.fd)
            }
        }
    }

    private func waitAsync(timeout: Double?) async {
        let fds = pollSet(includingMainQueue: false)
        let ns = Self.nanoseconds(timeout)
        waitingAsync = true
        if needsIteration {
            waitingAsync = false
            return
        }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<[pollfd], Never>) in
            let request = PollRequest(fds: fds, nanoseconds: ns)
            waitQueue.async {
                continuation.resume(returning: request.wait())
            }
        }
        waitingAsync = false
        collect(result)
    }
}

/// One `poll(2)` done off the main actor for `EventLoop.run() async`.
private struct PollRequest: Sendable {
    let fds: [pollfd]
    let nanoseconds: Int64

    func wait() -> [pollfd] {
        var fds = self.fds
        var n: Int32
        repeat {
            n = panel_poll(&fds, UInt(fds.count), nanoseconds)
        } while n < 0 && errno == EINTR
        return fds
    }
}
