/// A button for a navigation bar, as `UIBarButtonItem`: a title (or a custom view) and an action.
@MainActor
open class BarButtonItem {
    /// How the item's title is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Int, Hashable, Sendable {
        case plain
        /// Bold (a "Done" button).
        case done
    }

    /// The title shown.
    open var title: String? {
        didSet { owner?.setNeedsItemsUpdate() }
    }
    /// The title's weight.
    open var style: Style
    /// Whether the item takes taps (a disabled item draws dimmed).
    open var isEnabled = true {
        didSet { owner?.setNeedsItemsUpdate() }
    }
    /// The action a tap performs.
    open var primaryAction: Action?
    /// A view shown instead of a title.
    open var customView: View?
    /// A number to tell items apart.
    open var tag = 0

    /// The bar showing the item, to update it when the item changes.
    weak var owner: NavigationBar?

    /// An item with a title and the action a tap performs.
    public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// An item with a title and a closure for taps.
    public convenience init(title: String?, style: Style = .plain, handler: @escaping (BarButtonItem) -> Void) {
        self.init(title: title, style: style)
        primaryAction = Action(title: title ?? "") { [unowned self] _ in handler(self) }
    }

    /// An item showing `customView`.
    public init(customView: View) {
        self.customView = customView
        style = .plain
    }
}
