/// How a list made by a compositional layout looks, as `UICollectionLayoutListConfiguration`: full-width
/// self-sizing rows (44 points estimated), separated by lines, in one of a table's appearances. Use it with
/// `CompositionalLayout.list(using:)` or, per section, `CollectionLayoutSection.list(using:layoutEnvironment:)`;
/// the rows are best `CollectionViewListCell`s, which draw the separators, the group's background and its
/// rounded ends.
public struct CollectionLayoutListConfiguration: Sendable {
    /// The look of the list, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the system background.
        case plain = 0
        /// Sections as white groups on the grouped background, 18 points apart.
        case grouped = 1
        /// As `.grouped`, each group inset 20 points from the sides with rounded ends.
        case insetGrouped = 2
        /// Drawn as `.insetGrouped`.
        case sidebar = 3
        /// Drawn as `.plain`.
        case sidebarPlain = 4
    }

    /// Whether sections have headers, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        case none = 0
        /// A supplementary view of kind `CollectionView.elementKindSectionHeader` above each section.
        case supplementary = 1
        /// The first item is the header: PanelKit lays it out as any other row.
        case firstItemInSection = 2
    }

    /// Whether sections have footers, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        case none = 0
        /// A supplementary view of kind `CollectionView.elementKindSectionFooter` below each section.
        case supplementary = 1
    }

    public var appearance: Appearance
    /// Whether rows have a line below them (the last row of a grouped section has none, as in a table).
    public var showsSeparators = true
    /// The list's background, or nil for the appearance's (white, or the grouped grey).
    public var backgroundColor: Color?
    public var headerMode = HeaderMode.none
    /// Gives a row's swipe actions, as `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`:
    /// nil (or no actions) for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?
    /// The actions a row reveals when swiped to the right (at its leading edge).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row reveals when swiped to the left (at its trailing edge).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Space above each section's supplementary header, as UIKit's `headerTopPadding` (iOS 15); nil (the
    /// default) adds none in PanelKit. Negative or non-finite values count as 0.
    public var headerTopPadding: Double?
    public var footerMode = FooterMode.none

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether the rows stand in groups on the grouped background.
    var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }

    /// Whether the groups are inset from the sides with rounded ends.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

    /// The background behind the rows.
    var resolvedBackgroundColor: Color { backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground) }

    /// How the row `item` of a section of `count` rows looks.
    func placement(item: Int, count: Int) -> ListCellPlacement {
        let isLast = item == count - 1
        var corners: CornerMask = []
        if isInset {
            if item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        return ListCellPlacement(
            showsSeparator: showsSeparators && !(isGrouped && isLast), corners: corners,
            background: isGrouped ? .secondarySystemGroupedBackground : .systemBackground)
    }
}
