/// Items dragged out of a collection view, as `UICollectionViewDragDelegate`: a long press on an item asks
/// for its drag items (none: the item does not lift).
@MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a long press on the item at `indexPath` drags.
    func collectionView(
        _ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath
    ) -> [DragItem]
    /// How the item at `indexPath` lifts (nil: its whole cell).
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    /// A drag from the collection view begins.
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    /// A drag from the collection view ended.
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)
}

extension CollectionViewDragDelegate {
    public func collectionView(
        _ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> DragPreviewParameters? { nil }
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}
}
