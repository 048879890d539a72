/// What a compositional layout's section provider is told about where the section goes, as
/// `NSCollectionLayoutEnvironment`: the container's size and the collection view's traits.
public protocol CollectionLayoutEnvironment {
    var container: any CollectionLayoutContainer { get }
    var traitCollection: TraitCollection { get }
}

/// The environment a compositional layout hands its section provider.
struct LayoutEnvironment: CollectionLayoutEnvironment {
    var container: any CollectionLayoutContainer
    var traitCollection: TraitCollection
}
