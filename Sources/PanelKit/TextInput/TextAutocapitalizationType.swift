/// When the keyboard's shift comes on by itself, as `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// At the start of every word.
    case words
    /// At the start of the text and after a full stop, question or exclamation mark and a space.
    case sentences
    /// Always (shift stays on).
    case allCharacters
}
