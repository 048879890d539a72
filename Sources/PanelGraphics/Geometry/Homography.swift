/// A projective map of the plane, a 3x3 matrix acting on column vectors (x, y, 1): the point (x, y) goes to
/// ((m11 x + m12 y + m13) / w, (m21 x + m22 y + m23) / w) with w = m31 x + m32 y + m33. What a layer with a
/// perspective 3D transform (`CATransform3D` with `m34`) becomes once flattened onto the screen.
public struct Homography: Hashable, Sendable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The affine transform `t` as a homography.
    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.c, m13: t.tx, m21: t.b, m22: t.d, m23: t.ty, m31: 0, m32: 0, m33: 1)
    }

    /// The homogeneous weight of `p`: positive in front of the viewer, zero or negative at or behind the eye.
    public func weight(_ p: Point) -> Double { m31 * p.x + m32 * p.y + m33 }

    /// Where `p` lands (meaningful only where `weight(p)` is positive).
    public func apply(_ p: Point) -> Point {
        let w = weight(p)
        return Point(x: (m11 * p.x + m12 * p.y + m13) / w, y: (m21 * p.x + m22 * p.y + m23) / w)
    }

    /// This map followed by `t`.
    public func concatenating(_ t: AffineTransform) -> Homography {
        Homography(t).multiplied(by: self)
    }

    /// `t` followed by this map.
    public func preceded(by t: AffineTransform) -> Homography {
        multiplied(by: Homography(t))
    }

    /// The matrix product self × o (o applies first).
    func multiplied(by o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse map, or nil when the matrix is singular (the plane seen edge-on).
    public func inverted() -> Homography? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m23 * m31 - m21 * m33
        let c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let k = 1 / det
        return Homography(
            m11: c11 * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
            m21: c12 * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: c13 * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }
}
