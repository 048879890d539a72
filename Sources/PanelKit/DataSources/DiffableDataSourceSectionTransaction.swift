/// What a reorder changed in one section, as `NSDiffableDataSourceSectionTransaction`.
public struct DiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the move.
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the initial items to the final ones.
    public let difference: CollectionDifference<ItemIdentifierType>
}
