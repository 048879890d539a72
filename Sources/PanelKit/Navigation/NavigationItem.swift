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
    /// One line of text centred above the title, as `UINavigationItem.prompt`: the bar grows by
    /// `NavigationBar.promptHeight` (30 points, as UIKit's) while its top item has one; nil removes it.
    open var prompt: String? {
        didSet { if prompt != oldValue { bar?.appearanceInputsDidChange() } }
    }
    /// How the bar lays this item out, as `UINavigationItem.ItemStyle` (iOS 16).
    public enum ItemStyle: Int, Sendable {
        /// The title in the middle (the default).
        case navigator = 0
        /// The title at the leading side, after the back button and the left items (a browser's history).
        case browser = 1
        /// The title at the leading side, as `.browser` (a document editor).
        case editor = 2
    }
    /// How the bar lays this item out (`.navigator` by default): `.browser` and `.editor` lead with the
    /// title instead of centring it, as UIKit's.
    open var style = ItemStyle.navigator {
        didSet { bar?.setNeedsItemsUpdate() }
    }
    /// What a tap on the back button does while this item is on top, instead of going back, as
    /// `UINavigationItem.backAction` (iOS 16; the action's title is not shown).
    open var backAction: Action?
    /// Kept for code that sets it (PanelKit has no bar customisation to save), as
    /// `UINavigationItem.customizationIdentifier`.
    open var customizationIdentifier: String?
    /// The item the bar shows to go back to this controller (its title replaces this item's title in
    /// the back button of the controller above).
    open var backBarButtonItem: BarButtonItem?
    /// The back button's title when there is no `backBarButtonItem`.
    open var backButtonTitle: String? {
        didSet { bar?.setNeedsItemsUpdate() }
    }
    /// What the back button that returns to this item shows, as `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// `backButtonTitle`, else the title, else "Back".
        case `default` = 0
        /// "Back", whatever the titles say (a `backBarButtonItem`'s title still wins).
        case generic = 1
        /// The back chevron alone.
        case minimal = 2
    }
    /// What the back button that returns to this item shows (`.default`), when there is no
    /// `backBarButtonItem`, as `UINavigationItem.backButtonDisplayMode`.
    open var backButtonDisplayMode = BackButtonDisplayMode.default {
        didSet { bar?.setNeedsItemsUpdate() }
    }
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

    /// Hides or shows the back button, as `setHidesBackButton(_:animated:)`; the bar changes at once.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
    /// Sets the left item, as `setLeftBarButton(_:animated:)`; the bar changes at once.
    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }
    /// Sets the right item, as `setRightBarButton(_:animated:)`; the bar changes at once.
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }
    /// Sets the left items (nil: none), as `setLeftBarButtonItems(_:animated:)`; the bar changes at once.
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items ?? []
    }
    /// Sets the right items (nil: none), as `setRightBarButtonItems(_:animated:)`; the bar changes at once.
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items ?? []
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

    /// When the bar shows this item's title large, as `UINavigationItem.LargeTitleDisplayMode` (only while
    /// the bar's `prefersLargeTitles` is true).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below (the bar's preference at the root).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
    }
    /// When this item's title shows large (`.automatic` by default).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { bar?.appearanceInputsDidChange() }
    }
    /// The bar's look while this item is on top (a copy is kept; nil: the bar's own).
    open var standardAppearance: NavigationBarAppearance? {
        get { standardStorage }
        set { standardStorage = newValue?.copy() }
    }
    /// The look at the scroll edge while this item is on top (a copy is kept; nil: the bar's own).
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        get { scrollEdgeStorage }
        set { scrollEdgeStorage = newValue?.copy() }
    }
    /// The look in a compact-height environment while this item is on top (a copy; nil: the bar's own).
    open var compactAppearance: NavigationBarAppearance? {
        get { compactStorage }
        set { compactStorage = newValue?.copy() }
    }
    /// The look at the scroll edge in a compact-height environment (a copy; nil: the bar's own).
    open var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { compactScrollEdgeStorage }
        set { compactScrollEdgeStorage = newValue?.copy() }
    }
    private var standardStorage: NavigationBarAppearance? {
        didSet { bar?.appearanceInputsDidChange() }
    }
    private var scrollEdgeStorage: NavigationBarAppearance? {
        didSet { bar?.appearanceInputsDidChange() }
    }
    private var compactStorage: NavigationBarAppearance? {
        didSet { bar?.appearanceInputsDidChange() }
    }
    private var compactScrollEdgeStorage: NavigationBarAppearance? {
        didSet { bar?.appearanceInputsDidChange() }
    }
    /// Whether any appearance is set on this item.
    var hasAppearances: Bool {
        standardStorage != nil || scrollEdgeStorage != nil || compactStorage != nil
            || compactScrollEdgeStorage != nil
    }

    /// The bar showing this item, to update it when the item changes.
    weak var bar: NavigationBar?

    /// An item with a title.
    public init(title: String? = nil) {
        self.title = title
    }
}
