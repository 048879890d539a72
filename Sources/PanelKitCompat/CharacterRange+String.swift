// Foundation's `NSRange` helpers over Swift strings: `NSRange(text.startIndex..., in: text)` and
// `NSMaxRange(r)`, as UIKit code builds the ranges it hands to attributed strings.

extension CharacterRange {
    /// The UTF-16 code units `range` covers in `string`, as Foundation's `NSRange(_:in:)`.
    public init<R: RangeExpression>(_ range: R, in string: some StringProtocol) where R.Bound == String.Index {
        let r = range.relative(to: string)
        let utf16 = string.utf16
        let lower = utf16.distance(from: utf16.startIndex, to: r.lowerBound)
        self.init(location: lower, length: utf16.distance(from: r.lowerBound, to: r.upperBound))
    }

    /// Whether `location` is in the range (`NSLocationInRange`).
    public func contains(_ location: Int) -> Bool { location >= self.location && location < upperBound }
}

/// One past the range's last code unit, as Foundation's `NSMaxRange`.
public func NSMaxRange(_ range: NSRange) -> Int { range.upperBound }

/// Whether `location` is in `range`, as Foundation's `NSLocationInRange`.
public func NSLocationInRange(_ location: Int, _ range: NSRange) -> Bool { range.contains(location) }

extension String {
    /// The string indices of `range`, cut to the string and moved off the middle of a surrogate pair: how
    /// PanelKitCompat takes an `NSRange` where UIKit would raise an exception for a bad one.
    func clampedRange(_ range: NSRange) -> Range<String.Index> {
        let count = utf16.count
        let lower = min(max(0, range.location == NSNotFound ? count : range.location), count)
        let upper = min(count, lower + min(max(0, range.length), count))
        func index(_ offset: Int) -> String.Index {
            var i = utf16.index(utf16.startIndex, offsetBy: offset)
            while i.samePosition(in: unicodeScalars) == nil { i = utf16.index(before: i) }
            return i
        }
        return index(lower)..<index(upper)
    }
}
