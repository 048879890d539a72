#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Dates as text and back, as Foundation's `DateFormatter`, for code that imports only PanelKitCompat.
///
/// `dateStyle` and `timeStyle` give the US English formats ("Dec 6, 2026 at 3:04 PM"); `dateFormat` takes
/// Unicode patterns (`yyyy-MM-dd'T'HH:mm:ss.SSSZ`, `EEEE, MMM d`, `h:mm a`), used both ways. There is no
/// ICU here: month and weekday names are English whatever the locale, and the calendar is Gregorian.
/// Pattern letters PanelKit does not know are printed as they are.
public final class DateFormatter: @unchecked Sendable {
    /// The predefined formats, as `DateFormatter.Style`.
    public enum Style: UInt, Sendable {
        case none = 0
        case short = 1
        case medium = 2
        case long = 3
        case full = 4
    }

    public var dateStyle: Style = .none
    public var timeStyle: Style = .none
    /// The time zone dates are shown in (the system's by default).
    public var timeZone: TimeZone! = .current
    public var locale: Locale! = .current
    public var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// Whether `date(from:)` accepts text that does not match the format exactly (kept; parsing is strict).
    public var isLenient = false
    /// Whether dates near today show as "Today", "Yesterday", "Tomorrow" (with a date style).
    public var doesRelativeDateFormatting = false
    public var amSymbol = "AM"
    public var pmSymbol = "PM"
    public var monthSymbols = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    public var shortMonthSymbols = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    public var veryShortMonthSymbols = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"]
    public var weekdaySymbols = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    public var shortWeekdaySymbols = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    public var veryShortWeekdaySymbols = ["S", "M", "T", "W", "T", "F", "S"]
    public var eraSymbols = ["BC", "AD"]

    private var formatStorage: String?

    public init() {}

    /// The pattern: the one set, else the one the styles give.
    public var dateFormat: String! {
        get { formatStorage ?? styleFormat }
        set { formatStorage = newValue }
    }

    /// Sets `dateFormat` from a template of the fields wanted ("yMMMd", "jm"), in US English order.
    public func setLocalizedDateFormatFromTemplate(_ dateFormatTemplate: String) {
        let t = dateFormatTemplate
        var date: [String] = []
        let wantsYear = t.contains("y")
        let months = t.filter { $0 == "M" || $0 == "L" }.count
        let wantsDay = t.contains("d")
        let weekday = t.filter { $0 == "E" }.count
        if weekday > 0 { date.append(weekday >= 4 ? "EEEE," : "EEE,") }
        if months >= 3 {
            date.append(months == 3 ? "MMM" : "MMMM")
            if wantsDay { date.append(wantsYear ? "d," : "d") }
            if wantsYear { date.append("y") }
        } else if months > 0 {
            var numeric = "M"
            if wantsDay { numeric += "/d" }
            if wantsYear { numeric += "/y" }
            date.append(numeric)
        } else {
            if wantsDay { date.append("d") }
            if wantsYear { date.append("y") }
        }
        var time: [String] = []
        let twentyFour = t.contains("H")
        if t.contains("j") || t.contains("h") || twentyFour {
            var clock = twentyFour ? "HH" : "h"
            if t.contains("m") { clock += ":mm" }
            if t.contains("s") { clock += ":ss" }
            time.append(clock)
            if !twentyFour { time.append("a") }
        } else if t.contains("m") {
            time.append(t.contains("s") ? "mm:ss" : "mm")
        }
        var pattern = date.joined(separator: " ")
        if pattern.hasSuffix(",") { pattern.removeLast() }
        if !time.isEmpty { pattern += (pattern.isEmpty ? "" : ", ") + time.joined(separator: " ") }
        formatStorage = pattern
    }

