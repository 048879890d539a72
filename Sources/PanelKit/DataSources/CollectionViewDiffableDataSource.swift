/// A collection view's data source that shows snapshots, as `UICollectionViewDiffableDataSource`.
///
/// Made with the collection view and a cell provider, it becomes the collection view's `dataSource`; the
/// collection view holds it weakly, as UIKit's does, so the app keeps a reference to it.
/// `apply(_:animatingDifferences:completion:)` shows a new snapshot: the difference from the one shown is
/// applied with `performBatchUpdates` (`deleteItems`, `insertItems`, `moveItem`, `reloadItems`), so items that
/// stay keep their cells. Section headers and footers come from `supplementaryViewProvider`.
@MainActor
open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewDataSource, OutlineToggling {
    /// Makes the cell for an item, as `UICollectionViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view (of a kind such as `CollectionView.elementKindSectionHeader`), as
    /// `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?
    /// The snapshot type this data source shows.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The tree of one section's items, for `apply(_:to:animatingDifferences:completion:)`.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Makes the supplementary views the layout places. UIKit raises when the layout asks for one and this
    /// is nil, or returns nil; so does PanelKit (a precondition failure).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What to ask and tell when the user expands or collapses an item with its outline disclosure.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What to ask and tell as the user drags items by their reorder accessories.
    public var reorderingHandlers = ReorderingHandlers()

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The section snapshots applied with `apply(_:to:…)`, by section, while the section shows their
    /// visible items.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// A data source for `collectionView` whose cells come from `cellProvider`; it sets itself as the
    /// collection view's `dataSource`, as UIKit's does. Nothing shows until a snapshot is applied.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot shown (without reload marks).
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, as UIKit's `apply(_:animatingDifferences:completion:)` since iOS 15: the items
    /// change by the difference from the snapshot shown (items that stay keep their cells), animated when
    /// `animatingDifferences` is true (the default): items slide to their new places, new ones fade in,
    /// deleted ones fade out; sections added, deleted or moved are inserted, deleted or moved with their items.
    /// `completion` runs once the changes (and their animation) are done.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // A section whose items no longer are its section snapshot's visible ones becomes a flat list again.
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` in `section`, as UIKit's `apply(_:to:animatingDifferences:completion:)`: the section
    /// (added at the end when the snapshot shown has no such section) shows the snapshot's `visibleItems`,
    /// changed as `apply(_:animatingDifferences:completion:)` changes items (children of an expanded parent
    /// fade in as the rows below slide down, and back). List cells of the section are indented by their
    /// item's level and their outline disclosure points down for expanded items.
    public func apply(
        _ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var full = current
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        show(full, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlineCells(in: section)
    }

    /// The tree shown in `section`: the section snapshot applied to it, or its items as roots when none was
    /// (empty for a section not shown), as UIKit's `snapshot(for:)`.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let tree = sectionSnapshots[section] { return tree }
        var tree = SectionSnapshot()
        if current.indexOfSection(section) != nil { tree.append(current.itemIdentifiers(inSection: section)) }
        return tree
    }

    /// Expands or collapses the item at `indexPath` in its section snapshot, animated, asking
    /// `sectionSnapshotHandlers` first.
    func toggleOutline(at indexPath: IndexPath) {
        guard let item = current.item(at: indexPath), let section = sectionIdentifier(for: indexPath.section) else {
            return
        }
        var tree = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent { tree = provide(item, tree) }
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
    }

    /// Gives the section's list cells on screen their item's level and expansion.
    private func refreshOutlineCells(in section: SectionIdentifierType) {
        guard let collectionView, let s = current.indexOfSection(section), let tree = sectionSnapshots[section] else {
            return
        }
        for (i, item) in current.items(atSectionIndex: s).enumerated() {
            guard let cell = collectionView.cellForItem(at: IndexPath(item: i, section: s)) as? CollectionViewListCell
            else { continue }
            cell.indentationLevel = tree.level(of: item)
            cell.isOutlineExpanded = tree.isExpanded(item)
        }
    }

    private func show(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        guard let collectionView else {
            current = snapshot.withoutMarks
            completion?()
            return
        }
        let old = current
        let difference = SnapshotDifference(from: old, to: snapshot)
        var motion: ItemMotion<ItemIdentifierType>?
        if animatingDifferences && collectionView.window != nil {
            collectionView.layoutIfNeeded()
            let leaving = Set(old.itemIdentifiers).subtracting(snapshot.itemIdentifiers)
            motion = ItemMotion(
                cells: cells(of: collectionView, in: old), places: places(in: collectionView, of: old),
                leaving: leaving)
        }
        current = snapshot.withoutMarks
        View.performWithoutAnimation {
            // Sections and items deleted, inserted, moved and reloaded together, as one batch of updates.
            if !difference.changes.isEmpty { collectionView.applyChanges(difference.changes) }
            if !difference.reconfigures.isEmpty { collectionView.reconfigureItems(at: difference.reconfigures) }
            collectionView.layoutIfNeeded()
        }
        guard let motion else {
            completion?()
            return
        }
        motion.run(
            cells: cells(of: collectionView, in: current),
            isNew: { old.sectionIdentifier(containingItem: $0) == nil }, in: collectionView, completion: completion)
    }

    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does and returns when its changes (and
    /// their animation) are done, as UIKit's `async` `apply(_:animatingDifferences:)`.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view (every cell asked again, nothing animated), as
    /// UIKit's `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    // MARK: Identifiers and index paths

    /// The item shown at `indexPath`, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where an item is shown, or nil when it is not in the snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at index `index`, or nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of a section, or nil when it is not in the snapshot.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: CollectionViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The items of the snapshot's section.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section < current.numberOfSections ? current.items(atSectionIndex: section).count : 0
    }

    /// The cell provider's cell for the item. Traps, as UIKit raises, when the provider returns nil.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let item = current.item(at: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item at \(indexPath) in the snapshot")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for \(item)")
        }
        if let listCell = cell as? CollectionViewListCell, let section = sectionIdentifier(for: indexPath.section),
            let tree = sectionSnapshots[section], tree.contains(item)
        {
            // As UIKit: an outline's list cells are indented by their item's level.
            listCell.indentationLevel = tree.level(of: item)
            listCell.isOutlineExpanded = tree.isExpanded(item)
        }
        return cell
    }

    /// The supplementary view provider's view. Traps, as UIKit raises, without a provider or when it
    /// returns nil.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            preconditionFailure(
                "UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind \(kind) "
                    + "but supplementaryViewProvider is nil")
        }
        guard let view = provider(collectionView, kind, indexPath) else {
            preconditionFailure(
                "UICollectionViewDiffableDataSource: the supplementary view provider returned nil for \(kind) at "
                    + "\(indexPath)")
        }
        return view
    }

    // MARK: Helpers

    private func cells(of collectionView: CollectionView, in snapshot: Snapshot) -> [(ItemIdentifierType, View)] {
        collectionView.indexPathsForVisibleItems.compactMap { ip in
            guard let item = snapshot.item(at: ip), let cell = collectionView.cellForItem(at: ip) else { return nil }
            return (item, cell)
        }
    }

    private func places(in collectionView: CollectionView, of snapshot: Snapshot) -> [(ItemIdentifierType, Rect)] {
        var result: [(ItemIdentifierType, Rect)] = []
        for s in 0..<snapshot.numberOfSections {
            for (i, item) in snapshot.items(atSectionIndex: s).enumerated() {
                if let f = collectionView.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame {
                    result.append((item, f))
                }
            }
        }
        return result
    }
}
