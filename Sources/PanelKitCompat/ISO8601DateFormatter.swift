#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Dates as ISO 8601 text and back ("2026-12-06T15:04:05Z"), as Foundation's `ISO8601DateFormatter`, over
/// FoundationEssentials' `Date.ISO8601FormatStyle`. `formatOptions` picks fractional seconds; the other
/// options keep the internet date-time form.
public final class ISO8601DateFormatter: @unchecked Sendable {
    /// What the text includes, as `ISO8601DateFormatter.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withYear = Options(rawValue: 1 << 0)
        public static let withMonth = Options(rawValue: 1 << 1)
        public static let withWeekOfYear = Options(rawValue: 1 << 2)
        public static let withDay = Options(rawValue: 1 << 4)
        public static let withTime = Options(rawValue: 1 << 5)
        public static let withTimeZone = Options(rawValue: 1 << 6)
        public static let withSpaceBetweenDateAndTime = Options(rawValue: 1 << 7)
        public static let withDashSeparatorInDate = Options(rawValue: 1 << 8)
        public static let withColonSeparatorInTime = Options(rawValue: 1 << 9)
        public static let withColonSeparatorInTimeZone = Options(rawValue: 1 << 10)
        public static let withFractionalSeconds = Options(rawValue: 1 << 11)
        public static let withFullDate: Options = [.withYear, .withMonth, .withDay, .withDashSeparatorInDate]
        public static let withFullTime: Options = [
            .withTime, .withColonSeparatorInTime, .withTimeZone, .withColonSeparatorInTimeZone,
        ]
        public static let withInternetDateTime: Options = [.withFullDate, .withFullTime]
    }

    public var formatOptions: Options = .withInternetDateTime
    /// The zone dates are written in (GMT by default, as Foundation's).
    public var timeZone: TimeZone! = TimeZone(identifier: "GMT")

    public init() {}

    private var style: Date.ISO8601FormatStyle {
        Date.ISO8601FormatStyle(
            includingFractionalSeconds: formatOptions.contains(.withFractionalSeconds),
            timeZone: timeZone ?? TimeZone(secondsFromGMT: 0)!)
    }

    /// `date` as ISO 8601 text.
    public func string(from date: Date) -> String { style.format(date) }

    /// The date in `string`; nil when it is not ISO 8601 text of this form.
    public func date(from string: String) -> Date? { try? style.parse(string) }
}
