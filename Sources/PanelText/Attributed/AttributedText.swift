/// Text with attributes on its runs, as `NSAttributedString`: each character has a font, colour,
/// kerning, underline and paragraph style (any of them nil to take the layout's `TextStyle` value).
///
/// A value: copying it copies the text (as UIKit copies an attributed string a label is given), so a
/// label can keep it as the key of its cached layout. Ranges are `String.Index` ranges of `string`.
///
/// ```swift
/// var text = AttributedText("Hello ", attributes: TextAttributes(color: .black))
/// text.append(AttributedText("world", attributes: TextAttributes(fontWeight: .bold, underlineStyle: .single)))
/// label.attributedText = text
/// ```
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// One run: the attributes from scalar offset `start` to the next run's start (or the end).
    struct Run: Hashable, Sendable {
        var start: Int
        var attributes: TextAttributes
    }

    /// The characters.
    public private(set) var string: String
    /// Runs over `string.unicodeScalars` offsets, in order; the first starts at 0. Never empty.
    private(set) var runStorage: [Run]
    /// The number of Unicode scalars in `string`.
    private(set) var scalarCount: Int

    /// `string` with `attributes` on all of it.
    public init(_ string: String = "", attributes: TextAttributes = TextAttributes()) {
        self.string = string
        self.scalarCount = string.unicodeScalars.count
        self.runStorage = [Run(start: 0, attributes: attributes)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The number of UTF-16 code units, as `NSAttributedString.length` (what `NSRange`s count).
    public var length: Int { string.utf16.count }

    /// Whether there are no characters.
    public var isEmpty: Bool { string.isEmpty }

    /// The runs: each range of `string` and its attributes, in order, covering the whole string.
    public var runs: [(range: Range<String.Index>, attributes: TextAttributes)] {
        let scalars = string.unicodeScalars
        var out: [(range: Range<String.Index>, attributes: TextAttributes)] = []
        var index = scalars.startIndex
        for (k, run) in runStorage.enumerated() {
            let end = k + 1 < runStorage.count ? runStorage[k + 1].start : scalarCount
            let upper = scalars.index(index, offsetBy: end - run.start)
            out.append((index..<upper, run.attributes))
            index = upper
        }
        return out
    }

    /// The attributes of the character at `index`.
    public func attributes(at index: String.Index) -> TextAttributes {
        let offset = string.unicodeScalars.distance(from: string.unicodeScalars.startIndex, to: index)
        return runStorage[runIndex(containing: offset)].attributes
    }

    /// Appends `other`, keeping its attributes.
    public mutating func append(_ other: AttributedText) {
        let base = scalarCount
        string += other.string
        scalarCount += other.scalarCount
        if base == 0 {
            runStorage = other.runStorage
            return
        }
        for run in other.runStorage {
            appendRun(Run(start: base + run.start, attributes: run.attributes))
        }
    }

    /// Appends `string` with `attributes`.
    public mutating func append(_ string: String, attributes: TextAttributes = TextAttributes()) {
        append(AttributedText(string, attributes: attributes))
    }

    /// Replaces the attributes of `range` with `attributes` (`setAttributes(_:range:)`).
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<String.Index>) {
        let (lower, upper) = offsets(of: range)
        edit(lower, upper) { _ in attributes }
    }

    /// Sets the attributes `attributes` has on `range`, keeping the others (`addAttributes(_:range:)`).
    public mutating func addAttributes(_ attributes: TextAttributes, range: Range<String.Index>) {
        let (lower, upper) = offsets(of: range)
        edit(lower, upper) { $0.merging(attributes) }
    }

    /// Sets the attributes `attributes` has on the whole text, keeping the others.
    public mutating func addAttributes(_ attributes: TextAttributes) {
        edit(0, scalarCount) { $0.merging(attributes) }
    }

    /// Changes the attributes of every run in `range` with `change` (to remove one: set it to nil).
    public mutating func modifyAttributes(range: Range<String.Index>, _ change: (inout TextAttributes) -> Void) {
        let (lower, upper) = offsets(of: range)
        edit(lower, upper) { attributes in
            var a = attributes
            change(&a)
            return a
        }
    }

    /// The characters in `range` with their attributes (`attributedSubstring(from:)`).
    public func attributedSubstring(from range: Range<String.Index>) -> AttributedText {
        let (lower, upper) = offsets(of: range)
        var out = AttributedText()
        guard lower < upper else { return out }
        let scalars = string.unicodeScalars
        for k in runIndex(containing: lower)..<runStorage.count {
            let start = max(lower, runStorage[k].start)
            let end = min(upper, runEnd(k))
            guard start < end else { break }
            let from = scalars.index(scalars.startIndex, offsetBy: start)
            let to = scalars.index(from, offsetBy: end - start)
            out.append(String(scalars[from..<to]), attributes: runStorage[k].attributes)
        }
        return out
    }

    /// Replaces the characters in `range` with `replacement` and its attributes
    /// (`replaceCharacters(in:with:)` with an attributed string).
    public mutating func replaceCharacters(in range: Range<String.Index>, with replacement: AttributedText) {
        let scalars = string.unicodeScalars
        var out = attributedSubstring(from: scalars.startIndex..<range.lowerBound)
        out.append(replacement)
        out.append(attributedSubstring(from: range.upperBound..<scalars.endIndex))
        self = out
    }

    /// Replaces the characters in `range` with `replacement`, which takes the attributes of the first
    /// character replaced (of the one before when nothing is replaced, of the first after at the start), as
    /// `NSMutableAttributedString.replaceCharacters(in:with:)` with a string.
    public mutating func replaceCharacters(in range: Range<String.Index>, with replacement: String) {
        let (lower, upper) = offsets(of: range)
        let source = lower < upper || lower == 0 ? lower : lower - 1
        let attributes = runStorage[scalarCount == 0 ? 0 : runIndex(containing: source)].attributes
        replaceCharacters(in: range, with: AttributedText(replacement, attributes: attributes))
    }

    public var description: String { string }

    // MARK: - Runs

    /// The run index whose range holds scalar `offset` (the last run for the end).
    func runIndex(containing offset: Int) -> Int {
        var lo = 0
        var hi = runStorage.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runStorage[mid].start <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The scalar offset where run `k` ends.
    func runEnd(_ k: Int) -> Int { k + 1 < runStorage.count ? runStorage[k + 1].start : scalarCount }

    private func offsets(of range: Range<String.Index>) -> (Int, Int) {
        let scalars = string.unicodeScalars
        let lower = scalars.distance(from: scalars.startIndex, to: range.lowerBound)
        let upper = scalars.distance(from: scalars.startIndex, to: range.upperBound)
        precondition(lower >= 0 && upper <= scalarCount, "range is outside the attributed text")
        return (lower, upper)
    }

    private mutating func appendRun(_ run: Run) {
        if let last = runStorage.last, last.attributes == run.attributes { return }
        if let last = runStorage.last, last.start == run.start {
            runStorage[runStorage.count - 1] = run
            return
        }
        runStorage.append(run)
    }

    /// Applies `change` to the attributes of scalars `lower..<upper`, splitting runs at the ends and
    /// merging equal neighbours.
    private mutating func edit(_ lower: Int, _ upper: Int, _ change: (TextAttributes) -> TextAttributes) {
        guard lower < upper else { return }
        var out: [Run] = []
        for (k, run) in runStorage.enumerated() {
            let start = run.start
            let end = runEnd(k)
            if end <= lower || start >= upper {
                out.append(run)
                continue
            }
            if start < lower { out.append(Run(start: start, attributes: run.attributes)) }
            out.append(Run(start: max(start, lower), attributes: change(run.attributes)))
            if end > upper { out.append(Run(start: upper, attributes: run.attributes)) }
        }
        var merged: [Run] = []
        for run in out {
            if let last = merged.last, last.attributes == run.attributes { continue }
            if let last = merged.last, last.start == run.start {
                merged[merged.count - 1] = run
                continue
            }
            merged.append(run)
        }
        runStorage = merged
    }
}
