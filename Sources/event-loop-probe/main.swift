import CEventLoop
import Dispatch
import PanelEmbedded
import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

// event-loop-probe: runs an application's blocking event loop on the program's main thread, as a panel app
// does, and checks what iOS code relies on there: a worker's DispatchQueue.main.async wakes the idle loop and
// its change is drawn in the next iteration; a Task started on the main actor runs; an await on another actor
// comes back; a repeating Timer fires; and the idle loop uses no CPU. Then, as a synchronous program written
// in UIKit habits does, it steps an EmbeddedDriver: main-queue blocks and main-actor tasks run within its
// steps (and not when the driver is told not to serve the queue). Prints one line per check and exits 0
// when all hold (PanelAppTests runs it, since Swift Testing does not run tests on the main thread).

/// A counter on its own executor.
actor Tally {
    var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
        + Double(usage.ru_stime.tv_usec) / 1e6
}

let clock = MonotonicClock()
let display = OffscreenDisplay(width: 160, height: 40)
let app = Application(display: display, input: ScriptedInput(), clock: clock)
let window = Window(application: app)
let label = Label(frame: Rect(x: 0, y: 0, width: 160, height: 40))
window.addSubview(label)
window.makeKeyAndVisible()

var results: [String: Bool] = [:]
var workerRanAt: Int?
var timerFirings = 0
var idleCPU = 0.0

display.onPresent = { _, _ in
    if let ran = workerRanAt, results["worker block drawn in the next iteration"] == nil {
        results["worker block drawn in the next iteration"] = (0...1).contains(app.eventLoop.iterationCount - ran)
    }
}
Task { @MainActor in results["main-actor task ran"] = true }
Task {
    let n = await Tally().next()
    results["await on another actor came back to the main actor"] = n == 1 && panel_is_main_thread() == 1
}
Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
    timerFirings += 1
    if timerFirings == 3 {
        timer.invalidate()
        results["repeating timer fired 3 times"] = true
    }
}
// Once everything above has settled: 0.4 s of idle CPU, then a worker's hand-over, then stop.
Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
    let before = cpuSeconds()
    let start = clock.now
    Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in
        idleCPU = (cpuSeconds() - before) / (clock.now - start)
        results["idle loop used under 2 % of a core"] = idleCPU < 0.02
        let handOver: @MainActor @Sendable () -> Void = {
            workerRanAt = app.eventLoop.iterationCount
            label.text = "from a worker"
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            DispatchQueue.main.async { MainActor.assumeIsolated { handOver() } }
        }
        Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in app.stop() }
    }
}
app.eventLoop.addObserver { if results.count == 5 { app.stop() } }

try app.run()

/// Steps an embedded driver synchronously on this main thread around main-queue work queued here and by a
/// worker; returns what ran within `frames` frames.
@MainActor func stepAroundMainQueue(serving: Bool, frames: Int) throws -> (block: Bool, task: Bool, worker: Bool) {
    let driver = EmbeddedDriver(width: 64, height: 64)
    driver.servesMainQueue = serving
    var ran = (block: false, task: false, worker: false)
    DispatchQueue.main.async { MainActor.assumeIsolated { ran.block = true } }
    Task { @MainActor in ran.task = true }
    let mark: @MainActor @Sendable () -> Void = { ran.worker = true }
    let handed = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        DispatchQueue.main.async { MainActor.assumeIsolated { mark() } }
        handed.signal()
    }
    // Bounded: the worker hands over within 10 s even on a very busy machine.
    if handed.wait(timeout: .now() + 10) == .timedOut { print("FAILED: the worker did not run within 10 s") }
    try driver.step(frames: frames)
    return ran
}
let unserved = try stepAroundMainQueue(serving: false, frames: 2)
results["driver told not to serve the main queue left it alone"] = !unserved.block && !unserved.task && !unserved.worker
// The blocks left queued above run first in the next driver's steps.
let served = try stepAroundMainQueue(serving: true, frames: 1)
results["synchronous driver step ran main-queue blocks, tasks and a worker's hand-over"] =
    served.block && served.task && served.worker

for (name, ok) in results.sorted(by: { $0.key < $1.key }) { print("\(ok ? "ok" : "FAILED"): \(name)") }
print("idle CPU share: \(Int((idleCPU * 1000).rounded()) / 10) %")
exit(results.count == 7 && results.values.allSatisfy { $0 } ? 0 : 1)
