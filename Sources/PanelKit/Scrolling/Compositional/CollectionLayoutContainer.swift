/// The space a compositional layout's section is laid out in, as `NSCollectionLayoutContainer`.
public protocol CollectionLayoutContainer {
    /// The collection view's visible size, less its adjusted content insets.
    var contentSize: Size { get }
    /// Insets inside `contentSize` (none on a panel: there is no safe area to keep clear).
    var contentInsets: DirectionalEdgeInsets { get }
    /// `contentSize` less `contentInsets`: what fractional dimensions of a section's groups measure.
    var effectiveContentSize: Size { get }
    /// `contentInsets`.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// The container a compositional layout hands its section provider.
struct LayoutContainer: CollectionLayoutContainer {
    var contentSize: Size
    var contentInsets: DirectionalEdgeInsets = .zero

    var effectiveContentSize: Size {
        Size(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}
