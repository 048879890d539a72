#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The system calls a `StateFile` makes, one method each: the real ones in `POSIXStateFileSystem`, and in
/// tests a wrapper that fails or "crashes" between any two of them.
///
/// Each method retries on `EINTR` and throws `StateFileError` carrying `errno`.
public protocol StateFileSystem {
    /// `open(2)`: a descriptor for `path`.
    func open(_ path: String, flags: Int32, mode: UInt32) throws(StateFileError) -> Int32
    /// `read(2)`: bytes read into `buffer` (0 at the end of the file).
    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws(StateFileError) -> Int
    /// `write(2)`: bytes written from `buffer` (possibly fewer than asked).
    func write(_ fd: Int32, from buffer: UnsafeRawBufferPointer, path: String) throws(StateFileError) -> Int
    /// `fstat(2)`'s size of a regular file, or nil for anything else.
    func regularFileSize(_ fd: Int32, path: String) throws(StateFileError) -> Int?
    /// `fsync(2)`: the file's data (or a folder's entries) on stable storage.
    func fsync(_ fd: Int32, path: String) throws(StateFileError)
    /// `close(2)`.
    func close(_ fd: Int32, path: String) throws(StateFileError)
    /// `rename(2)`: atomically replaces `to` with `from`.
    func rename(_ from: String, to: String) throws(StateFileError)
    /// `unlink(2)`.
    func unlink(_ path: String) throws(StateFileError)
    /// Whether anything (even a dangling symlink) exists at `path` (`lstat(2)`).
    func exists(_ path: String) -> Bool
}

/// The real system calls.
public struct POSIXStateFileSystem: StateFileSystem, Sendable {
    public init() {}

    public func open(_ path: String, flags: Int32, mode: UInt32) throws(StateFileError) -> Int32 {
        try retry("open", path) { systemOpen(path, flags, mode_t(mode)) }
    }

    public func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws(StateFileError)
        -> Int
    {
        try retry("read", path) { systemRead(fd, buffer.baseAddress, buffer.count) }
    }

    public func write(_ fd: Int32, from buffer: UnsafeRawBufferPointer, path: String) throws(StateFileError) -> Int {
        try retry("write", path) { systemWrite(fd, buffer.baseAddress, buffer.count) }
    }

    public func regularFileSize(_ fd: Int32, path: String) throws(StateFileError) -> Int? {
        var info = stat()
        _ = try retry("fstat", path) { fstat(fd, &info) }
        return (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
    }

    public func fsync(_ fd: Int32, path: String) throws(StateFileError) {
        _ = try retry("fsync", path) { systemFsync(fd) }
    }

    public func close(_ fd: Int32, path: String) throws(StateFileError) {
        // close(2) must not be retried on EINTR on Linux: the descriptor is gone either way.
        if systemClose(fd) != 0 && errno != EINTR {
            throw StateFileError(operation: "close", path: path, code: errno)
        }
    }

    public func rename(_ from: String, to: String) throws(StateFileError) {
        _ = try retry("rename", to) { systemRename(from, to) }
    }

    public func unlink(_ path: String) throws(StateFileError) {
        _ = try retry("unlink", path) { systemUnlink(path) }
    }

    public func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private func retry<T: BinaryInteger>(_ operation: String, _ path: String, _ call: () -> T) throws(StateFileError)
        -> T
    {
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno != EINTR { throw StateFileError(operation: operation, path: path, code: errno) }
        }
    }
}

// The C functions under other names: inside `POSIXStateFileSystem` their own names mean its methods.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemFsync(_ fd: Int32) -> Int32 { fsync(fd) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func systemUnlink(_ path: String) -> Int32 { unlink(path) }
