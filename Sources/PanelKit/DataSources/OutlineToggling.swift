/// A collection view data source that expands and collapses items when their list cell's outline
/// disclosure is tapped: the diffable data source, through its section snapshots.
@MainActor
protocol OutlineToggling: AnyObject {
    /// Expands the item at `indexPath` when it is collapsed, collapses it when it is expanded.
    func toggleOutline(at indexPath: IndexPath)
}
