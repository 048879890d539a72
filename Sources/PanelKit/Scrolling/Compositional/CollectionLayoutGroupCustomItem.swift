import PanelGraphics

/// One item's place in a custom group, as `NSCollectionLayoutGroupCustomItem`: a frame relative to the
/// group's origin, and the z-order of the cell placed there.
public struct CollectionLayoutGroupCustomItem: Sendable, Equatable {
    /// Where the item goes, in the group's coordinates.
    public var frame: Rect
    /// The cell's z-order (higher in front).
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
