import PanelGraphics

/// Shapes an `EditMenuInteraction`'s menu and hears it show and close, as
/// `UIEditMenuInteractionDelegate`. Every method has a default.
@MainActor
public protocol EditMenuInteractionDelegate: AnyObject {
    /// The menu for `configuration`: `suggestedActions` (the standard edit actions the view answers to) as
    /// they are, changed, or others; nil shows the suggested actions.
    func editMenuInteraction(
        _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
        suggestedActions: [MenuElement]
    ) -> Menu?
    /// The rectangle (in the interaction's view) the menu shows beside; by default the source point.
    func editMenuInteraction(_ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration)
        -> Rect
    /// The menu is about to show.
    func editMenuInteraction(
        _ interaction: EditMenuInteraction, willPresentMenuFor configuration: EditMenuConfiguration,
        animator: any EditMenuInteractionAnimating)
    /// The menu is about to close.
    func editMenuInteraction(
        _ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
        animator: any EditMenuInteractionAnimating)
}

extension EditMenuInteractionDelegate {
    public func editMenuInteraction(
        _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
        suggestedActions: [MenuElement]
    ) -> Menu? { nil }
    public func editMenuInteraction(
        _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
    ) -> Rect { Rect(origin: configuration.sourcePoint, size: .zero) }
    public func editMenuInteraction(
        _ interaction: EditMenuInteraction, willPresentMenuFor configuration: EditMenuConfiguration,
        animator: any EditMenuInteractionAnimating
    ) {}
    public func editMenuInteraction(
        _ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
        animator: any EditMenuInteractionAnimating
    ) {}
}
