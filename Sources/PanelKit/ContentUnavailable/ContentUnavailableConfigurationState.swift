/// What a content-unavailable configuration is updated for, as `UIContentUnavailableConfigurationState`:
/// the traits and the search text of the controller's search controller.
public struct ContentUnavailableConfigurationState: Equatable, Sendable {
    /// The traits of the view showing the configuration.
    public var traitCollection: TraitCollection
    /// The text of the search controller in the controller's navigation item (nil without one).
    public var searchText: String?

    public init(traitCollection: TraitCollection, searchText: String? = nil) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }
}
