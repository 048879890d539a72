import PanelGraphics

/// What a table view drop hands its delegate, as `UITableViewDropCoordinator`.
@MainActor
public final class TableViewDropCoordinator {
    /// The dropped items, with where each came from when it came from this table view.
    public let items: [TableViewDropItem]
    /// Where the drop goes (nil: not over a place for a row).
    public let destinationIndexPath: IndexPath?
    /// The proposal the drop was made with.
    public let proposal: TableViewDropProposal
    /// The drop session.
    public let session: DropSession
    private weak var tableView: TableView?

    init(
        items: [TableViewDropItem], destinationIndexPath: IndexPath?, proposal: TableViewDropProposal,
        session: DropSession, tableView: TableView
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.tableView = tableView
    }

    /// Lands `dragItem`'s preview on the row at `indexPath` (call it after the row is in place).
    @discardableResult
    public func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> any DragAnimating {
        if let table = tableView {
            table.layoutIfNeeded()
            let frame = table.rectForRow(at: indexPath)
            if frame != .zero { session.localDragSession?.dropTargetInWindow = table.convert(frame, to: nil) }
        }
        return DragAnimator()
    }

    /// Inserts `placeholder`'s row for `dragItem` while its data loads (the preview lands on it) and returns
    /// the context that later commits the real row or deletes the placeholder. Without a table or a section
    /// to put it in, the context does nothing (its calls return false).
    public func drop(_ dragItem: DragItem, to placeholder: TableViewDropPlaceholder) -> TableViewDropPlaceholderContext
    {
        guard let table = tableView, let context = table.insertPlaceholder(placeholder, for: dragItem) else {
            return TableViewDropPlaceholderContext(
                dragItem: dragItem, placeholder: placeholder, indexPath: placeholder.insertionIndexPath,
                tableView: nil)
        }
        drop(dragItem, toRowAt: context.indexPath)
        return context
    }
}

/// One dropped item, as `UITableViewDropItem`.
@MainActor
public final class TableViewDropItem {
    public let dragItem: DragItem
    /// Where the row was, when it is dragged from this table view.
    public let sourceIndexPath: IndexPath?
    /// The size of the item's preview (the lifted row's), zero when it is not known.
    public let previewSize: Size

    init(dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: Size) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}
