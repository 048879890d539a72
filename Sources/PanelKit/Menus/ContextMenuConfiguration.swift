/// What a context menu shows, as `UIContextMenuConfiguration`: the menu the action provider makes (given
/// the system's suggested actions, none on a panel) and the preview provider's view controller above it.
@MainActor
public final class ContextMenuConfiguration {
    /// A name for the configuration, handed back to the delegate.
    public let identifier: AnyHashable?
    /// Makes the preview view controller, shown above the menu (nil shows none).
    public let previewProvider: (() -> ViewController?)?
    /// Makes the menu from the suggested actions.
    public let actionProvider: (([MenuElement]) -> Menu?)?

    /// A configuration, as `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: AnyHashable? = nil, previewProvider: (() -> ViewController?)? = nil,
        actionProvider: (([MenuElement]) -> Menu?)? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show, if any.
    func makeMenu() -> Menu? {
        guard let menu = actionProvider?([]), !menu.children.isEmpty else { return nil }
        return menu
    }
}
