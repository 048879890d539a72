/// Swiping rows to their actions, as UIKit's table views do since iOS 11: a sideways drag on an editable
/// row slides its content aside and reveals the actions of the delegate's swipe configuration for that
/// edge, or, swiped to the left, a red "Delete" when the data source implements
/// `tableView(_:commit:forRowAt:)`. Lifting past half the buttons' width leaves the row open; tapping a
/// button runs its action; swiping most of the way across runs the first action at once. A touch
/// elsewhere in the table, or scrolling it, closes the row.
extension TableView {
    /// Whether the row swipe may begin: a sideways drag from a row with actions on the side it moves
    /// towards, or from the open row (which it then moves either way).
    func rowSwipeShouldBegin() -> Bool {
        let pan = rowSwipeGestureRecognizer
        let t = pan.translation(in: self)
        guard !isEditing, abs(t.x) > abs(t.y), dataSource != nil else { return false }
        let start = pan.location(in: self) - t
        guard let ip = indexPathForRow(at: start), visible[ip] != nil else { return false }
        if let open = swipeActionsView, open.indexPath == ip, !open.isPerforming { return true }
        let side = SwipeActionsView.side(movingLeft: t.x < 0, rightToLeft: isRightToLeft)
        return swipeActions(for: ip, side: side) != nil
    }

    /// The actions a row shows on `side`: the delegate's configuration's, else (on the trailing side) the
    /// data source's "Delete"; nil for none, or when the row may not be edited.
    func swipeActions(for ip: IndexPath, side: SwipeActionsView.Side) -> SwipeActionsConfiguration? {
        guard let ds = dataSource, ds.tableView(self, canEditRowAt: ip) else { return nil }
        let d = tableDelegate
        let configured =
            side == .trailing
            ? d?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
            : d?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
        if let configured { return configured.actions.isEmpty ? nil : configured }
        guard side == .trailing, (d?.tableView(self, editingStyleForRowAt: ip) ?? .delete) == .delete,
            commitsEditing(probing: ip)
        else { return nil }
        return deleteConfiguration(for: ip)
    }