    /// The pattern the styles give, in US English.
    private var styleFormat: String {
        let date: String? =
            switch dateStyle {
            case .none: nil
            case .short: "M/d/yy"
            case .medium: "MMM d, y"
            case .long: "MMMM d, y"
            case .full: "EEEE, MMMM d, y"
            }
        let time: String? =
            switch timeStyle {
            case .none: nil
            case .short: "h:mm a"
            case .medium: "h:mm:ss a"
            case .long: "h:mm:ss a z"
            case .full: "h:mm:ss a zzzz"
            }
        switch (date, time) {
        case (let d?, let t?): return d + (dateStyle == .short ? ", " : " 'at' ") + t
        case (let d?, nil): return d
        case (nil, let t?): return t
        case (nil, nil): return ""
        }
    }

    // MARK: Formatting

    /// `date` as text.
    public func string(from date: Date) -> String {
        if doesRelativeDateFormatting, dateStyle != .none, formatStorage == nil, let word = relativeWord(for: date) {
            guard timeStyle != .none else { return word }
            let saved = dateStyle
            dateStyle = .none
            defer { dateStyle = saved }
            return word + (saved == .short ? ", " : " at ") + string(from: date)
        }
        let c = components(of: date)
        var out = ""
        for token in Self.tokens(of: dateFormat ?? "") {
            switch token {
            case .literal(let text): out += text
            case .field(let letter, let count): out += field(letter, count, c, date)
            }
        }
        return out
    }

