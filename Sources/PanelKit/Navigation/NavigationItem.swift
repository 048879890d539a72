/// What a navigation bar shows for one view controller, as `UINavigationItem`: its title, the back
/// button the next controller shows, and bar button items on either side.
@MainActor
open class NavigationItem {
    /// The title in the middle of the bar (a controller's `title` when nil).
    open var title: String? {
        didSet { bar?.setNeedsItemsUpdate() }
    }
    /// A view shown instead of the title.
    open var titleView: View? {
        didSet { bar?.setNeedsItemsUpdate() }
    }
    /// The item the bar shows to go back to this controller (its title replaces this item's title in
    /// the back button of the controller above).
    open var backBarButtonItem: BarButtonItem?
    /// The back button's title when there is no `backBarButtonItem`.
    open var backButtonTitle: String?
    /// Hides the back button.
    open var hidesBackButton = false {
        didSet { bar?.setNeedsItemsUpdate() }
    }
    /// Items on the left (after the back button unless `leftItemsSupplementBackButton` is false, in which
    /// case they replace it).
    open var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { bar?.setNeedsItemsUpdate() }
    }
    /// Items on the right, from the right edge inwards.
    open var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { bar?.setNeedsItemsUpdate() }
    }
    /// Whether left items appear beside the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false {
        didSet { bar?.setNeedsItemsUpdate() }
    }

    /// The first left item.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The first right item.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The search controller whose bar a navigation controller shows under its navigation bar while this
    /// item's controller is on top, as `UINavigationItem.searchController`.
    open var searchController: SearchController? {
        didSet { bar?.superview?.setNeedsLayout() }
    }
    /// Whether the search bar hides as the content scrolls up (true by default, as UIKit's). PanelKit keeps
    /// the bar shown whatever this says.
    open var hidesSearchBarWhenScrolling = true

    /// The bar showing this item, to update it when the item changes.
    weak var bar: NavigationBar?

    /// An item with a title.
    public init(title: String? = nil) {
        self.title = title
    }
}
