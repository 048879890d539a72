/// Where each item (or row) of a list of sections goes after insertions and deletions, checked against the
/// data source's new counts, as `UICollectionView` and `UITableView` renumber their cells and selection.
/// Deletions use the numbering from before the change, insertions the numbering after it; a move is the
/// deletion of its source and the insertion of its destination, and carries the item's cell along.
struct ItemRenumbering {
    /// For each section, each old index's new index path (nil when it was deleted).
    private let maps: [[IndexPath?]]
    /// The sections' new counts.
    let counts: [Int]

    /// Renumbers sections whose old counts are `old`, asking `newCount` for each section's count after the
    /// change. UIKit raises an exception when the counts disagree with the changes; this is a precondition
    /// failure naming `noun` ("items", "rows").
    init(
        old: [Int], sections: Int, inserts: [IndexPath], deletes: [IndexPath], moves: [ItemMove] = [],
        noun: String, newCount: (Int) -> Int
    ) {
        precondition(
            sections == old.count,
            "Invalid update: the number of sections changed from \(old.count) to \(sections) "
                + "(sections cannot be inserted or deleted; call reloadData())")
        var maps: [[IndexPath?]] = []
        var counts: [Int] = []
        for s in 0..<sections {
            let deleted = Set((deletes + moves.map(\.from)).filter { $0.section == s }.map(\.item))
            let inserted = Set((inserts + moves.map(\.to)).filter { $0.section == s }.map(\.item))
            let count = newCount(s)
            precondition(
                count == old[s] + inserted.count - deleted.count,
                "Invalid update: invalid number of \(noun) in section \(s): \(count) after the update, \(old[s]) "
                    + "before, \(inserted.count) inserted and \(deleted.count) deleted")
            var map = [IndexPath?](repeating: nil, count: old[s])
            var n = 0
            for o in 0..<old[s] where !deleted.contains(o) {
                while inserted.contains(n) { n += 1 }
                map[o] = IndexPath(item: n, section: s)
                n += 1
            }
            maps.append(map)
            counts.append(count)
        }
        for m in moves where maps.indices.contains(m.from.section) && maps[m.from.section].indices.contains(m.from.item)
        {
            maps[m.from.section][m.from.item] = m.to
        }
        self.maps = maps
        self.counts = counts
    }

    /// The cells of `cells` (by old index path) at their new index paths; the cells of deleted items and of
    /// `reloads` go to `recycle` with their old index paths.
    func carry<Cell>(_ cells: [IndexPath: Cell], reloads: [IndexPath], recycle: (Cell, IndexPath) -> Void)
        -> [IndexPath: Cell]
    {
        let reloaded = Set(reloads)
        var kept: [IndexPath: Cell] = [:]
        for (ip, cell) in cells {
            if let to = moved(ip), !reloaded.contains(ip) {
                kept[to] = cell
            } else {
                recycle(cell, ip)
            }
        }
        return kept
    }

    /// Where the item at `indexPath` went; nil when it was deleted or did not exist.
    func moved(_ indexPath: IndexPath) -> IndexPath? {
        guard maps.indices.contains(indexPath.section), maps[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return maps[indexPath.section][indexPath.item]
    }
}

/// Item (or row) changes collected to be applied together: deletions and reloads numbered as before
/// them, insertions as after.
struct ItemChanges {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    /// Moves: each from its index path before the changes to its index path after them.
    var moves: [ItemMove] = []

    /// Whether there is nothing to change.
    var isEmpty: Bool { inserts.isEmpty && deletes.isEmpty && reloads.isEmpty && moves.isEmpty }

    /// Adds `other`'s changes to these.
    mutating func add(_ other: ItemChanges) {
        inserts += other.inserts
        deletes += other.deletes
        reloads += other.reloads
        moves += other.moves
    }
}

/// One item (or row) moved by `moveItem(at:to:)` or `moveRow(at:to:)`: `from` in the numbering before the
/// changes, `to` in the numbering after them.
struct ItemMove {
    var from: IndexPath
    var to: IndexPath
}
