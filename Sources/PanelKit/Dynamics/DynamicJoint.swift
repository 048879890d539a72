#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One attachment for one solver step: a point of body `a` held at `length` from a point of body `b` or
/// from a fixed anchor, rigidly (frequency 0) or as a damped spring. Solved with sequential impulses;
/// springs use the soft-constraint form (stiffness and damping folded into the impulse), which stays
/// stable at any frequency.
@MainActor
struct DynamicJoint {
    let a: DynamicBody
    /// The attachment point on `a`, from its centre, unrotated.
    let localA: Vector
    let b: DynamicBody?
    let localB: Vector
    /// Where the joint holds `a` when there is no `b`.
    let anchor: Point
    let length: Double
    let frequency: Double
    let dampingRatio: Double
    let frictionTorque: Double

    private var rA = Vector.zero
    private var rB = Vector.zero
    /// The direction from b's point to a's (distance joints).
    private var axis = Vector.zero
    private var effectiveMass = 0.0
    /// The inverse of the 2 x 2 effective mass (point joints): k11, k12, k22.
    private var inverseK = (0.0, 0.0, 0.0)
    private var bias = Vector.zero
    private var gamma = 0.0
    private var accumulated = Vector.zero
    private var isPoint: Bool { length <= 1e-9 }

    init(
        a: DynamicBody, localA: Vector, b: DynamicBody?, localB: Vector, anchor: Point, length: Double,
        frequency: Double, dampingRatio: Double, frictionTorque: Double
    ) {
        self.a = a
        self.localA = localA
        self.b = b
        self.localB = localB
        self.anchor = anchor
        self.length = max(0, length)
        self.frequency = max(0, frequency)
        self.dampingRatio = max(0, dampingRatio)
        self.frictionTorque = max(0, frictionTorque)
    }

    /// The fraction of a rigid joint's error removed per step through velocity: high, so that an item on
    /// a dragged anchor follows the finger closely.
    private static let rigidCorrection = 0.8

    /// Computes the step's geometry and masses.
    mutating func prepare(dt: Double) {
        rA = localA.rotated(by: a.angle)
        let pA = a.position + rA
        var pB = anchor
        if let b {
            rB = localB.rotated(by: b.angle)
            pB = b.position + rB
        }
        let imA = a.inverseMass
        let iiA = a.inverseInertia
        let imB = b?.inverseMass ?? 0
        let iiB = b?.inverseInertia ?? 0
        let d = Vector(dx: pA.x - pB.x, dy: pA.y - pB.y)
        accumulated = .zero
        if isPoint {
            var k11 = imA + imB + iiA * rA.dy * rA.dy + iiB * rB.dy * rB.dy
            let k12 = -iiA * rA.dx * rA.dy - iiB * rB.dx * rB.dy
            var k22 = imA + imB + iiA * rA.dx * rA.dx + iiB * rB.dx * rB.dx
            let linear = imA + imB
            guard linear > 0 else { return }
            setSoftness(mass: 1 / linear, dt: dt)
            k11 += gamma
            k22 += gamma
            let det = k11 * k22 - k12 * k12
            inverseK = det > 1e-12 ? (k22 / det, -k12 / det, k11 / det) : (0, 0, 0)
            bias = d * biasFactor(dt: dt)
        } else {
            let len = d.length
            axis = len > 1e-9 ? d * (1 / len) : Vector(dx: 1, dy: 0)
            let cA = rA.cross(axis)
            let cB = rB.cross(axis)
            let k = imA + imB + iiA * cA * cA + iiB * cB * cB
            guard k > 0 else { return }
            setSoftness(mass: 1 / k, dt: dt)
            effectiveMass = 1 / (k + gamma)
            bias = Vector(dx: (len - length) * biasFactor(dt: dt), dy: 0)
        }
    }

    private var stiffness = 0.0

    /// Springs: gamma (softness) and the stiffness from the frequency and damping ratio.
    private mutating func setSoftness(mass: Double, dt: Double) {
        guard frequency > 0 else {
            gamma = 0
            stiffness = 0
            return
        }
        let omega = 2 * Double.pi * frequency
        let c = 2 * mass * dampingRatio * omega
        stiffness = mass * omega * omega
        let g = dt * (c + dt * stiffness)
        gamma = g > 0 ? 1 / g : 0
    }

    /// What multiplies the position error to give the bias velocity.
    private func biasFactor(dt: Double) -> Double {
        frequency > 0 ? dt * stiffness * gamma : DynamicJoint.rigidCorrection / dt
    }

    /// One velocity iteration.
    mutating func solve() {
        let vA = a.velocity(at: rA)
        let vB = b?.velocity(at: rB) ?? .zero
        let cdot = vA - vB
        let p: Vector
        if isPoint {
            let rhs = -(cdot + bias + accumulated * gamma)
            let (i11, i12, i22) = inverseK
            p = Vector(dx: i11 * rhs.dx + i12 * rhs.dy, dy: i12 * rhs.dx + i22 * rhs.dy)
            accumulated += p
        } else {
            let lambda = -effectiveMass * (axis.dot(cdot) + bias.dx + gamma * accumulated.dx)
            accumulated.dx += lambda
            p = axis * lambda
        }
        a.applyImpulse(p, at: rA)
        b?.applyImpulse(-p, at: rB)
    }

    /// Resistance to turning about the joint: each body's spin slowed by at most `frictionTorque` radians a
    /// second, every second (UIKit gives the property no units).
    func applyFrictionTorque(dt: Double) {
        guard frictionTorque > 0 else { return }
        let limit = frictionTorque * dt
        for body in [a, b].compactMap({ $0 }) where body.inverseInertia > 0 {
            body.angularVelocity -= min(max(body.angularVelocity, -limit), limit)
        }
    }
}
