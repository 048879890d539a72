import PanelKit

/// An item given to the share sheet late, as `UIActivityItemSource`: the sheet asks the source for a
/// placeholder to decide which activities apply, then for the real item for the activity picked.
@MainActor
public protocol ActivityItemSource: AnyObject {
    /// An item of the kind the source gives (a `String`, `URL` or image), used to decide which activities apply.
    func activityViewControllerPlaceholderItem(_ activityViewController: ActivityViewController) -> Any
    /// The item for `activityType`; nil leaves it out.
    func activityViewController(
        _ activityViewController: ActivityViewController, itemForActivityType activityType: Activity.ActivityType?
    ) -> Any?
    /// A subject for activities that take one (nothing on a panel uses it).
    func activityViewController(
        _ activityViewController: ActivityViewController, subjectForActivityType activityType: Activity.ActivityType?
    ) -> String
}

extension ActivityItemSource {
    public func activityViewController(
        _ activityViewController: ActivityViewController, subjectForActivityType activityType: Activity.ActivityType?
    ) -> String { "" }
}
