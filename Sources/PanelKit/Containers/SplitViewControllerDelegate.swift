/// What a split view controller tells and asks its delegate, as `UISplitViewControllerDelegate`. Every
/// method is optional.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode` (expanded only).
    func splitViewController(
        _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// The display mode a tap on `displayModeButtonItem` goes to; `.automatic` (the default) lets the
    /// button show or hide the primary column.
    func targetDisplayModeForAction(in svc: SplitViewController) -> SplitViewController.DisplayMode
    /// `column` is about to show because the display mode changes (column style, expanded).
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    /// `column` is about to hide because the display mode changes (column style, expanded).
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
    /// The column whose controller is on top once the interface collapses (column style); the proposal
    /// is `.secondary`.
    func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column
    /// The display mode to take when the interface expands again (column style).
    func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode
    /// The interface collapsed (column style).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The interface expanded (column style).
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    /// Classic style: true when the delegate collapsed `secondaryViewController` onto
    /// `primaryViewController` itself (or wants it dropped); false lets the split view controller push it
    /// onto the primary navigation controller.
    func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool
    /// True when the delegate showed `vc` itself for `showDetailViewController(_:sender:)`.
    func splitViewController(
        _ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?
    ) -> Bool
}

extension SplitViewControllerDelegate {
    public func splitViewController(
        _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
    ) {}
    public func targetDisplayModeForAction(in svc: SplitViewController) -> SplitViewController.DisplayMode {
        .automatic
    }
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
    public func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?
    ) -> Bool { false }
}
