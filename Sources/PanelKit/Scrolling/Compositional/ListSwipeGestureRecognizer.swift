/// Swiping the rows of a list layout to their actions, as a table's rows swipe (`TableView+SwipeActions`):
/// a sideways drag on a row whose list configuration's `leadingSwipeActionsConfigurationProvider` or
/// `trailingSwipeActionsConfigurationProvider` gives actions for that edge slides the cell aside and
/// reveals them in the table's `SwipeActionsView`; lifting past half the buttons' width leaves the row
/// open, a tap on a button runs its action (whose completion closes the row), swiping most of the way across
/// runs the first action at once. A touch elsewhere in the list, or scrolling it, closes the row.
///
/// The list layout installs one on its collection view while its configuration has a provider; the
/// recognizer holds the swipe's state.
@MainActor
final class ListSwipeGestureRecognizer: PanGestureRecognizer {
    typealias Provider = CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider

    /// The providers of the list configuration.
    var leading: Provider?
    var trailing: Provider?
    /// The actions of the open (or opening) row.
    private(set) var open: SwipeActionsView?

    /// Installs (or updates) the recognizer on `collectionView` for `configuration`'s providers; removes it
    /// when there are none.
    static func install(on collectionView: CollectionView, for configuration: CollectionLayoutListConfiguration) {
        let existing = (collectionView.gestureRecognizers ?? []).compactMap { $0 as? ListSwipeGestureRecognizer }.first
        let wanted =
            configuration.leadingSwipeActionsConfigurationProvider != nil
            || configuration.trailingSwipeActionsConfigurationProvider != nil
        guard wanted else {
            if let existing {
                existing.close(animated: false)
                collectionView.removeGestureRecognizer(existing)
            }
            return
        }
        let recognizer = existing ?? ListSwipeGestureRecognizer()
        recognizer.leading = configuration.leadingSwipeActionsConfigurationProvider
        recognizer.trailing = configuration.trailingSwipeActionsConfigurationProvider
        if existing == nil {
            _ = recognizer.addAction { g in (g as? ListSwipeGestureRecognizer)?.handle() }
            collectionView.addGestureRecognizer(recognizer)
        }
    }

    /// The recognizer of `collectionView`, if its list swipes.
    static func of(_ collectionView: CollectionView) -> ListSwipeGestureRecognizer? {
        (collectionView.gestureRecognizers ?? []).compactMap { $0 as? ListSwipeGestureRecognizer }.first
    }

    private var collectionView: CollectionView? { view as? CollectionView }

    /// Whether the swipe may begin: a sideways drag from a row with actions on the side it moves towards, or
    /// from the open row.
    func shouldBegin() -> Bool {
        guard let cv = collectionView else { return false }
        let t = translation(in: cv)
        guard abs(t.x) > abs(t.y) else { return false }
        let start = location(in: cv) - t
        guard let ip = cv.indexPathForItem(at: start), cv.cellForItem(at: ip) != nil else { return false }
        if let open, open.indexPath == ip, !open.isPerforming { return true }
        let side = SwipeActionsView.side(movingLeft: t.x < 0, rightToLeft: cv.isRightToLeft)
        return actions(for: ip, side: side) != nil
    }

