import PanelPlatform

#if canImport(Glibc)
    import Glibc
#endif

/// The real system calls with a log of each step, and a fault injected at a chosen step: an error the
/// program survives (`failAt`), or a crash (`crashAt`): that step and every one after it never happen, as
/// if the process had died there; `reap()` then closes what the dead process held open, as the kernel would.
final class ScriptedFileSystem: StateFileSystem {
    struct Crash: Error {}

    let base = POSIXStateFileSystem()
    /// The steps taken, as `"fsync NAME"` (NAME is the last path component).
    private(set) var log: [String] = []
    /// The step (counted from `arm()`) at which the process dies.
    var crashAt: Int?
    /// When the crash step is a write, half of its bytes reach the file first (a torn write).
    var tornWrite = false
    /// A step that fails with an errno, which the caller sees and survives.
    var failAt: (step: Int, code: Int32)?
    private(set) var crashed = false
    /// Where `crashAt` and `failAt` count from (`arm()` sets it).
    private var origin = 0
    private var openDescriptors: Set<Int32> = []

    /// Counts `crashAt` and `failAt` from the next step on (after a load the test does not fault).
    func arm() {
        origin = log.count
    }

    /// Closes what a crashed process left open.
    func reap() {
        for fd in openDescriptors { try? base.close(fd, path: "reaped") }
        openDescriptors = []
    }

    private func enter(_ operation: String, _ path: String) throws(StateFileError) {
        if crashed { throw StateFileError(operation: operation, path: path, code: 0, detail: "the process is dead") }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if log.count - origin == crashAt {
            crashed = true
            throw StateFileError(operation: operation, path: path, code: 0, detail: "crashed before \(operation)")
        }
        if let f = failAt, f.step == log.count - origin {
            log.append("\(operation) \(name) FAILED")
            throw StateFileError(operation: operation, path: path, code: f.code)
        }
        log.append("\(operation) \(name)")
    }

    func open(_ path: String, flags: Int32, mode: UInt32) throws(StateFileError) -> Int32 {
        try enter("open", path)
        let fd = try base.open(path, flags: flags, mode: mode)
        openDescriptors.insert(fd)
        return fd
    }

    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws(StateFileError) -> Int {
        try base.read(fd, into: buffer, path: path)
    }

    func write(_ fd: Int32, from buffer: UnsafeRawBufferPointer, path: String) throws(StateFileError) -> Int {
        if tornWrite && !crashed && log.count - origin == crashAt {
            _ = try base.write(fd, from: UnsafeRawBufferPointer(rebasing: buffer[0..<buffer.count / 2]), path: path)
        }
        try enter("write", path)
        return try base.write(fd, from: buffer, path: path)
    }

    func regularFileSize(_ fd: Int32, path: String) throws(StateFileError) -> Int? {
        try base.regularFileSize(fd, path: path)
    }

    func fsync(_ fd: Int32, path: String) throws(StateFileError) {
        try enter("fsync", path)
        try base.fsync(fd, path: path)
    }

    func close(_ fd: Int32, path: String) throws(StateFileError) {
        try enter("close", path)
        openDescriptors.remove(fd)
        try base.close(fd, path: path)
    }

    func rename(_ from: String, to: String) throws(StateFileError) {
        try enter("rename", from)
        try base.rename(from, to: to)
    }

    func unlink(_ path: String) throws(StateFileError) {
        try enter("unlink", path)
        try base.unlink(path)
    }

    func exists(_ path: String) -> Bool { base.exists(path) }
}