    /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`.
    public static func localizedString(from date: Date, dateStyle dstyle: Style, timeStyle tstyle: Style) -> String {
        let f = DateFormatter()
        f.dateStyle = dstyle
        f.timeStyle = tstyle
        return f.string(from: date)
    }

    private func relativeWord(for date: Date) -> String? {
        var cal = calendar ?? Calendar(identifier: .gregorian)
        cal.timeZone = timeZone ?? .current
        let today = cal.startOfDay(for: Date())
        let day = cal.startOfDay(for: date)
        guard let diff = cal.dateComponents([.day], from: today, to: day).day else { return nil }
        return [-1: "Yesterday", 0: "Today", 1: "Tomorrow"][diff]
    }

    private func components(of date: Date) -> DateComponents {
        var cal = calendar ?? Calendar(identifier: .gregorian)
        cal.timeZone = timeZone ?? .current
        return cal.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday, .dayOfYear], from: date)
    }

    private func pad(_ n: Int, _ width: Int) -> String {
        let s = String(abs(n))
        return (n < 0 ? "-" : "") + (s.count < width ? String(repeating: "0", count: width - s.count) + s : s)
    }

    private func field(_ letter: Character, _ count: Int, _ c: DateComponents, _ date: Date) -> String {
        let month = (c.month ?? 1) - 1
        let weekday = (c.weekday ?? 1) - 1
        let hour = c.hour ?? 0
        switch letter {
        case "G": return eraSymbols[(c.era ?? 1) == 0 ? 0 : 1]
        case "y", "u", "Y":
            let year = c.year ?? 0
            return count == 2 ? pad(year % 100, 2) : pad(year, count)
        case "M", "L":
            switch count {
            case 1, 2: return pad(month + 1, count)
            case 3: return shortMonthSymbols[month]
            case 5: return veryShortMonthSymbols[month]
            default: return monthSymbols[month]
            }
        case "d": return pad(c.day ?? 1, count)
        case "D": return pad(c.dayOfYear ?? 1, count)
        case "E", "e", "c":
            if (letter == "e" || letter == "c") && count <= 2 { return pad(weekday + 1, count) }
            switch count {
            case 4: return weekdaySymbols[weekday]
            case 5: return veryShortWeekdaySymbols[weekday]
            default: return shortWeekdaySymbols[weekday]
            }
        case "a": return hour < 12 ? amSymbol : pmSymbol
        case "h": return pad(hour % 12 == 0 ? 12 : hour % 12, count)
        case "H": return pad(hour, count)
        case "k": return pad(hour == 0 ? 24 : hour, count)
        case "K": return pad(hour % 12, count)
        case "m": return pad(c.minute ?? 0, count)
        case "s": return pad(c.second ?? 0, count)
        case "S":
            let fraction = Double(c.nanosecond ?? 0) / 1e9
            let scaled = Int((fraction * pow(10, Double(count))).rounded(.down))
            return pad(scaled, count)
        case "z", "Z", "O", "v", "V", "X", "x": return zone(letter, count, date)
        default: return String(repeating: letter, count: count)
        }
    }

    private func zone(_ letter: Character, _ count: Int, _ date: Date) -> String {
        let tz = timeZone ?? .current
        let seconds = tz.secondsFromGMT(for: date)
        let sign = seconds < 0 ? "-" : "+"
        let h = abs(seconds) / 3600
        let m = abs(seconds) % 3600 / 60
        switch (letter, count) {
        case ("X", _) where seconds == 0: return "Z"
        case ("Z", 5) where seconds == 0: return "Z"
        case ("Z", 1...3), ("X", 2), ("x", 2), ("X", 4), ("x", 4): return sign + pad(h, 2) + pad(m, 2)
        case ("X", 1), ("x", 1): return sign + pad(h, 2) + (m != 0 ? pad(m, 2) : "")
        case ("Z", 5), ("X", 3), ("x", 3), ("X", 5), ("x", 5): return sign + pad(h, 2) + ":" + pad(m, 2)
        case ("z", 4...), ("v", 4...):
            if tz.identifier == "UTC" || tz.identifier == "GMT" { return "Coordinated Universal Time" }
            return tz.identifier
        case ("z", _):
            if seconds == 0 { return tz.identifier == "GMT" ? "GMT" : "UTC" }
            return tz.abbreviation(for: date) ?? "GMT" + sign + String(h) + (m != 0 ? ":" + pad(m, 2) : "")
        default:
            if seconds == 0 { return "GMT" }
            return "GMT" + sign + String(h) + (m != 0 ? ":" + pad(m, 2) : "")
        }
    }

    // MARK: Parsing

    /// The date `string` shows in `dateFormat`; nil when it does not match. Fields the pattern leaves out
    /// take January 1st, 2000 (Foundation's default) at midnight in `timeZone`.
    public func date(from string: String) -> Date? {
        var rest = Substring(string)
        var parts = DateComponents()
        parts.year = 2000
        parts.month = 1
        parts.day = 1
        var hour12: Int?
        var isPM: Bool?
        var offset: Int?
        for token in Self.tokens(of: dateFormat ?? "") {
            switch token {
            case .literal(let text):
                guard rest.hasPrefix(text) else {
                    // Spaces are compared loosely (a narrow or no-break space matches a space).
                    if text.allSatisfy(\.isWhitespace), rest.first?.isWhitespace == true {
                        rest = rest.drop { $0.isWhitespace }
                        continue
                    }
                    return nil
                }
                rest = rest.dropFirst(text.count)
            case .field(let letter, let count):
                switch letter {
                case "y", "u", "Y":
                    guard let n = Self.number(&rest, maxDigits: count == 2 ? 2 : 9) else { return nil }
                    parts.year = count == 2 ? 2000 + n - (n >= 69 ? 100 : 0) : n
                case "M", "L":
                    if count >= 3 {
                        let names = count == 3 ? shortMonthSymbols : monthSymbols
                        guard let i = Self.name(&rest, in: names) else { return nil }
                        parts.month = i + 1
                    } else {
                        guard let n = Self.number(&rest, maxDigits: 2), (1...12).contains(n) else { return nil }
                        parts.month = n
                    }
                case "d":
                    guard let n = Self.number(&rest, maxDigits: 2), (1...31).contains(n) else { return nil }
                    parts.day = n
                case "E":
                    guard Self.name(&rest, in: count >= 4 ? weekdaySymbols : shortWeekdaySymbols) != nil else {
                        return nil
                    }
                case "H", "k":
                    guard let n = Self.number(&rest, maxDigits: 2), n <= 24 else { return nil }
                    parts.hour = n % 24
                case "h", "K":
                    guard let n = Self.number(&rest, maxDigits: 2), n <= 12 else { return nil }
                    hour12 = n % 12
                case "a":
                    guard let i = Self.name(&rest, in: [amSymbol, pmSymbol]) else { return nil }
                    isPM = i == 1
                case "m":
                    guard let n = Self.number(&rest, maxDigits: 2), n < 60 else { return nil }
                    parts.minute = n
                case "s":
                    guard let n = Self.number(&rest, maxDigits: 2), n <= 60 else { return nil }
                    parts.second = n
                case "S":
                    let digits = rest.prefix { $0.isASCII && $0.isNumber }
                    guard !digits.isEmpty, let n = Int(digits.prefix(9)) else { return nil }
                    rest = rest.dropFirst(digits.count)
                    parts.nanosecond = n * Int(pow(10, Double(9 - min(digits.count, 9))))
                case "Z", "X", "x":
                    guard let seconds = Self.zoneOffset(&rest) else { return nil }
                    offset = seconds
                default:
                    return nil
                }
            }
        }
        guard rest.isEmpty else { return nil }
        if let hour12 { parts.hour = hour12 + (isPM == true ? 12 : 0) }
        var cal = calendar ?? Calendar(identifier: .gregorian)
        cal.timeZone = offset.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone ?? .current
        guard let date = cal.date(from: parts) else { return nil }
        // The calendar rolls over impossible days (February 30th); Foundation refuses them.
        guard cal.component(.day, from: date) == parts.day else { return nil }
        return date
    }

    private static func number(_ s: inout Substring, maxDigits: Int) -> Int? {
        var digits = s.prefix { $0.isASCII && $0.isNumber }.prefix(maxDigits)
        if digits.isEmpty, s.first == "-" {
            digits = s.dropFirst().prefix { $0.isASCII && $0.isNumber }.prefix(maxDigits)
            guard !digits.isEmpty, let n = Int(digits) else { return nil }
            s = s.dropFirst(digits.count + 1)
            return -n
        }
        guard !digits.isEmpty, let n = Int(digits) else { return nil }
        s = s.dropFirst(digits.count)
        return n
    }

    private static func name(_ s: inout Substring, in names: [String]) -> Int? {
        // Longest first, so "June" is not taken for "Jun".
        let order = names.indices.sorted { names[$0].count > names[$1].count }
        for i in order where s.lowercased().hasPrefix(names[i].lowercased()) {
            s = s.dropFirst(names[i].count)
            return i
        }
        return nil
    }

    /// "Z", "+01", "+0100", "+01:00", "GMT+1" as seconds east of GMT.
    private static func zoneOffset(_ s: inout Substring) -> Int? {
        if s.hasPrefix("Z") {
            s = s.dropFirst()
            return 0
        }
        if s.hasPrefix("GMT") || s.hasPrefix("UTC") { s = s.dropFirst(3) }
        guard let signChar = s.first, signChar == "+" || signChar == "-" else { return 0 }
        s = s.dropFirst()
        guard let h = number(&s, maxDigits: 2) else { return nil }
        var m = 0
        if s.first == ":" { s = s.dropFirst() }
        if let minutes = number(&s, maxDigits: 2) { m = minutes }
        let total = h * 3600 + m * 60
        return signChar == "-" ? -total : total
    }

    // MARK: Patterns

    enum Token: Equatable {
        case literal(String)
        case field(Character, Int)
    }

    /// A pattern as fields (runs of one ASCII letter) and literal text ('quoted', '' for a quote).
    static func tokens(of pattern: String) -> [Token] {
        var tokens: [Token] = []
        var chars = Array(pattern)[...]
        var literal = ""
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        while let c = chars.first {
            if c == "'" {
                chars.removeFirst()
                if chars.first == "'" {
                    literal.append("'")
                    chars.removeFirst()
                    continue
                }
                while let q = chars.first {
                    chars.removeFirst()
                    if q == "'" {
                        if chars.first == "'" {
                            literal.append("'")
                            chars.removeFirst()
                            continue
                        }
                        break
                    }
                    literal.append(q)
                }
            } else if c.isASCII, c.isLetter {
                flush()
                var count = 0
                while chars.first == c {
                    chars.removeFirst()
                    count += 1
                }
                tokens.append(.field(c, count))
            } else {
                literal.append(c)
                chars.removeFirst()
            }
        }
        flush()
        return tokens
    }
}
