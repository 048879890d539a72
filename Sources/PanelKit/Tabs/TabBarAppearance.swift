import PanelText

/// How a tab bar looks, as `UITabBarAppearance`: the background of `BarAppearance` and the look of its
/// items in each layout (PanelKit lays tabs out stacked, image over title, and draws with
/// `stackedLayoutAppearance`; the inline ones are kept).
@MainActor
open class TabBarAppearance: BarAppearance {
    /// The items' look when the image is above the title.
    open var stackedLayoutAppearance = TabBarItemAppearance()
    /// The items' look when the image is beside the title (kept).
    open var inlineLayoutAppearance = TabBarItemAppearance()
    /// The items' look beside the title in a compact environment (kept).
    open var compactInlineLayoutAppearance = TabBarItemAppearance()
    /// The colour behind the selected item (nil: none; kept).
    open var selectionIndicatorTintColor: Color?

    public override init() {
        super.init()
    }

    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? TabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
    }
}
