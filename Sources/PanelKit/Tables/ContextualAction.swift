/// An action a table row shows when swiped, as `UIContextualAction`: a full-height coloured button with a
/// white title beside the row's content. Tapping it (or swiping the row all the way, for the first action
/// of a configuration that allows it) calls `handler` with the action, the button and a completion the
/// handler calls when done (true if it did the action); the row then closes.
@MainActor
public final class ContextualAction {
    /// How an action looks, as `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A grey button unless `backgroundColor` says otherwise.
        case normal = 0
        /// A red button: the action deletes or removes something.
        case destructive = 1
    }

    /// What runs when the action is chosen: the action, the view showing it, and the completion to call
    /// (`true` when the action was done), as `UIContextualAction.Handler`.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The action's look.
    public let style: Style
    /// The title on the button.
    public var title: String?
    /// An image shown on the button beside the title (or alone).
    public var image: Surface?
    /// What runs when the action is chosen.
    public let handler: Handler
    private var backgroundColorStorage: Color?

    /// The button's colour: red for `.destructive`, grey for `.normal` unless set (setting nil restores
    /// the style's, as UIKit's null-resettable property).
    public var backgroundColor: Color! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }

    /// An action of `style` titled `title`, running `handler` when chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
