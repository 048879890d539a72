/// Physical properties of its items, as `UIDynamicItemBehavior`: elasticity (0 no bounce, 1 full),
/// friction, density (mass is density x area, a 100 x 100 item of density 1 weighing 1), linear and
/// angular resistance (velocity damping per second), whether items turn, and anchoring (an anchored item
/// stays put but others collide with it). Also adds velocity to its items. When two such behaviors set a
/// property of one item, the one added later wins.
@MainActor
open class DynamicItemBehavior: DynamicBehavior {
    /// The properties this behavior set, so that one added later overrides only what it set.
    struct Settings: OptionSet {
        let rawValue: Int
        static let elasticity = Settings(rawValue: 1)
        static let friction = Settings(rawValue: 2)
        static let density = Settings(rawValue: 4)
        static let resistance = Settings(rawValue: 8)
        static let angularResistance = Settings(rawValue: 16)
        static let allowsRotation = Settings(rawValue: 32)
        static let isAnchored = Settings(rawValue: 64)
    }

    public private(set) var items: [any DynamicItem]
    private(set) var settings: Settings = []
    private var pendingLinear: [ObjectIdentifier: Vector] = [:]
    private var pendingAngular: [ObjectIdentifier: Double] = [:]

    /// 0...1 (clamped): the share of the approach speed kept after a collision.
    open var elasticity = 0.0 { didSet { set(.elasticity) } }
    /// 0 (slides freely) and up: the friction coefficient between sliding items.
    open var friction = 0.0 { didSet { set(.friction) } }
    /// Relative mass per area (at least a tiny positive value).
    open var density = 1.0 { didSet { set(.density) } }
    /// Linear velocity damping per second; 0 none, very large stops the items at once.
    open var resistance = 0.0 { didSet { set(.resistance) } }
    /// Angular velocity damping per second.
    open var angularResistance = 0.0 { didSet { set(.angularResistance) } }
    /// Whether the items turn (from offset forces, attachments and spin).
    open var allowsRotation = true { didSet { set(.allowsRotation) } }
    /// Whether the items stay where they are (others still collide with them).
    open var isAnchored = false { didSet { set(.isAnchored) } }

    public init(items: [any DynamicItem] = []) {
        self.items = items
        super.init()
    }

    private func set(_ setting: Settings) {
        settings.insert(setting)
        setNeedsUpdate()
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

    /// Adds `velocity` (points a second) to `item`'s, now or when the behavior is added to an animator.
    open func addLinearVelocity(_ velocity: Vector, for item: any DynamicItem) {
        guard velocity.isFiniteVector, items.contains(where: { $0 === item }) else { return }
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity += velocity
            body.stillSteps = 0
            setNeedsUpdate()
        } else {
            pendingLinear[ObjectIdentifier(item), default: .zero] += velocity
        }
    }

    /// `item`'s velocity in points a second (zero for an item not in this behavior).
    open func linearVelocity(for item: any DynamicItem) -> Vector {
        guard items.contains(where: { $0 === item }) else { return .zero }
        return dynamicAnimator?.body(for: item)?.velocity ?? pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians a second, clockwise on screen) to `item`'s spin.
    open func addAngularVelocity(_ velocity: Double, for item: any DynamicItem) {
        guard velocity.isFinite, items.contains(where: { $0 === item }) else { return }
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += velocity
            body.stillSteps = 0
            setNeedsUpdate()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// `item`'s spin in radians a second.
    open func angularVelocity(for item: any DynamicItem) -> Double {
        guard items.contains(where: { $0 === item }) else { return 0 }
        return dynamicAnimator?.body(for: item)?.angularVelocity ?? pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override var dynamicItems: [any DynamicItem] { items }

    /// Sets the properties this behavior set on `body`, and hands over velocity added before the body
    /// existed.
    func configure(_ body: DynamicBody) {
        if settings.contains(.elasticity) { body.elasticity = elasticity.isFinite ? min(max(elasticity, 0), 1) : 0 }
        if settings.contains(.friction) { body.friction = friction.isFinite ? max(friction, 0) : 0 }
        if settings.contains(.density) { body.density = density.isFinite ? max(density, 0.01) : 1 }
        if settings.contains(.resistance) { body.resistance = resistance.isNaN ? 0 : max(resistance, 0) }
        if settings.contains(.angularResistance) {
            body.angularResistance = angularResistance.isNaN ? 0 : max(angularResistance, 0)
        }
        if settings.contains(.allowsRotation) { body.allowsRotation = allowsRotation }
        if settings.contains(.isAnchored) { body.isAnchored = isAnchored }
        let id = ObjectIdentifier(body.item)
        if let v = pendingLinear.removeValue(forKey: id) { body.velocity += v }
        if let w = pendingAngular.removeValue(forKey: id) { body.angularVelocity += w }
    }
}