    /// The table's own "Delete" for a row (the delegate's title): it commits `.delete`.
    func deleteConfiguration(for ip: IndexPath) -> SwipeActionsConfiguration {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self, let row = self.swipeActionsView?.indexPath else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// The editing control of a cell was tapped: a plus commits `.insert`; a minus opens the row to its
    /// trailing actions (the delegate's, else "Delete"), as UIKit shows the delete confirmation.
    func editingControlTapped(in cell: TableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        if cell.editingStyle == .insert {
            dataSource?.tableView(self, commit: .insert, forRowAt: ip)
            return
        }
        closeSwipe(animated: true)
        let configuration = swipeActions(for: ip, side: .trailing) ?? deleteConfiguration(for: ip)
        let view = SwipeActionsView(
            indexPath: ip, side: .trailing, configuration: configuration.actions, fullSwipe: false,
            rightToLeft: isRightToLeft
        ) { [weak self] index in self?.performSwipeAction(at: index) }
        view.isSwipe = false
        view.offset = view.isAtRight ? -view.openWidth : view.openWidth
        swipeActionsView = view
        addSubview(view)
        layoutSwipedRow(animated: true)
    }

    /// Whether the data source implements `tableView(_:commit:forRowAt:)`: asked once per data source by
    /// calling it with `.none`, which only the protocol's default notices.
    private func commitsEditing(probing ip: IndexPath) -> Bool {
        if let known = dataSourceCommitsEditing { return known }
        guard let ds = dataSource else { return false }
        defaultCommitRan = false
        ds.tableView(self, commit: .none, forRowAt: ip)
        let implemented = !defaultCommitRan
        dataSourceCommitsEditing = implemented
        return implemented
    }

    func handleRowSwipe(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            let t = pan.translation(in: self)
            let start = pan.location(in: self) - t
            guard let ip = indexPathForRow(at: start) else { return }
            if let open = swipeActionsView, open.indexPath != ip { closeSwipe(animated: true) }
            if swipeActionsView == nil {
                let side = SwipeActionsView.side(movingLeft: t.x < 0, rightToLeft: isRightToLeft)
                guard let configuration = swipeActions(for: ip, side: side) else { return }
                unhighlight()
                tableDelegate?.tableView(self, willBeginEditingRowAt: ip)
                let view = SwipeActionsView(
                    indexPath: ip, side: side, configuration: configuration.actions,
                    fullSwipe: configuration.performsFirstActionWithFullSwipe, rightToLeft: isRightToLeft
                ) { [weak self] index in self?.performSwipeAction(at: index) }
                swipeActionsView = view
                addSubview(view)
            }
            swipeActionsView?.offsetAtDragStart = (swipeActionsView?.offset ?? 0) - t.x
            moveSwipe(by: t.x)
        case .changed:
            moveSwipe(by: pan.translation(in: self).x)
        case .ended:
            settleSwipe(velocity: pan.velocity(in: self).x)
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// Follows the finger: the content slides with it towards the actions' side only; past the open width
    /// it keeps following to the full swipe, or (without one) moves a third as far.
    private func moveSwipe(by translation: Double) {
        guard let view = swipeActionsView else { return }
        view.offset = view.followingOffset(translation: translation, rowWidth: rowSpan.width)
        layoutSwipedRow(animated: false)
    }

    /// The finger lifted: a full swipe runs the first action; past half the open width (or flicked
    /// towards the actions) the row stays open; otherwise it closes.
    private func settleSwipe(velocity: Double) {
        guard let view = swipeActionsView else { return }
        switch view.settling(velocity: velocity) {
        case .fullSwipe:
            view.offset = view.isAtRight ? -rowSpan.width : rowSpan.width
            layoutSwipedRow(animated: true)
            performSwipeAction(at: 0)
        case .open:
            view.offset = view.isAtRight ? -view.openWidth : view.openWidth
            layoutSwipedRow(animated: true)
        case .close:
            closeSwipe(animated: true)
        }
    }

    /// Runs an action's handler; its completion closes the row (if it is still the one open).
    func performSwipeAction(at index: Int) {
        guard let view = swipeActionsView, view.actions.indices.contains(index), !view.isPerforming else { return }
        view.isPerforming = true
        let action = view.actions[index]
        action.handler(action, view.buttons[index]) { [weak self, weak view] _ in
            guard let self, let view, self.swipeActionsView === view else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Closes the open row: its content slides back and the actions go. The delegate hears the row's
    /// index path as `reporting` gives it (nil when row changes removed the row).
    func closeSwipe(animated: Bool, reporting: (IndexPath) -> IndexPath? = { $0 }) {
        guard let view = swipeActionsView else { return }
        swipeActionsView = nil
        view.removeFromSuperview()
        let ip = view.indexPath
        if let cell = visible[ip] {
            let frame = rectForRow(at: ip)
            if animated {
                View.animate(withDuration: 0.25, options: [.allowUserInteraction]) { cell.frame = frame }
            } else {
                cell.frame = frame
            }
        }
        if view.isSwipe { tableDelegate?.tableView(self, didEndEditingRowAt: reporting(ip)) }
    }

    /// Places the swiped row's cell and its actions for the current offset.
    func layoutSwipedRow(animated: Bool) {
        guard let view = swipeActionsView, let cell = visible[view.indexPath] else { return }
        let row = rectForRow(at: view.indexPath)
        let place = {
            cell.frame = row.offsetBy(dx: view.offset, dy: 0)
            view.place(in: row)
        }
        if animated {
            View.animate(withDuration: 0.25, options: [.allowUserInteraction], animations: place)
        } else {
            place()
        }
    }

    /// A row's frame, slid aside when it is the swiped row.
    func swipedFrame(_ frame: Rect, at ip: IndexPath) -> Rect {
        guard let view = swipeActionsView, view.indexPath == ip else { return frame }
        return frame.offsetBy(dx: view.offset, dy: 0)
    }

    /// Keeps the actions beside their row as the table lays out; a swiped row that scrolled away closes.
    func layoutSwipeActions() {
        guard let view = swipeActionsView else { return }
        guard visible[view.indexPath] != nil else {
            closeSwipe(animated: false)
            return
        }
        view.place(in: rectForRow(at: view.indexPath))
        if subviews.last !== view { bringSubviewToFront(view) }
    }

    /// While a row is open, touches anywhere in the table but on its actions go to the table, which
    /// closes the row (so a tap on another row, or on a control in one, only closes it, as in UIKit).
    func swipeHitTest(_ hit: View?) -> View? {
        guard let view = swipeActionsView, let hit, hit !== self else { return hit }
        return hit === view || hit.isDescendant(of: view) ? hit : self
    }
}
