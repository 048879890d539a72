/// What a search bar asks and tells, as `UISearchBarDelegate`. Every method has a default, so an adopter
/// writes only those it needs.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin (a tap on the field); true by default.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began: the field is first responder.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether editing may end; true by default.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Editing ended: the field resigned first responder.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The user changed the text (typing, deleting or the clear button); setting `text` in code does not call it.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether the user's edit replacing `range` with `text` may happen; true by default.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: CharacterRange, replacementText text: String)
        -> Bool
    /// The keyboard's Search (return) key was pressed. Editing goes on: call `resignFirstResponder()` to end it.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The Cancel button was tapped. Nothing else happens by itself: the delegate clears, hides or resigns.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// The search results button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    /// The user picked another scope button.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBar(
        _ searchBar: SearchBar, shouldChangeTextIn range: CharacterRange, replacementText text: String
    )
        -> Bool
    { true }
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
