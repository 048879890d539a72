import Testing

@testable import PanelKit

/// `UIStackView` behaviours as Apple documents them.
@Suite("Stack views: UIKit documentation")
@MainActor
struct StackViewFidelityTests {
    /// A stack view of `size` at (0, 0) in a window, arranging views of the given intrinsic sizes.
    func makeStack(
        _ h: Harness, _ sizes: [Size], axis: LayoutConstraint.Axis = .horizontal,
        size: Size = Size(width: 300, height: 50)
    ) -> (StackView, [FixedView]) {
        let views = sizes.map { FixedView($0.width, $0.height) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: h.window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: size.width),
            stack.heightAnchor.constraint(equalToConstant: size.height),
        ])
        return (stack, views)
    }

    // axis: "The default value is NSLayoutConstraint.Axis.horizontal"; distribution: "The default value is
    // UIStackView.Distribution.fill"; alignment: "The default value is UIStackView.Alignment.fill";
    // spacing: "The default value is 0.0"; isLayoutMarginsRelativeArrangement: "The default value is
    // false". The enumerations' raw values are UIKit's (top = leading, bottom = trailing).
    @Test func defaults() {
        let stack = StackView(frame: .zero)
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(StackView.Distribution.equalCentering.rawValue == 4)
        #expect(StackView.Alignment.firstBaseline.rawValue == 2 && StackView.Alignment.lastBaseline.rawValue == 5)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
        #expect(StackView.Alignment.center.rawValue == 3)
    }

    // insertArrangedSubview(_:at:): "This method automatically adds the provided view as a subview of the
    // stack view, if it is not already. When adding subviews, the stack view appends the view to the end
    // of its subviews array. The index only affects the order of views in the arrangedSubviews array."
    // removeArrangedSubview(_:): "the view is not removed from the stack's subviews array"; "calling the
    // view's removeFromSuperview() method ... removes it from the arrangedSubviews array".
    @Test func arrangedSubviewsAreASubsetOfSubviews() {
        let a = View()
        let b = View()
        let c = View()
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        // A plain subview is not arranged; arranging it later keeps its place among the subviews.
        let plain = View()
        stack.addSubview(plain)
        #expect(stack.arrangedSubviews.count == 3)
        stack.insertArrangedSubview(plain, at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, plain, a, b].map(ObjectIdentifier.init))
        #expect(stack.subviews.last === plain && stack.subviews.count == 4)
        stack.removeArrangedSubview(a)
        #expect(!stack.arrangedSubviews.contains { $0 === a })
        #expect(a.superview === stack)
        b.removeFromSuperview()
        #expect(!stack.arrangedSubviews.contains { $0 === b })
        #expect(!stack.subviews.contains { $0 === b })
    }

    // isHidden of an arranged view: "the stack view automatically updates its layout whenever ... one of
    // the arranged subviews's isHidden property changes"; a hidden view takes no space, and the spacing
    // around it collapses to one gap. A view's custom spacing (setCustomSpacing(_:after:)) applies after
    // it; customSpacing(after:) answers spacingUseDefault when none was set.
    @Test func hiddenViewsAndCustomSpacing() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(
            h, [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 20, height: 10)])
        stack.distribution = .fill
        stack.spacing = 10
        // Make the last view hug least so it takes the slack.
        v[2].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        h.step()
        #expect(v.map(\.frame.minX) == [0, 50, 120])
        #expect(stack.customSpacing(after: v[0]) == StackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: v[0])
        #expect(stack.customSpacing(after: v[0]) == 30)
        h.step()
        #expect(v.map(\.frame.minX) == [0, 70, 140])
        v[1].isHidden = true
        h.step()
        // The gap after the first view (its custom 30) is the only one left.
        #expect(v[2].frame.minX == 70)
        #expect(v[2].frame.maxX == 300)
        #expect(v[1].frame.width == 0)
        #expect(stack.arrangedSubviews.count == 3)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: v[0])
        h.step()
        #expect(v[2].frame.minX == 50)
    }

    // Alignment across a vertical axis: "leading: aligns the leading edge of its arranged views along its
    // leading edge"; "center: centered along its axis"; "trailing: along its trailing edge"; "fill: resizes
    // its arranged views so that they fill the available space perpendicular to the axis".
    @Test func columnAlignments() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(
            h, [Size(width: 40, height: 20), Size(width: 60, height: 30)], axis: .vertical,
            size: Size(width: 100, height: 50))
        let cases: [(StackView.Alignment, [Double], [Double])] = [
            (.fill, [0, 0], [100, 100]),
            (.leading, [0, 0], [40, 60]),
            (.center, [30, 20], [40, 60]),
            (.trailing, [60, 40], [40, 60]),
        ]
        for (alignment, xs, widths) in cases {
            stack.alignment = alignment
            h.step()
            #expect(v.map(\.frame.minX) == xs, "\(alignment)")
            #expect(v.map(\.frame.width) == widths, "\(alignment)")
            #expect(v.map(\.frame.minY) == [0, 20], "\(alignment)")
        }
    }

    // fillEqually: "a layout where the stack view resizes its arranged views so that they all have the
    // same size along the stack view's axis", with spacing between them.
    @Test func fillEquallyWithSpacingInAColumn() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(
            h, [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 20, height: 10)],
            axis: .vertical, size: Size(width: 100, height: 110))
        stack.distribution = .fillEqually
        stack.spacing = 10
        h.step()
        #expect(v.map(\.frame.minY) == [0, 40, 80])
        #expect(v.map(\.frame.height) == [30, 30, 30])
    }
    // fill: "If the arranged views don't fill the stack view, it stretches the views according to their
    // hugging priority" — the view that hugs least takes all the slack and the others keep their intrinsic
    // sizes. (UIKit then says ambiguity between equal priorities is resolved "based on their index"; which
    // index is not documented, and PanelKit's solver does not follow the index: see DEVIATIONS.md. With
    // equal priorities this checks only that one view takes the slack.)
    @Test func fillStretchesOneViewByHuggingPriority() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(
            h, [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 20, height: 10)])
        h.step()
        let widths = v.map(\.frame.width)
        #expect(widths.indices.filter { widths[$0] != [40, 60, 20][$0] }.count == 1)
        #expect(widths.reduce(0, +) == 300)
        v[0].setContentHuggingPriority(LayoutPriority(100), for: .horizontal)
        h.step()
        #expect(v.map(\.frame.width) == [220, 60, 20])
        #expect(stack.arrangedSubviews.count == 3)
    }

    // spacing: "For the fill distributions, this property is an exact value ... you can use a negative value
    // to allow overlap"; "For the equalSpacing and equalCentering distributions, this property is a minimum
    // value" — the gaps grow to fill the stack view but never shrink below it.
    @Test func spacingIsExactForFillAndAMinimumForEqualSpacing() {
        let h = Harness(width: 400, height: 300)
        let (stack, v) = makeStack(
            h, [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 20, height: 10)],
            size: Size(width: 150, height: 50))
        v[2].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        stack.spacing = -10
        h.step()
        #expect(v.map(\.frame.minX) == [0, 30, 80])
        stack.distribution = .equalSpacing
        stack.spacing = 5
        h.step()
        // 120 of views in 150: the two gaps share 30 (15 each, above the minimum 5).
        #expect(v.map(\.frame.minX) == [0, 55, 130])
        stack.spacing = 20
        h.step()
        // Gaps of at least 20 no longer fit in 150: the views shrink instead (compression resistance).
        #expect(v[1].frame.minX - v[0].frame.maxX >= 20 - 1e-9)
        #expect(v[2].frame.minX - v[1].frame.maxX >= 20 - 1e-9)
    }

    // fillEqually: all arranged views get the same size along the axis (UIKit's header adds: "When space
    // allows, this will be the size of the item with the largest intrinsicContentSize"); a hidden view
    // takes no part, so the visible ones share the length.
    @Test func fillEquallySizesFromTheLargestViewAndSkipsHiddenOnes() {
        let h = Harness(width: 400, height: 300)
        let views = [FixedView(40, 20), FixedView(60, 30), FixedView(20, 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 5
        stack.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: h.window.topAnchor),
        ])
        h.step()
        #expect(views.map(\.frame.width) == [60, 60, 60])
        #expect(stack.frame.width == 190)
        let width = stack.widthAnchor.constraint(equalToConstant: 205)
        width.isActive = true
        views[1].isHidden = true
        h.step()
        #expect(views[0].frame == rect(0, 0, 100, 20))  // the hidden view no longer sets the height either
        #expect(views[2].frame == rect(105, 0, 100, 20))
    }
}
