/// One section's items as a tree, as `NSDiffableDataSourceSectionSnapshot`: root items in order, each with
/// child items in order, each parent expanded or collapsed. Applied to a section of a collection view's
/// diffable data source (`apply(_:to:animatingDifferences:)`), the section shows its `visibleItems`: the
/// roots, and the children of every expanded parent whose own parents are all expanded, depth first.
///
/// Identifiers are unique in the snapshot: a duplicate traps with a message naming it, as UIKit raises.
/// Operations naming an item not in the snapshot as a parent or neighbour trap the same way; `expand`,
/// `collapse` and `delete` ignore items not in it. Like UIKit's, a section snapshot is a value.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item in the snapshot.
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first: each parent followed by its children, whether expanded or not.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }

    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items the section shows: the roots and the children of expanded parents whose ancestors are all
    /// expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded (its children shown when it is itself visible). False for an item not in
    /// the snapshot.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: it is in the snapshot and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// How deep `item` is: 0 for a root, 1 for a root's child, and so on. Traps, as UIKit raises, for an
    /// item not in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        requireMember(item, "level(of:)")
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The parent of `item`, or nil for a root or an item not in the snapshot.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parentOf[item] }

    /// The index of `item` in `items`, or nil when it is not in the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// A snapshot of the items below `parent` (with `parent` itself as the only root when `includingParent`
    /// is true), keeping their expansion. Traps, as UIKit raises, for a parent not in the snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        requireMember(parent, "snapshot(of:)")
        var result = Self()
        if includingParent {
            result.append([parent])
            result.copySubtree(of: parent, from: self, under: parent)
            if expanded.contains(parent) { result.expanded.insert(parent) }
        } else {
            result.append(childrenOf[parent] ?? [])
            for child in childrenOf[parent] ?? [] {
                result.copySubtree(of: child, from: self, under: child)
                if expanded.contains(child) { result.expanded.insert(child) }
            }
        }
        return result
    }

    /// The tree as text, one item a line, indented by level, expanded parents marked `+`, collapsed ones `-`.
    public func visualDescription() -> String {
        items.map { item in
            let mark = childrenOf[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
            return String(repeating: "  ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds items at the end of `parent`'s children, or of the roots when it is nil. Traps when an item is
    /// already in the snapshot or `parent` is not.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        requireNew(items)
        if let parent {
            requireMember(parent, "append(_:to:)")
            childrenOf[parent, default: []].append(contentsOf: items)
            for item in items { parentOf[item] = parent }
        } else {
            roots.append(contentsOf: items)
        }
        members.formUnion(items)
    }

    /// Adds `snapshot`'s tree (with its expansion) at the end of `parent`'s children, or of the roots.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        graft(snapshot)
    }

    /// Inserts items, as siblings, just before `item`. Traps when `item` is not in the snapshot.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false)
    }

    /// Inserts items, as siblings, just after `item`. Traps when `item` is not in the snapshot.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true)
    }

    /// Inserts `snapshot`'s tree, as siblings, just before `item`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot.roots, beside: item, after: false)
        graft(snapshot)
    }

    /// Inserts `snapshot`'s tree, as siblings, just after `item`.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot.roots, beside: item, after: true)
        graft(snapshot)
    }

    /// Removes items with all their descendants; items not in the snapshot are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            for gone in [item] + descendants(of: item) {
                members.remove(gone)
                expanded.remove(gone)
                childrenOf[gone] = nil
            }
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
        parentOf = parentOf.filter { members.contains($0.key) }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    /// Replaces `parent`'s children with `snapshot`'s tree. Traps when `parent` is not in the snapshot.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        requireMember(parent, "replace(childrenOf:using:)")
        delete(childrenOf[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// Marks items expanded: their children show (when the items are themselves visible). Items not in the
    /// snapshot are ignored; an item without children may be expanded, and shows children appended later.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter { members.contains($0) })
    }

    /// Marks items collapsed: their children (and their descendants) are hidden, keeping their own expansion.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    // MARK: Helpers

    private func flatten(_ level: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        for item in level {
            result.append(item)
            if let children = childrenOf[item], !onlyVisible || expanded.contains(item) {
                result += flatten(children, onlyVisible: onlyVisible)
            }
        }
        return result
    }

    private func descendants(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        flatten(childrenOf[item] ?? [], onlyVisible: false)
    }

    private func requireMember(_ item: ItemIdentifierType, _ operation: String) {
        precondition(
            members.contains(item), "Invalid item identifier specified for \(operation): \(item) is not in the snapshot"
        )
    }

    private func requireNew(_ items: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        for item in items {
            precondition(
                !members.contains(item) && seen.insert(item).inserted,
                "Fatal: supplied item identifiers are not unique. Duplicate identifier: \(item)")
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool) {
        requireMember(item, after ? "insert(_:after:)" : "insert(_:before:)")
        requireNew(items)
        let offset = after ? 1 : 0
        if let parent = parentOf[item] {
            let i = (childrenOf[parent]?.firstIndex(of: item) ?? 0) + offset
            childrenOf[parent]?.insert(contentsOf: items, at: i)
            for new in items { parentOf[new] = parent }
        } else {
            let i = (roots.firstIndex(of: item) ?? 0) + offset
            roots.insert(contentsOf: items, at: i)
        }
        members.formUnion(items)
    }

    /// Adds the descendants of `snapshot`'s roots (already added here) with its expansion.
    private mutating func graft(_ snapshot: Self) {
        for root in snapshot.roots {
            copySubtree(of: root, from: snapshot, under: root)
            if snapshot.expanded.contains(root) { expanded.insert(root) }
        }
    }

    /// Copies the children of `item` in `source` (recursively, with their expansion) below `parent` here.
    private mutating func copySubtree(of item: ItemIdentifierType, from source: Self, under parent: ItemIdentifierType)
    {
        for child in source.childrenOf[item] ?? [] {
            append([child], to: parent)
            if source.expanded.contains(child) { expanded.insert(child) }
            copySubtree(of: child, from: source, under: child)
        }
    }
}
