import PanelText

/// How a navigation bar looks, as `UINavigationBarAppearance`: the background of `BarAppearance`, the
/// title's and the large title's text attributes, where the title sits, and the bar buttons' look.
@MainActor
open class NavigationBarAppearance: BarAppearance {
    /// The inline title's attributes (font, colour); unset ones keep the bar's default (17-point bold,
    /// label colour). PanelKitCompat spells it `titleTextAttributes` as a `[NSAttributedString.Key: Any]`.
    open var titleAttributes = TextAttributes()
    /// The large title's attributes; unset ones keep the default (34-point bold, label colour).
    open var largeTitleAttributes = TextAttributes()
    /// Moves the inline title from its place.
    open var titlePositionAdjustment = Offset(horizontal: 0, vertical: 0)
    /// The look of plain bar buttons.
    open var buttonAppearance = BarButtonItemAppearance()
    /// The look of the back button.
    open var backButtonAppearance = BarButtonItemAppearance()
    /// The look of done-style bar buttons.
    open var doneButtonAppearance = BarButtonItemAppearance()
    /// The back indicator image and its transition mask (kept; PanelKit draws a chevron in text).
    public private(set) var backIndicatorImage: Surface?
    /// The mask of the back indicator during transitions.
    public private(set) var backIndicatorTransitionMaskImage: Surface?

    public override init() {
        super.init()
    }

    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? NavigationBarAppearance else { return }
        titleAttributes = other.titleAttributes
        largeTitleAttributes = other.largeTitleAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Sets the back indicator image and its transition mask, as UIKit's.
    open func setBackIndicatorImage(_ backIndicatorImage: Surface?, transitionMaskImage: Surface?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}
