import PanelText

/// How bar buttons look, as `UIBarButtonItemAppearance`: per-state text attributes (PanelKit draws the
/// `normal` state's colour; the others are kept).
@MainActor
open class BarButtonItemAppearance {
    /// The attributes of one state, as `UIBarButtonItemStateAppearance`.
    @MainActor
    public final class StateAppearance {
        /// The title's attributes (PanelKitCompat spells it `titleTextAttributes`).
        public var titleAttributes = TextAttributes()
        /// Moves the title from its place.
        public var titlePositionAdjustment = Offset(horizontal: 0, vertical: 0)
        /// Moves the image from its place.
        public var backgroundImagePositionAdjustment = Offset(horizontal: 0, vertical: 0)

        init() {}

        func copy() -> StateAppearance {
            let c = StateAppearance()
            c.titleAttributes = titleAttributes
            c.titlePositionAdjustment = titlePositionAdjustment
            c.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
            return c
        }
    }

    /// The enabled, untouched state.
    public private(set) var normal = StateAppearance()
    /// While touched.
    public private(set) var highlighted = StateAppearance()
    /// When disabled.
    public private(set) var disabled = StateAppearance()
    /// With focus.
    public private(set) var focused = StateAppearance()

    /// The default look.
    public init() {}

    /// A copy of this appearance.
    open func copy() -> BarButtonItemAppearance {
        let c = BarButtonItemAppearance()
        c.normal = normal.copy()
        c.highlighted = highlighted.copy()
        c.disabled = disabled.copy()
        c.focused = focused.copy()
        return c
    }
}
