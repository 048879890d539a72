/// The commit of a tapped preview, as `UIContextMenuInteractionCommitAnimating`: animations run while the
/// menu and preview fade (0.15 s), completions after, when the preview's controller is free to be shown.
@MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// `.pop` by default; both styles fade the platter on a panel.
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}
