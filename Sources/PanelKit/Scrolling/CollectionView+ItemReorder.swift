/// A collection view data source that moves items when a list cell's reorder accessory is dragged: the
/// diffable data source, through its `reorderingHandlers`.
@MainActor
protocol ItemReordering: AnyObject {
    /// Whether the item at `indexPath` may be moved.
    func canReorderItem(at indexPath: IndexPath) -> Bool
    /// Moves the item at `source` to `destination` (the numbering after the move), telling the handlers.
    func reorderItem(from source: IndexPath, to destination: IndexPath)
}

extension CollectionView {
    /// The reorder accessory of `cell` reports a finger (at `windowPoint`): the first lifts the cell, the
    /// moves carry it up and down its section, the lift drops the item at the place it has reached (moving
    /// it through the data source) and lets the cell settle there; a cancel puts it back.
    func reorderTouched(_ phase: ReorderControl.Phase, at windowPoint: Point, cell: CollectionViewCell) {
        let y = convert(windowPoint, from: nil).y
        switch phase {
        case .began:
            guard itemReorder == nil, let ip = indexPath(for: cell), canReorderItem(at: ip) else { return }
            itemReorder = ItemReorder(cell: cell, source: ip, start: y)
            if cell.superview === self { bringSubviewToFront(cell) }
        case .moved:
            guard let reorder = itemReorder, reorder.cell === cell else { return }
            reorder.offset = y - reorder.start
            cell.transform = AffineTransform(translationX: 0, y: reorder.offset)
        case .ended:
            guard let reorder = itemReorder, reorder.cell === cell else { return }
            reorder.offset = y - reorder.start
            itemReorder = nil
            cell.transform = .identity
            let section = reorder.source.section
            let frames = (0..<numberOfItems(inSection: section)).map {
                layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .zero
            }
            let target = reorder.target(frames: frames)
            guard target != reorder.source else { return }
            if let reordering = dataSource as? ItemReordering {
                reordering.reorderItem(from: reorder.source, to: target)
            } else if let dataSource {
                dataSource.collectionView(self, moveItemAt: reorder.source, to: target)
                reloadData()
            }
        case .cancelled:
            guard let reorder = itemReorder, reorder.cell === cell else { return }
            itemReorder = nil
            cell.transform = .identity
        }
    }

    /// Whether the item may be moved: the diffable data source's `canReorderItem` handler, else the data
    /// source's `collectionView(_:canMoveItemAt:)`.
    private func canReorderItem(at indexPath: IndexPath) -> Bool {
        if let reordering = dataSource as? ItemReordering { return reordering.canReorderItem(at: indexPath) }
        return dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
    }

    /// The delete accessory of `cell` was tapped without a handler: its row slides open on its trailing
    /// swipe actions.
    func revealTrailingSwipeActions(of cell: CollectionViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        ListSwipeGestureRecognizer.of(self)?.revealTrailingActions(at: ip)
    }
}
