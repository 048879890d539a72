import PanelGraphics

/// Placeholder rows (`TableViewDropPlaceholder`): the table counts them beside the data source's rows, so
/// the table's numbering includes them; the data source and the delegate are asked with the index paths
/// their own data has (the placeholders before a row taken out).
extension TableView {
    /// Whether placeholder rows are waiting to be committed or deleted, as UIKit's `hasUncommittedUpdates`.
    public var hasUncommittedUpdates: Bool { !dragAndDrop.placeholders.isEmpty }

    /// The rows the table shows in `section`: the data source's and the placeholders there.
    func rowCount(inSection section: Int, dataSource: any TableViewDataSource) -> Int {
        max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            + dragAndDrop.placeholders.count(inSection: section)
    }

    /// The placeholder shown as the row at `indexPath`, if one is.
    func placeholder(at indexPath: IndexPath) -> TableViewDropPlaceholderContext? {
        dragAndDrop.placeholders.placeholder(at: indexPath)
    }

    /// The data source's index path for the table's row at `indexPath` (the placeholders before it taken
    /// out).
    func dataIndexPath(_ indexPath: IndexPath) -> IndexPath {
        dragAndDrop.placeholders.dataIndexPath(indexPath)
    }

    /// A cell for the placeholder row: one of its reuse identifier (a plain default cell when none is
    /// registered), filled in by its `cellUpdateHandler`.
    func placeholderCell(_ context: TableViewDropPlaceholderContext) -> TableViewCell {
        let id = context.placeholder.reuseIdentifier
        let cell = dequeueReusableCell(withIdentifier: id) ?? TableViewCell(style: .default, reuseIdentifier: id)
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Inserts a placeholder row for `dragItem` at the placeholder's index path (clamped to the table's
    /// rows; nil when the table has no sections).
    func insertPlaceholder(_ placeholder: TableViewPlaceholder, for dragItem: DragItem)
        -> TableViewDropPlaceholderContext?
    {
        let sections = numberOfSections
        guard sections > 0 else {
            print("TableView: no section to insert a placeholder row in")
            return nil
        }
        let wanted = placeholder.insertionIndexPath
        let section = min(max(0, wanted.section), sections - 1)
        let row = min(max(0, wanted.row), numberOfRows(inSection: section))
        let ip = IndexPath(row: row, section: section)
        dragAndDrop.placeholders.makeRoom(at: ip)
        let context = TableViewDropPlaceholderContext(
            dragItem: dragItem, placeholder: placeholder, indexPath: ip, tableView: self)
        dragAndDrop.placeholders.append(context)
        insertRows(at: [ip], with: .automatic)
        return context
    }

    /// Takes `context` out of the placeholders (`closingUp`: the placeholders after it in its section move
    /// up a row). False when it is not one.
    func removePlaceholder(_ context: TableViewDropPlaceholderContext, closingUp: Bool) -> Bool {
        dragAndDrop.placeholders.remove(context, closingUp: closingUp)
    }
}
