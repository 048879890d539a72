#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Numbers as text and back, as Foundation's `NumberFormatter`, for code that imports only PanelKitCompat.
///
/// Styles `.none`, `.decimal`, `.currency`, `.currencyISOCode`, `.currencyAccounting` (negatives in
/// parentheses), `.percent`, `.scientific`, `.ordinal` and `.spellOut` (English words, "forty-two",
/// "three point one four"), with Foundation's default digits per style, rounding half to even, grouping by
/// threes. There is no ICU
/// here: the symbols are English (US) ones unless the locale's language is one of a few whose separators
/// PanelKit knows (German, French, Spanish, Italian, Dutch, Portuguese, Swedish, Danish, Norwegian,
/// Finnish, Polish, Russian: decimal comma and their grouping mark), and any separator or symbol you set
/// wins. Ordinals are English ("1st", "22nd").
public final class NumberFormatter: @unchecked Sendable {
    /// The kinds of text, as `NumberFormatter.Style`.
    public enum Style: UInt, Sendable {
        case none = 0
        case decimal = 1
        case currency = 2
        case percent = 3
        case scientific = 4
        case spellOut = 5
        case ordinal = 6
        case currencyISOCode = 8
        case currencyPlural = 9
        case currencyAccounting = 10
    }

    /// Rounding of the last digit shown, as `NumberFormatter.RoundingMode`.
    public enum RoundingMode: UInt, Sendable {
        case ceiling = 0
        case floor = 1
        case down = 2
        case up = 3
        case halfEven = 4
        case halfDown = 5
        case halfUp = 6
    }

