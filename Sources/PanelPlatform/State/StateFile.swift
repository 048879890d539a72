#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A small file a program writes for itself (its settings, the page it showed last) that survives a crash
/// or a power cut at any moment: a reader finds either the previous contents or the new ones, whole.
///
/// `write(_:)` writes a temporary file beside it, `fsync`s it, renames it over the file (atomic on POSIX file
/// systems) and `fsync`s the folder so the rename itself is on disk. A file that cannot be used is not
/// overwritten silently: `setAside()` renames it to `NAME.corrupt-N` for someone to look at.
///
/// Every system call goes through `system`, where tests inject failures and crashes between the steps.
public struct StateFile {
    /// The file.
    public let path: String
    /// Larger files are not read (a settings file is a few hundred bytes).
    public let maxBytes: Int
    let system: any StateFileSystem

    /// The temporary file `write(_:)` fills before renaming it over `path`.
    public var temporaryPath: String { path + ".tmp" }

    /// - Parameters:
    ///   - path: the file; its folder must exist.
    ///   - maxBytes: the largest file `read()` accepts.
    ///   - system: the system calls (tests pass a wrapper that fails on purpose).
    public init(path: String, maxBytes: Int = 1 << 20, system: any StateFileSystem = POSIXStateFileSystem()) {
        self.path = path
        self.maxBytes = maxBytes
        self.system = system
    }

    /// What `read()` found.
    public enum Contents: Equatable {
        /// There is no file (the first start).
        case missing
        /// The file's bytes.
        case bytes([UInt8])
    }

    /// Reads the whole file.
    /// - Throws: `StateFileError` when it exists but cannot be read, is not a regular file, or is larger than
    ///   `maxBytes`.
    public func read() throws(StateFileError) -> Contents {
        let fd: Int32
        do {
            fd = try system.open(path, flags: O_RDONLY | O_CLOEXEC, mode: 0)
        } catch {
            if error.code == ENOENT { return .missing }
            throw error
        }
        defer { try? system.close(fd, path: path) }
        guard let size = try system.regularFileSize(fd, path: path) else {
            throw StateFileError(operation: "read", path: path, code: 0, detail: "not a regular file")
        }
        if size > maxBytes {
            throw StateFileError(
                operation: "read", path: path, code: 0, detail: "\(size) bytes, more than the \(maxBytes) allowed")
        }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            var result: Result<Int, StateFileError> = .success(0)
            bytes.withUnsafeMutableBytes { raw in
                do throws(StateFileError) {
                    result = .success(
                        try system.read(fd, into: UnsafeMutableRawBufferPointer(rebasing: raw[count...]), path: path))
                } catch {
                    result = .failure(error)
                }
            }
            let n = try result.get()
            if n == 0 { break }
            count += n
            if count > maxBytes {
                throw StateFileError(operation: "read", path: path, code: 0, detail: "it grew while it was read")
            }
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: 4096) }
        }
        return .bytes(Array(bytes[0..<count]))
    }

    /// Replaces the file's contents with `bytes`, durably and atomically.
    ///
    /// The steps: open `temporaryPath` (created or truncated), write everything, `fsync`, close, `rename` over
    /// `path`, then open the folder, `fsync` it and close it. A failure before the rename leaves the old file
    /// as it was (the temporary file is removed); a crash at any point leaves the old file or the new one.
    /// - Throws: `StateFileError` naming the step that failed.
    public func write(_ bytes: [UInt8]) throws(StateFileError) {
        let temp = temporaryPath
        let fd = try system.open(temp, flags: O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode: 0o644)
        do throws(StateFileError) {
            var done = 0
            while done < bytes.count {
                var result: Result<Int, StateFileError> = .success(0)
                bytes.withUnsafeBytes { raw in
                    do throws(StateFileError) {
                        result = .success(
                            try system.write(fd, from: UnsafeRawBufferPointer(rebasing: raw[done...]), path: temp))
                    } catch {
                        result = .failure(error)
                    }
                }
                let n = try result.get()
                if n == 0 { throw StateFileError(operation: "write", path: temp, code: 0, detail: "no progress") }
                done += n
            }
            try system.fsync(fd, path: temp)
        } catch {
            try? system.close(fd, path: temp)
            try? system.unlink(temp)
            throw error
        }
        do throws(StateFileError) {
            try system.close(fd, path: temp)
            try system.rename(temp, to: path)
        } catch {
            try? system.unlink(temp)
            throw error
        }
        try syncFolder()
    }

    /// Renames the file to `NAME.corrupt-N` (the first N from 1 not taken) and makes the rename durable, so
    /// the next `write(_:)` does not destroy what someone may want to look at.
    /// - Returns: the new path.
    /// - Throws: `StateFileError` when the rename fails.
    @discardableResult
    public func setAside() throws(StateFileError) -> String {
        var n = 1
        while system.exists("\(path).corrupt-\(n)") && n < 1000 { n += 1 }
        let aside = "\(path).corrupt-\(n)"
        try system.rename(path, to: aside)
        try syncFolder()
        return aside
    }

    /// The folder holding the file.
    public var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func syncFolder() throws(StateFileError) {
        let dir = folder
        let fd = try system.open(dir, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC, mode: 0)
        defer { try? system.close(fd, path: dir) }
        try system.fsync(fd, path: dir)
    }
}
