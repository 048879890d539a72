/// The width and height of a compositional layout item, group or supplementary item, as
/// `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in a container of `container`, estimates standing for the content not measured yet.
    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
