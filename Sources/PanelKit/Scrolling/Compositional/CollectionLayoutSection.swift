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
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by the section's leading and trailing content insets too.
    public var supplementariesFollowContentInsets = true
    /// Whether (and how) the section scrolls across the layout's axis; `.none`, the default, stacks its groups
    /// along the layout's axis.
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// How the section's rows look when it was made by `list(using:layoutEnvironment:)`.
    var listAppearance: CollectionLayoutListConfiguration?

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
