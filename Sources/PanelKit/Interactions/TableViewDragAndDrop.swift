import PanelGraphics

/// A table view's drag and drop, as `UITableView`'s `dragDelegate` and `dropDelegate` give it: a drag
/// interaction and a drop interaction on the table view whose delegate is this object, turning their calls
/// into the drag and drop delegates' row calls (the machinery is the collection view's: `DragInteraction`,
/// `DropInteraction`, `DragLift`). While a proposal says `.insertAtDestinationIndexPath` (or `.automatic`)
/// the rows open a gap at the destination; a row dragged from this table leaves its own place, so the
/// others close up behind it (the shift is editing-mode reordering's, `RowReorder.shift`). With
/// `.insertIntoDestinationIndexPath` the destination row highlights instead.
@MainActor
final class TableViewDragAndDrop: DragInteractionDelegate, DropInteractionDelegate {
    private unowned let tableView: TableView
    /// The interactions on the view, as the delegates and `dragInteractionEnabled` have them.
    let interactions = DragAndDropInteractions()
    /// Where each item of a drag from this table view came from.
    private var sources: [ObjectIdentifier: IndexPath] = [:]
    /// The row lifting or dragged from here (its cell hides while the gap shows) and its height.
    private var liftedIndexPath: IndexPath?
    private var liftedHeight = 0.0
    /// The cell hidden for the lifted row, shown again when the gap closes or the cell is reused.
    private weak var hiddenCell: TableViewCell?
    /// The row highlighted for an `.insertIntoDestinationIndexPath` proposal.
    private weak var highlightedCell: TableViewCell?
    /// The open gap: where the rows would go, and how tall it is.
    private var gap: IndexPath?
    private var gapHeight = 0.0
    private var destination: IndexPath?
    private var lastProposal: TableViewDropProposal?
    /// Whether a drag is over the table view now.
    private(set) var isDropTarget = false
    /// The placeholder rows drops put in, not yet committed or deleted (`TableView+Placeholders`).
    var placeholders: [TableViewDropPlaceholderContext] = []

    init(tableView: TableView) {
        self.tableView = tableView
    }

    /// Adds or removes the interactions as the delegates and `dragInteractionEnabled` say.
    func update() {
        let t = tableView
        interactions.update(
            on: t, drags: t.dragDelegate != nil && t.dragInteractionEnabled, drops: t.dropDelegate != nil,
            delegate: self)
    }

