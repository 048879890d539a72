/// Items in a row or a column, as `NSCollectionLayoutGroup`: a section repeats its group along the
/// scrolling axis until the section's items are all placed.
///
/// Made with `subitems`, a group repeats that list, in order, for as long as the next item still fits in the
/// group's length (always at least one), so a `.fractionalWidth(1/3)` item in a full-width horizontal group
/// makes rows of three. Made with `repeatingSubitem:count:` (or the older `subitem:count:`), it holds exactly
/// `count` copies, each as long as the group's length shared out over them and the spacing. An item's
/// fractional dimensions are fractions of the group's size. A group at a section's end with fewer items
/// left keeps its size.
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// The direction the group's items follow.
    enum Axis: Sendable {
        case horizontal
        case vertical
    }

    let axis: Axis
    /// The items (and groups) in the group.
    public let subitems: [CollectionLayoutItem]
    /// The number of copies of the single subitem (`repeatingSubitem:count:`), or nil to fill the group.
    let repeatCount: Int?
    /// The space between the group's items (none when nil).
    public var interItemSpacing: CollectionLayoutSpacing?
    /// A custom group's item frames (`custom(layoutSize:itemProvider:)`), asked each time the group is placed.
    let itemProvider: ((any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])?

    init(
        axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?,
        itemProvider: ((any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])? = nil
    ) {
        self.axis = axis
        self.subitems = subitems
        self.itemProvider = itemProvider
        // A negative count holds no items.
        repeatCount = count.map { max(0, $0) }
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of exactly `count` copies of `subitem`, sharing the group's width (iOS 16).
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A row of exactly `count` copies of `subitem` (the form before iOS 16).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of exactly `count` copies of `subitem`, sharing the group's height (iOS 16).
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A column of exactly `count` copies of `subitem` (the form before iOS 16).
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items go where `itemProvider` says, as `NSCollectionLayoutGroup.custom`: told the
    /// environment (its container is the group's size), it returns one frame per item, relative to the
    /// group; the section's next items take them in order. A group with no frames places nothing.
    public static func custom(
        layoutSize: CollectionLayoutSize,
        itemProvider: @escaping (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(
            axis: .horizontal, layoutSize: layoutSize, subitems: [], count: nil, itemProvider: itemProvider)
    }
}
