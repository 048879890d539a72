// Foundation's string calls that UIKit code reaches for in a text field's delegate, a search filter or a
// form's validation, for code that imports only PanelKitCompat:
// `current.replacingCharacters(in: Range(range, in: current)!, with: string)`,
// `name.trimmingCharacters(in: .whitespacesAndNewlines)`, `title.localizedCaseInsensitiveContains(query)`.
// Each answers as Foundation's does, edge cases included (an empty target is never found). Like `NSObject`
// here, they stand in for Foundation's: a file that imports Foundation too sees both and must pick one.
extension String {
    /// The string with the characters in `range` replaced by `replacement`, as Foundation's
    /// `replacingCharacters(in:with:)`.
    public func replacingCharacters(in range: Range<String.Index>, with replacement: some StringProtocol) -> String {
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}

extension StringProtocol {
    /// The string without the leading and trailing scalars in `set`.
    public func trimmingCharacters(in set: CharacterSet) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !set.contains($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// The pieces between scalars of `separators` (empty pieces included, as Foundation's).
    public func components(separatedBy separators: CharacterSet) -> [String] {
        unicodeScalars.split(omittingEmptySubsequences: false) { separators.contains($0) }
            .map { String(String.UnicodeScalarView($0)) }
    }

    /// The first character that has a scalar in `set`, as a range of the string, or nil.
    public func rangeOfCharacter(from set: CharacterSet) -> Range<Index>? {
        guard let i = unicodeScalars.firstIndex(where: set.contains) else { return nil }
        let character = self[i...].startIndex
        return character..<index(after: character)
    }

    /// The first occurrence of `target`, or nil (always nil for an empty target, as Foundation's).
    public func range(of target: some StringProtocol) -> Range<Index>? {
        guard !target.isEmpty else { return nil }
        return self[...].firstRange(of: target)
    }

    /// Whether `other` occurs in the string ignoring case, in no particular locale: both sides are folded
    /// (upper-cased then lower-cased, so "Straße" contains "STRASSE" as with Foundation's full case folding).
    /// An empty `other` is not found, as Foundation's.
    public func localizedCaseInsensitiveContains(_ other: some StringProtocol) -> Bool {
        guard !other.isEmpty else { return false }
        return uppercased().lowercased().contains(other.uppercased().lowercased())
    }

    /// Whether `other` occurs in the string ignoring case and diacritics, as Foundation's.
    public func localizedStandardContains(_ other: some StringProtocol) -> Bool {
        range(of: other, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) != nil
    }

    /// The string with every occurrence of `target` replaced by `replacement` (unchanged for an empty
    /// target, as Foundation's).
    public func replacingOccurrences(of target: some StringProtocol, with replacement: some StringProtocol) -> String {
        guard !target.isEmpty else { return String(self) }
        return String(self).replacing(target, with: replacement)
    }
}
