/// Drops on a collection view, as `UICollectionViewDropDelegate`: while a drag moves over it the delegate
/// proposes what a drop at the index path under the finger would do (with `.insertAtDestinationIndexPath`
/// the items make a gap there), and performs the drop through a coordinator.
@MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// The finger lifted with a proposal that drops: update the data and the collection view.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    /// Whether the collection view takes this drag at all.
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// What a drop at `destinationIndexPath` (nil: not over a place for an item) would do.
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal
    /// The drag came over the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    /// The drag left the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    /// The drag is over.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
}

extension CollectionViewDropDelegate {
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal { CollectionViewDropProposal(operation: .cancel) }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
}

/// A collection view's drop proposal, as `UICollectionViewDropProposal`: the operation and where the items
/// go.
@MainActor
public final class CollectionViewDropProposal: DropProposal {
    /// Where a drop goes, as `UICollectionViewDropIntent`.
    public enum Intent: Int, Sendable {
        /// The delegate decides at the drop; no gap opens.
        case unspecified = 0
        /// The items go in at the destination: a gap opens there.
        case insertAtDestinationIndexPath = 1
        /// The items go into the item at the destination (it is not moved aside).
        case insertIntoDestinationIndexPath = 2
    }

    public let intent: Intent

    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override convenience init(operation: DropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

/// What a collection view drop hands its delegate, as `UICollectionViewDropCoordinator`.
@MainActor
public final class CollectionViewDropCoordinator {
    /// The dropped items, with where each came from when it came from this collection view.
    public let items: [CollectionViewDropItem]
    /// Where the drop goes (nil: not over a place for an item).
    public let destinationIndexPath: IndexPath?
    /// The proposal the drop was made with.
    public let proposal: CollectionViewDropProposal
    /// The drop session.
    public let session: DropSession
    private weak var collectionView: CollectionView?

    init(
        items: [CollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: CollectionViewDropProposal,
        session: DropSession, collectionView: CollectionView
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }

    /// Lands `dragItem`'s preview on the item at `indexPath` (call it after the item is in place).
    @discardableResult
    public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating {
        if let cv = collectionView {
            cv.layoutIfNeeded()
            if let frame = cv.layoutAttributesForItem(at: indexPath)?.frame {
                session.localDragSession?.dropTargetInWindow = cv.convert(frame, to: nil)
            }
        }
        return DragAnimator()
    }

    /// Inserts `placeholder`'s item for `dragItem` while its data loads (the preview lands on it) and
    /// returns the context that later commits the real item or deletes the placeholder. The data source is
    /// not changed for the placeholder: the collection view counts it. Without a collection view or a
    /// section to put it in, the context does nothing (its calls return false).
    public func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder)
        -> CollectionViewDropPlaceholderContext
    {
        guard let cv = collectionView, let context = cv.insertPlaceholder(placeholder, for: dragItem) else {
            return CollectionViewDropPlaceholderContext(
                dragItem: dragItem, placeholder: placeholder, indexPath: placeholder.insertionIndexPath,
                collectionView: nil)
        }
        drop(dragItem, toItemAt: context.indexPath)
        return context
    }
}

/// One dropped item, as `UICollectionViewDropItem`.
@MainActor
public final class CollectionViewDropItem {
    public let dragItem: DragItem
    /// Where the item was, when it is dragged from this collection view.
    public let sourceIndexPath: IndexPath?

    init(dragItem: DragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}
