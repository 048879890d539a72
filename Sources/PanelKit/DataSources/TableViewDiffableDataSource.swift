/// A table view's data source that shows snapshots, as `UITableViewDiffableDataSource`.
///
/// Made with the table and a cell provider, it becomes the table's `dataSource`. The table holds its data
/// source weakly, as UIKit's does, so the app keeps a reference to this object (a view controller's
/// property). `apply(_:animatingDifferences:completion:)` shows a new snapshot: the difference from the one
/// shown is applied with the table's `performBatchUpdates` (`deleteRows`, `insertRows`, `moveRow`,
/// `reloadRows`), so the rows that stay keep their cells and the cell provider is asked only for new and
/// reloaded items. Subclasses override the `open` data source methods (section titles, editing), as in UIKit.
@MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource {
    /// Makes the cell for an item, as `UITableViewDiffableDataSource.CellProvider`: dequeue a cell from the
    /// table, configure it for the item, return it.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type this data source shows.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The animation asked of the table for inserted, deleted and reloaded rows (`.automatic`, as UIKit's).
    /// PanelKit animates every change of an animated apply the same way: rows that stay slide, new rows
    /// fade in, deleted rows fade out.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// A data source for `tableView` whose cells come from `cellProvider`; it sets itself as the table's
    /// `dataSource`, as UIKit's does. The table shows nothing until a snapshot is applied.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot shown (without reload marks): change it and apply it again.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, as UIKit's `apply(_:animatingDifferences:completion:)` since iOS 15: the rows
    /// change by the difference from the snapshot shown (rows that stay keep their cells), animated when
    /// `animatingDifferences` is true (the default); sections added, deleted or moved are inserted, deleted or
    /// moved with their rows. `completion` runs once the changes (and their animation) are done.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            current = snapshot.withoutMarks
            completion?()
            return
        }
        let old = current
        let difference = SnapshotDifference(from: old, to: snapshot)
        var motion: ItemMotion<ItemIdentifierType>?
        if animatingDifferences && tableView.window != nil {
            tableView.layoutIfNeeded()
            let leaving = Set(old.itemIdentifiers).subtracting(snapshot.itemIdentifiers)
            motion = ItemMotion(
                cells: cells(of: tableView, in: old), places: places(in: tableView, of: old), leaving: leaving)
        }
        current = snapshot.withoutMarks
        View.performWithoutAnimation {
            // Sections and rows deleted, inserted, moved and reloaded together, as one batch of updates.
            if !difference.changes.isEmpty { tableView.applyChanges(difference.changes) }
            if !difference.reconfigures.isEmpty { tableView.reconfigureRows(at: difference.reconfigures) }
            tableView.layoutIfNeeded()
        }
        guard let motion else {
            completion?()
            return
        }
        motion.run(
            cells: cells(of: tableView, in: current), isNew: { old.sectionIdentifier(containingItem: $0) == nil },
            in: tableView, completion: completion)
    }

    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does and returns when its changes (and
    /// their animation) are done, as UIKit's `async` `apply(_:animatingDifferences:)`.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table (every cell asked again, nothing animated), as UIKit's
    /// `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        tableView?.reloadData()
        tableView?.layoutIfNeeded()
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

    // MARK: TableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The items of the snapshot's section.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < current.numberOfSections ? current.items(atSectionIndex: section).count : 0
    }

    /// The cell provider's cell for the item. Traps, as UIKit raises, when the provider returns nil.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = current.item(at: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item at \(indexPath) in the snapshot")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for \(item)")
        }
        return cell
    }

    /// No title (nil): override to title a section, as UIKit subclasses do.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title (nil): override to title a section's footer.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False, as UIKit's diffable data source answers: override to return true for rows that swipe to their
    /// actions or show editing controls.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override it (with `canEditRowAt`) for swipe-to-delete, deleting the item from a
    /// snapshot and applying it.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.defaultCommitRan = true
    }

    /// False, as UIKit's diffable data source answers: override to return true for rows that show reorder
    /// controls while the table edits.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the snapshot shown, as UIKit's diffable data source does when the user drops a
    /// reordered row (the table already shows it there). An override that keeps the order elsewhere calls
    /// `super` and then reads `snapshot()`.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath, destinationIndexPath.count == 2,
            let item = current.item(at: sourceIndexPath),
            current.sectionIdentifiers.indices.contains(destinationIndexPath.section)
        else { return }
        var moved = current
        moved.deleteItems([item])
        let section = moved.sectionIdentifiers[destinationIndexPath.section]
        let items = moved.itemIdentifiers(inSection: section)
        if destinationIndexPath.row >= 0 && destinationIndexPath.row < items.count {
            moved.insertItems([item], beforeItem: items[destinationIndexPath.row])
        } else {
            moved.appendItems([item], toSection: section)
        }
        current = moved
    }

    // MARK: Helpers

    private func cells(of tableView: TableView, in snapshot: Snapshot) -> [(ItemIdentifierType, View)] {
        (tableView.indexPathsForVisibleRows ?? []).compactMap { ip in
            guard let item = snapshot.item(at: ip), let cell = tableView.cellForRow(at: ip) else { return nil }
            return (item, cell)
        }
    }

    private func places(in tableView: TableView, of snapshot: Snapshot) -> [(ItemIdentifierType, Rect)] {
        var result: [(ItemIdentifierType, Rect)] = []
        for s in 0..<snapshot.numberOfSections {
            for (i, item) in snapshot.items(atSectionIndex: s).enumerated() {
                result.append((item, tableView.rectForRow(at: IndexPath(row: i, section: s))))
            }
        }
        return result
    }
}
