/// Keeps its items from passing through each other and through boundaries, as `UICollisionBehavior`:
/// the reference view's bounds (`translatesReferenceBoundsIntoBoundary`), segments and paths (rectangles,
/// ovals and any other path, flattened to segments). Items collide as the upright boxes they cover.
@MainActor
open class CollisionBehavior: DynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 2)
        public static let everything: Mode = [.items, .boundaries]
    }

    /// One boundary: its identifier, its path and the segments the path flattens to.
    private struct Boundary {
        var identifier: AnyHashable
        var path: BezierPath
        var segments: [(Point, Point)]
    }

    /// A contact the delegate heard begin: two items, or an item and a boundary (`wall` tells the reference
    /// bounds' four edges apart).
    /// Which pair touches. It lives only on the main actor, as the behavior does; `@unchecked Sendable` because
    /// a boundary's identifier is an `AnyHashable` the optimised build's region checker cannot see through.
    private struct ContactKey: Hashable, @unchecked Sendable {
        var item: ObjectIdentifier
        var other: ObjectIdentifier?
        var boundary: AnyHashable?
        var wall: Int
    }

    public private(set) var items: [any DynamicItem]
    open var collisionMode = Mode.everything { didSet { setNeedsUpdate() } }
    /// Whether the reference view's bounds (inset by `setTranslatesReferenceBoundsIntoBoundary(with:)`)
    /// are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsUpdate() } }
    public weak var collisionDelegate: (any CollisionBehaviorDelegate)?
    private var referenceInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    private var boundaries: [Boundary] = []
    /// The contacts in progress, with the items to report them with.
    private var touching: [ContactKey: (any DynamicItem, (any DynamicItem)?)] = [:]

    public init(items: [any DynamicItem] = []) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: any DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        setNeedsUpdate()
    }

    open func removeItem(_ item: any DynamicItem) {
        items.removeAll { $0 === item }
        setNeedsUpdate()
    }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) the boundary `identifier` along `path`'s outline.
    open func addBoundary(withIdentifier identifier: AnyHashable, for path: BezierPath) {
        var segments: [(Point, Point)] = []
        for poly in path.cgPath.flattened(tolerance: 0.5) {
            let pts = poly.points.filter { $0.x.isFinite && $0.y.isFinite }
            guard pts.count > 1 else { continue }
            for i in 1..<pts.count { segments.append((pts[i - 1], pts[i])) }
            if poly.closed, let first = pts.first, let last = pts.last, first != last { segments.append((last, first)) }
        }
        let boundary = Boundary(identifier: identifier, path: path, segments: segments)
        if let i = boundaries.firstIndex(where: { $0.identifier == identifier }) {
            boundaries[i] = boundary
        } else {
            boundaries.append(boundary)
        }
        setNeedsUpdate()
    }

    /// Adds (or replaces) the boundary `identifier`: the segment from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: AnyHashable, from p1: Point, to p2: Point) {
        let path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary `identifier`.
    open func boundary(withIdentifier identifier: AnyHashable) -> BezierPath? {
        boundaries.first { $0.identifier == identifier }?.path
    }

    /// The identifiers of the boundaries added (not the reference bounds); nil when there are none.
    open var boundaryIdentifiers: [AnyHashable]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    open func removeBoundary(withIdentifier identifier: AnyHashable) {
        boundaries.removeAll { $0.identifier == identifier }
        setNeedsUpdate()
    }

    open func removeAllBoundaries() {
        boundaries.removeAll()
        setNeedsUpdate()
    }

    override var dynamicItems: [any DynamicItem] { items }

    open override func willMove(to dynamicAnimator: DynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        touching = [:]
    }

    /// Finds this step's contacts, and queues the delegate's began and ended calls.
    func appendContacts(in animator: DynamicAnimator, to contacts: inout [DynamicContact]) {
        var now: [ContactKey: (any DynamicItem, (any DynamicItem)?)] = [:]
        var began: [(ContactKey, Point)] = []
        let bodies = items.compactMap { animator.body(for: $0) }
        func record(_ key: ContactKey, _ item: any DynamicItem, _ other: (any DynamicItem)?, _ point: Point) {
            if now[key] == nil && touching[key] == nil { began.append((key, point)) }
            now[key] = (item, other)
        }
        if collisionMode.contains(.items) {
            for i in 0..<bodies.count {
                for j in (i + 1)..<bodies.count {
                    let a = bodies[i]
                    let b = bodies[j]
                    if a.isAnchored && b.isAnchored { continue }
                    guard let t = CollisionGeometry.touch(a, b) else { continue }
                    contacts.append(
                        DynamicContact(
                            a: a, b: b, normal: t.normal, overlap: t.overlap,
                            elasticity: max(a.elasticity, b.elasticity),
                            friction: (a.friction * b.friction).squareRoot()))
                    let key = ContactKey(item: ObjectIdentifier(a.item), other: ObjectIdentifier(b.item), wall: 0)
                    record(key, a.item, b.item, t.point)
                }
            }
        }
        if collisionMode.contains(.boundaries) {
            let reference = translatesReferenceBoundsIntoBoundary ? referenceRect(animator) : nil
            for b in bodies where !b.isAnchored {
                if let rect = reference {
                    for side in 0..<4 {
                        guard let t = touchReference(b, rect, side: side) else { continue }
                        contacts.append(
                            DynamicContact(
                                a: nil, b: b, normal: t.normal, overlap: t.overlap, elasticity: b.elasticity,
                                friction: b.friction))
                        record(ContactKey(item: ObjectIdentifier(b.item), wall: -1 - side), b.item, nil, t.point)
                    }
                }
                for boundary in boundaries {
                    var touched: Point?
                    for (p0, p1) in boundary.segments {
                        guard let t = CollisionGeometry.touch(b, segmentFrom: p0, to: p1) else { continue }
                        contacts.append(
                            DynamicContact(
                                a: nil, b: b, normal: t.normal, overlap: t.overlap, elasticity: b.elasticity,
                                friction: b.friction))
                        touched = touched ?? t.point
                    }
                    if let point = touched {
                        let key = ContactKey(item: ObjectIdentifier(b.item), boundary: boundary.identifier, wall: 0)
                        record(key, b.item, nil, point)
                    }
                }
            }
        }
        let ended = touching.filter { now[$0.key] == nil }
        touching = now
        guard collisionDelegate != nil, !began.isEmpty || !ended.isEmpty else { return }
        for (key, pair) in ended {
            animator.queueEvent { [weak self] in
                guard let self, let delegate = self.collisionDelegate else { return }
                if let other = pair.1 {
                    delegate.collisionBehavior(self, endedContactFor: pair.0, with: other)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: pair.0, withBoundaryIdentifier: key.boundary)
                }
            }
        }
        for (key, point) in began {
            guard let pair = now[key] else { continue }
            animator.queueEvent { [weak self] in
                guard let self, let delegate = self.collisionDelegate else { return }
                if let other = pair.1 {
                    delegate.collisionBehavior(self, beganContactFor: pair.0, with: other, at: point)
                } else {
                    delegate.collisionBehavior(
                        self, beganContactFor: pair.0, withBoundaryIdentifier: key.boundary, at: point)
                }
            }
        }
    }

    /// The reference bounds as a boundary, inset.
    private func referenceRect(_ animator: DynamicAnimator) -> Rect? {
        guard let view = animator.referenceView else { return nil }
        return view.bounds.inset(by: referenceInsets)
    }

    /// An edge of the reference bounds: a wall the item cannot cross when its centre was inside the bounds
    /// when first seen, a segment like any other otherwise.
    private func touchReference(_ b: DynamicBody, _ rect: Rect, side: Int) -> CollisionGeometry.Touch? {
        let inside = b.isInsideReferenceBounds ?? rect.contains(b.position)
        b.isInsideReferenceBounds = inside
        if inside { return CollisionGeometry.touch(b, inside: rect, side: side) }
        let corners = rect.corners
        // Sides 0 left, 1 top, 2 right, 3 bottom.
        let ends = [
            (corners[3], corners[0]), (corners[0], corners[1]), (corners[1], corners[2]), (corners[2], corners[3]),
        ]
        return CollisionGeometry.touch(b, segmentFrom: ends[side].0, to: ends[side].1)
    }
}
