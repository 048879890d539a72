/// Foundation's `NSString` methods that count UTF-16 code units, as UIKit code uses them with `NSRange`s:
/// `NSString(string: text).range(of: "world")`. Without Objective-C there is no bridging, so
/// `text as NSString` does not compile: write `NSString(string: text)` (a string literal works as one
/// too). `String(describing: ns)` turns it back.
public struct NSString: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The characters.
    let value: String

    /// `NSString(string:)`.
    public init(string: String) { value = string }

    public init(stringLiteral value: String) { self.value = value }

    /// The number of UTF-16 code units.
    public var length: Int { value.utf16.count }

    public var description: String { value }

    /// The first occurrence of `searchString`, as code units; `{NSNotFound, 0}` when there is none (or it
    /// is empty), as Foundation's.
    public func range(of searchString: String) -> NSRange {
        guard let r = value.range(of: searchString) else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(r, in: value)
    }

    /// The characters in `range` (cut to the string).
    public func substring(with range: NSRange) -> String { String(value[value.clampedRange(range)]) }

    /// The characters from code unit `from` to the end.
    public func substring(from: Int) -> String { substring(with: NSRange(location: from, length: length)) }

    /// The characters before code unit `to`.
    public func substring(to: Int) -> String { substring(with: NSRange(location: 0, length: max(0, to))) }

    /// The string with the characters in `range` replaced by `replacement`.
    public func replacingCharacters(in range: NSRange, with replacement: String) -> String {
        value.replacingCharacters(in: value.clampedRange(range), with: replacement)
    }

    /// The code unit at `index` (0 past the end, where Foundation raises an exception).
    public func character(at index: Int) -> UInt16 {
        guard index >= 0, index < length else { return 0 }
        return value.utf16[value.utf16.index(value.utf16.startIndex, offsetBy: index)]
    }
}
