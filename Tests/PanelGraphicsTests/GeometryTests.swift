import PanelGraphics
import Testing

@Suite struct GeometryTests {
    @Test func rectInsetOffsetUnionIntersection() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 90, height: 30))
        #expect(r.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(r.union(Rect(x: 0, y: 0, width: 20, height: 20)) == Rect(x: 0, y: 0, width: 110, height: 70))
        #expect(
            r.intersection(Rect(x: 100, y: 60, width: 50, height: 50)) == Rect(x: 100, y: 60, width: 10, height: 10))
        #expect(r.intersection(Rect(x: 500, y: 500, width: 1, height: 1)).isNull)
        #expect(Rect.null.union(r) == r)
        #expect(r.insetBy(dx: 60, dy: 0).isNull)
    }

    @Test func rectContainsUsesHalfOpenEdges() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 9.99, y: 9.99)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
        #expect(!r.contains(Rect(x: 2, y: 2, width: 9, height: 8)))
    }

    @Test func negativeSizesStandardize() {
        let r = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(r.minX == 6 && r.minY == 4 && r.width == 4 && r.height == 6)
        #expect(r.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test func transformsComposeLikeCoreGraphics() {
        // translatedBy applies the translation first, in the transform's own space.
        let t = AffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 10)
        #expect(Point(x: 0, y: 0).applying(t) == Point(x: 20, y: 30))
        let u = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 5, y: 0))
        #expect(Point(x: 1, y: 1).applying(u) == Point(x: 7, y: 2))
        let rot = AffineTransform(rotationAngle: .pi / 2)
        #expect(Point(x: 1, y: 0).applying(rot) == Point(x: 0, y: 1))
        let inv = t.inverted()
        let p = Point(x: 3, y: -7).applying(t).applying(inv)
        #expect(abs(p.x - 3) < 1e-12 && abs(p.y + 7) < 1e-12)
    }

    @Test func rectApplyingRotationIsBoundingBox() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(r == Rect(x: -10, y: 0, width: 10, height: 20))
    }

    /// A rect under a scale and a move (a flip included) is its two corners' box, as under any other
    /// transform.
    @Test func rectApplyingScaleAndMoveIsBoundingBox() {
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.applying(AffineTransform(translationX: 10, y: -5)) == Rect(x: 11, y: -3, width: 3, height: 4))
        let flip = AffineTransform(a: -2, b: 0, c: 0, d: 3, tx: 10, ty: 1)
        #expect(r.applying(flip) == Rect(x: 2, y: 7, width: 6, height: 12))
        let turned = AffineTransform(rotationAngle: 1e-3).concatenating(flip)
        let near = r.applying(turned)
        #expect(abs(near.minX - 2) < 0.05 && abs(near.maxY - 19) < 0.05, "\(near)")
        #expect(Rect.null.applying(flip).isNull)
    }

    /// Rects that share only an edge or a corner do not intersect; overlapping ones do, and a null rect
    /// meets nothing.
    @Test func rectsIntersectOnlyWhereTheyOverlap() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(r.intersects(Rect(x: 2, y: 2, width: 1, height: 1)))
        #expect(!r.intersects(Rect(x: 10, y: 0, width: 5, height: 5)), "sharing the right edge")
        #expect(!r.intersects(Rect(x: 10, y: 10, width: 5, height: 5)), "sharing a corner")
        #expect(!r.intersects(Rect(x: 3, y: 3, width: 0, height: 4)), "an empty rect inside")
        #expect(!r.intersects(.null))
        #expect(!Rect.null.intersects(r))
        #expect(r.intersects(Rect(x: -5, y: -5, width: 6, height: 6)))
    }

    @Test func edgeInsets() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == Rect(x: 2, y: 1, width: 94, height: 96))
    }

    @Test func colorPremultipliesAndParses() {
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.5).premultipliedARGB32 == 0x8080_0000)
        #expect(Color(hexString: "#336699")?.premultipliedARGB32 == 0xFF33_6699)
        #expect(Color(hexString: "#33669980")?.alpha == Double(0x80) / 255)
        #expect(Color(hexString: "nope") == nil)
        // Fading red to clear keeps it red, not darker (interpolation in premultiplied space).
        let mid = Color.interpolate(.red, Color.red.withAlphaComponent(0), 0.5)
        #expect(mid.red == 1 && mid.green == 0 && abs(mid.alpha - 0.5) < 1e-12)
    }

    @Test func regionUnionSubtractArea() {
        var r = Region(IntRect(x: 0, y: 0, width: 10, height: 10))
        r.formUnion(IntRect(x: 5, y: 5, width: 10, height: 10))
        #expect(r.area == 175)
        #expect(r.bounds == IntRect(x: 0, y: 0, width: 15, height: 15))
        #expect(r.contains(x: 12, y: 12) && !r.contains(x: 12, y: 2))
        let s = r.subtracting(Region(IntRect(x: 0, y: 0, width: 15, height: 5)))
        #expect(s.area == 175 - 50)
        #expect(Region(Rect(x: 0.5, y: 0.5, width: 1, height: 1)).bounds == IntRect(x: 0, y: 0, width: 2, height: 2))
    }
}
