/// A section of a compositional layout that scrolls across the layout's axis (its
/// `orthogonalScrollingBehavior` is not `.none`): the band it takes in the collection view, the size of its
/// row (or column) of groups, and where the row may come to rest. The collection view shows the section's
/// cells in a scroll view of its own over the band.
struct OrthogonalRegion: Equatable {
    /// The band, in the collection view's content, across its whole width (height when horizontal).
    var frame: Rect
    /// The size of the row of groups with the section's insets: the band scroller's content size.
    var contentSize: Size
    /// Whether the band scrolls sideways (in a vertical layout) rather than up and down.
    var scrollsHorizontally: Bool
    /// How the band scrolls.
    var behavior: CollectionLayoutSection.OrthogonalScrollingBehavior
    /// The band scroller's content offsets (along its axis) that put each group at the section's leading
    /// content inset: where group paging comes to rest.
    var groupOffsets: [Double]
}
