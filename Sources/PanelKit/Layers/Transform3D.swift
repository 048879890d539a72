import PanelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A 4x4 transform of 3D space, as Core Animation's `CATransform3D`: row vectors (x, y, z, 1) multiply it on
/// the left, so `m41`, `m42`, `m43` translate and `m34` (set to -1/d) gives a perspective seen from a distance
/// d in front of the layer. A layer's transform applies around its anchor point (its centre) and is then
/// flattened onto the screen plane (z dropped after the perspective divide), as Core Animation does.
public struct Transform3D: Hashable, Sendable {
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    /// The identity transform.
    public init() {}

    /// A transform with all sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    public static let identity = Transform3D()

    /// The affine transform `t` in the plane z = 0 (`CATransform3DMakeAffineTransform`).
    public init(_ t: AffineTransform) {
        self.init()
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// A translation by (tx, ty, tz).
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self.init()
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A scale by (sx, sy, sz).
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self.init()
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `angle` radians around the axis (x, y, z), as `CATransform3DMakeRotation`: looking down
    /// the axis towards the origin, positive angles turn counterclockwise in a right-handed frame (on screen,
    /// y down, a positive z rotation turns clockwise, as `CGAffineTransform(rotationAngle:)`). A zero axis
    /// gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        self.init()
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        m11 = t * ux * ux + c
        m12 = t * ux * uy + s * uz
        m13 = t * ux * uz - s * uy
        m21 = t * ux * uy - s * uz
        m22 = t * uy * uy + c
        m23 = t * uy * uz + s * ux
        m31 = t * ux * uz + s * uy
        m32 = t * uy * uz - s * ux
        m33 = t * uz * uz + c
    }

    /// Whether this is the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform keeps the plane z = 0 as an affine transform does (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }

    /// The affine part (`CATransform3DGetAffineTransform`): what the transform does to the plane, z ignored.
    public var affineTransform: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        let a = rows
        let b = o.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(rows: r)
    }

    /// A translation, then this transform (`CATransform3DTranslate`).
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale, then this transform (`CATransform3DScale`).
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation, then this transform (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or `self` unchanged when there is none, as `CATransform3DInvert` answers.
    public func inverted() -> Transform3D {
        var m = rows
        var inv: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1.0 : 0.0 } }
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-12
            else { return self }
            m.swapAt(col, pivot)
            inv.swapAt(col, pivot)
            let p = m[col][col]
            for j in 0..<4 {
                m[col][j] /= p
                inv[col][j] /= p
            }
            for i in 0..<4 where i != col {
                let f = m[i][col]
                if f == 0 { continue }
                for j in 0..<4 {
                    m[i][j] -= f * m[col][j]
                    inv[i][j] -= f * inv[col][j]
                }
            }
        }
        return Transform3D(rows: inv)
    }

    /// Where the point (x, y) of a layer, relative to its anchor, lands on the screen plane relative to the
    /// same anchor: the flattening as a projective map of the plane (z = 0 in, z dropped out).
    public var flattened: Homography {
        Homography(m11: m11, m12: m21, m13: m41, m21: m12, m22: m22, m23: m42, m31: m14, m32: m24, m33: m44)
    }

    private var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[Double]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }
}
