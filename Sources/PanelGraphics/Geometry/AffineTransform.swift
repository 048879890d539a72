#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A 2D affine transform with `CGAffineTransform`'s layout:
/// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive turns +x towards +y (clockwise on a y-down screen).
    public init(rotationAngle angle: Double) {
        let (s, c) = Self.sinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t`, as `CGAffineTransform.concatenating`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before this transform, as `CGAffineTransform.translatedBy`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the transform is singular (as Core Graphics does).
    public func inverted() -> AffineTransform {
        let det = a * d - b * c
        if det == 0 { return self }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Linear interpolation of each component, as an animation between two transforms.
    public static func interpolate(_ from: AffineTransform, _ to: AffineTransform, _ t: Double) -> AffineTransform {
        AffineTransform(
            a: from.a + (to.a - from.a) * t, b: from.b + (to.b - from.b) * t,
            c: from.c + (to.c - from.c) * t, d: from.d + (to.d - from.d) * t,
            tx: from.tx + (to.tx - from.tx) * t, ty: from.ty + (to.ty - from.ty) * t)
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }

    /// Exact values at multiples of a quarter turn, so 90-degree rotations stay pixel-exact.
    static func sinCos(_ angle: Double) -> (Double, Double) {
        let quarter = angle / (Double.pi / 2)
        if quarter == quarter.rounded() {
            switch ((Int(quarter) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}
