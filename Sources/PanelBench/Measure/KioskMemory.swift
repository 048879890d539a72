#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The kiosk's memory: its peak resident set (the kernel's `ru_maxrss` of the finished process) for a run
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
        let start = try peakRSS([kiosk, "--snapshot", dir + "/start.png", "--size", size.description])
        let tour = try peakRSS([kiosk, "--preview", dir + "/tour", "--size", size.description])
        return MemoryResult(size: size.description, startPeakMB: start, tourPeakMB: tour)
    }

    /// Runs `arguments` to the end and returns its peak resident set in MB (MiB).
    static func peakRSS(_ arguments: [String]) throws -> Double {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        guard status == 0 else { throw KioskMemoryError.failed(arguments.joined(separator: " "), status) }
        var code: Int32 = 0
        var usage = rusage()
        while wait4(pid, &code, 0, &usage) < 0 && errno == EINTR {}
        // Exited normally with status 0: (code & 0x7f) == 0 and (code >> 8) & 0xff == 0.
        guard code & 0x7F == 0, (code >> 8) & 0xFF == 0 else {
            throw KioskMemoryError.failed(arguments.joined(separator: " "), code)
        }
        return Double(usage.ru_maxrss) / 1024
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
        case .missing(let path):
            return "no kiosk at \(path): build it beside panel-bench (swift build -c release --product kiosk)"
        case .failed(let command, let code): return "\(command) failed (status \(code))"
        }
    }
}
