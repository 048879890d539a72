/// A run of text between two positions, as `UITextRange`: `start` is never after `end`; an empty range is a
/// caret.
public final class TextRange: Sendable, CustomStringConvertible {
    /// Where the range starts.
    public let start: TextPosition
    /// Where the range ends (at or after `start`).
    public let end: TextPosition

    /// Whether the range holds no text (it is a caret).
    public var isEmpty: Bool { start.offset == end.offset }

    /// The range between two UTF-16 offsets, in whichever order they come.
    init(_ a: Int, _ b: Int) {
        start = TextPosition(min(a, b))
        end = TextPosition(max(a, b))
    }

    /// The range `range` of UTF-16 code units covers.
    convenience init(_ range: CharacterRange) {
        self.init(range.location, range.upperBound)
    }

    /// The code units the range covers.
    var characterRange: CharacterRange {
        CharacterRange(location: start.offset, length: end.offset - start.offset)
    }

    public var description: String { "TextRange(\(start.offset)..<\(end.offset))" }
}
