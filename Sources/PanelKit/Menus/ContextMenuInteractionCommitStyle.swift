/// How a tapped context-menu preview leaves, as `UIContextMenuInteractionCommitStyle`.
public enum ContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview fades away with the menu.
    case dismiss
    /// The preview is to be shown for real (the delegate shows `previewViewController` in a completion).
    case pop
}
