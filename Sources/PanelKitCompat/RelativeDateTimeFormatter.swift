#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Foundation's `RelativeDateTimeFormatter`, in English: "in 2 hours", "3 days ago", and with the `.named`
/// style "yesterday", "tomorrow", "last week", "now". The largest unit that is not zero between the two dates
/// (in the Gregorian calendar in UTC unless `calendar` is set) is written, cut, not rounded ("in 1 hour"
/// for 90 minutes).
public final class RelativeDateTimeFormatter: @unchecked Sendable {
    /// Numbers only ("in 1 day") or names where English has them ("tomorrow").
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    /// How the unit is written.
    public enum UnitsStyle: Int, Sendable {
        /// "in 2 hours".
        case full
        /// "in two hours".
        case spellOut
        /// "in 2 hr.".
        case short
        /// "in 2h".
        case abbreviated
    }

    public var dateTimeStyle: DateTimeStyle = .numeric
    public var unitsStyle: UnitsStyle = .full
    /// The calendar the difference is measured in; nil for Gregorian in UTC.
    public var calendar: Calendar?
    /// The locale (English is written whatever it says).
    public var locale: Locale = .current

    public init() {}

    /// The time `timeInterval` seconds from now.
    public func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        let interval = timeInterval.isFinite ? max(-1e11, min(1e11, timeInterval)) : 0
        return localizedString(for: now.addingTimeInterval(interval), relativeTo: now)
    }

    /// `date` as seen from `referenceDate`.
    public func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units = DurationUnit.allCases
        let components = DurationUnit.components(units, from: referenceDate, to: date, calendar: calendar)
        return localizedString(from: components)
    }

    /// The largest non-zero value of `dateComponents` as a relative time ("in 0 seconds" or "now" when all
    /// are zero).
    public func localizedString(from dateComponents: DateComponents) -> String {
        for unit in DurationUnit.allCases {
            let n = DurationUnit.amount(unit, in: dateComponents)
            if n != 0 { return phrase(n, unit) }
        }
        return phrase(0, .second)
    }

    /// `localizedString(for:relativeTo:)`, for a `Date`; nil for anything else.
    public func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    private func phrase(_ n: Int, _ unit: DurationUnit) -> String {
        if dateTimeStyle == .named, let name = Self.name(n, unit) { return name }
        let count = n.magnitude
        let amount: String
        switch unitsStyle {
        case .full: amount = "\(count) \(unit.fullName(Int(count)))"
        case .spellOut: amount = "\(DurationUnit.spelled(Int(count))) \(unit.fullName(Int(count)))"
        case .short:
            let names = ["yr.", "mo.", "wk.", count == 1 ? "day" : "days", "hr.", "min.", "sec."]
            amount = "\(count) \(names[unit.rawValue])"
        case .abbreviated:
            amount = "\(count)\(["y", "mo", "w", "d", "h", "m", "s"][unit.rawValue])"
        }
        return n < 0 ? "\(amount) ago" : "in \(amount)"
    }

    /// English's names for a relative time: "now", "yesterday", "tomorrow", "last/next week, month, year".
    private static func name(_ n: Int, _ unit: DurationUnit) -> String? {
        switch (n, unit) {
        case (0, _): "now"
        case (-1, .day): "yesterday"
        case (1, .day): "tomorrow"
        case (-1, .week), (-1, .month), (-1, .year): "last \(unit.fullName(1))"
        case (1, .week), (1, .month), (1, .year): "next \(unit.fullName(1))"
        default: nil
        }
    }
}
