// The constants of `SplitViewController`, with UIKit's raw values.
extension SplitViewController {
    /// How many columns a split view controller shows, as `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic interface: two controllers set through `viewControllers`, none wrapped.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column of a column-style split view controller, as `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// The controller shown instead of the others while the split view controller is collapsed.
        case compact = 3
    }

    /// How the columns are arranged while expanded, as `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// Chosen from the split behavior and the size (never reported by `displayMode`).
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// The primary (double column) or supplementary (triple column) column beside the secondary.
        case oneBesideSecondary = 2
        /// The primary (double column) or supplementary (triple column) column over the secondary.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary columns push the secondary partly off screen.
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of `secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The iOS 8 name of `oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The iOS 8 name of `oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the columns other than the secondary share the width with it, as
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        /// Chosen by the split view controller (`.tile` in PanelKit).
        case automatic = 0
        /// Side by side: secondaryOnly, oneBesideSecondary, twoBesideSecondary.
        case tile = 1
        /// Over the secondary: secondaryOnly, oneOverSecondary, twoOverSecondary.
        case overlay = 2
        /// Pushing the secondary aside: secondaryOnly, oneBesideSecondary, twoDisplaceSecondary.
        case displace = 3
    }
}