    /// The style; setting it resets the digit counts to the style's defaults, as Foundation's.
    public var numberStyle: Style = .none {
        didSet {
            switch numberStyle {
            case .decimal: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (0, 3, true)
            case .currency, .currencyISOCode, .currencyPlural, .currencyAccounting:
                (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (2, 2, true)
            case .percent: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (0, 0, true)
            case .scientific: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (0, 6, false)
            case .none, .ordinal, .spellOut:
                (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (0, 0, false)
            }
        }
    }
    /// The locale, which picks the separators (see the type's description).
    public var locale: Locale = .current
    public var minimumFractionDigits = 0
    public var maximumFractionDigits = 0
    public var minimumIntegerDigits = 1
    public var maximumIntegerDigits = 42
    public var usesGroupingSeparator = false
    public var groupingSize = 3
    public var roundingMode: RoundingMode = .halfEven
    /// Multiplies the number before it is shown (percent: 100 when nil).
    public var multiplier: NSNumber?
    /// Shown instead of zero when set.
    public var zeroSymbol: String?
    public var notANumberSymbol = "NaN"
    public var positiveInfinitySymbol = "+∞"
    public var negativeInfinitySymbol = "-∞"
    public var minusSign = "-"
    public var plusSign = "+"
    public var isLenient = false
    /// Whether `number(from:)` gives numbers made from a real value always.
    public var generatesDecimalNumbers = false

    private var groupingSeparatorStorage: String?
    private var decimalSeparatorStorage: String?
    private var currencySymbolStorage: String?
    private var currencyCodeStorage: String?
    private var percentSymbolStorage: String?

    public init() {}

    /// The mark between groups of digits: set, else the locale's.
    public var groupingSeparator: String! {
        get { groupingSeparatorStorage ?? localeSeparators.grouping }
        set { groupingSeparatorStorage = newValue }
    }
    /// The decimal mark: set, else the locale's.
    public var decimalSeparator: String! {
        get { decimalSeparatorStorage ?? localeSeparators.decimal }
        set { decimalSeparatorStorage = newValue }
    }
    /// The currency code: set, else the locale's region's (USD for the US and unknown regions).
    public var currencyCode: String! {
        get { currencyCodeStorage ?? Self.currencyCode(forRegion: Self.localeParts(locale).region) }
        set { currencyCodeStorage = newValue }
    }
    /// The currency symbol: set, else the code's symbol ($, €, £, ¥) or the code itself.
    public var currencySymbol: String! {
        get {
            currencySymbolStorage
                ?? ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "CHF": "CHF"][
                    currencyCode] ?? currencyCode
        }
        set { currencySymbolStorage = newValue }
    }
    public var percentSymbol: String! {
        get { percentSymbolStorage ?? "%" }
        set { percentSymbolStorage = newValue }
    }

    // MARK: Formatting

    /// `number` as text in the style.
    public func string(from number: NSNumber) -> String? {
        var value = number.doubleValue
        if let multiplier { value *= multiplier.doubleValue } else if numberStyle == .percent { value *= 100 }
        if value.isNaN { return notANumberSymbol }
        if value.isInfinite { return value > 0 ? positiveInfinitySymbol : negativeInfinitySymbol }
        if value == 0, let zeroSymbol { return zeroSymbol }
        let negative = value < 0
        var digits: DecimalDigits
        if number.isIntegral, multiplier == nil, numberStyle != .percent {
            digits = DecimalDigits(integer: number.int64Value.magnitude)
        } else {
            digits = DecimalDigits(value)
        }
        if numberStyle == .scientific { return scientific(digits, negative: negative) }
        if numberStyle == .spellOut { return Self.spelledOut(digits, negative: negative) }
        digits = round(digits, places: maximumFractionDigits, negative: negative)
        let (whole, fraction) = digits.text(minimumFraction: minimumFractionDigits)
        var body = String(whole.suffix(maximumIntegerDigits))
        if body.count < minimumIntegerDigits {
            body = String(repeating: "0", count: minimumIntegerDigits - body.count) + body
        }
        if body.allSatisfy({ $0 == "0" }), minimumIntegerDigits == 0, !fraction.isEmpty { body = "" }
        if usesGroupingSeparator, groupingSize > 0 { body = grouped(body) }
        if !fraction.isEmpty { body += decimalSeparator + fraction }
        let sign = negative && !digits.isZero ? minusSign : ""
        switch numberStyle {
        case .currency:
            let symbol = currencySymbol ?? "$"
            if localeSeparators.symbolAfter { return sign + body + "\u{00A0}" + symbol }
            return sign + symbol + body
        case .currencyAccounting:
            // As ICU's en accounting format: a negative amount in parentheses instead of a minus sign.
            let symbol = currencySymbol ?? "$"
            let amount = localeSeparators.symbolAfter ? body + "\u{00A0}" + symbol : symbol + body
            return sign.isEmpty ? amount : "(" + amount + ")"
        case .currencyISOCode:
            return sign + (currencyCode ?? "USD") + "\u{00A0}" + body
        case .currencyPlural:
            return sign + body + " " + (currencyCode ?? "USD")
        case .percent:
            return sign + body + (localeSeparators.symbolAfter ? "\u{00A0}" : "") + (percentSymbol ?? "%")
        case .ordinal:
            return sign + body + Self.ordinalSuffix(digits)
        default:
            return sign + body
        }
    }

    /// `string(from:)` for a number with the given style, as `NumberFormatter.localizedString(from:number:)`.
    public static func localizedString(from num: NSNumber, number nstyle: Style) -> String {
        let f = NumberFormatter()
        f.numberStyle = nstyle
        return f.string(from: num) ?? ""
    }

    /// The number `string` shows in this style (separators, currency symbol and percent sign accepted);
    /// nil when it is not a number.
    public func number(from string: String) -> NSNumber? {
        var text = string.trimmingCharacters(in: .whitespaces)
        for s in [currencySymbol ?? "", currencyCode ?? "", percentSymbol ?? "", "\u{00A0}"] where !s.isEmpty {
            text = text.replacingOccurrences(of: s, with: "")
        }
        text = text.trimmingCharacters(in: .whitespaces)
        if let sep = groupingSeparator, !sep.isEmpty, usesGroupingSeparator || isLenient {
            text = text.replacingOccurrences(of: sep, with: "")
        }
        if let dec = decimalSeparator, dec != "." { text = text.replacingOccurrences(of: dec, with: ".") }
        if text.hasPrefix(minusSign), minusSign != "-" { text = "-" + text.dropFirst(minusSign.count) }
        guard !text.isEmpty, text.allSatisfy({ "0123456789.-+eE".contains($0) }), var value = Double(text) else {
            return nil
        }
        if let multiplier, multiplier.doubleValue != 0 {
            value /= multiplier.doubleValue
        } else if numberStyle == .percent {
            value /= 100
        }
        if !generatesDecimalNumbers, value == value.rounded(), abs(value) < 9e15 { return NSNumber(value: Int(value)) }
        return NSNumber(value: value)
    }

    // MARK: Pieces

    private func round(_ digits: DecimalDigits, places: Int, negative: Bool) -> DecimalDigits {
        switch roundingMode {
        case .halfEven: return digits.rounded(toPlaces: places)
        case .halfUp: return digits.rounded(toPlaces: places, halfUp: true)
        case .halfDown:
            // Ties toward zero: round a hair below the tie.
            let keep = digits.exponent + places
            if keep >= 0, keep < digits.digits.count, digits.digits[keep] == 5,
                !digits.digits[(keep + 1)...].contains(where: { $0 != 0 })
            {
                return truncated(digits, places: places)
            }
            return digits.rounded(toPlaces: places, halfUp: true)
        case .down: return truncated(digits, places: places)
        case .up: return awayFromZero(digits, places: places)
        case .ceiling: return negative ? truncated(digits, places: places) : awayFromZero(digits, places: places)
        case .floor: return negative ? awayFromZero(digits, places: places) : truncated(digits, places: places)
        }
    }

    private func truncated(_ d: DecimalDigits, places: Int) -> DecimalDigits {
        let keep = d.exponent + places
        guard keep < d.digits.count else { return d }
        guard keep > 0 else { return DecimalDigits(digits: [], exponent: 0) }
        var kept = Array(d.digits[0..<keep])
        while kept.last == 0 { kept.removeLast() }
        return DecimalDigits(digits: kept, exponent: kept.isEmpty ? 0 : d.exponent)
    }

    private func awayFromZero(_ d: DecimalDigits, places: Int) -> DecimalDigits {
        let keep = d.exponent + places
        guard keep < d.digits.count else { return d }
        // Anything beyond the kept digits rounds up: make the first dropped digit a 9 and round half up.
        var forced = d
        if keep >= 0 {
            forced.digits = Array(d.digits[0..<keep]) + [9]
        } else {
            return DecimalDigits(digits: [1], exponent: -places + 1)
        }
        return forced.rounded(toPlaces: places, halfUp: true)
    }

    private func grouped(_ whole: String) -> String {
        guard whole.count > groupingSize else { return whole }
        var out = ""
        for (i, c) in whole.enumerated() {
            if i > 0, (whole.count - i) % groupingSize == 0 { out += groupingSeparator ?? "," }
            out.append(c)
        }
        return out
    }

    private func scientific(_ d: DecimalDigits, negative: Bool) -> String {
        guard !d.isZero else { return "0E0" }
        let power = d.exponent - 1
        let mantissa = DecimalDigits(digits: d.digits, exponent: 1).rounded(toPlaces: maximumFractionDigits)
        let carry = mantissa.exponent - 1
        let (whole, fraction) = mantissa.text(minimumFraction: minimumFractionDigits)
        let body = fraction.isEmpty ? whole : whole + (decimalSeparator ?? ".") + fraction
        return (negative ? minusSign : "") + body + "E" + String(power + carry)
    }

    /// A number in English words, as ICU's en spell-out: the whole part ("one thousand two hundred
    /// thirty-four"), then "point" and each fraction digit ("three point one four"); "minus" before a negative.
    private static func spelledOut(_ d: DecimalDigits, negative: Bool) -> String {
        let (whole, fraction) = d.text(minimumFraction: 0)
        var words = Int(whole).map(DurationUnit.spelled) ?? whole
        let digitNames = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        let fractionWords = fraction.compactMap { $0.wholeNumberValue.map { digitNames[$0] } }
        if !fractionWords.isEmpty { words += " point " + fractionWords.joined(separator: " ") }
        return (negative && !d.isZero ? "minus " : "") + words
    }

    private static func ordinalSuffix(_ d: DecimalDigits) -> String {
        let (whole, _) = d.text(minimumFraction: 0)
        let n = Int(whole.suffix(2)) ?? 0
        if (11...13).contains(n % 100) { return "th" }
        switch n % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }

    /// The locale's decimal and grouping marks, and whether a currency or percent symbol follows the number.
    private var localeSeparators: (decimal: String, grouping: String, symbolAfter: Bool) {
        switch Self.localeParts(locale).language {
        case "de", "es", "it", "nl", "pt", "da", "nb", "no", "id", "tr": (",", ".", true)
        case "fr", "sv", "fi", "pl", "ru", "cs", "sk", "uk": (",", "\u{202F}", true)
        default: (".", ",", false)
        }
    }

    /// The language and region of a locale identifier ("de_DE", "pt-BR", "fr"), without ICU.
    static func localeParts(_ locale: Locale) -> (language: String, region: String?) {
        let parts = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" || $0 == "." })
        let language = parts.first.map { $0.lowercased() } ?? "en"
        let region = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isUppercase) }.map(String.init)
        return (language.isEmpty ? "en" : language, region)
    }

    private static func currencyCode(forRegion region: String?) -> String {
        switch region ?? "US" {
        case "DE", "FR", "ES", "IT", "NL", "PT", "FI", "AT", "BE", "IE", "GR", "SK", "SI", "LU", "EE", "LV", "LT":
            "EUR"
        case "GB": "GBP"
        case "JP": "JPY"
        case "CH": "CHF"
        case "SE": "SEK"
        case "NO": "NOK"
        case "DK": "DKK"
        case "PL": "PLN"
        case "CA": "CAD"
        case "AU": "AUD"
        case "IN": "INR"
        case "CN": "CNY"
        default: "USD"
        }
    }
}
