// `NSAttributedString`'s and `NSMutableAttributedString`'s `NSRange` methods, as UIKit code calls them:
// `text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))`.
// Ranges count UTF-16 code units; one reaching past the end is cut to the text (UIKit raises an exception).

extension AttributedText {
    /// `NSAttributedString.EnumerationOptions`.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Runs from the last to the first.
        public static let reverse = EnumerationOptions(rawValue: 1 << 1)
        /// Accepted: runs are always the longest with equal values.
        public static let longestEffectiveRangeNotRequired = EnumerationOptions(rawValue: 1 << 20)
    }

    /// A copy of `attributedString`'s characters and attributes (`NSAttributedString(attributedString:)`).
    public init(attributedString: AttributedText) {
        self = attributedString
    }

    /// `NSMutableAttributedString.addAttribute(_:value:range:)`.
    public mutating func addAttribute(_ name: Key, value: Any, range: NSRange) {
        addAttribute(name, value: value, range: string.clampedRange(range))
    }

    /// `NSMutableAttributedString.addAttributes(_:range:)`.
    public mutating func addAttributes(_ attributes: [Key: Any], range: NSRange) {
        addAttributes(attributes, range: string.clampedRange(range))
    }

    /// `NSMutableAttributedString.setAttributes(_:range:)`; nil removes them all.
    public mutating func setAttributes(_ attributes: [Key: Any]?, range: NSRange) {
        setAttributes(attributes ?? [:], range: string.clampedRange(range))
    }

    /// `NSMutableAttributedString.removeAttribute(_:range:)`.
    public mutating func removeAttribute(_ name: Key, range: NSRange) {
        removeAttribute(name, range: string.clampedRange(range))
    }

    /// `NSMutableAttributedString.removeAttribute(_:range:)` with string indices.
    public mutating func removeAttribute(_ name: Key, range: Range<String.Index>) {
        modifyAttributes(range: range) { Self.removing(name, from: &$0) }
    }

    /// `NSMutableAttributedString.replaceCharacters(in:with:)`: the new characters take the attributes
    /// of the first one replaced.
    public mutating func replaceCharacters(in range: NSRange, with string: String) {
        replaceCharacters(in: self.string.clampedRange(range), with: string)
    }

    /// `NSMutableAttributedString.replaceCharacters(in:with:)` with an attributed string.
    public mutating func replaceCharacters(in range: NSRange, with attributedString: AttributedText) {
        replaceCharacters(in: string.clampedRange(range), with: attributedString)
    }

    /// `NSMutableAttributedString.insert(_:at:)`.
    public mutating func insert(_ attributedString: AttributedText, at location: Int) {
        replaceCharacters(in: NSRange(location: location, length: 0), with: attributedString)
    }

    /// `NSMutableAttributedString.deleteCharacters(in:)`.
    public mutating func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: AttributedText())
    }

    /// `NSAttributedString.attributedSubstring(from:)`.
    public func attributedSubstring(from range: NSRange) -> AttributedText {
        attributedSubstring(from: string.clampedRange(range))
    }

    /// `NSAttributedString.attributes(at:effectiveRange:)`: the attributes of the character at code unit
    /// `location` and, through `range`, the run they cover. A location past the end gives the last
    /// character's (UIKit raises an exception), none for the empty string.
    public func attributes(at location: Int, effectiveRange range: UnsafeMutablePointer<NSRange>?) -> [Key: Any] {
        guard let run = run(at: location) else {
            range?.pointee = NSRange(location: 0, length: 0)
            return [:]
        }
        range?.pointee = run.range
        return run.attributes.dictionary
    }

    /// `NSAttributedString.attribute(_:at:effectiveRange:)`.
    public func attribute(_ name: Key, at location: Int, effectiveRange range: UnsafeMutablePointer<NSRange>?) -> Any? {
        guard let run = run(at: location) else { return nil }
        range?.pointee = run.range
        return Self.value(name, in: run.attributes)
    }

    /// `NSAttributedString.enumerateAttribute(_:in:options:using:)`: `block` gets each run's value of
    /// `name` (nil where unset) and its range within `range`, runs with equal values joined; setting the
    /// flag to true stops.
    public func enumerateAttribute(
        _ name: Key, in range: NSRange, options: EnumerationOptions = [],
        using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var groups: [(attributes: TextAttributes, range: NSRange)] = []
        for run in nsRuns(in: range) {
            // Every attribute value is Hashable, so equal values compare equal as AnyHashable.
            if let last = groups.last,
                Self.value(name, in: last.attributes) as? AnyHashable == Self.value(name, in: run.attributes)
                    as? AnyHashable
            {
                groups[groups.count - 1].range.length += run.range.length
            } else {
                groups.append(run)
            }
        }
        enumerate(groups, options: options) { a, r, stop in block(Self.value(name, in: a), r, stop) }
    }

    /// `NSAttributedString.enumerateAttributes(in:options:using:)`: each run's attributes and range.
    public func enumerateAttributes(
        in range: NSRange, options: EnumerationOptions = [],
        using block: ([Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        enumerate(nsRuns(in: range), options: options) { a, r, stop in block(a.dictionary, r, stop) }
    }

    // MARK: - Runs in code units

    /// The runs as code-unit ranges, cut to `range`.
    private func nsRuns(in range: NSRange) -> [(attributes: TextAttributes, range: NSRange)] {
        let clamped = string.clampedRange(range)
        let utf16 = string.utf16
        var out: [(attributes: TextAttributes, range: NSRange)] = []
        for run in runs {
            let lower = max(run.range.lowerBound, clamped.lowerBound)
            let upper = min(run.range.upperBound, clamped.upperBound)
            guard lower < upper else { continue }
            let location = utf16.distance(from: utf16.startIndex, to: lower)
            out.append((run.attributes, NSRange(location: location, length: utf16.distance(from: lower, to: upper))))
        }
        return out
    }

    /// The run holding code unit `location` (the last one past the end), nil for the empty string.
    private func run(at location: Int) -> (attributes: TextAttributes, range: NSRange)? {
        let all = nsRuns(in: NSRange(location: 0, length: length))
        guard let last = all.last else { return nil }
        return all.first { $0.range.contains(location) } ?? last
    }

    private func enumerate(
        _ runs: [(attributes: TextAttributes, range: NSRange)], options: EnumerationOptions,
        _ body: (TextAttributes, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for run in options.contains(.reverse) ? runs.reversed() : runs {
            body(run.attributes, run.range, &stop)
            if stop.boolValue { return }
        }
    }
}
