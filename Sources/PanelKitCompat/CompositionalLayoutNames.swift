// UIKit's spellings of PanelKit's compositional layout and list types (`Scrolling/Compositional`), so
// `UICollectionViewCompositionalLayout { section, environment in ... }` ports unchanged.

public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSection
    .VisibleItemsInvalidationHandler
public typealias NSRectAlignment = RectAlignment
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutSectionProvider = CompositionalLayout.SectionProvider
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection
    .OrthogonalScrollingBehavior
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UICellAccessory = CellAccessory

extension CollectionView {
    /// `UICollectionView.ScrollDirection`, as a compositional layout configuration's `scrollDirection`.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias UIContentInsetsReference = ContentInsetsReference
