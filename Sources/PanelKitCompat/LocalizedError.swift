/// Foundation's `LocalizedError`: an error that words itself for the user. Every requirement defaults to
/// nil; `error.localizedDescription` answers `errorDescription` when there is one.
public protocol LocalizedError: Error {
    /// What went wrong, for an alert's title or message.
    var errorDescription: String? { get }
    /// Why it went wrong.
    var failureReason: String? { get }
    /// What the user can do about it.
    var recoverySuggestion: String? { get }
    /// A help-book anchor.
    var helpAnchor: String? { get }
}

extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
}

/// Foundation's `CustomNSError`: the domain, code and user info an error shows as an `NSError`.
public protocol CustomNSError: Error {
    /// The domain; by default the type's full name ("MyApp.LoginError"), as Foundation's.
    static var errorDomain: String { get }
    /// The code; by default the enum case's index (1 for other types), as Foundation's.
    var errorCode: Int { get }
    /// The user info; empty by default.
    var errorUserInfo: [String: Any] { get }
}

extension CustomNSError {
    public static var errorDomain: String { String(reflecting: self) }
    public var errorCode: Int { _code }
    public var errorUserInfo: [String: Any] { [:] }
}

extension Error {
    /// The message Foundation gives for any error: a `LocalizedError`'s `errorDescription`, an `NSError`'s
    /// own, or "The operation couldn’t be completed. (domain error code.)".
    public var localizedDescription: String { NSError(self).localizedDescription }
}
