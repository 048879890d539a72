/// Everything Auto Layout keeps for one view, made the first time the view takes part (most views never
/// do, and pay one nil pointer).
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// Constraints installed on this view (`View.constraints`): their items are in its subtree.
    var installed: [LayoutConstraint] = []
    /// Active constraints that name this view as an item.
    var referencing: [LayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`.
    var guides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var keyboardGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made when first asked for.
    var scrollContentGuide: LayoutGuide?
    var scrollFrameGuide: LayoutGuide?
    var layoutMargins = EdgeInsets(all: 8)
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// How the view arranges its content in a right-to-left interface (`View+LayoutDirection`).
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    var horizontalHugging = LayoutPriority.defaultLow
    var verticalHugging = LayoutPriority.defaultLow
    var horizontalCompression = LayoutPriority.defaultHigh
    var verticalCompression = LayoutPriority.defaultHigh
    /// The safe area insets last computed (to notice changes).
    var safeAreaInsets = EdgeInsets.zero
    /// The controller's `additionalSafeAreaInsets`, for a controller's view.
    var additionalSafeAreaInsets = EdgeInsets.zero

    // The update-constraints pass.
    var needsUpdateConstraints = false
    var descendantNeedsUpdateConstraints = false
    var didRequireConstraintBasedLayout = false

    // As the root of a hierarchy.
    /// Whether some view under this root has installed constraints.
    var hasConstraints = false
    /// The engine solving this root's hierarchy, made at its first layout with constraints.
    var engine: LayoutEngine?
    /// Called instead of printing when the engine meets constraints that cannot all hold.
    var unsatisfiableConstraintsHandler: ((UnsatisfiableConstraintsReport) -> Void)?

    // As an item of the live engine.
    /// The view's variables in its root's engine.
    var node: LayoutNode?
    /// How many subviews have nodes in the engine (the ones `layoutSubviews` sets frames for).
    var childNodeCount = 0
}
