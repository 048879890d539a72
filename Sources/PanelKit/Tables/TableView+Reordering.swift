/// Reordering rows, as UIKit's tables do in editing mode ("Reordering table rows"): a row whose data source
/// implements `tableView(_:moveRowAt:to:)` (and whose `tableView(_:canMoveRowAt:)` is not false) shows a
/// reorder control at its trailing edge. Dragging the control lifts the cell above the others with a
/// shadow; the other rows slide to open a gap where it would land (the delegate's
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` may choose another place), and the
/// table scrolls while the finger is near its top or bottom edge. On release the cell settles into the gap
/// and the data source gets `tableView(_:moveRowAt:to:)` once; the table then renumbers its cells itself
/// (the data source calls no `moveRow`). A cancelled touch, or a drop where the row was, moves nothing.
extension TableView {
    /// How near the table's top or bottom edge (in points) the finger makes it scroll.
    static let autoscrollZone = 50.0
    /// The autoscroll speed with the finger at the very edge, in points per second.
    static let autoscrollSpeed = 800.0

    // MARK: Which rows move

    /// Whether the data source implements `tableView(_:moveRowAt:to:)`, for the default
    /// `tableView(_:canMoveRowAt:)`: learned once per data source by calling it with `ip` as both source
    /// and destination (a move that changes nothing), which only the protocol's default notices.
    func dataSourceMovesRows(probing ip: IndexPath) -> Bool {
        if let known = dataSourceMovesRows { return known }
        guard let ds = dataSource else { return false }
        defaultMoveRan = false
        ds.tableView(self, moveRowAt: ip, to: ip)
        let implemented = !defaultMoveRan
        dataSourceMovesRows = implemented
        return implemented
    }

    /// Gives an editing cell its reorder control (an editable row the data source may move), its
    /// indentation (a row with a control, or an editable one the delegate lets indent) and the control's
    /// touches.
    func configureReordering(_ cell: TableViewCell, at ip: IndexPath, editable: Bool) {
        let movable = editable && (dataSource?.tableView(self, canMoveRowAt: ip) ?? false)
        let indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
        cell.indentsWhileEditing = editable && (cell.editingStyle != .none || indents)
        cell.isMovable = movable
        cell.reorderTouched = { [weak self, weak cell] phase, point in
            guard let self, let cell else { return }
            switch phase {
            case .began: self.beginReorder(of: cell, at: point)
            case .moved: self.moveReorder(to: point)
            case .ended: self.endReorder(cancelled: false)
            case .cancelled: self.endReorder(cancelled: true)
            }
        }
    }

    // MARK: The drag

    /// Lifts a cell whose control a finger touched (`point` in window coordinates).
    private func beginReorder(of cell: TableViewCell, at point: Point) {
        guard rowReorder == nil, isEditing, dataSource != nil, let ip = indexPath(for: cell) else { return }
        unhighlight()
        // The row centres on the finger: its touch-down may reach the control only once the table's scroll
        // has let it go (after `delaysContentTouches`' wait, or a first move), when the finger has moved.
        let h = cell.frame.height
        let session = RowReorder(cell: cell, source: ip, height: h, grab: h / 2, finger: point)
        rowReorder = session
        cell.shadowColor = .black
        cell.shadowOpacity = 0.25
        cell.shadowOffset = Size(width: 0, height: 2)
        cell.shadowRadius = 8
        bringSubviewToFront(cell)
        if let application = window?.application {
            let link = DisplayLink { [weak self] link in self?.autoscroll(link) }
            link.add(to: application)
            session.link = link
        }
    }

    /// The finger moved to `point` (window coordinates).
    private func moveReorder(to point: Point) {
        guard let session = rowReorder else { return }
        session.finger = point
        followFinger()
    }

    /// Puts the lifted cell under the finger (within the content) and, when the place it would land
    /// changes, slides the other rows to open the gap there.
    private func followFinger() {
        guard let session = rowReorder else { return }
        let p = convert(session.finger, from: nil)
        let top = min(max(0, p.y - session.grab), max(0, contentSize.height - session.height))
        let cell = session.cell
        View.performWithoutAnimation {
            cell.frame = Rect(x: cell.frame.minX, y: top, width: cell.frame.width, height: cell.frame.height)
        }
        let target = approvedTarget(for: proposedTarget(forTop: top))
        guard target != session.target else { return }
        session.target = target
        View.animate(withDuration: 0.2, options: [.allowUserInteraction]) {
            for (ip, other) in visible where other !== cell {
                other.frame = rectForRow(at: ip).offsetBy(dx: 0, dy: session.shift(ofRowAt: ip))
            }
        }
        setNeedsLayout()
    }

    /// The place whose top is nearest `top` among every place the row could land: before each other row,
    /// or at the end of each section, as they would be with the row taken out.
    private func proposedTarget(forTop top: Double) -> IndexPath {
        guard let session = rowReorder else { return IndexPath(row: 0, section: 0) }
        let source = session.source
        let h = session.height
        var best = source
        var bestDistance = Double.infinity
        for s in 0..<numberOfSections {
            let count = numberOfRows(inSection: s) - (s == source.section ? 1 : 0)
            for k in 0...max(0, count) {
                let y: Double
                if count <= 0 {
                    y = rectForHeader(inSection: s).maxY - (s > source.section ? h : 0)
                } else {
                    // The row at `k` (or the last one, for the end) numbered as before the move.
                    let other = min(k, count - 1)
                    let row = IndexPath(row: s == source.section && other >= source.row ? other + 1 : other, section: s)
                    let frame = rectForRow(at: row)
                    y = (k < count ? frame.minY : frame.maxY) - (row > source ? h : 0)
                }
                let distance = abs(y - top)
                if distance < bestDistance {
                    bestDistance = distance
                    best = IndexPath(row: k, section: s)
                }
            }
        }
        return best
    }

    /// The delegate's place for the row instead of `proposed`, kept to a place that exists.
    private func approvedTarget(for proposed: IndexPath) -> IndexPath {
        guard let session = rowReorder else { return proposed }
        let chosen =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: session.source, toProposedIndexPath: proposed)
            ?? proposed
        guard chosen.count == 2 else { return proposed }
        let sections = numberOfSections
        guard sections > 0 else { return session.source }
        let s = min(max(0, chosen.section), sections - 1)
        let count = numberOfRows(inSection: s) - (s == session.source.section ? 1 : 0)
        return IndexPath(row: min(max(0, chosen.row), max(0, count)), section: s)
    }

    /// Scrolls the table while the finger rests near its top or bottom edge, faster nearer the edge; the
    /// lifted row keeps to the finger.
    private func autoscroll(_ link: DisplayLink) {
        guard let session = rowReorder else { return }
        let now = link.targetTimestamp
        let dt = session.lastTick.map { min(0.1, max(0, now - $0)) } ?? 0
        session.lastTick = now
        let p = convert(session.finger, from: nil)
        let inset = adjustedContentInset
        let fromTop = p.y - (contentOffset.y + inset.top)
        let fromBottom = contentOffset.y + bounds.height - inset.bottom - p.y
        let zone = Self.autoscrollZone
        var speed = 0.0
        if fromTop < zone {
            speed = -Self.autoscrollSpeed * min(1, (zone - fromTop) / zone)
        } else if fromBottom < zone {
            speed = Self.autoscrollSpeed * min(1, (zone - fromBottom) / zone)
        }
        guard speed != 0, dt > 0 else { return }
        let y = min(max(minimumContentOffset.y, contentOffset.y + speed * dt), maximumContentOffset.y)
        guard y != contentOffset.y else { return }
        contentOffset = Point(x: contentOffset.x, y: y)
        followFinger()
    }

    /// The finger lifted (or was cancelled): the row settles into its gap and the data source moves it,
    /// or, cancelled or dropped where it was, it goes back.
    private func endReorder(cancelled: Bool) {
        guard let session = rowReorder else { return }
        let cell = session.cell
        let source = session.source
        let target = session.target
        stopReorder()
        var moved = false
        if !cancelled && target != source, let ds = dataSource {
            defaultMoveRan = false
            ds.tableView(self, moveRowAt: source, to: target)
            // A data source that says rows move but does not implement the move keeps its order.
            moved = !defaultMoveRan
        }
        let lifted = cell.frame
        if moved {
            View.performWithoutAnimation {
                applyChanges(ItemChanges(moves: [ItemMove(from: source, to: target)]))
                for (ip, shown) in visible { configureEditing(shown, at: ip) }
                cell.frame = lifted
            }
        }
        View.animate(
            withDuration: 0.25, options: [.allowUserInteraction],
            animations: {
                for (ip, shown) in visible { shown.frame = rectForRow(at: ip) }
            },
            completion: { _ in
                if self.rowReorder?.cell !== cell { cell.shadowOpacity = 0 }
            })
        setNeedsLayout()
    }

    /// Ends the drag's state (the cell keeps its shadow until it settles).
    private func stopReorder() {
        rowReorder?.link?.invalidate()
        rowReorder = nil
    }

    // MARK: Layout

    /// Keeps the lifted row's cell while the table lays out, even when its place scrolled away.
    func keepReorderedRow(in wanted: inout [IndexPath: Rect]) {
        guard let session = rowReorder, wanted[session.source] == nil, visible[session.source] === session.cell
        else { return }
        wanted[session.source] = session.cell.frame
    }

    /// A row's frame while a row is dragged: the lifted one where the finger has it, the others moved
    /// aside for the gap (a drag and drop's gap when no reorder control is dragged).
    func reorderedFrame(_ frame: Rect, at ip: IndexPath) -> Rect {
        guard let session = rowReorder else { return dragAndDrop.gapFrame(frame, at: ip) }
        if ip == session.source { return session.cell.frame }
        return frame.offsetBy(dx: 0, dy: session.shift(ofRowAt: ip))
    }

    /// After a layout pass (first hiding a drag and drop's lifted row): the headers and footers between the source and the gap move with the rows (a
    /// floating header stays), and the lifted cell stays above everything. A drag whose cell left the
    /// table (reloaded, or editing ended) is abandoned.
    func layoutReorder() {
        dragAndDrop.layoutLifted()
        guard let session = rowReorder else { return }
        guard isEditing, visible[session.source] === session.cell else {
            session.cell.shadowOpacity = 0
            stopReorder()
            // The rows go back to their places in the next pass.
            setNeedsLayout()
            return
        }
        for (s, view) in headerViews where view.frame.minY == rectForHeader(inSection: s).minY {
            view.frame = view.frame.offsetBy(dx: 0, dy: session.shift(ofSection: s, footer: false))
        }
        for (s, view) in footerViews {
            view.frame = view.frame.offsetBy(dx: 0, dy: session.shift(ofSection: s, footer: true))
        }
        bringSubviewToFront(session.cell)
    }
}
