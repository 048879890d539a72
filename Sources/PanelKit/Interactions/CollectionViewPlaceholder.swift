/// An item a collection view shows before its data exists, as `UICollectionViewPlaceholder`: the collection
/// view dequeues a cell with `reuseIdentifier` for it and `cellUpdateHandler` fills it in.
@MainActor
public class CollectionViewPlaceholder {
    /// Where the placeholder item goes (in the collection view's numbering after it is inserted).
    public let insertionIndexPath: IndexPath
    /// The cell the placeholder item shows (a registered class, else a plain cell).
    public let reuseIdentifier: String
    /// Fills in the placeholder's cell each time the collection view gives it one (and at
    /// `setNeedsCellUpdate()`).
    public var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}
