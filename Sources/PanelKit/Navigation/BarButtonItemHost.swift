/// A bar that shows bar button items (a navigation bar or a toolbar): it is told when an item it shows
/// changes, to build its views again.
@MainActor
protocol BarButtonItemHost: AnyObject {
    /// Builds the items' views again before the next layout.
    func setNeedsItemsUpdate()
}
