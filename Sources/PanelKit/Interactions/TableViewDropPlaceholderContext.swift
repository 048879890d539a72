import PanelGraphics

/// A placeholder row put in by a drop, as `UITableViewDropPlaceholderContext`: while the dropped data
/// loads the table counts the placeholder's row beside the data source's (rows after it move down, and
/// the table's index paths include it; the data source and delegate are asked with the index paths their
/// data has). `commitInsertion(dataSourceUpdates:)` swaps in the real row, `deletePlaceholder()` takes it
/// out.
@MainActor
public final class TableViewDropPlaceholderContext: DragAnimating, DropPlaceholderPosition {
    /// The dropped item the placeholder stands for.
    public let dragItem: DragItem
    let placeholder: TableViewPlaceholder
    /// Where the placeholder row is now (it moves when placeholders before it come and go).
    var indexPath: IndexPath
    private weak var tableView: TableView?
    private let animator = DragAnimator()

    init(dragItem: DragItem, placeholder: TableViewPlaceholder, indexPath: IndexPath, tableView: TableView?) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.indexPath = indexPath
        self.tableView = tableView
    }

    /// Replaces the placeholder with the real row: `dataSourceUpdates` gets the placeholder's index path
    /// and must put the dropped data there in the data source (without telling the table); the table then
    /// asks for that row's cell. False when the placeholder is already gone.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let table = tableView, table.removePlaceholder(self, closingUp: false) else { return false }
        dataSourceUpdates(indexPath)
        table.reloadRows(at: [indexPath], with: .automatic)
        return true
    }

    /// Takes the placeholder row out (the rows after it move up). False when it is already gone.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        guard let table = tableView, table.removePlaceholder(self, closingUp: true) else { return false }
        table.deleteRows(at: [indexPath], with: .automatic)
        return true
    }

    /// Calls the placeholder's `cellUpdateHandler` again on its cell, if the row is on screen.
    public func setNeedsCellUpdate() {
        guard let cell = tableView?.cellForRow(at: indexPath) else { return }
        placeholder.cellUpdateHandler?(cell)
    }

    public func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }
}
