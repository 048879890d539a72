import PanelKitCompat
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` with the examples of Apple's
/// "Visual Format Language" guide: standard and explicit spaces, sizes, relations, priorities, metrics,
/// equal widths, alignment options, and formats that cannot be read.
@Suite("PanelKitCompat: Auto Layout's visual format language")
@MainActor
struct VisualFormatCompatTests {
    /// A container in a window and `count` views in it, ready for Auto Layout.
    private func scene(width: Double, count: Int) -> (TransitionHarness, UIView, [UIView]) {
        let h = TransitionHarness(width: Int(width), height: 200)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        h.window.addSubview(container)
        let views = (0..<count).map { _ in UIView() }
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        return (h, container, views)
    }

    @Test func standardSpacesAndEqualWidthsShareTheRow() {
        let (h, _, v) = scene(width: 320, count: 2)
        let views = ["a": v[0], "b": v[1]]
        let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
        #expect(row.count == 4 && row.allSatisfy { !$0.isActive }, "returned inactive")
        NSLayoutConstraint.activate(row)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(40)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[b(40)]", metrics: nil, views: views))
        h.step()
        // 20 + a + 8 + b + 20 = 320 with a == b.
        #expect(v[0].frame == CGRect(x: 20, y: 10, width: 136, height: 40), "got \(v[0].frame)")
        #expect(v[1].frame == CGRect(x: 164, y: 10, width: 136, height: 40), "got \(v[1].frame)")
    }

    @Test func metricsRelationsAndPrioritiesDecideTogether() {
        let (h, _, v) = scene(width: 100, count: 1)
        let views: [String: Any] = ["c": v[0]]
        let metrics: [String: Any] = ["pad": 5, "tall": 30.0]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-pad-[c(120@750)]-(>=10)-|", metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|[c(tall)]", options: [], metrics: metrics, views: views))
        h.step()
        // The wish for 120 gives way to the required 10-point margin.
        #expect(v[0].frame == CGRect(x: 5, y: 0, width: 85, height: 30), "got \(v[0].frame)")
    }

    @Test func alignmentOptionsAlignEveryViewAcrossTheRow() {
        let (h, _, v) = scene(width: 200, count: 2)
        let views = ["a": v[0], "b": v[1]]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[a(30)][b(30)]", options: .alignAllCenterY, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(20)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(40)]", metrics: nil, views: views))
        h.step()
        #expect(v[1].frame.minX == 30, "flush: no space between [a][b]")
        #expect(v[1].center.y == v[0].center.y && v[0].center.y == 20, "got \(v[0].frame) \(v[1].frame)")
        #expect(v[1].frame.height == 40)
    }

    @Test func aFormatThatCannotBeReadGivesNoConstraintsAndNoCrash() {
        let (_, _, v) = scene(width: 200, count: 2)
        let views = ["a": v[0], "b": v[1]]
        let bad = [
            "H:|-[missing]-|", "H:|-[a", "H:[a]-(unknownMetric)-[b]", "H:[a]-[b]]", "V:|-(>=)-[a]", "[a(@2000)]",
            "H:[a]-", "", "H:|-[a]-|-[b]",
        ]
        for format in bad {
            let made = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
            #expect(made.isEmpty, "\"\(format)\" gave \(made.count) constraints")
        }
    }
}
