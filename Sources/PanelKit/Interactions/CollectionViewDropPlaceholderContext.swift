/// A placeholder item put in by a drop, as `UICollectionViewDropPlaceholderContext`: while the dropped
/// data loads the collection view counts the placeholder's item beside the data source's (items after it
/// move on a place, and the collection view's index paths include it; the data source is asked with the
/// index paths its data has). `commitInsertion(dataSourceUpdates:)` swaps in the real item,
/// `deletePlaceholder()` takes it out.
@MainActor
public final class CollectionViewDropPlaceholderContext: DragAnimating, DropPlaceholderPosition {
    /// The dropped item the placeholder stands for.
    public let dragItem: DragItem
    let placeholder: CollectionViewPlaceholder
    /// Where the placeholder item is now (it moves when placeholders before it come and go).
    var indexPath: IndexPath
    private weak var collectionView: CollectionView?
    private let animator = DragAnimator()

    init(
        dragItem: DragItem, placeholder: CollectionViewPlaceholder, indexPath: IndexPath,
        collectionView: CollectionView?
    ) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.indexPath = indexPath
        self.collectionView = collectionView
    }

    /// Replaces the placeholder with the real item: `dataSourceUpdates` gets the placeholder's index path
    /// and must put the dropped data there in the data source (without telling the collection view); the
    /// collection view then asks for that item's cell. False when the placeholder is already gone (deleted,
    /// committed, or dropped by `reloadData()`).
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let cv = collectionView, cv.removePlaceholder(self, closingUp: false) else { return false }
        dataSourceUpdates(indexPath)
        cv.reloadItems(at: [indexPath])
        return true
    }

    /// Takes the placeholder item out (the items after it move back a place). False when it is already
    /// gone.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        guard let cv = collectionView, cv.removePlaceholder(self, closingUp: true) else { return false }
        cv.deleteItems(at: [indexPath])
        return true
    }

    /// Calls the placeholder's `cellUpdateHandler` again on its cell, if the item is on screen.
    public func setNeedsCellUpdate() {
        guard let cv = collectionView, cv.placeholderContext(at: indexPath) === self,
            let cell = cv.cellForItem(at: indexPath)
        else { return }
        placeholder.cellUpdateHandler?(cell)
    }

    public func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }
}
