/// The row (or item) changes that turn the list one snapshot shows into the list another shows, as the
/// diffable data sources work them out in `apply(_:animatingDifferences:completion:)`: sections added,
/// deleted or moved are section changes (a deleted section takes its items along, an added one brings its
/// own); the items of the sections in both are compared with `difference(from:)`; an item removed in one
/// place and inserted in another is a move, the items marked with `reloadItems` or `reloadSections` that stay
/// are reloaded, and those marked with `reconfigureItems` are reconfigured (their cells updated in place) once
/// the other changes are made.
struct SnapshotDifference {
    /// Deletions, insertions, moves and reloads, numbered as `TableView.performBatchUpdates` wants them.
    private(set) var changes = ItemChanges()
    /// The items to reconfigure, at their index paths after the changes.
    private(set) var reconfigures: [IndexPath] = []

    init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let kept = Set(oldSections).intersection(newSections)
        for (i, section) in oldSections.enumerated() where !kept.contains(section) {
            changes.sections.deletes.append(i)
        }
        for (i, section) in newSections.enumerated() where !kept.contains(section) {
            changes.sections.inserts.append(i)
        }
        // The kept sections whose order changed move (the fewest, as `difference` finds them).
        let oldKept = oldSections.filter(kept.contains)
        let newKept = newSections.filter(kept.contains)
        for change in newKept.difference(from: oldKept) {
            guard case .insert(_, let section, _) = change, let from = old.indexOfSection(section),
                let to = new.indexOfSection(section)
            else { continue }
            changes.sections.moves.append((from, to))
        }
        // Items of kept sections: removed from old places, inserted at new ones (each in its section's numbering).
        var removed: [I: IndexPath] = [:]
        var inserted: [I: IndexPath] = [:]
        for section in newKept {
            guard let o = old.indexOfSection(section), let n = new.indexOfSection(section) else { continue }
            for change in new.items(atSectionIndex: n).difference(from: old.items(atSectionIndex: o)) {
                switch change {
                case .remove(let offset, let item, _): removed[item] = IndexPath(item: offset, section: o)
                case .insert(let offset, let item, _): inserted[item] = IndexPath(item: offset, section: n)
                }
            }
        }
        let marked = Set(new.reloadedItemIdentifiers)
        for (item, from) in removed {
            guard let to = inserted.removeValue(forKey: item) else {
                changes.deletes.append(from)
                continue
            }
            if marked.contains(item) {
                // A row cannot be moved and reloaded at once: it is deleted and inserted, with a new cell.
                changes.deletes.append(from)
                changes.inserts.append(to)
            } else {
                changes.moves.append(ItemMove(from: from, to: to))
            }
        }
        changes.inserts += inserted.values
        var reloads = Set<IndexPath>()
        for item in marked where removed[item] == nil {
            if let ip = old.indexPath(of: item) { reloads.insert(ip) }
        }
        // A reloaded section's items that stay in it.
        var reloadedSectionItems = Set<I>()
        for section in new.reloadedSectionIdentifiers where kept.contains(section) {
            guard let s = old.indexOfSection(section) else { continue }
            for (i, item) in old.items(atSectionIndex: s).enumerated() where removed[item] == nil {
                reloads.insert(IndexPath(item: i, section: s))
                reloadedSectionItems.insert(item)
            }
        }
        changes.reloads = reloads.sorted()
        reconfigures = new.reconfiguredItemIdentifiers.compactMap { item in
            guard !marked.contains(item), !reloadedSectionItems.contains(item), old.indexPath(of: item) != nil
            else { return nil }
            return new.indexPath(of: item)
        }.sorted()
        changes.deletes.sort()
        changes.inserts.sort()
        changes.moves.sort { $0.to < $1.to }
    }
}

extension DiffableDataSourceSnapshot {
    /// Where an item is: its section's index and its index in the section; nil when it is not here.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: item), let s = indexOfSection(section),
            let i = items(atSectionIndex: s).firstIndex(of: item)
        else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The item at an index path, or nil when there is none.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < numberOfSections else { return nil }
        let items = items(atSectionIndex: indexPath.section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
}
