#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Foundation's `String(format:)`, for code that imports only PanelKitCompat:
// `label.text = String(format: "%.1f km", distance)`, `String(format: "%02d:%02d", minutes, seconds)`,
// `String(format: "%@ has %ld items", name, count)`.
extension String {
    /// `format` with each conversion replaced by the next argument, as Foundation's `String(format:)`: the C
    /// conversions (`d i u o x X c f F e E g G a A s p`, with flags, width, precision, `*` and length
    /// modifiers, which are accepted and ignored since each argument knows its own size), `%@` (the argument's
    /// `description`), `%%`, and positional `%2$@`. An argument of the wrong kind is converted (a `Double` for
    /// `%d` is truncated; a number for `%@` is its description) and a missing one reads as 0 or "", where
    /// Foundation's behaviour is undefined.
    public init(format: String, _ arguments: Any...) {
        self = FormatString(format, arguments).result
    }
}

/// One run of `String(format:)`: walks the format, handing each conversion its argument.
private struct FormatString {
    private let format: [Unicode.Scalar]
    private let arguments: [Any]
    private var next = 0
    private(set) var result = ""

    init(_ format: String, _ arguments: [Any]) {
        self.format = Array(format.unicodeScalars)
        self.arguments = arguments
        var i = 0
        var literal = String.UnicodeScalarView()
        while i < self.format.count {
            let c = self.format[i]
            if c != "%" {
                literal.append(c)
                i += 1
                continue
            }
            result += String(literal)
            literal = String.UnicodeScalarView()
            i = conversion(at: i + 1)
        }
        result += String(literal)
    }

    /// Formats the conversion whose spec starts at `start` (after the `%`); returns the index after it.
    private mutating func conversion(at start: Int) -> Int {
        var i = start
        func peek() -> Unicode.Scalar? { i < format.count ? format[i] : nil }
        func number() -> Int? {
            var n: Int?
            while let c = peek(), (48...57).contains(c.value) {
                let d = Int(c.value) - 48
                n = (n ?? 0) * 10 + d
                i += 1
            }
            return n
        }
        // A positional argument: digits then `$`.
        var position: Int?
        let save = i
        if let n = number(), peek() == "$" {
            position = n
            i += 1
        } else {
            i = save
        }
        var flags = ""
        while let c = peek(), "-+ #0'".unicodeScalars.contains(c) {
            flags.unicodeScalars.append(c)
            i += 1
        }
        var width: Int?
        if peek() == "*" {
            width = Int(integer(argument(nil)))
            i += 1
        } else {
            width = number()
        }
        var precision: Int?
        if peek() == "." {
            i += 1
            if peek() == "*" {
                precision = Int(integer(argument(nil)))
                i += 1
            } else {
                precision = number() ?? 0
            }
        }
        while let c = peek(), "hlqLzjt".unicodeScalars.contains(c) { i += 1 }
        guard let conversion = peek() else { return i }
        i += 1
        if conversion == "%" {
            result += "%"
            return i
        }
        var spec = "%" + flags
        if let width { spec += String(width) }
        if let precision { spec += "." + String(precision) }
        let value = argument(position)
        switch conversion {
        case "d", "i":
            result += Self.c(spec + "lld", CLongLong(integer(value)))
        case "u", "o", "x", "X":
            result += Self.c(spec + "ll" + String(conversion), CUnsignedLongLong(truncatingIfNeeded: integer(value)))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            result += Self.c(spec + String(conversion), real(value))
        case "c", "C":
            let scalar = (value as? Character).map(String.init) ?? (value as? String).map { String($0.prefix(1)) }
            result += Self.pad(
                scalar ?? Unicode.Scalar(UInt32(truncatingIfNeeded: integer(value))).map(String.init) ?? "", flags,
                width, nil)
        case "p":
            result += Self.c(spec + "llx", CUnsignedLongLong(truncatingIfNeeded: integer(value)))
        default:  // "@", "s", "S" and anything unknown: the argument's text
            result += Self.pad(value.map { String(describing: $0) } ?? "", flags, width, precision)
        }
        return i
    }

    /// The argument at `position` (1-based), else the next one; nil when there is none.
    private mutating func argument(_ position: Int?) -> Any? {
        let index: Int
        if let position {
            index = position - 1
        } else {
            index = next
            next += 1
        }
        return arguments.indices.contains(index) ? arguments[index] : nil
    }

    /// `value` as an integer: integers of any width, truncated reals, booleans as 0 or 1.
    private func integer(_ value: Any?) -> Int64 {
        switch value {
        case let v as any BinaryInteger: return Int64(truncatingIfNeeded: v)
        case let v as any BinaryFloatingPoint:
            let d = Double(v)
            return d.isFinite ? Int64(max(min(d, 9.2e18), -9.2e18)) : 0
        case let v as Bool: return v ? 1 : 0
        default: return 0
        }
    }

    /// `value` as a real.
    private func real(_ value: Any?) -> Double {
        switch value {
        case let v as any BinaryFloatingPoint: return Double(v)
        case let v as any BinaryInteger: return Double(v)
        default: return 0
        }
    }

    /// One C conversion of one argument, through `vsnprintf`.
    private static func c(_ spec: String, _ argument: any CVarArg) -> String {
        withVaList([argument]) { list in
            var buffer = [CChar](repeating: 0, count: 64)
            let needed = Int(vsnprintf(&buffer, buffer.count, spec, list))
            guard needed >= buffer.count else {
                return String(decoding: buffer.prefix(max(needed, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            return withVaList([argument]) { again in
                buffer = [CChar](repeating: 0, count: needed + 1)
                _ = vsnprintf(&buffer, buffer.count, spec, again)
                return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }

    /// Text cut to `precision` characters and padded to `width` (on the right with `-`).
    private static func pad(_ text: String, _ flags: String, _ width: Int?, _ precision: Int?) -> String {
        var s = text
        if let precision, s.count > precision { s = String(s.prefix(precision)) }
        guard let width, s.count < width else { return s }
        let fill = String(repeating: " ", count: width - s.count)
        return flags.contains("-") ? s + fill : fill + s
    }
}
