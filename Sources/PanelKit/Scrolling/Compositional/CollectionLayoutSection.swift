/// A section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated along the
/// scrolling axis (`interGroupSpacing` apart) until the section's items are placed, inside
/// `contentInsets`, with headers and footers (`boundarySupplementaryItems`) before and after.
public final class CollectionLayoutSection {
    /// How a section scrolls across the layout's axis, as `UICollectionLayoutSectionOrthogonalScrollingBehavior`:
    /// with any but `.none`, its groups stand in one row (a column in a horizontal layout) that scrolls
    /// sideways on its own. `.paging` comes to rest a band's width at a time; the group behaviours
    /// (`.groupPaging`, `.groupPagingCentered`, `.continuousGroupLeadingBoundary`) with a group at the
    /// section's leading inset; `.continuous` anywhere.
    public enum OrthogonalScrollingBehavior: Int, Sendable {
        case none = 0
        case continuous = 1
        case continuousGroupLeadingBoundary = 2
        case paging = 3
        case groupPaging = 4
        case groupPagingCentered = 5
    }

    /// The group repeated to place the items.
    public let group: CollectionLayoutGroup
    /// The space between one group and the next.
    public var interGroupSpacing = 0.0
    /// The space around the section's groups (inside its headers and footers).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What `contentInsets` are measured from (`.automatic`: the layout configuration's reference).
    public var contentInsetsReference = ContentInsetsReference.automatic
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by the section's leading and trailing content insets too.
    public var supplementariesFollowContentInsets = true
    /// Whether (and how) the section scrolls across the layout's axis; `.none`, the default, stacks its groups
    /// along the layout's axis.
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// Views drawn behind the section (`CollectionLayoutDecorationItem.background(elementKind:)`).
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Called in each layout pass with the section's items on screen, the offset the content is scrolled to
    /// (a section scrolling across the axis: its own), and the environment, as UIKit's
    /// `visibleItemsInvalidationHandler`: what it sets on the items (transform, alpha, z-index, visibility,
    /// centre) their cells show, as in the carousel whose items shrink away from the centre.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// How the section's rows look when it was made by `list(using:layoutEnvironment:)`.
    var listAppearance: CollectionLayoutListConfiguration?
    /// Space before the section's first element (a list's `headerTopPadding`).
    var leadingPadding = 0.0

    /// The handler's type, as `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
    public typealias VisibleItemsInvalidationHandler = (
        [CollectionLayoutVisibleItem], Point, any CollectionLayoutEnvironment
    ) -> Void

    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

extension CollectionLayoutSection {
    /// A section of list rows, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: full-width
    /// rows of an estimated 44 points, a header and footer as the configuration's modes say, the grouped
    /// appearances 18 points above (without a header) and below the rows, the inset ones 20 points in from
    /// the sides.
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: any CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: rowSize, subitems: [CollectionLayoutItem(layoutSize: rowSize)])
        let section = CollectionLayoutSection(group: group)
        let hasHeader = configuration.headerMode == .supplementary
        if configuration.isGrouped {
            let side = configuration.isInset ? 20.0 : 0
            section.contentInsets = DirectionalEdgeInsets(
                top: hasHeader ? 0 : 18, leading: side, bottom: 18, trailing: side)
        }
        let bandSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        if hasHeader {
            let padding = configuration.headerTopPadding ?? 0
            section.leadingPadding = padding.isFinite ? max(0, padding) : 0
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: bandSize, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: bandSize, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.listAppearance = configuration
        return section
    }
}
