/// A set of integers, as Foundation's `IndexSet` for UIKit's section APIs:
/// `tableView.reloadSections(IndexSet(integer: 0), with: .automatic)`, `insertSections([1, 2], with: .fade)`.
/// PanelKit's section methods take any sequence of integers; this is the spelling iOS code passes. It holds
/// distinct integers and iterates them in ascending order. (Like `NSObject` here, it stands in for
/// Foundation's: do not import Foundation in the same file.)
public struct IndexSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    private var members: Set<Int>

    /// An empty set.
    public init() { members = [] }

    /// A set of one integer.
    public init(integer: Int) { members = [integer] }

    /// The integers of `range`.
    public init(integersIn range: Range<Int>) { members = Set(range) }

    /// The integers of `range`.
    public init(integersIn range: ClosedRange<Int>) { members = Set(range) }

    /// The integers of `sequence`.
    public init<S: Sequence>(_ sequence: S) where S.Element == Int { members = Set(sequence) }

    public init(arrayLiteral elements: Int...) { members = Set(elements) }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    /// The smallest integer, if any.
    public var first: Int? { members.min() }
    /// The largest integer, if any.
    public var last: Int? { members.max() }

    public func contains(_ integer: Int) -> Bool { members.contains(integer) }

    /// Adds `integer`; returns whether it was new and the member.
    @discardableResult
    public mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        members.insert(integer)
    }

    /// Adds the integers of `range`.
    public mutating func insert(integersIn range: Range<Int>) { members.formUnion(range) }

    /// Takes `integer` out; returns it if it was there.
    @discardableResult
    public mutating func remove(_ integer: Int) -> Int? { members.remove(integer) }

    /// The integers in ascending order.
    public func makeIterator() -> IndexingIterator<[Int]> { members.sorted().makeIterator() }
}
