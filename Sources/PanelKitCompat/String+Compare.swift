#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Foundation's comparing, searching and folding string calls, for a sorted list, a search filter or a
// form: `names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }`,
// `text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive])`,
// `title.replacingOccurrences(of: "x", with: "y", options: .caseInsensitive)`. Without ICU, case folds as
// upper-then-lower case ("ß" matches "SS"), diacritics fold for the Latin letters (precomposed or with
// combining marks) and localized orders are the code-point order of the folded text, which sorts English
// as Foundation's en_US does for letters, digits and common punctuation.
extension StringProtocol {
    /// The order of the string (or its `range`) and `aString` under `mask`: `.caseInsensitive`,
    /// `.diacriticInsensitive`, `.widthInsensitive`, `.numeric` (digit runs compare by value: "File 9" comes
    /// before "File 10"), `.forcedOrdering` (strings equal once folded still order by their text).
    /// `.anchored` and `.backwards` change nothing here, as Foundation's.
    public func compare<T: StringProtocol>(
        _ aString: T, options mask: String.CompareOptions = [], range: Range<Index>? = nil, locale: Locale? = nil
    ) -> ComparisonResult {
        let own = range.map { String(self[$0]) } ?? String(self)
        let other = String(aString)
        let result: ComparisonResult
        if locale != nil {
            result = StringFolding.localeOrder(own, other, options: mask)
        } else {
            result = StringFolding.order(own, other, options: mask)
        }
        if result == .orderedSame && mask.contains(.forcedOrdering) {
            // Strings equal once folded still get an order: the locale's, or their code points'.
            return locale != nil
                ? StringFolding.localeOrder(own, other, options: [])
                : StringFolding.order(own, other, options: .literal)
        }
        return result
    }

    /// `compare(aString, options: .caseInsensitive)`.
    public func caseInsensitiveCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult {
        compare(aString, options: .caseInsensitive)
    }

    /// The order in the current locale.
    public func localizedCompare<T: StringProtocol>(_ string: T) -> ComparisonResult {
        compare(string, options: [], locale: .current)
    }

    /// The order in the current locale, ignoring case.
    public func localizedCaseInsensitiveCompare<T: StringProtocol>(_ string: T) -> ComparisonResult {
        compare(string, options: .caseInsensitive, locale: .current)
    }

    /// The order Finder sorts file names in: case-insensitive, digit runs by value, as Foundation's
    /// `[.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]` in the current locale.
    public func localizedStandardCompare<T: StringProtocol>(_ string: T) -> ComparisonResult {
        compare(string, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], locale: .current)
    }

    /// The first (with `.backwards`, the last) occurrence of `aString` in the string or its `searchRange`,
    /// under `mask`: `.caseInsensitive`, `.diacriticInsensitive`, `.widthInsensitive`, `.literal`,
    /// `.anchored` (only at the start, or with `.backwards` the end), `.regularExpression` (`aString` is a
    /// pattern). Nil for an empty target or no match, as Foundation's.
    public func range<T: StringProtocol>(
        of aString: T, options mask: String.CompareOptions = [], range searchRange: Range<Index>? = nil,
        locale: Locale? = nil
    ) -> Range<Index>? {
        guard !aString.isEmpty else { return nil }
        let whole = searchRange ?? startIndex..<endIndex
        let text = String(self[whole])
        let found: Range<String.Index>?
        if mask.contains(.regularExpression) {
            found = StringFolding.regexRange(of: String(aString), in: text, options: mask)
        } else {
            found = StringFolding.range(of: String(aString), in: text, options: mask)
        }
        guard let found else { return nil }
        let lower = text.distance(from: text.startIndex, to: found.lowerBound)
        let length = text.distance(from: found.lowerBound, to: found.upperBound)
        let start = index(whole.lowerBound, offsetBy: lower)
        return start..<index(start, offsetBy: length)
    }

    /// The string with case, diacritics and/or full-width forms folded away, as `range(of:options:)`
    /// compares it ("Café".folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) is "cafe").
    public func folding(options: String.CompareOptions = [], locale: Locale?) -> String {
        StringFolding.fold(String(self), options: options)
    }

    /// The string with every match of `target` (in `searchRange`, under `options`, as
    /// `range(of:options:range:)` finds them) replaced by `replacement`. With `.regularExpression`,
    /// `$0`...`$9` in the replacement stand for the match's groups.
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(
        of target: Target, with replacement: Replacement, options: String.CompareOptions = [],
        range searchRange: Range<Index>? = nil
    ) -> String {
        let text = String(self)
        guard !target.isEmpty else { return text }
        let whole: Range<String.Index> =
            searchRange.map {
                let lower = distance(from: startIndex, to: $0.lowerBound)
                let upper = distance(from: startIndex, to: $0.upperBound)
                return text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: upper)
            } ?? text.startIndex..<text.endIndex
        var result = String(text[..<whole.lowerBound])
        var position = whole.lowerBound
        var mask = options.subtracting(.backwards)
        while position <= whole.upperBound,
            let found = text.range(of: target, options: mask, range: position..<whole.upperBound)
        {
            result += text[position..<found.lowerBound]
            if options.contains(.regularExpression) {
                result += StringFolding.expandTemplate(
                    String(replacement), pattern: String(target), match: String(text[found]), options: options)
            } else {
                result += replacement
            }
            if found.isEmpty {
                guard found.upperBound < whole.upperBound else {
                    position = found.upperBound
                    break
                }
                result.append(text[found.upperBound])
                position = text.index(after: found.upperBound)
            } else {
                position = found.upperBound
            }
            if options.contains(.anchored) { break }
            mask.remove(.anchored)
        }
        if position < text.endIndex { result += text[position...] }
        return result
    }

    /// Pads with `padString` (from its character `padIndex` on, repeating) or truncates to `newLength`
    /// UTF-16 units, as Foundation's.
    public func padding<T: StringProtocol>(toLength newLength: Int, withPad padString: T, startingAt padIndex: Int)
        -> String
    {
        let units = Array(utf16)
        let length = Swift.max(0, newLength)
        if units.count >= length { return String(decoding: units[..<length], as: UTF16.self) }
        let pad = Array(padString.utf16)
        guard !pad.isEmpty else { return String(self) }
        var result = units
        var i = Swift.min(Swift.max(0, padIndex), pad.count - 1)
        while result.count < length {
            result.append(pad[i])
            i = (i + 1) % pad.count
        }
        return String(decoding: result, as: UTF16.self)
    }

    /// `capitalized` in the current locale.
    public var localizedCapitalized: String { capitalized }
    /// `uppercased()` in the current locale.
    public var localizedUppercase: String { uppercased() }
    /// `lowercased()` in the current locale.
    public var localizedLowercase: String { lowercased() }

    /// `lowercased()` (every locale cases English letters the same; no Turkish dotless i here).
    public func lowercased(with locale: Locale?) -> String { lowercased() }
    /// `uppercased()` (as `lowercased(with:)`).
    public func uppercased(with locale: Locale?) -> String { uppercased() }
    /// `capitalized` (as `lowercased(with:)`).
    public func capitalized(with locale: Locale?) -> String { capitalized }
}
