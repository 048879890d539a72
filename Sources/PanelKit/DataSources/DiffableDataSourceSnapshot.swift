/// The state of a list's data at one moment, as `NSDiffableDataSourceSnapshot`: section identifiers in order,
/// each with its item identifiers in order. A diffable data source shows a snapshot given to `apply(_:…)`,
/// and works out the rows to insert, delete, move and reload from the one it showed before.
///
/// Identifiers are unique across the whole snapshot, sections and items alike: UIKit raises an exception on a
/// duplicate, and here the operation traps with a message naming it. Like UIKit's, a snapshot is a value (a
/// copy changes independently) and `Sendable`, so it can be built off the main actor.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// Each section's index in `sections`.
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// The section each item is in.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The sections marked with `reloadSections(_:)` since the snapshot was made, in the order marked.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked with `reloadItems(_:)` since the snapshot was made, in the order marked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked with `reconfigureItems(_:)` since the snapshot was made, in the order marked.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `identifier`'s section. Traps, as UIKit raises, for a section not in the
    /// snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        items[index(ofExisting: identifier)].count
    }

    /// The items of `identifier`'s section, in order. Traps, as UIKit raises, for a section not in the
    /// snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[index(ofExisting: identifier)]
    }

    /// The section holding `identifier`, or nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index in `itemIdentifiers` (counted across the sections, as UIKit's), or nil when it is
    /// not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section],
            let i = items[s].firstIndex(of: identifier)
        else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + i
    }

    /// The section's index in `sectionIdentifiers`, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section, or, when it is nil, of the last section (as
    /// UIKit documents). Traps when there is no such section or an identifier is already in the snapshot.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let s: Int
        if let sectionIdentifier {
            s = index(ofExisting: sectionIdentifier)
        } else {
            precondition(
                !sections.isEmpty,
                "There are currently no sections in the data source. Please add a section first (appendSections)")
            s = sections.count - 1
        }
        insert(identifiers, inSection: s, at: items[s].count)
    }

    /// Inserts items just before `beforeIdentifier`, in its section. Traps when it is not in the snapshot.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let (s, i) = location(ofExisting: beforeIdentifier, for: "insert")
        insert(identifiers, inSection: s, at: i)
    }

    /// Inserts items just after `afterIdentifier`, in its section. Traps when it is not in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let (s, i) = location(ofExisting: afterIdentifier, for: "insert")
        insert(identifiers, inSection: s, at: i + 1)
    }

    /// Removes items; identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        var touched = Set<Int>()
        for id in gone {
            guard let section = sectionOfItem.removeValue(forKey: id), let s = sectionIndex[section] else { continue }
            touched.insert(s)
        }
        for s in touched { items[s].removeAll { gone.contains($0) } }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item just before another (possibly into another section). Traps when either is not in the
    /// snapshot; moving an item before itself does nothing.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item just after another (possibly into another section). Traps when either is not in the
    /// snapshot; moving an item after itself does nothing.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to be reloaded: applying the snapshot asks the cell provider for new cells for them, as
    /// `reloadRows(at:with:)` does. Traps, as UIKit raises, for an item not in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            _ = location(ofExisting: id, for: "reload")
            if !reloadedItemIdentifiers.contains(id) { reloadedItemIdentifiers.append(id) }
        }
    }

    /// Marks items to be reconfigured: applying the snapshot runs the cell provider again for those on
    /// screen, and its dequeue hands back the cell already showing the item (without `prepareForReuse()`),
    /// as UIKit's `reconfigureRows(at:)` does: cheaper than a reload, and the cell keeps its state. Traps for
    /// an item not in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            _ = location(ofExisting: id, for: "reconfigure")
            if !reconfiguredItemIdentifiers.contains(id) { reconfiguredItemIdentifiers.append(id) }
        }
    }

    // MARK: Sections

    /// Adds empty sections at the end. Traps when an identifier is already in the snapshot.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts empty sections just before `toIdentifier`. Traps when it is not in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: index(ofExisting: toIdentifier))
    }

    /// Inserts empty sections just after `toIdentifier`. Traps when it is not in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: index(ofExisting: toIdentifier) + 1)
    }

    /// Removes sections with their items; identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        var kept: [(SectionIdentifierType, [ItemIdentifierType])] = []
        for (s, section) in sections.enumerated() {
            if gone.contains(section) {
                for id in items[s] { sectionOfItem[id] = nil }
            } else {
                kept.append((section, items[s]))
            }
        }
        sections = kept.map(\.0)
        items = kept.map(\.1)
        reindexSections()
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
        reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
    }

    /// Moves a section, with its items, just before another. Traps when either is not in the snapshot.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section, with its items, just after another. Traps when either is not in the snapshot.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded: applying the snapshot asks for new cells for all their items (and
    /// their titles again). Traps, as UIKit raises, for a section not in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            _ = index(ofExisting: id)
            if !reloadedSectionIdentifiers.contains(id) { reloadedSectionIdentifiers.append(id) }
        }
    }

    // MARK: Applying

    /// The snapshot without its reload and reconfigure marks: what a data source keeps once it applied it.
    var withoutMarks: Self {
        var s = self
        s.reloadedSectionIdentifiers = []
        s.reloadedItemIdentifiers = []
        s.reconfiguredItemIdentifiers = []
        return s
    }

    /// The items of the section at index `section`, in order (for the data sources' index paths).
    func items(atSectionIndex section: Int) -> [ItemIdentifierType] { items[section] }

    // MARK: Helpers

    private func index(ofExisting section: SectionIdentifierType) -> Int {
        guard let s = sectionIndex[section] else {
            preconditionFailure("Invalid section identifier: \(section) is not in the snapshot")
        }
        return s
    }

    private func location(ofExisting item: ItemIdentifierType, for operation: String) -> (Int, Int) {
        guard let section = sectionOfItem[item], let s = sectionIndex[section],
            let i = items[s].firstIndex(of: item)
        else {
            preconditionFailure("Invalid item identifier specified for \(operation): \(item) is not in the snapshot")
        }
        return (s, i)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], inSection s: Int, at i: Int) {
        var seen = Set<ItemIdentifierType>()
        for id in identifiers {
            precondition(
                sectionOfItem[id] == nil && seen.insert(id).inserted,
                "Fatal: supplied item identifiers are not unique. Duplicate identifier: \(id)")
        }
        for id in identifiers { sectionOfItem[id] = sections[s] }
        items[s].insert(contentsOf: identifiers, at: i)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at i: Int) {
        var seen = Set<SectionIdentifierType>()
        for id in identifiers {
            precondition(
                sectionIndex[id] == nil && seen.insert(id).inserted,
                "Fatal: supplied section identifiers are not unique. Duplicate identifier: \(id)")
        }
        sections.insert(contentsOf: identifiers, at: i)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: i)
        reindexSections()
    }

    private mutating func move(_ item: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
        let (s, i) = location(ofExisting: item, for: "move")
        _ = location(ofExisting: target, for: "move")
        guard item != target else { return }
        items[s].remove(at: i)
        let (ts, ti) = location(ofExisting: target, for: "move")
        items[ts].insert(item, at: after ? ti + 1 : ti)
        sectionOfItem[item] = sections[ts]
    }

    private mutating func moveSection(_ section: SectionIdentifierType, to target: SectionIdentifierType, after: Bool) {
        let s = index(ofExisting: section)
        _ = index(ofExisting: target)
        guard section != target else { return }
        let moved = items.remove(at: s)
        sections.remove(at: s)
        reindexSections()
        let t = index(ofExisting: target) + (after ? 1 : 0)
        sections.insert(section, at: t)
        items.insert(moved, at: t)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }
}
