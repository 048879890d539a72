/// What a reorder changed, as `NSDiffableDataSourceTransaction`: the snapshots before and after, and the
/// difference between their items (apply it to your own store with `applying(_:)`).
public struct DiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The snapshot before the move.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it (the one the data source shows).
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial snapshot's items to the final one's, all sections in order.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change in each section the move touched.
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}
