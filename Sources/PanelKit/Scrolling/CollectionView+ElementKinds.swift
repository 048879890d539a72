extension CollectionView {
    /// The kind of a flow layout's section headers, as `UICollectionView.elementKindSectionHeader` (the
    /// same string as UIKit's).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers, as `UICollectionView.elementKindSectionFooter`.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// What a set of layout attributes places, as `UICollectionView.ElementCategory`. PanelKit's collection
    /// views show cells and supplementary views; decoration views are not implemented.
    public enum ElementCategory: Sendable {
        case cell
        case supplementaryView
        case decorationView
    }
}
