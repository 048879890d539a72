/// Foundation's `NSError` for UIKit code that imports only PanelKitCompat: an error with a domain, a code
/// and a user-info dictionary (`NSLocalizedDescriptionKey`, `NSLocalizedFailureReasonErrorKey`,
/// `NSUnderlyingErrorKey`...), as an app builds one to report a failure or reads one in a completion handler.
/// Without the Objective-C runtime Swift has no `error as NSError` bridge: `NSError(error)` turns any Swift
/// error into one the same way (domain, code and strings from `CustomNSError` and `LocalizedError`).
open class NSError: NSObject, Error, CustomStringConvertible, @unchecked Sendable {
    /// The error domain, as "NSCocoaErrorDomain" or an app's own string.
    public let domain: String
    /// The error code within its domain.
    public let code: Int
    /// The dictionary of details, keyed by `NSLocalizedDescriptionKey` and the other keys.
    public let userInfo: [String: Any]

    /// An error of `domain` with `code` and the details in `dict` (none when nil).
    public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {
        self.domain = domain
        self.code = code
        userInfo = dict ?? [:]
        super.init()
    }

    /// The NSError Foundation bridges `error` to with `error as NSError`: the same object for an
    /// `NSError`; otherwise the error's domain (`CustomNSError.errorDomain`, or the type's full name) and
    /// code (`errorCode`, or the enum case's index), with `LocalizedError`'s strings under their keys.
    public convenience init(_ error: any Error) {
        if let error = error as? NSError {
            self.init(domain: error.domain, code: error.code, userInfo: error.userInfo)
            return
        }
        var info: [String: Any] = [:]
        if let custom = error as? any CustomNSError {
            info = custom.errorUserInfo
        }
        if let localized = error as? any LocalizedError {
            if let text = localized.errorDescription { info[NSLocalizedDescriptionKey] = text }
            if let text = localized.failureReason { info[NSLocalizedFailureReasonErrorKey] = text }
            if let text = localized.recoverySuggestion { info[NSLocalizedRecoverySuggestionErrorKey] = text }
            if let text = localized.helpAnchor { info[NSHelpAnchorErrorKey] = text }
        }
        let domain = (error as? any CustomNSError).map { type(of: $0).errorDomain } ?? error._domain
        let code = (error as? any CustomNSError)?.errorCode ?? error._code
        self.init(domain: domain, code: code, userInfo: info)
    }

    /// `NSLocalizedDescriptionKey`'s string; otherwise "The operation couldn’t be completed." followed by
    /// the failure reason, or by "(domain error code.)", as Foundation words it.
    open var localizedDescription: String {
        if let text = userInfo[NSLocalizedDescriptionKey] as? String { return text }
        if let reason = localizedFailureReason { return "The operation couldn’t be completed. \(reason)" }
        return "The operation couldn’t be completed. (\(domain) error \(code).)"
    }

    /// `NSLocalizedFailureReasonErrorKey`'s string, or nil.
    open var localizedFailureReason: String? { userInfo[NSLocalizedFailureReasonErrorKey] as? String }

    /// `NSLocalizedRecoverySuggestionErrorKey`'s string, or nil.
    open var localizedRecoverySuggestion: String? {
        userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
    }

    /// `NSLocalizedRecoveryOptionsErrorKey`'s button titles, or nil.
    open var localizedRecoveryOptions: [String]? { userInfo[NSLocalizedRecoveryOptionsErrorKey] as? [String] }

    /// `NSHelpAnchorErrorKey`'s string, or nil.
    open var helpAnchor: String? { userInfo[NSHelpAnchorErrorKey] as? String }

    /// The errors under `NSUnderlyingErrorKey` (one error) and `NSMultipleUnderlyingErrorsKey` (an array),
    /// in that order, as iOS 14.5's `underlyingErrors`.
    open var underlyingErrors: [any Error] {
        var errors: [any Error] = []
        if let error = userInfo[NSUnderlyingErrorKey] as? any Error { errors.append(error) }
        if let more = userInfo[NSMultipleUnderlyingErrorsKey] as? [any Error] { errors += more }
        return errors
    }

    /// `Error Domain=domain Code=code "description" UserInfo={key=value, ...}` as Foundation prints it
    /// (keys sorted here, so the text is stable).
    open var description: String {
        var text = "Error Domain=\(domain) Code=\(code) \"\(localizedDescription)\""
        if !userInfo.isEmpty {
            let pairs = userInfo.keys.sorted().map { "\($0)=\(userInfo[$0].map { "\($0)" } ?? "")" }
            text += " UserInfo={\(pairs.joined(separator: ", "))}"
        }
        return text
    }

    // The stdlib's hooks that give a Swift error its domain and code, answered from the stored values.
    public var _domain: String { domain }
    public var _code: Int { code }
}

/// The user-info keys Foundation defines for `NSError`.
public let NSLocalizedDescriptionKey = "NSLocalizedDescription"
public let NSLocalizedFailureReasonErrorKey = "NSLocalizedFailureReason"
public let NSLocalizedRecoverySuggestionErrorKey = "NSLocalizedRecoverySuggestion"
public let NSLocalizedRecoveryOptionsErrorKey = "NSLocalizedRecoveryOptions"
public let NSHelpAnchorErrorKey = "NSHelpAnchor"
public let NSUnderlyingErrorKey = "NSUnderlyingError"
public let NSMultipleUnderlyingErrorsKey = "NSMultipleUnderlyingErrorsKey"
public let NSDebugDescriptionErrorKey = "NSDebugDescription"
public let NSFilePathErrorKey = "NSFilePath"
public let NSURLErrorKey = "NSURL"
public let NSCocoaErrorDomain = "NSCocoaErrorDomain"
public let NSPOSIXErrorDomain = "NSPOSIXErrorDomain"
public let NSOSStatusErrorDomain = "NSOSStatusErrorDomain"
public let NSURLErrorDomain = "NSURLErrorDomain"
