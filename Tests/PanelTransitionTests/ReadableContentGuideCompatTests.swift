import PanelKitCompat
import Testing

/// `UIView.readableContentGuide`: text pinned to it is at most 672 points wide and centred in a wide view,
/// and spans the layout margins in a narrow one, following the view's width.
@Suite("PanelKitCompat: readableContentGuide")
@MainActor
struct ReadableContentGuideCompatTests {
    /// A label pinned to the readable guide of `container`.
    private func pinnedLabel(in container: UIView) -> UILabel {
        let label = UILabel()
        label.text = "A line of body text"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let guide: UILayoutGuide = container.readableContentGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
        return label
    }

    @Test func aLabelIsReadableWidthAndCentredInAWideViewAndSpansTheMarginsInANarrowOne() {
        let h = TransitionHarness(width: 1280, height: 200)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 200))
        h.window.addSubview(container)
        let label = pinnedLabel(in: container)
        h.step()
        // 8-point margins leave 1264; 592 beyond 672, half on each side: 8 + 296 = 304.
        #expect(label.frame.minX == 304 && label.frame.width == 672, "got \(label.frame)")
        #expect(label.frame.midX == 640, "centred")
        #expect(container.readableContentGuide.layoutFrame == CGRect(x: 304, y: 8, width: 672, height: 184))
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        h.step()
        #expect(label.frame.minX == 8 && label.frame.width == 384, "the margins, got \(label.frame)")
        container.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
        h.step()
        #expect(label.frame.minX == 20 && label.frame.width == 340, "new margins, got \(label.frame)")
        container.frame = CGRect(x: 0, y: 0, width: 1000, height: 200)
        h.step()
        // 940 between the margins: 268 too many, 134 more on each side.
        #expect(label.frame.minX == 154 && label.frame.width == 672, "got \(label.frame)")
    }

    @Test func theGuideFollowsAWidthThatConstraintsDecide() {
        let h = TransitionHarness(width: 1280, height: 200)
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(container)
        let width = container.widthAnchor.constraint(equalToConstant: 1280)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            container.topAnchor.constraint(equalTo: h.window.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100), width,
        ])
        let label = pinnedLabel(in: container)
        h.step()
        #expect(label.frame.minX == 304 && label.frame.width == 672, "got \(label.frame)")
        width.constant = 400
        h.step()
        #expect(container.frame.width == 400)
        #expect(label.frame.minX == 8 && label.frame.width == 384, "got \(label.frame)")
        width.constant = 900
        h.step()
        #expect(label.frame.minX == 114 && label.frame.width == 672, "got \(label.frame)")
        #expect(UIView().readableContentGuide.description.hasSuffix("readableContentGuide"))
    }
}
