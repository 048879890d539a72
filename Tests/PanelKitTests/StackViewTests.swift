import Testing

@testable import PanelKit

@Suite("Auto Layout: stack views")
@MainActor
struct StackViewTests {
    /// A 300x50 row (or a column of the given size) at (10, 20) in a window, holding views of intrinsic
    /// sizes 40x20, 60x30 and 20x10.
    func makeStack(
        _ h: Harness, axis: LayoutConstraint.Axis = .horizontal, size: Size = Size(width: 300, height: 50)
    ) -> (StackView, [FixedView]) {
        let views = [FixedView(40, 20), FixedView(60, 30), FixedView(20, 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: size.width),
            stack.heightAnchor.constraint(equalToConstant: size.height),
        ])
        return (stack, views)
    }

    @Test func fillGivesTheRoomToTheViewThatHugsLeast() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(h)
        stack.spacing = 10
        v[1].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        h.step()
        // 300 - (40 + 20) - 2 × 10 = 220 for the middle view.
        #expect(v.map(\.frame) == [rect(0, 0, 40, 50), rect(50, 0, 220, 50), rect(280, 0, 20, 50)])
        #expect(stack.frame == rect(10, 20, 300, 50))
        // Custom spacing after the first view.
        stack.setCustomSpacing(25, after: v[0])
        #expect(stack.customSpacing(after: v[0]) == 25)
        #expect(stack.customSpacing(after: v[1]) == StackView.spacingUseDefault)
        h.step()
        #expect(v.map(\.frame) == [rect(0, 0, 40, 50), rect(65, 0, 205, 50), rect(280, 0, 20, 50)])
    }

    @Test func fillEqually() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(h, size: Size(width: 320, height: 50))
        stack.distribution = .fillEqually
        stack.spacing = 10
        h.step()
        // (320 - 20) / 3 = 100 each.
        #expect(v.map(\.frame) == [rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50)])
    }

    @Test func fillProportionally() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(h, size: Size(width: 320, height: 50))
        stack.distribution = .fillProportionally
        stack.spacing = 10
        h.step()
        // 300 shared 40 : 60 : 20.
        #expect(v.map(\.frame) == [rect(0, 0, 100, 50), rect(110, 0, 150, 50), rect(270, 0, 50, 50)])
        // A view whose content grows takes a bigger share: 40 : 60 : 80 → 66.7, 100, 133.3.
        v[2].size = Size(width: 80, height: 10)
        h.step()
        #expect(v.map(\.frame) == [rect(0, 0, 67, 50), rect(77, 0, 100, 50), rect(187, 0, 133, 50)])
    }

    @Test func equalSpacing() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(h)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        h.step()
        // Intrinsic widths (120 in all); the two gaps share 180.
        #expect(v.map(\.frame) == [rect(0, 0, 40, 50), rect(130, 0, 60, 50), rect(280, 0, 20, 50)])
    }

    @Test func equalCentering() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(h)
        stack.distribution = .equalCentering
        stack.spacing = 10
        h.step()
        // Centers at 20 and 290 at the ends, the middle one halfway: 155, so it starts at 125.
        #expect(v.map(\.frame) == [rect(0, 0, 40, 50), rect(125, 0, 60, 50), rect(280, 0, 20, 50)])
    }

    @Test func alignments() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(h)
        stack.distribution = .equalSpacing
        let expectations: [(StackView.Alignment, [Double], [Double])] = [
            (.fill, [0, 0, 0], [50, 50, 50]),
            (.top, [0, 0, 0], [20, 30, 10]),
            (.center, [15, 10, 20], [20, 30, 10]),
            (.bottom, [30, 20, 40], [20, 30, 10]),
        ]
        for (alignment, ys, heights) in expectations {
            stack.alignment = alignment
            h.step()
            #expect(v.map(\.frame.minY) == ys, "\(alignment)")
            #expect(v.map(\.frame.height) == heights, "\(alignment)")
        }
    }

    @Test func aColumnWithLeadingAlignmentSizedByItsContent() {
        let h = Harness(width: 400, height: 300)
        let views = [FixedView(40, 20), FixedView(60, 30), FixedView(20, 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 20),
        ])
        h.step()
        // As tall as the views and the gaps (20 + 5 + 30 + 5 + 10), as wide as the widest.
        #expect(stack.frame == rect(10, 20, 60, 70))
        #expect(views.map(\.frame) == [rect(0, 0, 40, 20), rect(0, 25, 60, 30), rect(0, 60, 20, 10)])
        stack.alignment = .trailing
        h.step()
        #expect(views.map(\.frame.minX) == [20, 0, 40])
    }

    @Test func layoutMarginsRelativeArrangement() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(h, size: Size(width: 320, height: 50))
        stack.distribution = .fillEqually
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        h.step()
        // Three equal views in 300 at x 10, height 40 at y 5.
        #expect(v.map(\.frame) == [rect(10, 5, 100, 40), rect(110, 5, 100, 40), rect(210, 5, 100, 40)])
    }

    @Test func addingInsertingAndRemovingArrangedViews() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(h)
        stack.distribution = .equalSpacing
        h.step()
        let extra = FixedView(30, 30)
        stack.insertArrangedSubview(extra, at: 1)
        #expect(stack.arrangedSubviews.count == 4)
        #expect(!extra.translatesAutoresizingMaskIntoConstraints)
        h.step()
        // 150 of views, 150 of gaps in three: 50 each.
        #expect([v[0], extra, v[1], v[2]].map(\.frame.minX) == [0, 90, 170, 280])
        stack.removeArrangedSubview(extra)
        #expect(extra.superview === stack)  // it stays a subview, as in UIKit
        extra.removeFromSuperview()
        h.step()
        #expect(v.map(\.frame.minX) == [0, 130, 280])
        v[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
        h.step()
        #expect(v[2].frame.minX == 280)
    }

    @Test func aHiddenArrangedViewCollapsesAnimatably() {
        let h = Harness(width: 400, height: 300)
        let views = [FixedView(40, 20), FixedView(60, 30), FixedView(20, 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.alignment = .top
        stack.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 20),
        ])
        h.step()
        #expect(stack.frame == rect(10, 20, 140, 30))
        #expect(views[2].frame == rect(120, 0, 20, 10))
        // Hiding the middle view inside an animation: the model collapses at once, the screen follows.
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { views[1].isHidden = true }
        #expect(stack.frame == rect(10, 20, 70, 20))
        #expect(views[1].frame == rect(40, 0, 0, 30))
        #expect(views[2].frame == rect(50, 0, 20, 10))
        h.step(30)
        #expect(close(views[2].presentationFrame, rect(85, 0, 20, 10), 1e-6))
        #expect(close(stack.presentationFrame, rect(10, 20, 105, 25), 1e-6))
        h.step(31)
        #expect(views[2].presentationFrame == rect(50, 0, 20, 10))
        // Shown again without an animation: back at once.
        views[1].isHidden = false
        h.step()
        #expect(views[2].frame == rect(120, 0, 20, 10))
        #expect(views[1].frame == rect(50, 0, 60, 30))
    }
}

@Suite("Auto Layout: baselines")
@MainActor
struct BaselineTests {
    @Test func labelsOfDifferentSizesAlignTheirFirstBaselines() throws {
        let h = Harness(width: 400, height: 200)
        guard let library = h.app.fontLibrary else { return }
        let big = Label()
        big.font = library.font(size: 30, weight: .bold)
        big.text = "Title"
        let small = Label()
        small.font = library.font(size: 13)
        small.text = "caption"
        let row = StackView(arrangedSubviews: [big, small])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(row)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            row.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 10),
        ])
        h.step()
        // Each label centres its text: its first baseline is its center minus half the text's height plus
        // the font's ascender. Those lines meet (within the half pixel a whole-pixel frame can take).
        func baseline(_ l: Label, _ size: Double) -> Double {
            let f = library.font(size: size, weight: l === big ? .bold : .regular)
            return l.frame.midY - l.intrinsicContentSize.height / 2 + f.ascender
        }
        #expect(abs(baseline(big, 30) - baseline(small, 13)) <= 1)
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY > big.frame.minY + 5)
        // The row is as tall as the big label: the small one hangs from the shared baseline.
        #expect(row.frame.height == big.frame.height)
    }
}
