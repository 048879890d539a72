/// A direction in the text's storage order, as `UITextStorageDirection`.
public enum TextStorageDirection: Int, Sendable {
    /// Towards the end of the text.
    case forward
    /// Towards the start of the text.
    case backward
}
