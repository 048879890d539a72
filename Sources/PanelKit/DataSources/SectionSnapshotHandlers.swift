/// What a collection view's diffable data source asks and tells the app when the user expands or collapses
/// an item with its outline disclosure, as `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
/// Applying section snapshots in code does not call them.
@MainActor
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
    /// Whether the item may expand (nil: it may).
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Called just before the item expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether the item may collapse (nil: it may).
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Called just before the item collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The section snapshot to show as the item expands, given the item and the section's snapshot: a chance
    /// to add its children lazily. The item is expanded in the snapshot returned.
    public var snapshotForExpandingParent:
        (
            (ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
                DiffableDataSourceSectionSnapshot<ItemIdentifierType>
        )?

    /// Handlers that all let the item expand and collapse.
    public init() {}
}
