/// Told when items of a collision behavior start and stop touching each other or a boundary, as
/// `UICollisionBehaviorDelegate`. A boundary's identifier is the one it was added with; the reference
/// view's bounds have none (nil).
@MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: Point)
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point)
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: Point
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {}
}
