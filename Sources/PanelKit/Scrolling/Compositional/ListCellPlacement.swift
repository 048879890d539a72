/// How a list layout asks a `CollectionViewListCell` to look where it stands in its section: the list
/// layout puts it in the cell's layout attributes.
struct ListCellPlacement: Equatable, Sendable {
    /// Whether the line below the row shows.
    var showsSeparator: Bool
    /// The corners rounded (the ends of an inset group).
    var corners: CornerMask
    /// The row's background.
    var background: Color

    /// The radius of an inset group's ends.
    static let cornerRadius = 10.0
}
