import Foundation
import PanelTestSupport
import Testing

/// The blocking event loop on a real main thread: Swift Testing runs tests off the main thread, so the check
/// runs in its own process (`event-loop-probe`, built beside the tests).
@Suite("The blocking event loop on the main thread")
struct BlockingLoopTests {
    @Test func workerHandOverTasksTimersIdleCPUAndDriverStepsOnTheMainThread() throws {
        let probe = try ChildProcess.builtProduct("event-loop-probe")
        // Bounded: the probe stops itself after about a second; 60 s covers a very busy machine.
        let run = try ChildProcess.run(probe, timeout: 60)
        #expect(!run.timedOut, "event-loop-probe was still running after 60 s")
        let text = run.output
        let lines = text.split(separator: "\n").map(String.init)
        for check in [
            "await on another actor came back to the main actor", "idle loop used under 2 % of a core",
            "main-actor task ran", "repeating timer fired 3 times", "worker block drawn in the next iteration",
            "driver told not to serve the main queue left it alone",
            "synchronous driver step ran main-queue blocks, tasks and a worker's hand-over",
        ] {
            #expect(lines.contains("ok: \(check)"), "\(check): the probe said \(text)")
        }
        #expect(run.status == 0 && !run.signalled, "event-loop-probe: \(run.errors)")
    }
}
