import PanelTestSupport
import Testing

/// The tests' way of running a program: its output, errors and status, and the bound on its time.
@Suite("ChildProcess: a program run to its end, within a bound")
struct ChildProcessTests {
    @Test func outputErrorsInputAndStatusComeBack() throws {
        let run = try ChildProcess.run(
            "/bin/sh", ["-c", "read line; echo \"out $line $PANEL_CHILD\"; echo err >&2; exit 3"],
            environment: ["PANEL_CHILD": "set"], input: "in\n")
        #expect(run.output == "out in set\n")
        #expect(run.errors == "err\n")
        #expect(run.status == 3 && !run.signalled && !run.timedOut)
    }

    @Test func aProgramStillRunningAtTheBoundIsKilled() throws {
        let run = try ChildProcess.run("/bin/sleep", ["30"], timeout: 0.5)
        #expect(run.timedOut && run.signalled)
    }

    @Test func aProgramThatWritesMuchToBothStreamsDoesNotBlock() throws {
        // 1 MiB to each stream: far over a pipe's 64 KiB, which would stall a reader of one pipe at a time.
        let run = try ChildProcess.run(
            "/bin/sh", ["-c", "head -c 1048576 /dev/zero; head -c 1048576 /dev/zero >&2"], timeout: 60)
        #expect(!run.timedOut && run.status == 0)
        #expect(run.output.utf8.count == 1_048_576 && run.errors.utf8.count == 1_048_576)
    }
}
