#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The animator's physical copy of one dynamic item: a rectangle of the item's bounds size with a mass
/// (density x area, a 100 x 100 item of density 1 weighing 1), a position, a velocity and a rotation.
@MainActor
final class DynamicBody {
    let item: any DynamicItem
    var position: Point
    /// Points a second.
    var velocity = Vector.zero
    /// Radians, clockwise on screen (as a view's rotation).
    var angle: Double
    /// Radians a second.
    var angularVelocity = 0.0
    var size: Size

    // What the item's `DynamicItemBehavior`s set (UIKit's defaults otherwise).
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var allowsRotation = true
    var isAnchored = false

    /// The centre and rotation last written to the item, to write only changes.
    private var writtenCenter: Point
    private var writtenAngle: Double
    /// Steps in a row spent (nearly) still.
    var stillSteps = 0
    /// Whether the item started inside the reference bounds (decided once): inside, the bounds are walls
    /// it cannot cross however fast or small it is.
    var isInsideReferenceBounds: Bool?

    init(item: any DynamicItem) {
        self.item = item
        position = item.center
        writtenCenter = item.center
        angle = DynamicBody.rotation(of: item.transform)
        writtenAngle = angle
        size = item.bounds.size
    }

    /// The rotation of a transform (its scale and translation left out).
    static func rotation(of t: AffineTransform) -> Double {
        let a = atan2(t.b, t.a)
        return a.isFinite ? a : 0
    }

    /// Reads the item's state again (`updateItem(usingCurrentState:)`).
    func reload() {
        position = item.center
        writtenCenter = position
        angle = DynamicBody.rotation(of: item.transform)
        writtenAngle = angle
        size = item.bounds.size
        isInsideReferenceBounds = nil
    }

    /// Density times area, the area in units of 100 x 100 points (at least a point square).
    var mass: Double {
        max(density, 1e-6) * max(abs(size.width * size.height), 1) / 10_000
    }

    var inverseMass: Double { isAnchored ? 0 : 1 / mass }

    /// The inverse moment of inertia of the rectangle about its centre; 0 when it cannot turn.
    var inverseInertia: Double {
        guard !isAnchored, allowsRotation else { return 0 }
        let w = size.width
        let h = size.height
        let i = mass * max(w * w + h * h, 1) / 12
        return 1 / i
    }

    /// Half the width and height of the box the rotated item covers: the collision box.
    var halfExtents: Vector {
        let c = abs(cos(angle))
        let s = abs(sin(angle))
        let w = abs(size.width) / 2
        let h = abs(size.height) / 2
        return Vector(dx: c * w + s * h, dy: s * w + c * h)
    }

    /// The box the rotated item covers, in the reference view's coordinates.
    var coveredRect: Rect {
        let e = halfExtents
        return Rect(x: position.x - e.dx, y: position.y - e.dy, width: 2 * e.dx, height: 2 * e.dy)
    }

    /// The velocity of the point `r` from the centre.
    func velocity(at r: Vector) -> Vector { velocity + r.turned(by: angularVelocity) }

    /// Applies the impulse `p` at `r` from the centre.
    func applyImpulse(_ p: Vector, at r: Vector) {
        velocity += p * inverseMass
        angularVelocity += inverseInertia * r.cross(p)
    }

    /// Writes the centre, and the rotation as a rotation transform, when they changed.
    func writeToItem() {
        if !position.x.isFinite || !position.y.isFinite || !velocity.isFiniteVector {
            // A solver blow-up (absurd input): put the body back where the item is, still.
            position = writtenCenter
            velocity = .zero
            angularVelocity = 0
        }
        if !angle.isFinite {
            angle = writtenAngle
            angularVelocity = 0
        }
        if position != writtenCenter {
            writtenCenter = position
            item.center = position
        }
        if angle != writtenAngle {
            writtenAngle = angle
            item.transform = AffineTransform(rotationAngle: angle)
        }
    }
}
