#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Foundation's `DateComponentsFormatter`: a duration as a player's time ("1:02:03"), a timer ("1h 2m") or
/// a sentence ("1 hour, 2 minutes"), in English. A time interval is split into the allowed units (by
/// default years down to seconds) in the Gregorian calendar, from `referenceDate` (or the reference date
/// 2001-01-01 UTC) on, seconds cut, not rounded.
public final class DateComponentsFormatter: @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:03".
        case positional = 0
        /// "1h 2m 3s".
        case abbreviated = 1
        /// "1 hr, 2 min, 3 sec".
        case short = 2
        /// "1 hour, 2 minutes, 3 seconds".
        case full = 3
        /// "one hour, two minutes, three seconds".
        case spellOut = 4
        /// "1hr 2min 3sec".
        case brief = 5
    }

    /// Which zero-valued units are left out, as `DateComponentsFormatter.ZeroFormattingBehavior`.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Positional: leading zero units dropped (minutes and seconds always shown); others: every zero dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional: every allowed unit shown, the first as two digits ("00:01:02").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
        public static let none = ZeroFormattingBehavior([])
    }

    public var unitsStyle: UnitsStyle = .positional
    /// The units written; empty means years, months, weeks, days, hours, minutes and seconds.
    public var allowedUnits: NSCalendar.Unit = []
    public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units (the largest non-zero ones); 0 for no limit.
    public var maximumUnitCount = 0
    /// "About 1 hour".
    public var includesApproximationPhrase = false
    /// "1 hour remaining".
    public var includesTimeRemainingPhrase = false
    /// The calendar durations are split in; nil for Gregorian in UTC.
    public var calendar: Calendar?
    /// The date a time interval counts from (months and years have their lengths from it).
    public var referenceDate: Date?

    public init() {}

    /// `ti` seconds as a duration: "1:02:03", "1h 2m 3s"; nil when `ti` is not finite.
    public func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite, abs(ti) < 1e11 else { return nil }
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        let text = string(from: start, to: start.addingTimeInterval(abs(ti)))
        return ti <= -1 ? text.map { "-" + $0 } : text
    }

    /// The duration from `startDate` to `endDate`.
    public func string(from startDate: Date, to endDate: Date) -> String? {
        let units = self.units
        return string(amounts: units.map { ($0, DurationUnit.amount($0, in: components(units, startDate, endDate))) })
    }

    /// The duration in `components` (only the allowed units are written).
    public func string(from components: DateComponents) -> String? {
        string(amounts: units.map { ($0, DurationUnit.amount($0, in: components)) })
    }

    /// Any object: a `DateComponents` or a number of seconds.
    public func string(for obj: Any?) -> String? {
        switch obj {
        case let c as DateComponents: string(from: c)
        case let t as Double: string(from: t)
        case let n as Int: string(from: TimeInterval(n))
        default: nil
        }
    }

    /// `string(from:)` of a formatter with `unitsStyle`.
    public static func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private var units: [DurationUnit] {
        let allowed = allowedUnits.intersection([
            .year, .month, .weekOfMonth, .weekOfYear, .day, .hour, .minute, .second,
        ])
        return DurationUnit.allCases.filter { allowed.isEmpty || !allowed.intersection($0.calendarUnit).isEmpty }
    }

    private func components(_ units: [DurationUnit], _ start: Date, _ end: Date) -> DateComponents {
        DurationUnit.components(units, from: start, to: end, calendar: calendar)
    }

    private func string(amounts all: [(DurationUnit, Int)]) -> String? {
        guard !all.isEmpty else { return nil }
        var amounts = all
        let positional = unitsStyle == .positional
        let behavior = zeroFormattingBehavior
        if positional {
            if !behavior.contains(.pad) && (behavior.contains(.default) || behavior.contains(.dropLeading)) {
                // Leading zero units go, but minutes and seconds stay ("0:05").
                while amounts.count > 1, amounts[0].1 == 0,
                    !(amounts.count <= 2 && amounts.allSatisfy { $0.0 == .minute || $0.0 == .second })
                {
                    amounts.removeFirst()
                }
            }
        } else {
            let dropLeading = behavior.contains(.default) || behavior.contains(.dropLeading)
            let dropMiddle = behavior.contains(.default) || behavior.contains(.dropMiddle)
            let dropTrailing = behavior.contains(.default) || behavior.contains(.dropTrailing)
            let first = amounts.firstIndex { $0.1 != 0 }
            let last = amounts.lastIndex { $0.1 != 0 }
            if let first, let last {
                amounts = amounts.enumerated().filter { i, pair in
                    guard pair.1 == 0 else { return true }
                    return i < first ? !dropLeading : (i > last ? !dropTrailing : !dropMiddle)
                }.map(\.element)
            } else if dropLeading || dropTrailing || dropMiddle {
                amounts = [amounts[amounts.count - 1]]  // all zero: "0s", in the smallest unit
            }
        }
        if maximumUnitCount > 0 {
            let from = amounts.firstIndex { $0.1 != 0 } ?? 0
            amounts = Array(amounts[from...].prefix(maximumUnitCount))
        }
        var text = positional ? positionalText(amounts, pad: behavior.contains(.pad)) : namedText(amounts)
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// "1:02:03": hours and smaller joined by colons, every field but the first two digits; larger units
    /// written abbreviated in front ("1d 2:03:04").
    private func positionalText(_ amounts: [(DurationUnit, Int)], pad: Bool) -> String {
        let clock = amounts.filter { $0.0.rawValue >= DurationUnit.hour.rawValue }
        let calendarPart = amounts.filter { $0.0.rawValue < DurationUnit.hour.rawValue }
        var fields: [String] = []
        for (i, (_, n)) in clock.enumerated() {
            fields.append(i == 0 && !(pad && calendarPart.isEmpty) ? "\(n)" : Self.twoDigits(n))
        }
        let prefix = calendarPart.map { "\($0.1)\(abbreviation($0.0))" }.joined(separator: " ")
        let clockText = fields.joined(separator: ":")
        return [prefix, clockText].filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func namedText(_ amounts: [(DurationUnit, Int)]) -> String {
        let pieces = amounts.map { unit, n -> String in
            switch unitsStyle {
            case .abbreviated, .positional: "\(n)\(abbreviation(unit))"
            case .brief: "\(n)\(briefName(unit, n))"
            case .short: "\(n) \(shortName(unit, n))"
            case .full: "\(n) \(unit.fullName(n))"
            case .spellOut: "\(DurationUnit.spelled(n)) \(unit.fullName(n))"
            }
        }
        let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        return pieces.joined(separator: separator)
    }

    private func abbreviation(_ unit: DurationUnit) -> String {
        ["y", "mo", "w", "d", "h", "m", "s"][unit.rawValue]
    }

    private func shortName(_ unit: DurationUnit, _ n: Int) -> String {
        let one = ["yr", "mth", "wk", "day", "hr", "min", "sec"][unit.rawValue]
        let many = ["yrs", "mths", "wks", "days", "hr", "min", "sec"][unit.rawValue]
        return n == 1 ? one : many
    }

    private func briefName(_ unit: DurationUnit, _ n: Int) -> String {
        let one = ["yr", "mth", "wk", "day", "hr", "min", "sec"][unit.rawValue]
        let many = ["yrs", "mths", "wks", "days", "hr", "min", "sec"][unit.rawValue]
        return n == 1 ? one : many
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
