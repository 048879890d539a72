import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program a test runs to its end: its exit status and what it wrote, with a bound on how long it may take.
public struct ChildProcess: Sendable {
    /// The exit status, or the number of the signal that ended it when `signalled`.
    public var status: Int32
    /// Whether it ended by a signal rather than by exiting.
    public var signalled: Bool
    /// Whether it was still running at the bound and was killed.
    public var timedOut: Bool
    /// Its standard output.
    public var output: String
    /// Its standard error.
    public var errors: String

    /// Why a program could not be started.
    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The path of `product`, an executable of this package built beside the test bundle (by
    /// `swift build --build-tests`).
    /// - Throws: `LaunchError` saying how to build it when it is not there.
    public static func builtProduct(_ product: String) throws -> String {
        let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = tests.appendingPathComponent(product).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw LaunchError(
                description: "no \(product) beside the tests at \(path); build with swift build --build-tests")
        }
        return path
    }

    /// Runs `executable` with `arguments` to its end, `input` on its standard input, with `environment` over
    /// this process's own. Its input, output and errors are files, so a program that writes a lot to both
    /// streams, or does not read its input, cannot block on a full pipe. The test's thread polls for its end
    /// (`waitpid` with `WNOHANG`) and reaps it itself, so the kill at the bound can never reach another
    /// process that reused its number.
    ///
    /// - Parameter timeout: seconds it may run; then it is killed (`SIGKILL`) and `timedOut` says so.
    /// - Throws: `LaunchError` when it cannot be started.
    public static func run(
        _ executable: String, _ arguments: [String] = [], environment: [String: String] = [:], input: String = "",
        timeout: Double = 60
    ) throws -> ChildProcess {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-child-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inPath = scratch.appendingPathComponent("in").path
        let outPath = scratch.appendingPathComponent("out").path
        let errPath = scratch.appendingPathComponent("err").path
        try Data(input.utf8).write(to: URL(fileURLWithPath: inPath))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw LaunchError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }

        let deadline = Date().addingTimeInterval(timeout)
        var waitStatus: Int32 = 0
        var timedOut = false
        while waitpid(pid, &waitStatus, WNOHANG) == 0 {
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &waitStatus, 0)
                timedOut = true
                break
            }
            usleep(5_000)
        }
        // The wait status's layout (glibc's WIFSIGNALED, WTERMSIG, WEXITSTATUS, which Swift cannot import).
        let signal = waitStatus & 0x7f
        let signalled = signal != 0 && signal != 0x7f
        return ChildProcess(
            status: signalled ? signal : (waitStatus >> 8) & 0xff, signalled: signalled, timedOut: timedOut,
            output: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(), as: UTF8.self),
            errors: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data(), as: UTF8.self))
    }
}
