/// What a collection view's diffable data source asks and tells the app as the user drags items by their
/// reorder accessories, as `UICollectionViewDiffableDataSource.ReorderingHandlers`.
@MainActor
public struct ReorderingHandlers<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    public typealias Transaction = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

    /// Whether the item may be dragged; as in UIKit, without this handler no item may.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called just before the data source applies the reordered snapshot.
    public var willReorder: ((Transaction) -> Void)?
    /// Called once the reordered snapshot shows: update your own store from the transaction.
    public var didReorder: ((Transaction) -> Void)?

    /// Handlers that let no item move.
    public init() {}
}
