/// A view controller's content-unavailable state (ViewController+ContentUnavailable.swift): the
/// configuration, the view showing it over the controller's view, and whether an update was asked for.
@MainActor
final class ContentUnavailableHost {
    var configuration: ContentUnavailableConfiguration?
    var view: ContentUnavailableView?
    /// True until the first layout pass has called `updateContentUnavailableConfiguration(using:)`, and
    /// again after each `setNeedsUpdateContentUnavailableConfiguration()`.
    var needsUpdate = true
}
