import PanelGraphics
import Testing

/// Region's own banding against a brute-force pixel set: union, intersection and subtraction cover exactly
/// the right pixels, the rectangles are y-x banded (sorted, apart, bands merged), and equal pixel sets give
/// equal regions, however they were built.
@Suite("Region")
struct RegionTests {
    /// A small deterministic generator (the same rectangles every run).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func rect() -> IntRect {
            IntRect(x: next(40), y: next(40), width: next(16), height: next(16))
        }
    }

    static func pixels(_ r: Region) -> Set<Int> {
        var out = Set<Int>()
        for b in r.rects {
            for y in b.y..<(b.y + b.height) {
                for x in b.x..<(b.x + b.width) { out.insert(y * 1000 + x) }
            }
        }
        return out
    }

    static func isBanded(_ r: Region) -> Bool {
        let rects = Array(r.rects)
        for (i, b) in rects.enumerated() {
            if b.isEmpty { return false }
            guard i > 0 else { continue }
            let a = rects[i - 1]
            if a.y == b.y {
                // Same band: same height, left to right, not touching.
                if a.height != b.height || a.x + a.width >= b.x { return false }
            } else if b.y < a.y + a.height {
                return false
            }
        }
        return true
    }

    @Test func operationsMatchAPixelSet() {
        var g = Generator(state: 7)
        for _ in 0..<200 {
            var a = Region()
            var b = Region()
            var pa = Set<Int>()
            var pb = Set<Int>()
            for _ in 0..<(1 + g.next(6)) {
                let r = g.rect()
                a.formUnion(r)
                pa.formUnion(Self.pixels(Region(r)))
            }
            for _ in 0..<(1 + g.next(6)) {
                let r = g.rect()
                b.formUnion(r)
                pb.formUnion(Self.pixels(Region(r)))
            }
            #expect(Self.pixels(a) == pa)
            #expect(Self.pixels(a.union(b)) == pa.union(pb))
            #expect(Self.pixels(a.intersection(b)) == pa.intersection(pb))
            #expect(Self.pixels(a.subtracting(b)) == pa.subtracting(pb))
            for r in [a, b, a.union(b), a.intersection(b), a.subtracting(b)] {
                #expect(Self.isBanded(r), "\(r)")
                #expect(r.area == Self.pixels(r).count)
            }
            // The same pixels built another way are the same region.
            #expect(a.union(b) == b.union(a))
            #expect(a.union(b).subtracting(b).union(a.intersection(b)) == a)
        }
    }

    /// Two rectangles on the same rows or the same columns, apart, touching or overlapping, added in either
    /// order and as a rectangle or a region: the same pixels and the same region as the band sweep's union.
    @Test func rectanglesInLineUniteAsTheSweepDoes() {
        var g = Generator(state: 11)
        for _ in 0..<400 {
            let a = g.rect()
            var b = g.rect()
            if g.next(2) == 0 {
                b.y = a.y
                b.height = a.height
            } else {
                b.x = a.x
                b.width = a.width
            }
            let swept = Region(a).subtracting(Region(b)).union(Region(b))
            for (first, second) in [(a, b), (b, a)] {
                var byRect = Region(first)
                byRect.formUnion(second)
                var byRegion = Region(first)
                byRegion.formUnion(Region(second))
                #expect(byRect == swept, "\(first) ∪ \(second)")
                #expect(byRegion == swept, "\(first) ∪ \(second)")
                #expect(Self.isBanded(byRect))
                #expect(Self.pixels(byRect) == Self.pixels(Region(first)).union(Self.pixels(Region(second))))
            }
        }
    }

    @Test func manyRectanglesGoPastTheInlineStorage() {
        // A checkerboard of 100 squares: more than the inline capacity and the stack scratch.
        var r = Region()
        for k in 0..<100 {
            r.formUnion(IntRect(x: (k % 10) * 4 + (k / 10 % 2) * 2, y: (k / 10) * 2, width: 2, height: 2))
        }
        #expect(r.area == 400)
        #expect(r.rects.count > Region.inlineCapacity)
        #expect(Self.isBanded(r))
        let whole = r.union(Region(IntRect(x: 0, y: 0, width: 42, height: 20)))
        #expect(whole == Region(IntRect(x: 0, y: 0, width: 42, height: 20)))
    }

    /// Damage joins a rectangle with the region into their bounding box only when the box is no larger than
    /// the two together: a card moved by a few pixels is one rectangle; rectangles far apart stay apart.
    @Test func damageJoinsOnlyWhereTheBoxCostsNoMore() {
        let card = IntRect(x: 100, y: 50, width: 200, height: 120)
        var moved = Region(card)
        moved.formDamageUnion(IntRect(x: 103, y: 52, width: 200, height: 120))
        #expect(Array(moved.rects) == [IntRect(x: 100, y: 50, width: 203, height: 122)])
        // The exact union of the same two is three bands.
        var exact = Region(card)
        exact.formUnion(IntRect(x: 103, y: 52, width: 200, height: 120))
        #expect(exact.rects.count == 3)

        var apart = Region(IntRect(x: 0, y: 0, width: 10, height: 10))
        apart.formDamageUnion(IntRect(x: 30, y: 30, width: 10, height: 10))
        #expect(apart.rects.count == 2)
        #expect(apart.area == 200)
        #expect(Self.isBanded(apart))

        // Diagonal squares overlapping by a quarter: the box (2.25 squares) is larger than the two, kept exact.
        var diagonal = Region(IntRect(x: 0, y: 0, width: 20, height: 20))
        diagonal.formDamageUnion(IntRect(x: 10, y: 10, width: 20, height: 20))
        #expect(
            diagonal
                == Region(IntRect(x: 0, y: 0, width: 20, height: 20)).union(
                    Region(IntRect(x: 10, y: 10, width: 20, height: 20))))
        // Whatever it joins, damage covers every pixel of the exact union.
        var g = Generator(state: 7)
        for _ in 0..<200 {
            var d = Region()
            var e = Region()
            for _ in 0..<4 {
                let r = g.rect()
                d.formDamageUnion(r)
                e.formUnion(r)
            }
            #expect(Self.pixels(e).isSubset(of: Self.pixels(d)))
            #expect(Self.isBanded(d))
        }
    }
}
