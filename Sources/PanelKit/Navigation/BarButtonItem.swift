import PanelGraphics

/// A button for a navigation bar or a toolbar, as `UIBarButtonItem`: a title (or a custom view) and an
/// action, or a flexible or fixed space between a toolbar's items.
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
    /// An image shown when there is no title, drawn as a template in the bar's tint.
    open var image: Surface? {
        didSet { owner?.setNeedsItemsUpdate() }
    }
    /// The title's weight.
    open var style: Style
    /// Whether the item takes taps (a disabled item draws dimmed).
    open var isEnabled = true {
        didSet { owner?.setNeedsItemsUpdate() }
    }
    /// Whether the bar leaves the item out, as iOS 16's `UIBarButtonItem.isHidden`: the other items close
    /// up as if it were not there.
    open var isHidden = false {
        didSet { if isHidden != oldValue { owner?.setNeedsItemsUpdate() } }
    }
    /// The action a tap performs.
    open var primaryAction: Action?
    /// The menu the item opens: on a tap when it has no primary action, else on a long press (iOS 14).
    open var menu: Menu? {
        didSet { owner?.setNeedsItemsUpdate() }
    }
    /// A view shown instead of a title.
    open var customView: View?
    /// A number to tell items apart.
    open var tag = 0
    /// The width of a fixed space (`.fixedSpace`), or of the item's view when above 0, as
    /// `UIBarButtonItem.width`.
    open var width = 0.0 {
        didSet { owner?.setNeedsItemsUpdate() }
    }
    /// The system item the item was made as, if any (a space is `.flexibleSpace` or `.fixedSpace`).
    var systemItem: SystemItem?

    /// The bar showing the item, to update it when the item changes.
    weak var owner: (any BarButtonItemHost)?

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

    /// An item showing `image`, performing `primaryAction` (or showing the action's title and image), as
    /// iOS 14's `UIBarButtonItem(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: Surface?, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(title: title ?? primaryAction.map(\.title), style: .plain, primaryAction: primaryAction)
        self.image = image ?? primaryAction?.image
        self.menu = menu
    }

    /// A system item ("Done", "Cancel", the add button…) performing `primaryAction`, as
    /// `UIBarButtonItem(systemItem:primaryAction:)`.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(title: systemItem.title, style: systemItem.isBold ? .done : .plain, primaryAction: primaryAction)
        self.menu = menu
        image = systemItem.symbol.flatMap { Surface(systemName: $0) }
        self.systemItem = systemItem
    }

    /// A space that takes its share of the room a toolbar's other items leave, as iOS 14's
    /// `UIBarButtonItem.flexibleSpace()`: one pushes the items after it to the trailing edge, two centre
    /// the items between them.
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide between a toolbar's items, as `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item is a flexible or fixed space (it shows nothing and takes no taps).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// A system item calling `action` on `target` (held weakly), as
    /// `UIBarButtonItem(barButtonSystemItem:target:action:)` with a method reference for the selector.
    public convenience init<T: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ((T) -> () -> Void)?
    ) {
        self.init(systemItem: systemItem)
        setTarget(target, action)
    }

    /// A system item calling `action(sender)` on `target`.
    public convenience init<T: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ((T) -> (BarButtonItem) -> Void)?
    ) {
        self.init(systemItem: systemItem)
        setTarget(target, action)
    }

    /// An item with a title calling `action` on `target` (held weakly), as
    /// `UIBarButtonItem(title:style:target:action:)` with a method reference for the selector.
    public convenience init<T: AnyObject>(
        title: String?, style: Style, target: AnyObject?, action: ((T) -> () -> Void)?
    ) {
        self.init(title: title, style: style)
        setTarget(target, action)
    }

    /// An item with a title calling `action(sender)` on `target`.
    public convenience init<T: AnyObject>(
        title: String?, style: Style, target: AnyObject?, action: ((T) -> (BarButtonItem) -> Void)?
    ) {
        self.init(title: title, style: style)
        setTarget(target, action)
    }

    /// An item with an image calling `action` on `target`, as `UIBarButtonItem(image:style:target:action:)`.
    public convenience init<T: AnyObject>(
        image: Surface?, style: Style, target: AnyObject?, action: ((T) -> () -> Void)?
    ) {
        self.init(title: nil, style: style)
        self.image = image
        setTarget(target, action)
    }

    /// An item with an image calling `action(sender)` on `target`.
    public convenience init<T: AnyObject>(
        image: Surface?, style: Style, target: AnyObject?, action: ((T) -> (BarButtonItem) -> Void)?
    ) {
        self.init(title: nil, style: style)
        self.image = image
        setTarget(target, action)
    }

    /// A system item with no action yet (`target: nil, action: nil`, as flexible spaces are made).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Never?, action: Never?) {
        self.init(systemItem: systemItem)
    }

    /// An item with a title and no action yet (`target: nil, action: nil`).
    public convenience init(title: String?, style: Style, target: Never?, action: Never?) {
        self.init(title: title, style: style)
    }

    private func setTarget<T: AnyObject>(_ target: AnyObject?, _ action: ((T) -> () -> Void)?) {
        guard let action else { return }
        guard let target else { return setChainAction(ResponderAction(action)) }
        primaryAction = Action(title: title ?? "") { [weak target] _ in
            if let target = target as? T { action(target)() }
        }
    }

    private func setTarget<T: AnyObject>(_ target: AnyObject?, _ action: ((T) -> (BarButtonItem) -> Void)?) {
        guard let action else { return }
        guard let target else { return setChainAction(ResponderAction(action)) }
        primaryAction = Action(title: title ?? "") { [weak target, unowned self] _ in
            if let target = target as? T { action(target)(self) }
        }
    }

    /// A nil target with an action: the item sends it up the responder chain from the first responder, else
    /// from its view in the bar, as `UIApplication.sendAction(_:to:from:for:)` does.
    private func setChainAction(_ action: ResponderAction) {
        primaryAction = Action(title: title ?? "") { [unowned self] _ in
            let view = self.shownView
            _ = (view?.window?.application ?? Application.current)?.sendAction(
                action, to: nil, from: self, for: nil, startingAt: view)
        }
    }
}
