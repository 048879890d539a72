/// Told as a search controller's search starts and ends, as `UISearchControllerDelegate`. Every method has
/// a default, so an adopter writes only those it needs.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search is becoming active: the results (or the dimming) are about to show.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search is active and its results (or dimming) show.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is ending: the results are about to go.
    func willDismissSearchController(_ searchController: SearchController)
    /// The search ended: the content shows again.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    public func willPresentSearchController(_ searchController: SearchController) {}
    public func didPresentSearchController(_ searchController: SearchController) {}
    public func willDismissSearchController(_ searchController: SearchController) {}
    public func didDismissSearchController(_ searchController: SearchController) {}
}
