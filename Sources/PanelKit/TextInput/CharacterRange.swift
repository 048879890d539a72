/// A run of a string's UTF-16 code units, as Foundation's `NSRange` (PanelKitCompat names it so): what a
/// text field's delegate is told will be replaced.
public struct CharacterRange: Hashable, Sendable, CustomStringConvertible {
    /// The first code unit.
    public var location: Int
    /// How many code units.
    public var length: Int

    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }

    /// One past the last code unit.
    public var upperBound: Int { location + length }

    public var description: String { "{\(location), \(length)}" }
}

extension Range where Bound == String.Index {
    /// The indices of `string` that `range` covers, as Foundation's `Range(_:in:)`; nil when the range
    /// reaches past the string or cuts a character's code units apart.
    public init?(_ range: CharacterRange, in string: String) {
        let utf16 = string.utf16
        guard range.location >= 0, range.length >= 0, range.upperBound <= utf16.count,
            let lower = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
            let upper = utf16.index(lower, offsetBy: range.length, limitedBy: utf16.endIndex),
            let l = lower.samePosition(in: string), let u = upper.samePosition(in: string)
        else { return nil }
        self = l..<u
    }
}
