/// The units a tokenizer divides text into, as `UITextGranularity`.
public enum TextGranularity: Int, Sendable {
    /// A character (a grapheme cluster: what the caret steps over).
    case character
    /// A word: letters and digits, with apostrophes inside.
    case word
    /// A sentence: up to and with its closing ".", "!" or "?", or the end of its paragraph.
    case sentence
    /// A paragraph: up to a new line.
    case paragraph
    /// A line as laid out on the screen.
    case line
    /// The whole text.
    case document
}
