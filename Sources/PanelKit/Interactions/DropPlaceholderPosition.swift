/// Where a drop's placeholder stands among a table's rows or a collection view's items (`indexPath.item` is
/// the row of a table): the view counts its placeholders beside the data source's rows or items, so its own
/// numbering includes them and the data source's does not.
@MainActor
protocol DropPlaceholderPosition: AnyObject {
    var indexPath: IndexPath { get set }
}

/// The numbering a table's or a collection view's placeholders keep: counted in their section, taken out of
/// an index path to give the data source's, moved on and back as placeholders before them come and go.
@MainActor
extension Array where Element: DropPlaceholderPosition {
    /// How many placeholders stand in `section`.
    func count(inSection section: Int) -> Int {
        isEmpty ? 0 : count { $0.indexPath.section == section }
    }

    /// The placeholder standing at `indexPath`, if one does.
    func placeholder(at indexPath: IndexPath) -> Element? {
        isEmpty ? nil : first { $0.indexPath == indexPath }
    }

    /// The data source's index path for the view's row or item at `indexPath`: the placeholders before it in
    /// its section taken out.
    func dataIndexPath(_ indexPath: IndexPath) -> IndexPath {
        guard !isEmpty else { return indexPath }
        let before = count { $0.indexPath.section == indexPath.section && $0.indexPath.item < indexPath.item }
        return IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// Moves the placeholders at or after `indexPath` in its section on by one, for one inserted there.
    func makeRoom(at indexPath: IndexPath) {
        for other in self where other.indexPath.section == indexPath.section && other.indexPath.item >= indexPath.item {
            other.indexPath.item += 1
        }
    }

    /// Takes `placeholder` out (`closingUp`: the placeholders after it in its section move back by one).
    /// False when it is not one of them.
    mutating func remove(_ placeholder: Element, closingUp: Bool) -> Bool {
        guard let i = firstIndex(where: { $0 === placeholder }) else { return false }
        remove(at: i)
        if closingUp {
            let ip = placeholder.indexPath
            for other in self where other.indexPath.section == ip.section && other.indexPath.item > ip.item {
                other.indexPath.item -= 1
            }
        }
        return true
    }
}
