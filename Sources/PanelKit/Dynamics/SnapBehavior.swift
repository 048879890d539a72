#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Springs one item to a point and its rotation back to 0, as `UISnapBehavior`. `damping` runs from 0
/// (most oscillation) to 1 (least), 0.5 by default.
@MainActor
open class SnapBehavior: DynamicBehavior {
    public let item: any DynamicItem
    /// Where the item's centre settles, in the reference view's coordinates.
    open var snapPoint: Point {
        didSet {
            if !snapPoint.x.isFinite || !snapPoint.y.isFinite { snapPoint = oldValue }
            setNeedsUpdate()
        }
    }

    /// 0...1 (clamped when used).
    open var damping = 0.5 {
        didSet { setNeedsUpdate() }
    }

    /// The spring's natural frequency, in hertz: the item arrives in about half a second.
    static let frequency = 3.0

    public init(item: any DynamicItem, snapTo point: Point) {
        self.item = item
        snapPoint = point.x.isFinite && point.y.isFinite ? point : item.center
        super.init()
    }

    override var dynamicItems: [any DynamicItem] { [item] }

    /// The damping ratio: even 0 settles (0.1), 1 is critical.
    private var dampingRatio: Double {
        let d = damping.isFinite ? min(max(damping, 0), 1) : 0.5
        return 0.1 + 0.9 * d
    }

    override func applyForces(in animator: DynamicAnimator, dt: Double) {
        guard let body = animator.body(for: item), !body.isAnchored else { return }
        let omega = 2 * Double.pi * SnapBehavior.frequency
        let zeta = dampingRatio
        let offset = Vector(dx: body.position.x - snapPoint.x, dy: body.position.y - snapPoint.y)
        // Implicit in the spring and damping terms, so that any damping stays stable.
        let k = omega * omega * dt
        let c = 2 * zeta * omega * dt
        body.velocity = (body.velocity - offset * k) * (1 / (1 + c + k * dt))
        let turn = remainder(body.angle, 2 * Double.pi)
        body.angularVelocity = (body.angularVelocity - turn * k) / (1 + c + k * dt)
    }

    override func isSettled(in animator: DynamicAnimator) -> Bool {
        guard let body = animator.body(for: item) else { return true }
        if body.isAnchored { return true }
        let near = body.position.distance(to: snapPoint) < 0.5 && abs(remainder(body.angle, 2 * Double.pi)) < 0.005
        // Held away by something else (a boundary) and still for half a second: give up.
        return near || body.stillSteps > 60
    }

    override func animatorWillPause(_ animator: DynamicAnimator) {
        guard let body = animator.body(for: item), !body.isAnchored,
            body.position.distance(to: snapPoint) < 0.5
        else { return }
        body.position = snapPoint
        body.angle = 0
        body.velocity = .zero
        body.angularVelocity = 0
    }
}
