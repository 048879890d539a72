import PanelTestSupport
import Testing

@testable import PanelKit

/// The damage pass visits only what changed: the path from the window to a changed view and the subtrees
/// that moved, not every view of the window.
@Suite("Damage pass")
@MainActor
struct DamagePassTests {
    /// A sentinel in a view's last render state: the pass overwrites it when it visits the view.
    static let sentinel = -424_242

    /// A window with `groups` containers of `leaves` coloured views each.
    func tree(_ h: Harness, groups: Int, leaves: Int) -> [[View]] {
        var out: [[View]] = []
        for g in 0..<groups {
            let group = View(frame: Rect(x: Double(g % 10) * 30, y: Double(g / 10) * 30, width: 30, height: 30))
            var row: [View] = []
            for k in 0..<leaves {
                let leaf = View(frame: Rect(x: Double(k % 5) * 6, y: Double(k / 5) * 6, width: 5, height: 5))
                leaf.backgroundColor = .red
                group.addSubview(leaf)
                row.append(leaf)
            }
            h.window.addSubview(group)
            out.append(row)
        }
        return out
    }

    @Test func changingOneViewLeavesTheOthersUnvisited() {
        let h = Harness()
        let groups = tree(h, groups: 20, leaves: 10)
        h.step()
        for row in groups { for leaf in row { leaf.render.subviewsSignature = Self.sentinel } }
        groups[3][4].backgroundColor = .blue
        h.step()
        let visited = groups.joined().filter { $0.render.subviewsSignature != Self.sentinel }
        #expect(visited.count == 1 && visited.first === groups[3][4])
        #expect(close(h.color(3 * 30 + 4 * 6 + 2, 2), .blue))
        #expect(h.display.lastDamage.area == 25)
    }

    @Test func movingAGroupVisitsItsSubtreeOnly() throws {
        let h = Harness()
        let groups = tree(h, groups: 20, leaves: 10)
        h.step()
        for row in groups { for leaf in row { leaf.render.subviewsSignature = Self.sentinel } }
        let group = try #require(groups[5].first?.superview)
        group.center.y += 40
        h.step()
        let visited = groups.joined().filter { $0.render.subviewsSignature != Self.sentinel }
        #expect(visited.count == 10)
        #expect(visited.allSatisfy { $0.superview === group })
    }

    @Test func removingAViewFromARasterizedParentRedrawsTheBitmap() throws {
        let h = Harness()
        let groups = tree(h, groups: 2, leaves: 3)
        let group = try #require(groups[0].first?.superview)
        group.layer.shouldRasterize = true
        h.step()
        #expect(close(h.color(2, 2), .red))
        groups[0][0].removeFromSuperview()
        h.step()
        #expect(close(h.color(2, 2), .white))
        #expect(close(h.color(8, 2), .red))
    }

    /// Builds the same tree in a fresh harness at `group`'s final geometry and compares every pixel: what
    /// the incremental frames left must be what one full frame draws.
    func expectSameAsFreshFrame(_ h: Harness, build: (Harness) -> Void, _ comment: Comment? = nil) {
        let fresh = Harness()
        build(fresh)
        fresh.step()
        let differing = Golden.compare(h.display.framebuffer, fresh.display.framebuffer, tolerance: 0).differingPixels
        #expect(differing == 0, comment)
    }

    /// A rasterized group of three leaves, one of them blue, placed by `center`, `transform` and the
    /// blue leaf's colour.
    func rasterizedGroup(_ h: Harness, center: Point, transform: AffineTransform = .identity, third: Color = .blue)
        -> (View, [View])
    {
        let group = View(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        group.backgroundColor = .yellow
        var leaves: [View] = []
        for k in 0..<3 {
            let leaf = View(frame: Rect(x: 4 + Double(k) * 12, y: 8, width: 10, height: 14))
            leaf.backgroundColor = k == 2 ? third : .red
            group.addSubview(leaf)
            leaves.append(leaf)
        }
        group.center = center
        group.transform = transform
        group.layer.shouldRasterize = true
        h.window.addSubview(group)
        return (group, leaves)
    }

    @Test func movingARasterizedViewLeavesItsSubtreeUnvisited() {
        let h = Harness()
        let (group, leaves) = rasterizedGroup(h, center: Point(x: 40, y: 40))
        h.step()
        for leaf in leaves { leaf.render.subviewsSignature = Self.sentinel }
        group.center = Point(x: 71, y: 52)
        h.step()
        #expect(leaves.allSatisfy { $0.render.subviewsSignature == Self.sentinel })
        #expect(close(h.color(40, 40), .white))
        expectSameAsFreshFrame(h, build: { _ = rasterizedGroup($0, center: Point(x: 71, y: 52)) })
    }

    /// After moves that skipped the subtree, a change inside it (with the group standing still) is drawn
    /// where the group now is, and the bitmap's extent still covers every leaf.
    @Test func aChangeInsideAMovedRasterizedViewIsDrawnWhereItNowIs() {
        let h = Harness()
        let (group, leaves) = rasterizedGroup(h, center: Point(x: 40, y: 40))
        h.step()
        for x in [55.0, 83, 101] {
            group.center = Point(x: x, y: 60)
            h.step()
        }
        leaves[2].backgroundColor = .green
        h.step()
        expectSameAsFreshFrame(h, build: { _ = rasterizedGroup($0, center: Point(x: 101, y: 60), third: .green) })
        // A leaf moved outside the group's bounds grows the bitmap: the extent is measured again.
        leaves[0].center.x = -10
        h.step()
        let grown = { (f: Harness) in
            let (_, l) = rasterizedGroup(f, center: Point(x: 101, y: 60), third: .green)
            l[0].center.x = -10
        }
        expectSameAsFreshFrame(h, build: grown)
    }

    /// Scaling keeps rectangles axis-aligned (the subtree is still skipped); a rotation does not, and the
    /// subtree is measured again. The scaled bitmap's filtered edge is not an occluder's: the window's
    /// background is drawn under it (with it counted as covered, the edge blended over stale pixels).
    @Test func scaledAndRotatedRasterizedViewsMatchAFullFrame() {
        let h = Harness()
        let (group, leaves) = rasterizedGroup(h, center: Point(x: 100, y: 60))
        h.step()
        for leaf in leaves { leaf.render.subviewsSignature = Self.sentinel }
        let scale = AffineTransform(scaleX: 1.5, y: 1.5)
        group.transform = scale
        h.step()
        #expect(leaves.allSatisfy { $0.render.subviewsSignature == Self.sentinel })
        expectSameAsFreshFrame(
            h, build: { _ = rasterizedGroup($0, center: Point(x: 100, y: 60), transform: scale) }, "scaled")
        let turn = AffineTransform(rotationAngle: 0.4)
        group.transform = turn
        h.step()
        #expect(leaves.allSatisfy { $0.render.subviewsSignature != Self.sentinel })
        expectSameAsFreshFrame(
            h, build: { _ = rasterizedGroup($0, center: Point(x: 100, y: 60), transform: turn) }, "rotated")
        group.layer.shouldRasterize = false
        group.center.x -= 20
        h.step()
        let plain = { (f: Harness) in
            let (g, _) = rasterizedGroup(f, center: Point(x: 80, y: 60), transform: turn)
            g.layer.shouldRasterize = false
        }
        expectSameAsFreshFrame(h, build: plain, "no longer rasterized")
    }
}