    private func actions(for ip: IndexPath, side: SwipeActionsView.Side) -> SwipeActionsConfiguration? {
        let configuration = side == .trailing ? trailing?(ip) : leading?(ip)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    private func handle() {
        guard let cv = collectionView else { return }
        switch state {
        case .began:
            let t = translation(in: cv)
            let start = location(in: cv) - t
            guard let ip = cv.indexPathForItem(at: start) else { return }
            if let open, open.indexPath != ip { close(animated: true) }
            if open == nil {
                let side = SwipeActionsView.side(movingLeft: t.x < 0, rightToLeft: cv.isRightToLeft)
                guard let configuration = actions(for: ip, side: side) else { return }
                let view = SwipeActionsView(
                    indexPath: ip, side: side, configuration: configuration.actions,
                    fullSwipe: configuration.performsFirstActionWithFullSwipe, rightToLeft: cv.isRightToLeft
                ) { [weak self] index in self?.perform(at: index) }
                open = view
                cv.addSubview(view)
            }
            open?.offsetAtDragStart = (open?.offset ?? 0) - t.x
            move(by: t.x)
        case .changed:
            move(by: translation(in: cv).x)
        case .ended:
            settle(velocity: velocity(in: cv).x)
        case .cancelled, .failed:
            close(animated: true)
        default:
            break
        }
    }

    /// Slides the row at `ip` open on its trailing actions, as a tap on its delete accessory does; nothing
    /// when the row has no trailing actions.
    func revealTrailingActions(at ip: IndexPath) {
        guard let cv = collectionView, let configuration = actions(for: ip, side: .trailing) else { return }
        if let open {
            if open.indexPath == ip { return }
            close(animated: false)
        }
        let view = SwipeActionsView(
            indexPath: ip, side: .trailing, configuration: configuration.actions,
            fullSwipe: configuration.performsFirstActionWithFullSwipe, rightToLeft: cv.isRightToLeft
        ) { [weak self] index in self?.perform(at: index) }
        open = view
        cv.addSubview(view)
        view.offset = view.isAtRight ? -view.openWidth : view.openWidth
        layoutSwipedRow(animated: true)
    }

    /// The row's frame in the layout, unslid.
    private func rowFrame(_ view: SwipeActionsView) -> Rect? {
        collectionView?.layoutAttributesForItem(at: view.indexPath)?.frame
    }

    /// Follows the finger, as the table's row does.
    private func move(by translation: Double) {
        guard let view = open, let row = rowFrame(view) else { return }
        view.offset = view.followingOffset(translation: translation, rowWidth: row.width)
        layoutSwipedRow(animated: false)
    }

    /// The finger lifted: as the table's row, a full swipe runs the first action, else the row stays open or
    /// closes.
    private func settle(velocity: Double) {
        guard let view = open, let row = rowFrame(view) else { return }
        switch view.settling(velocity: velocity) {
        case .fullSwipe:
            view.offset = view.isAtRight ? -row.width : row.width
            layoutSwipedRow(animated: true)
            perform(at: 0)
        case .open:
            view.offset = view.isAtRight ? -view.openWidth : view.openWidth
            layoutSwipedRow(animated: true)
        case .close:
            close(animated: true)
        }
    }

    /// Runs an action's handler; its completion closes the row.
    private func perform(at index: Int) {
        guard let view = open, view.actions.indices.contains(index), !view.isPerforming else { return }
        view.isPerforming = true
        let action = view.actions[index]
        action.handler(action, view.buttons[index]) { [weak self, weak view] _ in
            guard let self, let view, self.open === view else { return }
            self.close(animated: true)
        }
    }

    /// Closes the open row: its cell slides back and the actions go.
    func close(animated: Bool) {
        guard let view = open else { return }
        open = nil
        view.removeFromSuperview()
        guard let cv = collectionView, let cell = cv.cellForItem(at: view.indexPath),
            let frame = cv.layoutAttributesForItem(at: view.indexPath)?.frame
        else { return }
        if animated {
            View.animate(withDuration: 0.25, options: [.allowUserInteraction]) { cell.frame = frame }
        } else {
            cell.frame = frame
        }
    }

    /// Places the swiped row's cell and its actions for the current offset (also after each layout pass of
    /// the collection view, which puts the cell back where the layout says); a row scrolled away closes.
    func layoutSwipedRow(animated: Bool = false) {
        guard let view = open, let cv = collectionView else { return }
        guard let cell = cv.cellForItem(at: view.indexPath), let row = rowFrame(view) else {
            close(animated: false)
            return
        }
        let place = {
            cell.frame = row.offsetBy(dx: view.offset, dy: 0)
            view.place(in: row)
        }
        if animated {
            View.animate(withDuration: 0.25, options: [.allowUserInteraction], animations: place)
        } else {
            place()
        }
        if cv.subviews.last !== view { cv.bringSubviewToFront(view) }
    }

    /// Whether a touch at `point` (in the collection view) is away from the open row's actions: it then only
    /// closes the row.
    func closesRow(touchAt point: Point) -> Bool {
        guard let view = open else { return false }
        return !view.frame.contains(point)
    }
}
