/// Updates search results as the user searches, as `UISearchResultsUpdating`: a search controller's
/// `searchResultsUpdater` is told when its bar's text changes and when the search becomes active or ends.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Filter with `searchController.searchBar.text` and show the results (reload the table, say).
    func updateSearchResults(for searchController: SearchController)
}
