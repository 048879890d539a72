/// A malformed or unknown command-line flag. Programs print it on one line and exit with status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { "\(message); see --help" }
}
