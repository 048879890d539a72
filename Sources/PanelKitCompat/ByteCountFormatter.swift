/// Foundation's `ByteCountFormatter`: a file or memory size as a settings screen or a download row shows it,
/// "1.5 MB", "Zero KB", "12 bytes". Adaptive (the default), sizes in bytes and KB show no fraction digits,
/// MB one and GB or more two, trailing zeros dropped, as Apple's en_US output. `.file` and `.decimal` count
/// 1000 bytes to the KB, `.memory` and `.binary` 1024 (still written KB, MB, as Apple's).
public final class ByteCountFormatter: @unchecked Sendable {
    /// How many bytes make a kilobyte, as `ByteCountFormatter.CountStyle`.
    public enum CountStyle: Int, Sendable {
        case file, memory, decimal, binary
    }

    /// The units a size may be written in, as `ByteCountFormatter.Units`.
    public struct Units: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let useBytes = Units(rawValue: 1 << 0)
        public static let useKB = Units(rawValue: 1 << 1)
        public static let useMB = Units(rawValue: 1 << 2)
        public static let useGB = Units(rawValue: 1 << 3)
        public static let useTB = Units(rawValue: 1 << 4)
        public static let usePB = Units(rawValue: 1 << 5)
        public static let useEB = Units(rawValue: 1 << 6)
        public static let useZB = Units(rawValue: 1 << 7)
        public static let useYBOrHigher = Units(rawValue: 0xFF << 8)
        public static let useAll = Units(rawValue: 0xFFFF)
        public static let useDefault: Units = []
    }

    /// 1000 (`.file`, `.decimal`) or 1024 (`.memory`, `.binary`) bytes to the kilobyte.
    public var countStyle: CountStyle = .file
    /// The units allowed; empty (`.useDefault`) means all of them.
    public var allowedUnits: Units = .useDefault
    /// Whether the unit is written ("1.5 MB" or "1.5").
    public var includesUnit = true
    /// Whether the number is written ("1.5 MB" or "MB").
    public var includesCount = true
    /// Whether the exact count follows in parentheses: "1.5 MB (1,500,000 bytes)".
    public var includesActualByteCount = false
    /// Whether zero is written "Zero KB" rather than "0 KB".
    public var allowsNonnumericFormatting = true
    /// Fraction digits by unit size (see the type); when false, up to three significant digits.
    public var isAdaptive = true
    /// Whether fraction digits keep their trailing zeros ("1.50 GB").
    public var zeroPadsFractionDigits = false

    public init() {}

    /// `byteCount` as a size, e.g. "1.5 MB".
    public func string(fromByteCount byteCount: Int64) -> String {
        let base = countStyle == .memory || countStyle == .binary ? 1024.0 : 1000.0
        let names = ["bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"]
        let allowed = allowedUnits.isEmpty ? Units.useAll : allowedUnits
        let allowedPowers = names.indices.filter { allowed.contains(Units(rawValue: 1 << UInt($0))) }
        let powers = allowedPowers.isEmpty ? Array(names.indices) : allowedPowers
        let magnitude = Double(byteCount.magnitude)

        var text: String
        if byteCount == 0 {
            // Zero is written in KB when KB may be used, else in the smallest unit allowed.
            let power = powers.contains(1) ? 1 : powers[0]
            let unit = power == 0 ? "bytes" : names[power]
            if allowsNonnumericFormatting && includesCount {
                text = includesUnit ? "Zero \(unit)" : "Zero"
            } else {
                text = compose(count: "0", unit: unit)
            }
        } else {
            // The largest allowed unit the size fills at least once, else the smallest allowed.
            var power = powers[0]
            for p in powers where magnitude >= pow(base, p) { power = p }
            let value = magnitude / pow(base, power)
            let digits: Int
            if isAdaptive {
                digits = power <= 1 ? 0 : (power == 2 ? 1 : 2)
            } else {
                digits = value >= 100 ? 0 : (value >= 10 ? 1 : 2)
            }
            let number = Self.decimal(value, fractionDigits: digits, padded: zeroPadsFractionDigits && power > 0)
            let signed = byteCount < 0 ? "-" + number : number
            let unit = power == 0 ? (byteCount.magnitude == 1 ? "byte" : "bytes") : names[power]
            text = compose(count: signed, unit: unit)
        }
        if includesActualByteCount && !(powers == [0]) {
            let exact = Self.decimal(Double(byteCount), fractionDigits: 0, padded: false)
            text += " (\(exact) \(byteCount.magnitude == 1 ? "byte" : "bytes"))"
        }
        return text
    }

    /// `string(fromByteCount:)` of a formatter with `countStyle`.
    public static func string(fromByteCount byteCount: Int64, countStyle: CountStyle) -> String {
        let formatter = ByteCountFormatter()
        formatter.countStyle = countStyle
        return formatter.string(fromByteCount: byteCount)
    }

    /// The size of an integer (any `BinaryInteger`) or nil for anything else, as `Formatter.string(for:)`.
    public func string(for obj: Any?) -> String? {
        switch obj {
        case let n as any BinaryInteger: string(fromByteCount: Int64(clamping: n))
        case let n as NSNumber: string(fromByteCount: n.int64Value)
        default: nil
        }
    }

    private func compose(count: String, unit: String) -> String {
        switch (includesCount, includesUnit) {
        case (true, true): "\(count) \(unit)"
        case (true, false): count
        case (false, _): unit
        }
    }

    private func pow(_ base: Double, _ power: Int) -> Double {
        (0..<power).reduce(1.0) { result, _ in result * base }
    }

    /// `value` with grouping and at most `fractionDigits` digits, in the current locale's marks.
    static func decimal(_ value: Double, fractionDigits: Int, padded: Bool) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = fractionDigits
        formatter.minimumFractionDigits = padded ? fractionDigits : 0
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
