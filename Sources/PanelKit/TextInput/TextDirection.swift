/// A direction for a tokenizer, as `UITextDirection`: in storage order (`.storage(.forward)`) or on the
/// screen (`.layout(.right)`). On the screen right and down count as forward, as in left-to-right text.
public enum TextDirection: Hashable, Sendable {
    case storage(TextStorageDirection)
    case layout(TextLayoutDirection)

    /// Whether the direction goes towards the end of the text.
    var isForward: Bool {
        switch self {
        case .storage(let d): d == .forward
        case .layout(let d): d == .right || d == .down
        }
    }
}
