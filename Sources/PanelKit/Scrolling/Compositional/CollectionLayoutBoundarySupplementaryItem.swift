/// A supplementary view along a section's edge, as `NSCollectionLayoutBoundarySupplementaryItem`: a
/// section header (alignment `.top`, kind `CollectionView.elementKindSectionHeader`) before the items or a
/// footer (`.bottom`) after them, at index path (item 0, section). The collection view asks its data
/// source for the view of `elementKind` (a supplementary registration's kind).
///
/// Its width is a fraction of the section's width (inside the section's leading and trailing content insets
/// when the section's `supplementariesFollowContentInsets`); an estimated height is measured from the view.
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// The kind of supplementary view.
    public let elementKind: String
    /// The edge of the section the view goes along.
    public let alignment: RectAlignment
    /// Whether a header stays at the top of the visible bounds while its section is on screen (pushed out by
    /// the section's end), and a footer at the bottom; pinned views are in front of the cells.
    public var pinToVisibleBounds = false
    /// The view's z-order against the cells (0: theirs; a later view of equal order is in front). A pinned
    /// view is in front of the cells whatever this says, unless it is higher still.
    public var zIndex = 0

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
