/// A place in a text field's or text view's text, between two characters, as `UITextPosition`: what
/// `beginningOfDocument`, `endOfDocument` and `position(from:offset:)` return and `selectedTextRange` is made
/// of. It holds an offset in UTF-16 code units from the start of the text, as UIKit's positions count; a
/// position given to a text other than the one it came from is clamped to that text's length.
public final class TextPosition: Sendable, CustomStringConvertible {
    /// UTF-16 code units from the start of the text.
    let offset: Int

    init(_ offset: Int) {
        self.offset = max(0, offset)
    }

    public var description: String { "TextPosition(\(offset))" }
}
