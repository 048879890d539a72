/// Reads a `.strings` file, the `"key" = "value";` tables Xcode keeps per language: `/* */` and `//`
/// comments, quoted or bare keys, the escapes `\n \t \r \" \\ \'` and `\Uxxxx`. UTF-8, or UTF-16 with a
/// byte order mark (older Xcode writes it). Parsing stops at the first malformed entry and keeps what came
/// before: a broken table shows some keys untranslated rather than none.
enum StringsFileParser {
    /// The table in `bytes`.
    static func parse(_ bytes: [UInt8]) -> [String: String] {
        var scalars = Array(decode(bytes).unicodeScalars)[...]
        var table: [String: String] = [:]
        while true {
            skipSpaceAndComments(&scalars)
            guard !scalars.isEmpty, let key = readToken(&scalars) else { break }
            skipSpaceAndComments(&scalars)
            if scalars.first == ";" {
                // `"key";` alone: the key is its own value.
                scalars.removeFirst()
                table[key] = key
                continue
            }
            guard scalars.first == "=" else { break }
            scalars.removeFirst()
            skipSpaceAndComments(&scalars)
            guard let value = readToken(&scalars) else { break }
            skipSpaceAndComments(&scalars)
            guard scalars.first == ";" else { break }
            scalars.removeFirst()
            table[key] = value
        }
        return table
    }

    /// The text of `bytes`: UTF-16 when it starts with a byte order mark, else UTF-8 (a UTF-8 mark dropped).
    private static func decode(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            var i = 2
            while i + 1 < bytes.count {
                units.append(
                    little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
                )
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func skipSpaceAndComments(_ s: inout ArraySlice<Unicode.Scalar>) {
        while let c = s.first {
            if c.properties.isWhitespace {
                s.removeFirst()
            } else if c == "/", s.dropFirst().first == "*" {
                s.removeFirst(2)
                while !s.isEmpty, !(s.first == "*" && s.dropFirst().first == "/") { s.removeFirst() }
                s = s.dropFirst(2)
            } else if c == "/", s.dropFirst().first == "/" {
                while let d = s.first, d != "\n" { s.removeFirst() }
            } else {
                return
            }
        }
    }

    /// A quoted string (escapes resolved) or a bare word; nil when neither starts here or a quote is not
    /// closed.
    private static func readToken(_ s: inout ArraySlice<Unicode.Scalar>) -> String? {
        guard let first = s.first else { return nil }
        var out = String.UnicodeScalarView()
        if first != "\"" {
            while let c = s.first,
                c.properties.isAlphabetic || c.properties.numericType != nil || "_.-$:/".unicodeScalars.contains(c)
            {
                out.append(c)
                s.removeFirst()
            }
            return out.isEmpty ? nil : String(out)
        }
        s.removeFirst()
        while let c = s.first {
            s.removeFirst()
            if c == "\"" { return String(out) }
            guard c == "\\", let e = s.first else {
                out.append(c)
                continue
            }
            s.removeFirst()
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "U", "u":
                var hex = ""
                while hex.count < 4, let h = s.first, h.properties.isASCIIHexDigit {
                    hex.unicodeScalars.append(h)
                    s.removeFirst()
                }
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { out.append(scalar) }
            default: out.append(e)
            }
        }
        return nil
    }
}
