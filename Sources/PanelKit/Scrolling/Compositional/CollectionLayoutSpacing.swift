/// The space between a group's items, as `NSCollectionLayoutSpacing`: a fixed gap, or a flexible one that
/// is at least `spacing` and shares out the room the items leave in the group.
public struct CollectionLayoutSpacing: Hashable, Sendable {
    /// The gap (the least gap when flexible); never negative.
    public let spacing: Double
    /// Whether the gap is exactly `spacing`.
    public let isFixedSpacing: Bool

    /// Whether the gap grows to share out the group's free room.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    /// A gap of exactly `points`.
    public static func fixed(_ points: Double) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: points.isFinite ? max(0, points) : 0, isFixedSpacing: true)
    }

    /// A gap of at least `points`, widened so that the items spread over the whole group.
    public static func flexible(_ points: Double) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: points.isFinite ? max(0, points) : 0, isFixedSpacing: false)
    }
}
