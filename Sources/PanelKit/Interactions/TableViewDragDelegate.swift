import PanelGraphics

/// Rows dragged out of a table view, as `UITableViewDragDelegate`: a long press on a row asks for its drag
/// items (none: the row does not lift).
@MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items a long press on the row at `indexPath` drags.
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    /// Items to add to a running drag when the row at `indexPath` is tapped (kept: a panel drags with one
    /// finger, so PanelKit never asks).
    func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point
    ) -> [DragItem]
    /// How the row at `indexPath` lifts (nil: its whole cell).
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    /// A drag from the table view begins.
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    /// A drag from the table view ended.
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession)
}

extension TableViewDragDelegate {
    public func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point
    ) -> [DragItem] { [] }
    public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    { nil }
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {}
}
