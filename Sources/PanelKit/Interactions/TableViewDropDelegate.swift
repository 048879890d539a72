/// Drops on a table view, as `UITableViewDropDelegate`: while a drag moves over it the delegate proposes
/// what a drop at the row under the finger would do (with `.insertAtDestinationIndexPath` or `.automatic`
/// the rows open a gap there; with `.insertIntoDestinationIndexPath` that row highlights), and performs
/// the drop through a coordinator.
@MainActor
public protocol TableViewDropDelegate: AnyObject {
    /// The finger lifted with a proposal that drops: update the data and the table view.
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    /// Whether the table view takes this drag at all.
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    /// What a drop at `destinationIndexPath` (nil: not over a place for a row) would do.
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal
    /// The drag came over the table view.
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession)
    /// The drag left the table view.
    func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession)
    /// The drag is over.
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
}

extension TableViewDropDelegate {
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    /// Not answered: nothing drops (as the collection view's drop delegate).
    public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal { TableViewDropProposal(operation: .cancel) }
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
}
