import PanelGraphics

/// A collection view's drag and drop: a drag interaction and a drop interaction on the collection view
/// whose delegate is this object, turning their calls into the drag and drop delegates' item calls. While
/// a proposal says `.insertAtDestinationIndexPath` the cells make a gap at the destination (an item dragged
/// from the same section leaves its own place, so the others close up behind it).
@MainActor
final class CollectionViewDragAndDrop: DragInteractionDelegate, DropInteractionDelegate {
    private unowned let collectionView: CollectionView
    /// The interactions on the view, as the delegates and `dragInteractionEnabled` have them.
    let interactions = DragAndDropInteractions()
    /// Where each item of a drag from this collection view came from.
    private var sources: [ObjectIdentifier: IndexPath] = [:]
    /// The item lifting or dragged from here (its cell hides while the gap shows).
    private var liftedIndexPath: IndexPath?
    /// The open gap: where the items would go.
    private var gap: IndexPath?
    private var destination: IndexPath?
    private var lastProposal: CollectionViewDropProposal?
    /// Whether a drag is over the collection view now.
    private(set) var isDropTarget = false

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// Adds or removes the interactions as the delegates and `dragInteractionEnabled` say.
    func update() {
        let cv = collectionView
        interactions.update(
            on: cv, drags: cv.dragDelegate != nil && cv.dragInteractionEnabled, drops: cv.dropDelegate != nil,
            delegate: self)
    }

    // MARK: Drag

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        let cv = collectionView
        // A placeholder item has no data to drag yet.
        guard let delegate = cv.dragDelegate, let ip = cv.indexPathForItem(at: session.location(in: cv)),
            cv.placeholderContext(at: ip) == nil
        else {
            return []
        }
        let items = delegate.collectionView(cv, itemsForBeginning: session, at: ip)
        if !items.isEmpty {
            liftedIndexPath = ip
            sources = [:]
            for item in items { sources[ObjectIdentifier(item)] = ip }
        }
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession)
        -> TargetedDragPreview?
    {
        let cv = collectionView
        guard let ip = sources[ObjectIdentifier(item)], let cell = cv.cellForItem(at: ip) else { return nil }
        let parameters = cv.dragDelegate?.collectionView(cv, dragPreviewParametersForItemAt: ip)
        return TargetedDragPreview(view: cell, parameters: parameters ?? DragPreviewParameters())
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        if let ip = liftedIndexPath { collectionView.cellForItem(at: ip)?.alpha = 1 }
        liftedIndexPath = nil
        sources = [:]
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }

    // MARK: Drop

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        collectionView.dropDelegate?.collectionView(collectionView, canHandle: session) ?? false
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        isDropTarget = true
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        let cv = collectionView
        let dest = destinationIndexPath(for: session)
        destination = dest
        let proposal =
            cv.dropDelegate?.collectionView(cv, dropSessionDidUpdate: session, withDestinationIndexPath: dest)
            ?? CollectionViewDropProposal(operation: .cancel)
        lastProposal = proposal
        let wantsGap = proposal.intent == .insertAtDestinationIndexPath && proposal.operation.performs
        setGap(wantsGap ? dest : nil)
        return proposal
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        isDropTarget = false
        setGap(nil)
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        let cv = collectionView
        let proposal = lastProposal ?? CollectionViewDropProposal(operation: .cancel)
        let items = session.items.map {
            CollectionViewDropItem(dragItem: $0, sourceIndexPath: sources[ObjectIdentifier($0)])
        }
        let coordinator = CollectionViewDropCoordinator(
            items: items, destinationIndexPath: destination, proposal: proposal, session: session,
            collectionView: cv)
        // The cells take their places from the updated data: the gap is no longer drawn over them.
        gap = nil
        if let ip = liftedIndexPath { cv.cellForItem(at: ip)?.alpha = 1 }
        liftedIndexPath = nil
        cv.dropDelegate?.collectionView(cv, performDropWith: coordinator)
        cv.setNeedsLayout()
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        isDropTarget = false
        setGap(nil)
        destination = nil
        lastProposal = nil
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    // MARK: The gap

    /// Where a drop at the finger goes: the item whose place is under it, or the end of the last section
    /// below or after the last item (between places, where it went before). A drag from that section moves
    /// within the same count of places.
    private func destinationIndexPath(for session: DropSession) -> IndexPath? {
        let cv = collectionView
        let point = session.location(in: cv)
        let sections = cv.numberOfSections
        guard sections > 0 else { return nil }
        // The layout's places (not the cells moved aside for the gap) decide.
        if let ip = cv.indexPathForItem(at: point) { return ip }
        // Past the last item: the end of the last section; between places the gap stays where it was.
        let last = sections - 1
        let count = cv.numberOfItems(inSection: last)
        guard count > 0, let f = cv.layoutAttributesForItem(at: IndexPath(item: count - 1, section: last))?.frame
        else { return IndexPath(item: 0, section: last) }
        guard point.y > f.maxY || (point.y >= f.minY && point.x > f.maxX) else { return destination }
        let local = liftedIndexPath?.section == last
        return IndexPath(item: local ? count - 1 : count, section: last)
    }

    private func setGap(_ newGap: IndexPath?) {
        guard newGap != gap else { return }
        gap = newGap
        View.animate(withDuration: 0.2, options: [.curveEaseInOut, .beginFromCurrentState]) {
            self.collectionView.layoutIfNeeded()
            self.layoutGap(force: true)
        }
    }

    /// Puts the visible cells where they would be with the gap open (called after each layout pass): in the
    /// gap's section, the lifted item leaves its place and every item from the destination on moves one
    /// place on. Without a gap the layout's places stand.
    func layoutGap(force: Bool = false) {
        let cv = collectionView
        if let lifted = liftedIndexPath { cv.cellForItem(at: lifted)?.alpha = gap == nil ? 1 : 0 }
        guard let gap else {
            if force {
                for ip in cv.indexPathsForVisibleItems {
                    if let cell = cv.cellForItem(at: ip), let f = cv.layoutAttributesForItem(at: ip)?.frame {
                        cell.frame = f
                    }
                }
            }
            return
        }
        let section = gap.section
        let count = cv.numberOfItems(inSection: section)
        var order = Array(0..<count)
        if let lifted = liftedIndexPath, lifted.section == section { order.removeAll { $0 == lifted.item } }
        let slot = min(max(0, gap.item), order.count)
        order.insert(-1, at: slot)
        for (place, item) in order.enumerated() where item >= 0 {
            let ip = IndexPath(item: item, section: section)
            guard let cell = cv.cellForItem(at: ip),
                let f = cv.layoutAttributesForItem(at: IndexPath(item: place, section: section))?.frame
            else { continue }
            cell.frame = f
        }
    }

}
