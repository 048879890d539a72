/// Where each item (or row) of a list of sections goes after insertions and deletions, checked against the
/// data source's new counts, as `UICollectionView` and `UITableView` renumber their cells and selection.
/// Deletions use the numbering from before the change, insertions the numbering after it; a move is the
/// deletion of its source and the insertion of its destination, and carries the item's cell along.
/// Sections are renumbered the same way: a deleted section takes its items along, an inserted or reloaded
/// one brings all new items (its count is not checked against item changes).
struct ItemRenumbering {
    /// For each old section, each old index's new index path (nil when it was deleted).
    private let maps: [[IndexPath?]]
    /// For each old section, its new number (nil when it was deleted).
    private let sectionMap: [Int?]
    /// The sections' new counts.
    let counts: [Int]

    /// Renumbers sections whose old counts are `old`, asking `newCount` for each section's count after the
    /// change. UIKit raises an exception when the counts disagree with the changes; this is a precondition
    /// failure naming `noun` ("items", "rows").
    init(
        old: [Int], sections: Int, inserts: [IndexPath], deletes: [IndexPath], moves: [ItemMove] = [],
        sectionChanges: SectionChanges = SectionChanges(), noun: String, newCount: (Int) -> Int
    ) {
        let c = sectionChanges
        let deletedSections = Set(c.deletes + c.moves.map(\.from)).filter { old.indices.contains($0) }
        let insertedSections = Set(c.inserts + c.moves.map(\.to))
        precondition(
            sections == old.count + insertedSections.count - deletedSections.count,
            "Invalid update: invalid number of sections: \(sections) after the update, \(old.count) before, "
                + "\(insertedSections.count) inserted and \(deletedSections.count) deleted")
        // Old sections to new numbers: the kept ones in order around the inserted ones, moves to their places.
        var sectionMap = [Int?](repeating: nil, count: old.count)
        var n = 0
        for o in old.indices where !deletedSections.contains(o) {
            while insertedSections.contains(n) { n += 1 }
            sectionMap[o] = n
            n += 1
        }
        for m in c.moves where old.indices.contains(m.from) { sectionMap[m.from] = m.to }
        let reloaded = Set(c.reloads)
        var maps: [[IndexPath?]] = []
        for s in old.indices {
            guard let t = sectionMap[s], t < sections, !reloaded.contains(s) else {
                maps.append([IndexPath?](repeating: nil, count: old[s]))
                continue
            }
            let deleted = Set((deletes + moves.map(\.from)).filter { $0.section == s }.map(\.item))
            let inserted = Set((inserts + moves.map(\.to)).filter { $0.section == t }.map(\.item))
            let count = newCount(t)
            precondition(
                count == old[s] + inserted.count - deleted.count,
                "Invalid update: invalid number of \(noun) in section \(t): \(count) after the update, \(old[s]) "
                    + "before, \(inserted.count) inserted and \(deleted.count) deleted")
            var map = [IndexPath?](repeating: nil, count: old[s])
            var k = 0
            for o in 0..<old[s] where !deleted.contains(o) {
                while inserted.contains(k) { k += 1 }
                map[o] = IndexPath(item: k, section: t)
                k += 1
            }
            maps.append(map)
        }
        for m in moves where maps.indices.contains(m.from.section) && maps[m.from.section].indices.contains(m.from.item)
        {
            maps[m.from.section][m.from.item] = m.to
        }
        self.maps = maps
        self.sectionMap = sectionMap
        counts = (0..<max(0, sections)).map { newCount($0) }
    }

    /// Where the section numbered `section` before the change went; nil when it was deleted.
    func movedSection(_ section: Int) -> Int? {
        sectionMap.indices.contains(section) ? sectionMap[section] : nil
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
    /// Whole sections inserted, deleted, reloaded or moved.
    var sections = SectionChanges()

    /// Whether there is nothing to change.
    var isEmpty: Bool { inserts.isEmpty && deletes.isEmpty && reloads.isEmpty && moves.isEmpty && sections.isEmpty }

    /// Adds `other`'s changes to these.
    mutating func add(_ other: ItemChanges) {
        inserts += other.inserts
        deletes += other.deletes
        reloads += other.reloads
        moves += other.moves
        sections.inserts += other.sections.inserts
        sections.deletes += other.sections.deletes
        sections.reloads += other.sections.reloads
        sections.moves += other.sections.moves
    }
}

/// One item (or row) moved by `moveItem(at:to:)` or `moveRow(at:to:)`: `from` in the numbering before the
/// changes, `to` in the numbering after them.
struct ItemMove {
    var from: IndexPath
    var to: IndexPath
}

/// Section changes collected with item changes: deletions and reloads numbered as before them, insertions
/// as after, moves from before to after.
struct SectionChanges {
    var inserts: [Int] = []
    var deletes: [Int] = []
    var reloads: [Int] = []
    var moves: [(from: Int, to: Int)] = []

    var isEmpty: Bool { inserts.isEmpty && deletes.isEmpty && reloads.isEmpty && moves.isEmpty }
}
