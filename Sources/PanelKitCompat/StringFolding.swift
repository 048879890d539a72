/// The folding, ordering and searching behind the Foundation string calls in String+Compare.swift, without
/// ICU: case folds as upper-then-lower case, diacritics fold for Latin letters (a table of the precomposed
/// ones, and combining marks dropped), full-width ASCII folds to ASCII, digit runs compare by value.
enum StringFolding {
    /// `text` with what `options` ignores folded away.
    static func fold(_ text: String, options: String.CompareOptions) -> String {
        let width = options.contains(.widthInsensitive)
        let diacritics = options.contains(.diacriticInsensitive)
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            var s = scalar
            if width, (0xFF01...0xFF5E).contains(s.value), let narrow = Unicode.Scalar(s.value - 0xFEE0) {
                s = narrow
            } else if width, s.value == 0x3000 {
                s = " "
            }
            if diacritics {
                if isCombiningMark(s) { continue }
                if let base = latinBase[s] { s = base }
            }
            scalars.append(s)
        }
        let folded = String(scalars)
        return options.contains(.caseInsensitive) ? folded.uppercased().lowercased() : folded
    }

    /// The order of `a` and `b` once folded; with `.numeric`, ASCII digit runs compare by their value.
    static func order(_ a: String, _ b: String, options: String.CompareOptions) -> ComparisonResult {
        let x = Array(fold(a, options: options).unicodeScalars)
        let y = Array(fold(b, options: options).unicodeScalars)
        if !options.contains(.literal), String(String.UnicodeScalarView(x)) == String(String.UnicodeScalarView(y)) {
            return .orderedSame  // canonically equivalent ("é" precomposed or as e + accent)
        }
        let numeric = options.contains(.numeric)
        var i = 0
        var j = 0
        while i < x.count, j < y.count {
            if numeric, isDigit(x[i]), isDigit(y[j]) {
                let runA = digitRun(x, from: &i)
                let runB = digitRun(y, from: &j)
                if runA.count != runB.count { return runA.count < runB.count ? .orderedAscending : .orderedDescending }
                for (p, q) in zip(runA, runB) where p != q {
                    return p.value < q.value ? .orderedAscending : .orderedDescending
                }
                continue
            }
            if x[i] != y[j] { return x[i].value < y[j].value ? .orderedAscending : .orderedDescending }
            i += 1
            j += 1
        }
        if i < x.count { return .orderedDescending }
        if j < y.count { return .orderedAscending }
        return .orderedSame
    }

    /// The order in a locale, English's: letters first, then diacritics, then case (lowercase first, the
    /// reverse of code points), each level only where `options` does not ignore it.
    static func localeOrder(_ a: String, _ b: String, options: String.CompareOptions) -> ComparisonResult {
        let primary = order(a, b, options: options.union([.caseInsensitive, .diacriticInsensitive]))
        if primary != .orderedSame || options.isSuperset(of: [.caseInsensitive, .diacriticInsensitive]) {
            return primary
        }
        let secondary = order(a, b, options: options.union(.caseInsensitive))
        if secondary != .orderedSame || options.contains(.caseInsensitive) { return secondary }
        return order(b, a, options: options)
    }

    /// The first (last with `.backwards`; only at the start or end with `.anchored`) run of characters of
    /// `text` that folds to what `target` folds to.
    static func range(of target: String, in text: String, options: String.CompareOptions) -> Range<String.Index>? {
        let needle = Array(fold(target, options: options).unicodeScalars)
        guard !needle.isEmpty else { return nil }
        let starts = Array(text.indices)
        let folded = text.map { Array(fold(String($0), options: options).unicodeScalars) }
        let backwards = options.contains(.backwards)
        let anchored = options.contains(.anchored)
        let order = backwards ? Array(starts.indices.reversed()) : Array(starts.indices)
        for i in order {
            if anchored && !backwards && i != 0 { break }
            var matched = 0
            var k = i
            while k < folded.count, matched < needle.count {
                let piece = folded[k]
                guard matched + piece.count <= needle.count,
                    Array(needle[matched..<matched + piece.count]) == piece
                else { break }
                matched += piece.count
                k += 1
            }
            guard matched == needle.count, k > i else { continue }
            if anchored && backwards && k != folded.count { continue }
            return starts[i]..<(k < starts.count ? starts[k] : text.endIndex)
        }
        return nil
    }

    /// The first (or last, or anchored) match of the regular expression `pattern`; nil when it does not
    /// compile.
    static func regexRange(of pattern: String, in text: String, options: String.CompareOptions)
        -> Range<String.Index>?
    {
        guard let regex = compiled(pattern, options: options) else { return nil }
        if options.contains(.anchored) && !options.contains(.backwards) {
            return (try? regex.prefixMatch(in: text))?.range
        }
        if options.contains(.backwards) {
            let last = text.matches(of: regex).last?.range
            return options.contains(.anchored) && last?.upperBound != text.endIndex ? nil : last
        }
        return (try? regex.firstMatch(in: text))?.range
    }

    /// `template` with `$0`...`$9` replaced by the groups of `pattern` matched against `match`, and `\`
    /// escaping the next character, as Foundation's regular-expression replacement templates.
    static func expandTemplate(_ template: String, pattern: String, match: String, options: String.CompareOptions)
        -> String
    {
        let output = compiled(pattern, options: options).flatMap { try? $0.wholeMatch(in: match) }?.output
        var result = ""
        var characters = template.makeIterator()
        while let c = characters.next() {
            if c == "\\", let next = characters.next() {
                result.append(next)
            } else if c == "$", let next = characters.next() {
                if let n = next.wholeNumberValue {
                    if let output, n < output.count { result += output[n].substring.map(String.init) ?? "" }
                } else {
                    result.append(c)
                    result.append(next)
                }
            } else {
                result.append(c)
            }
        }
        return result
    }

    private static func compiled(_ pattern: String, options: String.CompareOptions) -> Regex<AnyRegexOutput>? {
        guard let regex = try? Regex(pattern) else { return nil }
        return regex.ignoresCase(options.contains(.caseInsensitive))
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }

    /// The digits from `i` on (leading zeros left out), moving `i` past them.
    private static func digitRun(_ scalars: [Unicode.Scalar], from i: inout Int) -> ArraySlice<Unicode.Scalar> {
        let start = i
        while i < scalars.count, isDigit(scalars[i]) { i += 1 }
        let run = scalars[start..<i]
        let significant = run.drop { $0 == "0" }
        return significant.isEmpty ? run.suffix(1) : significant
    }

    private static func isCombiningMark(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }

    /// The Latin letters with a canonical decomposition into a base letter and marks, mapped to the base.
    private static let latinBase: [Unicode.Scalar: Unicode.Scalar] = {
        let groups: [(String, Unicode.Scalar)] = [
            ("ÀÁÂÃÄÅĀĂĄǍ", "A"), ("àáâãäåāăąǎ", "a"), ("ÇĆĈĊČ", "C"), ("çćĉċč", "c"), ("Ď", "D"), ("ď", "d"),
            ("ÈÉÊËĒĔĖĘĚ", "E"), ("èéêëēĕėęě", "e"), ("ĜĞĠĢ", "G"), ("ĝğġģ", "g"), ("Ĥ", "H"), ("ĥ", "h"),
            ("ÌÍÎÏĨĪĬĮİǏ", "I"), ("ìíîïĩīĭįǐ", "i"), ("Ĵ", "J"), ("ĵ", "j"), ("Ķ", "K"), ("ķ", "k"),
            ("ĹĻĽ", "L"), ("ĺļľ", "l"), ("ÑŃŅŇ", "N"), ("ñńņň", "n"), ("ÒÓÔÕÖŌŎŐƠǑ", "O"),
            ("òóôõöōŏőơǒ", "o"), ("ŔŖŘ", "R"), ("ŕŗř", "r"), ("ŚŜŞŠ", "S"), ("śŝşš", "s"), ("ŢŤ", "T"),
            ("ţť", "t"), ("ÙÚÛÜŨŪŬŮŰŲƯǓ", "U"), ("ùúûüũūŭůűųưǔ", "u"), ("Ŵ", "W"), ("ŵ", "w"),
            ("ÝŶŸ", "Y"), ("ýÿŷ", "y"), ("ŹŻŽ", "Z"), ("źżž", "z"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (letters, base) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = base }
        }
        return table
    }()
}