    // MARK: Drag

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        let t = tableView
        // While the table edits, rows move by their reorder controls.
        guard !t.isEditing, let delegate = t.dragDelegate, let ip = t.indexPathForRow(at: session.location(in: t))
        else { return [] }
        let items = delegate.tableView(t, itemsForBeginning: session, at: ip)
        if !items.isEmpty {
            liftedIndexPath = ip
            liftedHeight = t.rectForRow(at: ip).height
            sources = [:]
            for item in items { sources[ObjectIdentifier(item)] = ip }
        }
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession)
        -> TargetedDragPreview?
    {
        let t = tableView
        // The row lifts as it is drawn, not highlighted by the press (the snapshot is taken next).
        t.unhighlight()
        guard let ip = sources[ObjectIdentifier(item)], let cell = t.cellForRow(at: ip) else { return nil }
        let parameters = t.dragDelegate?.tableView(t, dragPreviewParametersForRowAt: ip)
        return TargetedDragPreview(view: cell, parameters: parameters ?? DragPreviewParameters())
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        tableView.dragDelegate?.tableView(tableView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        liftedIndexPath = nil
        sources = [:]
        showHiddenCell()
        tableView.dragDelegate?.tableView(tableView, dragSessionDidEnd: session)
    }

    // MARK: Drop

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        tableView.dropDelegate?.tableView(tableView, canHandle: session) ?? false
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        isDropTarget = true
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        let t = tableView
        let dest = destinationIndexPath(for: session)
        destination = dest
        let proposal =
            t.dropDelegate?.tableView(t, dropSessionDidUpdate: session, withDestinationIndexPath: dest)
            ?? TableViewDropProposal(operation: .cancel)
        lastProposal = proposal
        let drops = proposal.operation.performs
        setGap(drops && proposal.intent.opensGap ? dest : nil)
        highlight(drops && proposal.intent == .insertIntoDestinationIndexPath ? dest : nil)
        return proposal
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        isDropTarget = false
        setGap(nil)
        highlight(nil)
        tableView.dropDelegate?.tableView(tableView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        let t = tableView
        let proposal = lastProposal ?? TableViewDropProposal(operation: .cancel)
        let size = Size(width: t.bounds.width, height: liftedHeight)
        let items = session.items.map {
            let source = sources[ObjectIdentifier($0)]
            return TableViewDropItem(dragItem: $0, sourceIndexPath: source, previewSize: source == nil ? .zero : size)
        }
        let coordinator = TableViewDropCoordinator(
            items: items, destinationIndexPath: destination, proposal: proposal, session: session, tableView: t)
        // The rows take their places from the updated data, starting from where the gap has them.
        gap = nil
        liftedIndexPath = nil
        showHiddenCell()
        highlight(nil)
        t.dropDelegate?.tableView(t, performDropWith: coordinator)
        t.setNeedsLayout()
        View.animate(withDuration: 0.2, options: [.curveEaseInOut, .beginFromCurrentState]) { t.layoutIfNeeded() }
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        isDropTarget = false
        setGap(nil)
        highlight(nil)
        destination = nil
        lastProposal = nil
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    // MARK: The gap

    /// Where a drop at the finger goes: the row whose place is under it, or the end of the last section
    /// below the last row (between sections, where it went before). A drag from that section moves within
    /// the same count of places.
    private func destinationIndexPath(for session: DropSession) -> IndexPath? {
        let t = tableView
        let point = session.location(in: t)
        let sections = t.numberOfSections
        guard sections > 0 else { return nil }
        // The table's places (not the cells moved aside for the gap) decide.
        if let ip = t.indexPathForRow(at: point) { return ip }
        let last = sections - 1
        let count = t.numberOfRows(inSection: last)
        guard count > 0 else { return IndexPath(row: 0, section: last) }
        let f = t.rectForRow(at: IndexPath(row: count - 1, section: last))
        guard point.y >= f.maxY else { return destination }
        let local = liftedIndexPath?.section == last
        return IndexPath(row: local ? count - 1 : count, section: last)
    }

    /// Opens the gap at `newGap` (nil: closes it), the rows sliding aside.
    private func setGap(_ newGap: IndexPath?) {
        guard newGap != gap else { return }
        gap = newGap
        if let newGap { gapHeight = liftedIndexPath != nil ? liftedHeight : rowHeight(near: newGap) }
        let t = tableView
        t.setNeedsLayout()
        View.animate(withDuration: 0.2, options: [.curveEaseInOut, .beginFromCurrentState]) { t.layoutIfNeeded() }
    }

    /// The height of a row dropped from elsewhere at `ip`: the row there (or the one before it), or
    /// UIKit's standard height.
    private func rowHeight(near ip: IndexPath) -> Double {
        let t = tableView
        for row in [ip.row, ip.row - 1] where row >= 0 {
            let h = t.rectForRow(at: IndexPath(row: row, section: ip.section)).height
            if h > 0 { return h }
        }
        return TableView.standardRowHeight
    }

    /// Where the row at `ip` is drawn while the gap is open (`frame`: its place).
    func gapFrame(_ frame: Rect, at ip: IndexPath) -> Rect {
        guard let gap, ip != liftedIndexPath else { return frame }
        let dy = RowReorder.shift(
            ofRowAt: ip, source: liftedIndexPath, target: gap, height: liftedHeight, gap: gapHeight)
        return frame.offsetBy(dx: 0, dy: dy)
    }

    /// After a layout pass: the lifted row's cell is hidden while the gap is open (the preview stands for
    /// it); a cell hidden before and now reused for another row shows again.
    func layoutLifted() {
        let t = tableView
        let cell = gap == nil ? nil : liftedIndexPath.flatMap { t.cellForRow(at: $0) }
        if hiddenCell !== cell { showHiddenCell() }
        if let cell {
            cell.alpha = 0
            hiddenCell = cell
        }
    }

    private func showHiddenCell() {
        hiddenCell?.alpha = 1
        hiddenCell = nil
    }

    /// Highlights the row an `.insertIntoDestinationIndexPath` drop goes into (nil: none).
    private func highlight(_ ip: IndexPath?) {
        let cell = ip.flatMap { tableView.cellForRow(at: $0) }
        guard cell !== highlightedCell else { return }
        highlightedCell?.setHighlighted(false, animated: true)
        cell?.setHighlighted(true, animated: true)
        highlightedCell = cell
    }
}
