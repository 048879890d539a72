#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A constant acceleration on its items, as `UIGravityBehavior`: `gravityDirection` (0, 1) by default,
/// where a magnitude of 1 is 1000 points/s² (mass does not matter).
@MainActor
open class GravityBehavior: DynamicBehavior {
    public private(set) var items: [any DynamicItem]
    /// The acceleration, in thousands of points/s² on each axis. Non-finite components count as 0.
    open var gravityDirection = Vector(dx: 0, dy: 1) {
        didSet {
            if !gravityDirection.isFiniteVector { gravityDirection = .zero }
            setNeedsUpdate()
        }
    }

    /// Radians from the positive x axis, clockwise on screen (π/2 is down).
    open var angle: Double {
        get { gravityDirection == .zero ? 0 : atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The acceleration's size, 1 being 1000 points/s². Setting 0 makes the vector (0, 0) and `angle` 0.
    open var magnitude: Double {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    public init(items: [any DynamicItem] = []) {
        self.items = items
        super.init()
    }

    /// Sets both at once.
    open func setAngle(_ angle: Double, magnitude: Double) {
        guard angle.isFinite, magnitude.isFinite else { return }
        gravityDirection = Vector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
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

    override var dynamicItems: [any DynamicItem] { items }

    override func applyForces(in animator: DynamicAnimator, dt: Double) {
        let dv = gravityDirection * (1000 * dt)
        for item in items {
            guard let body = animator.body(for: item), !body.isAnchored else { continue }
            body.velocity += dv
        }
    }
}
