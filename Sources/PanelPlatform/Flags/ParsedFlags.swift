/// The values `FlagParser` found, with typed readers that turn a malformed value into a `UsageError`.
public struct ParsedFlags: Sendable, Equatable {
    /// Every value given for each flag (by its main name), in order; a switch has one empty value.
    public var values: [String: [String]] = [:]
    /// The arguments that are not flags, in order.
    public var positionals: [String] = []

    public init() {}

    /// Whether the flag was given.
    public func has(_ name: String) -> Bool { values[name] != nil }

    /// The flag's value (the last, if repeated), or nil when not given.
    public func string(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable flag.
    public func strings(_ name: String) -> [String] { values[name] ?? [] }

    /// The flag's value as an integer in `range`.
    /// - Throws: `UsageError` when it is not one.
    public func int(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(UsageError) -> Int? {
        try value(name, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)") {
            Int($0).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// The flag's value as a number in `range`.
    /// - Throws: `UsageError` when it is not one.
    public func double(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        try value(name, expected: "a number from \(range.lowerBound) to \(range.upperBound)") {
            Double($0).flatMap { $0.isFinite && range.contains($0) ? $0 : nil }
        }
    }

    /// The flag's value as a size `WxH` (both from 1 to 16384).
    /// - Throws: `UsageError` when it is not one.
    public func size(_ name: String) throws(UsageError) -> (width: Int, height: Int)? {
        try value(name, expected: "WxH (e.g. 800x480)") { Self.parseSize($0) }
    }

    /// Every value of a repeatable size flag.
    /// - Throws: `UsageError` for the first value that is not a size.
    public func sizes(_ name: String) throws(UsageError) -> [(width: Int, height: Int)] {
        var out: [(width: Int, height: Int)] = []
        for v in strings(name) {
            guard let s = Self.parseSize(v) else { throw UsageError("\(name) expects WxH (e.g. 800x480), got '\(v)'") }
            out.append(s)
        }
        return out
    }

    /// The flag's value converted by `convert`, which returns nil for a value it refuses.
    /// - Throws: `UsageError` "NAME expects EXPECTED, got 'VALUE'".
    public func value<T>(_ name: String, expected: String, _ convert: (String) -> T?) throws(UsageError) -> T? {
        guard let v = string(name) else { return nil }
        guard let t = convert(v) else { throw UsageError("\(name) expects \(expected), got '\(v)'") }
        return t
    }

    /// "800x480" as (800, 480); nil for anything else.
    public static func parseSize(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w),
            (1...16384).contains(h)
        else { return nil }
        return (w, h)
    }
}
