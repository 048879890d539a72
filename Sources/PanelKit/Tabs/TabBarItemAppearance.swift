import PanelText

/// How tab bar items look in one layout, as `UITabBarItemAppearance`: per state, the icon's colour and the
/// title's attributes.
@MainActor
open class TabBarItemAppearance {
    /// The look of one state, as `UITabBarItemStateAppearance`.
    @MainActor
    public final class StateAppearance {
        /// The image's colour (nil: the title's colour, else the bar's default).
        public var iconColor: Color?
        /// The title's attributes (PanelKitCompat spells it `titleTextAttributes`).
        public var titleAttributes = TextAttributes()
        /// The badge's background (nil: red).
        public var badgeBackgroundColor: Color?
        /// Moves the title from its place (kept).
        public var titlePositionAdjustment = Offset(horizontal: 0, vertical: 0)

        init() {}

        func copy() -> StateAppearance {
            let c = StateAppearance()
            c.iconColor = iconColor
            c.titleAttributes = titleAttributes
            c.badgeBackgroundColor = badgeBackgroundColor
            c.titlePositionAdjustment = titlePositionAdjustment
            return c
        }
    }

    /// Items not selected.
    public private(set) var normal = StateAppearance()
    /// The selected item.
    public private(set) var selected = StateAppearance()
    /// Disabled items.
    public private(set) var disabled = StateAppearance()
    /// The focused item.
    public private(set) var focused = StateAppearance()

    /// The default look.
    public init() {}

    /// A copy of this appearance.
    open func copy() -> TabBarItemAppearance {
        let c = TabBarItemAppearance()
        c.normal = normal.copy()
        c.selected = selected.copy()
        c.disabled = disabled.copy()
        c.focused = focused.copy()
        return c
    }
}
