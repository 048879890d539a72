#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The kiosk's memory: its peak resident set (GNU time's maximum resident set size) for a run
/// that starts and draws its first screen (`kiosk --snapshot`), and for the whole offscreen tour
/// (`kiosk --preview`, every screen and transition, each written as PNG).
enum KioskMemory {
    /// Runs the kiosk beside this executable at `size`, both ways.
    /// - Throws: `KioskMemoryError` when it is missing or fails.
    static func measure(size: BenchSize) throws -> MemoryResult {
        let kiosk = executableDirectory() + "/kiosk"
        guard access(kiosk, X_OK) == 0 else { throw KioskMemoryError.missing(kiosk) }
        var template = Array("/tmp/panel-bench-kiosk-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw KioskMemoryError.failed("mkdtemp", -1)
        }
        let dir = String(cString: made)
        defer { removeTree(dir) }
        let start = try peakRSS([kiosk, "--snapshot", dir + "/start.png", "--size", size.description], dir: dir)
        let tour = try peakRSS([kiosk, "--preview", dir + "/tour", "--size", size.description], dir: dir)
        return MemoryResult(size: size.description, startPeakMB: start, tourPeakMB: tour)
    }

    /// Runs `arguments` to the end under GNU time and returns its peak resident set in MiB.
    ///
    /// Not `wait4`'s `ru_maxrss` of a child spawned from here: posix_spawn starts the child in this
    /// process's memory (vfork), and the kernel carries that memory's high-water mark into the child's at
    /// exec, so every child would report at least the benchmark's own size. GNU time forks the kiosk from
    /// its own small process.
    static func peakRSS(_ arguments: [String], dir: String) throws -> Double {
        let time = "/usr/bin/time"
        guard access(time, X_OK) == 0 else { throw KioskMemoryError.missing(time) }
        let out = dir + "/rss.txt"
        let command = [time, "-f", "%M", "-o", out] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let status = posix_spawn(&pid, time, &actions, nil, &argv, environ)
        guard status == 0 else { throw KioskMemoryError.failed(arguments.joined(separator: " "), status) }
        var code: Int32 = 0
        while waitpid(pid, &code, 0) < 0 && errno == EINTR {}
        // Exited normally with status 0: (code & 0x7f) == 0 and (code >> 8) & 0xff == 0.
        guard code & 0x7F == 0, (code >> 8) & 0xFF == 0,
            let text = MachineInfo.readText(out),
            let kilobytes = text.split(separator: "\n").last(where: { !$0.isEmpty }).flatMap({ Double($0) })
        else {
            throw KioskMemoryError.failed(arguments.joined(separator: " "), code)
        }
        return kilobytes / 1024
    }

    static func executableDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return "." }
        let path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// Removes `path` and what is in it (the runs' PNGs, one level of folders).
    static func removeTree(_ path: String) {
        if let dir = opendir(path) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = path + "/" + name
                if unlink(child) != 0 { removeTree(child) }
            }
            closedir(dir)
        }
        rmdir(path)
    }
}

/// Why the kiosk's memory could not be measured.
enum KioskMemoryError: Error, CustomStringConvertible {
    case missing(String)
    case failed(String, Int32)

    var description: String {
        switch self {
        case .missing(let path) where path.hasSuffix("time"):
            return "no \(path) (GNU time measures the kiosk's memory): apt-get install time"
        case .missing(let path):
            return "no kiosk at \(path): build it beside panel-bench (swift build -c release --product kiosk)"
        case .failed(let command, let code): return "\(command) failed (status \(code))"
        }
    }
}
