extension CollectionViewDiffableDataSource {
    /// The reordering handlers' type, under UIKit's nested name
    /// (`UICollectionViewDiffableDataSource.ReorderingHandlers`).
    public typealias ReorderingHandlers = PanelKit.ReorderingHandlers<SectionIdentifierType, ItemIdentifierType>
}

extension CollectionViewDiffableDataSource: ItemReordering {
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let can = reorderingHandlers.canReorderItem else {
            return false
        }
        return can(item)
    }

    /// Moves the item within its section in a new snapshot and shows it without animation (the cell is
    /// already where the finger left it), telling `willReorder` before and `didReorder` after.
    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = initial.item(at: source), let section = sectionIdentifier(for: source.section) else {
            return
        }
        let others = initial.itemIdentifiers(inSection: section).filter { $0 != item }
        guard !others.isEmpty else { return }
        var final = initial
        if destination.item < others.count {
            final.moveItem(item, beforeItem: others[max(0, destination.item)])
        } else {
            final.moveItem(item, afterItem: others[others.count - 1])
        }
        var initialSection = SectionSnapshot()
        initialSection.append(initial.itemIdentifiers(inSection: section))
        var finalSection = SectionSnapshot()
        finalSection.append(final.itemIdentifiers(inSection: section))
        let transaction = ReorderingHandlers.Transaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
            sectionTransactions: [
                DiffableDataSourceSectionTransaction(
                    sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
                    difference: finalSection.items.difference(from: initialSection.items))
            ])
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }
}
