#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Foundation's `NSCalendar`, here only as the home of `NSCalendar.Unit`, the option set
/// `DateComponentsFormatter.allowedUnits` takes (`[.hour, .minute, .second]`). Use `Calendar` for dates.
public enum NSCalendar {
    /// Calendar units, with Foundation's raw values.
    public struct Unit: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let era = Unit(rawValue: 1 << 1)
        public static let year = Unit(rawValue: 1 << 2)
        public static let month = Unit(rawValue: 1 << 3)
        public static let day = Unit(rawValue: 1 << 4)
        public static let hour = Unit(rawValue: 1 << 5)
        public static let minute = Unit(rawValue: 1 << 6)
        public static let second = Unit(rawValue: 1 << 7)
        public static let weekday = Unit(rawValue: 1 << 9)
        public static let weekdayOrdinal = Unit(rawValue: 1 << 10)
        public static let quarter = Unit(rawValue: 1 << 11)
        public static let weekOfMonth = Unit(rawValue: 1 << 12)
        public static let weekOfYear = Unit(rawValue: 1 << 13)
        public static let yearForWeekOfYear = Unit(rawValue: 1 << 14)
        public static let nanosecond = Unit(rawValue: 1 << 15)
    }
}

/// The units the duration formatters write, largest first, with their calendar components and English names.
enum DurationUnit: Int, CaseIterable, Sendable {
    case year, month, week, day, hour, minute, second

    var calendarUnit: NSCalendar.Unit {
        switch self {
        case .year: .year
        case .month: .month
        case .week: [.weekOfMonth, .weekOfYear]
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    /// The full English name, singular or plural.
    func fullName(_ count: Int) -> String {
        let names = ["year", "month", "week", "day", "hour", "minute", "second"]
        return names[rawValue] + (count == 1 ? "" : "s")
    }

    /// The amount of each unit in `components`, 0 for a unit not set.
    static func amount(_ unit: DurationUnit, in components: DateComponents) -> Int {
        switch unit {
        case .year: components.year ?? 0
        case .month: components.month ?? 0
        case .week: components.weekOfMonth ?? components.weekOfYear ?? 0
        case .day: components.day ?? 0
        case .hour: components.hour ?? 0
        case .minute: components.minute ?? 0
        case .second: components.second ?? 0
        }
    }

    /// The components between `start` and `end` in the units given, in the Gregorian calendar in UTC
    /// unless `calendar` says otherwise.
    static func components(_ units: [DurationUnit], from start: Date, to end: Date, calendar: Calendar?)
        -> DateComponents
    {
        var cal = calendar ?? Calendar(identifier: .gregorian)
        if calendar == nil, let utc = TimeZone(identifier: "UTC") { cal.timeZone = utc }
        return cal.dateComponents(Set(units.map(\.component)), from: start, to: end)
    }

    /// `n` in English words, as ICU's en spell-out: "twenty-three", "one hundred five", "two thousand one"
    /// (digits past the billions).
    static func spelled(_ n: Int) -> String {
        if n < 0 { return "minus " + spelled(n == Int.min ? Int.max : -n) }
        let ones = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if n < 20 { return ones[n] }
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10]) }
        if n < 1000 { return ones[n / 100] + " hundred" + (n % 100 == 0 ? "" : " " + spelled(n % 100)) }
        for (size, name) in [(1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand")] where n >= size {
            guard n / size < 1000 else { return "\(n)" }
            return spelled(n / size) + " " + name + (n % size == 0 ? "" : " " + spelled(n % size))
        }
        return "\(n)"
    }
}
