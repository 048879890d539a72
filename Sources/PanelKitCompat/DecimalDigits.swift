/// A non-negative number as its decimal digits, for the formatters: `digits` (no leading zeros) times
/// 10^(`exponent` - digits.count), taken from Swift's shortest round-trip text of a `Double`, as ICU's
/// formatters take it (so 2.675 rounds to 2.68 at two places, as a reader expects, not to 2.67).
struct DecimalDigits: Equatable {
    /// The digits, most significant first, 0...9 each; empty for zero.
    var digits: [UInt8]
    /// The number of digits before the decimal point (may be negative or beyond `digits.count`).
    var exponent: Int

    /// The digits of `abs(value)`; zero for NaN and infinity (callers show those themselves).
    init(_ value: Double) {
        digits = []
        exponent = 0
        guard value.isFinite, value != 0 else { return }
        let text = String(abs(value))  // "1234.5", "1e-07", "1.5e+20"
        var mantissa = Substring(text)
        var power = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            power = Int(text[text.index(after: e)...].replacingOccurrences(of: "+", with: "")) ?? 0
            mantissa = text[..<e]
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var all = (whole + fraction).compactMap { $0.wholeNumberValue.map(UInt8.init) }
        var point = whole.count + power
        while all.first == 0 {
            all.removeFirst()
            point -= 1
        }
        while all.last == 0 { all.removeLast() }
        digits = all
        exponent = all.isEmpty ? 0 : point
    }

    /// The digits of a whole number.
    init(integer: UInt64) {
        digits = String(integer).compactMap { $0.wholeNumberValue.map(UInt8.init) }
        while digits.last == 0, !digits.isEmpty { digits.removeLast() }
        exponent = integer == 0 ? 0 : String(integer).count
        if integer == 0 { digits = [] }
    }

    var isZero: Bool { digits.isEmpty }

    /// Rounded to `places` digits after the point, ties to even (ICU's default, `.halfEven`) or away
    /// from zero (`halfUp`).
    func rounded(toPlaces places: Int, halfUp: Bool = false) -> DecimalDigits {
        let keep = exponent + places  // digits kept
        guard keep < digits.count else { return self }
        if keep < 0 { return DecimalDigits(digits: [], exponent: 0) }
        var kept = Array(digits[0..<keep])
        let rest = digits[keep...]
        let first = rest.first ?? 0
        let beyondHalf = first > 5 || (first == 5 && rest.dropFirst().contains { $0 != 0 })
        let tie = first == 5 && !beyondHalf
        let lastEven = (kept.last ?? 0) % 2 == 0
        let up = beyondHalf || (tie && (halfUp || !lastEven))
        var exp = exponent
        if up {
            var i = kept.count - 1
            while i >= 0 {
                if kept[i] == 9 {
                    kept[i] = 0
                    i -= 1
                } else {
                    kept[i] += 1
                    break
                }
            }
            if i < 0 {
                kept.insert(1, at: 0)
                exp += 1
            }
        }
        while kept.last == 0 { kept.removeLast() }
        return DecimalDigits(digits: kept, exponent: kept.isEmpty ? 0 : exp)
    }

    init(digits: [UInt8], exponent: Int) {
        self.digits = digits
        self.exponent = exponent
    }

    /// The digits before the point ("0" for none) and after it, padded with zeros to `minimumFraction`.
    func text(minimumFraction: Int) -> (whole: String, fraction: String) {
        var whole = ""
        var fraction = ""
        if exponent <= 0 {
            whole = "0"
            fraction = String(repeating: "0", count: -exponent) + digits.map(String.init).joined()
        } else {
            for i in 0..<exponent { whole += i < digits.count ? String(digits[i]) : "0" }
            if exponent < digits.count { fraction = digits[exponent...].map(String.init).joined() }
        }
        if digits.isEmpty { fraction = "" }
        if fraction.count < minimumFraction {
            fraction += String(repeating: "0", count: minimumFraction - fraction.count)
        }
        return (whole, fraction)
    }
}
