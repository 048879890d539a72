/// Supplies a table view's rows, as `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// Sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// Rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: dequeue one with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title shown above a section (nil, the default, for none).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title shown below a section (nil, the default, for none).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row may be edited: swiped open to its actions (true, the default, for every row).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Does what the user asked for a row: with `.delete` (the row's "Delete" button, tapped or fully
    /// swiped), remove the item from the model, then call `deleteRows(at:with:)`. Implementing this gives
    /// every editable row swipe-to-delete, as in UIKit (unless the delegate's swipe configurations say
    /// otherwise). PanelKit learns whether it is implemented by calling it once with `.none`, a style
    /// UIKit never passes, so act only on `.delete` and `.insert`.
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether a row shows the reorder control while the table edits. The default is true when the data
    /// source implements `tableView(_:moveRowAt:to:)`, as in UIKit (PanelKit learns that by calling it once,
    /// when this default is first asked, with the same index path as source and destination: a move that
    /// changes nothing).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged a row from `sourceIndexPath` to `destinationIndexPath` (numbered as after the move,
    /// possibly in another section): move the item in the model. The table has already moved the row;
    /// do not call `moveRow(at:to:)` or reload. Implementing this gives rows reorder controls while editing.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: rows have no "Delete" button of their own.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.defaultCommitRan = true
    }
    /// True when `tableView(_:moveRowAt:to:)` is implemented.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.dataSourceMovesRows(probing: indexPath)
    }
    /// Not implemented: rows have no reorder control.
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.defaultMoveRan = true
    }
}
