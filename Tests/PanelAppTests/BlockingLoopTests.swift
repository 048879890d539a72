import Foundation
import Testing

/// The blocking event loop on a real main thread: Swift Testing runs tests off the main thread, so the check
/// runs in its own process (`event-loop-probe`, built beside the tests).
@Suite("The blocking event loop on the main thread")
struct BlockingLoopTests {
    @Test func workerHandOverTasksTimersAndIdleCPUOnTheMainThread() throws {
        let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let probe = tests.appendingPathComponent("event-loop-probe")
        try #require(
            FileManager.default.isExecutableFile(atPath: probe.path),
            "no event-loop-probe beside the tests at \(probe.path); build with swift build --build-tests")
        let process = Process()
        process.executableURL = probe
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Bounded: the probe stops itself after about a second; 60 s covers a very busy machine.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("event-loop-probe was still running after 60 s")
        }
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        for check in [
            "await on another actor came back to the main actor", "idle loop used under 2 % of a core",
            "main-actor task ran", "repeating timer fired 3 times", "worker block drawn in the next iteration",
        ] {
            #expect(lines.contains("ok: \(check)"), "\(check): the probe said \(text)")
        }
        #expect(process.terminationStatus == 0)
    }
}
