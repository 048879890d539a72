#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Foundation's `ListFormatter`, in English: "A", "A and B", "A, B, and C" (the serial comma, as en_US).
public final class ListFormatter: @unchecked Sendable {
    /// The locale (English is written whatever it says).
    public var locale: Locale = .current

    public init() {}

    /// The items' descriptions joined as an English list.
    public func string(from items: [Any]) -> String? {
        Self.join(items.map { "\($0)" })
    }

    /// `string(from:)` for an array; nil for anything else.
    public func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap { string(from: $0) }
    }

    /// `strings` joined as an English list: "A, B, and C".
    public static func localizedString(byJoining strings: [String]) -> String {
        join(strings)
    }

    private static func join(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        case 2: "\(items[0]) and \(items[1])"
        default: items.dropLast().joined(separator: ", ") + ", and " + items[items.count - 1]
        }
    }
}
