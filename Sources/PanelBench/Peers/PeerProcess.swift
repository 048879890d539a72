#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A peer toolkit's benchmark running beside panel-bench as a child process (bench/peers/qt_peer.py),
/// answering one line per request on its standard output: panel-bench asks it for one frame at a time,
/// between its own frames, so both toolkits' frames are interleaved and see the same machine load.
final class PeerProcess {
    /// What the peer is, for the report ("Qt Quick 6.x software").
    let name: String
    private let pid: pid_t
    private let toChild: Int32
    private let fromChild: Int32
    private var buffered: [UInt8] = []
    /// The longest wait for an answer: building a size's scenes (pictures loaded, first frames) is the longest.
    static let answerTimeout = 120.0

    /// Starts `arguments[0]` with `arguments` (found on PATH).
    /// - Throws: `PeerError` when it cannot start.
    init(name: String, arguments: [String]) throws {
        self.name = name
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw PeerError.cannotStart(arguments, errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        for fd in input + output { posix_spawn_file_actions_addclose(&actions, fd) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        let status = posix_spawnp(&child, arguments[0], &actions, nil, &argv, environ)
        close(input[0])
        close(output[1])
        guard status == 0 else {
            close(input[1])
            close(output[0])
            throw PeerError.cannotStart(arguments, status)
        }
        pid = child
        toChild = input[1]
        fromChild = output[0]
    }

    deinit {
        _ = try? send("quit")
        close(toChild)
        close(fromChild)
        // Bounded: the peer leaves on "quit" or on its closed input; after 5 s it is killed.
        var status: Int32 = 0
        for _ in 0..<500 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        BenchConsole.error("panel-bench: the \(name) peer did not leave within 5 s of quit; killing it")
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// Sends one request and returns the answer's line.
    /// - Throws: `PeerError` when the peer answers with an error or stops.
    func request(_ line: String) throws -> String {
        try send(line)
        let answer = try readLine(request: line)
        if answer.hasPrefix("error:") { throw PeerError.failed(name, answer) }
        return answer
    }

    private func send(_ line: String) throws {
        var bytes = Array((line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(toChild, $0.baseAddress! + sent, $0.count - sent) }
            if n <= 0 { throw PeerError.stopped(name) }
            sent += n
        }
        bytes.removeAll()
    }

    /// Reads up to the next newline; the peer answers every request, so this waits only while it works, and
    /// at most `answerTimeout` seconds for each piece of the answer.
    private func readLine(request: String) throws -> String {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let nl = buffered.firstIndex(of: 10) {
                let line = String(decoding: buffered[..<nl], as: UTF8.self)
                buffered.removeSubrange(...nl)
                return line
            }
            var p = pollfd(fd: fromChild, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, Int32(PeerProcess.answerTimeout * 1000)) == 0 {
                throw PeerError.failed(name, "no answer within \(Int(PeerProcess.answerTimeout)) s to \"\(request)\"")
            }
            let n = chunk.withUnsafeMutableBytes { read(fromChild, $0.baseAddress, $0.count) }
            if n <= 0 { throw PeerError.stopped(name) }
            buffered.append(contentsOf: chunk[..<n])
        }
    }
}

/// Why a peer could not be used.
public enum PeerError: Error, CustomStringConvertible {
    case cannotStart([String], Int32)
    case stopped(String)
    case failed(String, String)
    case missing(String)

    public var description: String {
        switch self {
        case .cannotStart(let arguments, let code):
            return "cannot start \(arguments.joined(separator: " ")) (error \(code)); is python3 on PATH?"
        case .stopped(let name):
            return "the \(name) peer stopped; run it alone to see why (is PySide6 installed? pip install PySide6)"
        case .failed(let name, let line): return "the \(name) peer: \(line)"
        case .missing(let path):
            return "no peer script at \(path); run panel-bench from the repository's top folder or give --peers-dir"
        }
    }
}
