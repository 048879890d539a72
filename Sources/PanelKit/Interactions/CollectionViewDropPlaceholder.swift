/// A placeholder item for dropped data still loading, as `UICollectionViewDropPlaceholder`: handed to
/// `CollectionViewDropCoordinator.drop(_:to:)`, which inserts it and returns its context.
@MainActor
public final class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
    /// How the dropped item's preview lands on the placeholder's cell (nil: the whole cell). Kept: the drop
    /// preview lands on the item's frame.
    public var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?
}
