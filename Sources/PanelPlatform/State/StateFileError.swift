#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why a state file could not be read or written: the operation, the file and the system's reason.
public struct StateFileError: Error, Equatable, CustomStringConvertible {
    /// The system call or step that failed (`open`, `fsync`, `rename`, ...).
    public var operation: String
    /// The file it was about.
    public var path: String
    /// `errno` from the call, or 0 when the failure is not a system error.
    public var code: Int32
    /// What went wrong, when `code` does not say it.
    public var detail: String

    public init(operation: String, path: String, code: Int32, detail: String = "") {
        self.operation = operation
        self.path = path
        self.code = code
        self.detail = detail
    }

    public var description: String {
        let reason = code != 0 ? String(cString: strerror(code)) : detail
        return "\(path): \(operation) failed (\(reason)); check the folder exists, is writable and has space"
    }
}
