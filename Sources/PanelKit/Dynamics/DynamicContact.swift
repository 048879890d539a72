/// One contact for one solver step: body `b` touching body `a` or a boundary (`a` nil), `normal` pointing
/// from `a` (or the boundary) towards `b`. The response is linear (the collision boxes do not turn): an
/// impulse along the normal with restitution, and Coulomb friction across it.
@MainActor
struct DynamicContact {
    let a: DynamicBody?
    let b: DynamicBody
    let normal: Vector
    /// How far the boxes overlap along the normal; negative is a gap (a contact about to happen).
    let overlap: Double
    let elasticity: Double
    let friction: Double

    private var targetSpeed = 0.0
    private var inverseMassSum = 0.0
    private var normalImpulse = 0.0
    private var tangentImpulse = 0.0
    private let startA: Point?
    private let startB: Point

    /// Approach speeds below this do not bounce (points a second), so that a resting item stays at rest.
    static let bounceThreshold = 20.0

    init(a: DynamicBody?, b: DynamicBody, normal: Vector, overlap: Double, elasticity: Double, friction: Double) {
        self.a = a
        self.b = b
        self.normal = normal
        self.overlap = overlap
        self.elasticity = elasticity
        self.friction = friction
        startA = a?.position
        startB = b.position
    }

    /// The speed along the normal at which b moves away from a.
    private var separatingSpeed: Double { (b.velocity - (a?.velocity ?? .zero)).dot(normal) }

    mutating func prepare(dt: Double) {
        inverseMassSum = (a?.inverseMass ?? 0) + b.inverseMass
        let approach = -separatingSpeed
        let bounce = approach > DynamicContact.bounceThreshold ? elasticity * approach : 0
        if overlap < 0 && approach * dt < -overlap {
            // Not reaching the other box within this step: it may close the gap, no more.
            targetSpeed = overlap / dt
        } else {
            targetSpeed = bounce
        }
    }

    mutating func solve() {
        guard inverseMassSum > 0 else { return }
        var lambda = (targetSpeed - separatingSpeed) / inverseMassSum
        let total = max(0, normalImpulse + lambda)
        lambda = total - normalImpulse
        normalImpulse = total
        apply(normal * lambda)
        guard friction > 0 else { return }
        let tangent = normal.perpendicular
        let slide = (b.velocity - (a?.velocity ?? .zero)).dot(tangent)
        let limit = friction * normalImpulse
        let newTangent = min(max(tangentImpulse - slide / inverseMassSum, -limit), limit)
        let t = newTangent - tangentImpulse
        tangentImpulse = newTangent
        apply(tangent * t)
    }

    private func apply(_ p: Vector) {
        b.velocity += p * b.inverseMass
        if let a { a.velocity -= p * a.inverseMass }
    }

    /// After the bodies moved: pushes them apart by most of what still overlaps (no velocity change, so no
    /// energy is added).
    func correctPositions() {
        guard inverseMassSum > 0 else { return }
        let movedB = Vector(dx: b.position.x - startB.x, dy: b.position.y - startB.y)
        var movedA = Vector.zero
        if let a, let s = startA { movedA = Vector(dx: a.position.x - s.x, dy: a.position.y - s.y) }
        let now = overlap - (movedB - movedA).dot(normal)
        let slop = 0.1
        guard now > slop else { return }
        let push = normal * ((now - slop) * 0.8 / inverseMassSum)
        b.position = b.position + push * b.inverseMass
        if let a { a.position = a.position + push * (-a.inverseMass) }
    }
}
