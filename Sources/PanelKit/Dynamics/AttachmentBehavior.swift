/// Holds a point of an item at a distance from an anchor point or from a point of another item, as
/// `UIAttachmentBehavior`: rigidly (a rod) while `frequency` is 0, else as a spring of that frequency
/// (hertz) and `damping` ratio. Move `anchorPoint` (from a pan gesture) to drag the item.
@MainActor
open class AttachmentBehavior: DynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    public let items: [any DynamicItem]
    public let attachedBehaviorType: AttachmentType
    private let offsets: [Offset]

    /// The anchor (anchor attachments), in the reference view's coordinates.
    open var anchorPoint: Point {
        didSet {
            if !anchorPoint.x.isFinite || !anchorPoint.y.isFinite { anchorPoint = oldValue }
            setNeedsUpdate()
        }
    }

    /// The distance kept between the two attachment points: at first, the distance when made.
    open var length: Double {
        didSet {
            if !length.isFinite || length < 0 { length = max(0, oldValue) }
            setNeedsUpdate()
        }
    }

    /// A spring's damping ratio (1 is critical); ignored while `frequency` is 0.
    open var damping = 0.0 {
        didSet {
            if !damping.isFinite || damping < 0 { damping = 0 }
            setNeedsUpdate()
        }
    }

    /// A spring's frequency in hertz; 0 makes the attachment rigid.
    open var frequency = 0.0 {
        didSet {
            if !frequency.isFinite || frequency < 0 { frequency = 0 }
            setNeedsUpdate()
        }
    }

    /// Resistance to the items turning about the attachment (0: they turn freely).
    open var frictionTorque = 0.0 {
        didSet {
            if !frictionTorque.isFinite || frictionTorque < 0 { frictionTorque = 0 }
            setNeedsUpdate()
        }
    }

    /// `item`'s centre held at its current distance from `point`.
    public convenience init(item: any DynamicItem, attachedToAnchor point: Point) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// The point `offset` from `item`'s centre held at its current distance from `point`.
    public init(item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: Point) {
        items = [item]
        attachedBehaviorType = .anchor
        offsets = [AttachmentBehavior.finite(offset)]
        anchorPoint = point.x.isFinite && point.y.isFinite ? point : item.center
        length = 0
        super.init()
        length = AttachmentBehavior.distance(
            item.center + Vector(offsets[0]).rotated(by: DynamicBody.rotation(of: item.transform)), anchorPoint)
    }

    /// The centres of two items held at their current distance.
    public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// A point of each item (offsets from their centres) held at their current distance.
    public init(
        item item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: Offset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        offsets = [AttachmentBehavior.finite(offset1), AttachmentBehavior.finite(offset2)]
        anchorPoint = .zero
        length = 0
        super.init()
        let p1 = item1.center + Vector(offsets[0]).rotated(by: DynamicBody.rotation(of: item1.transform))
        let p2 = item2.center + Vector(offsets[1]).rotated(by: DynamicBody.rotation(of: item2.transform))
        length = AttachmentBehavior.distance(p1, p2)
    }

    private static func finite(_ o: Offset) -> Offset {
        o.horizontal.isFinite && o.vertical.isFinite ? o : .zero
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        let d = a.distance(to: b)
        return d.isFinite ? d : 0
    }

    override var dynamicItems: [any DynamicItem] { items }

    override func appendJoints(in animator: DynamicAnimator, to joints: inout [DynamicJoint]) {
        guard let a = animator.body(for: items[0]) else { return }
        let b = items.count > 1 ? animator.body(for: items[1]) : nil
        if items.count > 1 && b == nil { return }
        joints.append(
            DynamicJoint(
                a: a, localA: Vector(offsets[0]), b: b, localB: offsets.count > 1 ? Vector(offsets[1]) : .zero,
                anchor: anchorPoint, length: length, frequency: frequency, dampingRatio: damping,
                frictionTorque: frictionTorque))
    }
}
