/// How a toolbar looks, as `UIToolbarAppearance` (iOS 15): the background of `BarAppearance` and the bar
/// buttons' look (PanelKit draws the `normal` state's title colour, for plain and done buttons alike).
@MainActor
open class ToolbarAppearance: BarAppearance {
    /// The look of plain bar buttons.
    open var buttonAppearance = BarButtonItemAppearance()
    /// The look of done-style bar buttons (kept; PanelKit draws every button from `buttonAppearance`).
    open var doneButtonAppearance = BarButtonItemAppearance()

    public override init() {
        super.init()
    }

    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? ToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }
}
