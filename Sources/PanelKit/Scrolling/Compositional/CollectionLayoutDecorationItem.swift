/// A view a compositional layout draws behind a section, as `NSCollectionLayoutDecorationItem`: made with
/// `background(elementKind:)` and listed in the section's `decorationItems`, it spans the whole section
/// (its headers and footers included) less its own `contentInsets`. The view comes from the class
/// registered with the layout's `register(_:forDecorationViewOfKind:)`; the data source is not asked.
public final class CollectionLayoutDecorationItem {
    /// The kind, which names the registered view class.
    public let elementKind: String
    /// The space between the section's edges and the view's.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The stacking order among the section's views: the cells are at 0, so the default -1 puts the view
    /// behind them.
    public var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A view of `elementKind` behind the section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
