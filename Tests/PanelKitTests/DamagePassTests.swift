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
}
