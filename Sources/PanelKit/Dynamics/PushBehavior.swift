#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A force on its items, as `UIPushBehavior`: `.continuous` accelerates them for as long as it is active;
/// `.instantaneous` gives them one impulse when it becomes active, then turns inactive. A magnitude of 1
/// on a 100 x 100 item of density 1 is 100 points/s² (continuous) or 100 points/s at once
/// (instantaneous); heavier items move less. A target offset makes the force turn the item too.
@MainActor
open class PushBehavior: DynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    public let mode: Mode
    public private(set) var items: [any DynamicItem]
    private var offsets: [ObjectIdentifier: Offset] = [:]

    /// Whether the force applies; an instantaneous push sets it to false once it has pushed.
    open var active = true {
        didSet { if active { setNeedsUpdate() } }
    }

    /// The force, in units of 100 points/s² on a 100 x 100 item of density 1, per axis.
    open var pushDirection = Vector.zero {
        didSet {
            if !pushDirection.isFiniteVector { pushDirection = .zero }
            setNeedsUpdate()
        }
    }

    /// Radians from the positive x axis, clockwise on screen.
    open var angle: Double {
        get { pushDirection == .zero ? storedAngle : atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's size; negative pushes the other way.
    open var magnitude: Double {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// The angle kept while the magnitude is 0, so that setting the magnitude later pushes that way.
    private var storedAngle = 0.0

    public init(items: [any DynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    open func setAngle(_ angle: Double, magnitude: Double) {
        guard angle.isFinite, magnitude.isFinite else { return }
        storedAngle = angle
        pushDirection = Vector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    open func addItem(_ item: any DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        setNeedsUpdate()
    }

    open func removeItem(_ item: any DynamicItem) {
        items.removeAll { $0 === item }
        offsets[ObjectIdentifier(item)] = nil
        setNeedsUpdate()
    }

    /// Where on `item` the force acts, from its centre (in the item's unrotated frame).
    open func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    open func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
        guard offset.horizontal.isFinite, offset.vertical.isFinite else { return }
        offsets[ObjectIdentifier(item)] = offset
        setNeedsUpdate()
    }

    override var dynamicItems: [any DynamicItem] { items }

    override func applyForces(in animator: DynamicAnimator, dt: Double) {
        guard active, pushDirection != .zero else {
            if mode == .instantaneous && active { active = false }
            return
        }
        // Force in mass units (a 100 x 100 item of density 1 weighs 1) times points/s².
        let force = pushDirection * 100
        let scale = mode == .continuous ? dt : 1
        for item in items {
            guard let body = animator.body(for: item), !body.isAnchored else { continue }
            let r = Vector(offsets[ObjectIdentifier(item)] ?? .zero).rotated(by: body.angle)
            body.applyImpulse(force * scale, at: r)
        }
        if mode == .instantaneous { active = false }
    }
}
