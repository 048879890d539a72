/// The smallest part of a compositional layout, as `NSCollectionLayoutItem`: one cell, sized by
/// `layoutSize` against the group it is in. Groups are items too, so groups nest.
public class CollectionLayoutItem {
    /// The item's size; fractional dimensions are fractions of the containing group's size.
    public let layoutSize: CollectionLayoutSize
    /// Space taken from the item's frame once it is placed: the cell is that much smaller on each edge,
    /// while the item keeps its place. As in UIKit, an inset along an estimated dimension is ignored.
    public var contentInsets: DirectionalEdgeInsets = .zero

    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
