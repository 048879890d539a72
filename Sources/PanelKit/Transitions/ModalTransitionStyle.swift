/// How a presentation without an animator of its own moves on screen, as `UIModalTransitionStyle`.
public enum ModalTransitionStyle: Int, Hashable, Sendable {
    /// The presented view slides up from the bottom (the default).
    case coverVertical
    /// The old view turns away and the new one turns in, about the vertical axis (drawn flat: the views
    /// narrow to nothing and widen back, as there is no perspective in 2D).
    case flipHorizontal
    /// The presented view fades in.
    case crossDissolve
    /// Not drawn as a page curl on a panel: runs as `coverVertical`.
    case partialCurl

    /// The transition that draws the style.
    @MainActor
    func makeTransition() -> PhaseTransition {
        switch self {
        case .coverVertical, .partialCurl: return CoverTransition(edge: .bottom)
        case .crossDissolve: return FadeTransition()
        case .flipHorizontal: return FlipTransition()
        }
    }
}
