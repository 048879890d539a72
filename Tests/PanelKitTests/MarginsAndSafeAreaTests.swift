import Testing

@testable import PanelKit

@Suite("Auto Layout: layout margins and the safe area")
@MainActor
struct MarginsAndSafeAreaTests {
    @Test func layoutMarginsGuide() {
        let h = Harness(width: 400, height: 300)
        let container = View(frame: rect(0, 0, 300, 200))
        #expect(container.layoutMargins == EdgeInsets(all: 8))
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        h.window.addSubview(container)
        let child = constrainedView()
        container.addSubview(child)
        child.pin(to: container.layoutMarginsGuide)
        h.step()
        #expect(child.frame == rect(20, 10, 240, 160))
        #expect(container.layoutMarginsGuide.layoutFrame == rect(20, 10, 240, 160))
        // Directional margins: leading is left.
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 15)
        #expect(container.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 15))
        h.step()
        #expect(child.frame == rect(5, 0, 280, 200))
        // The margin attributes of the UIKit initialiser are the margins guide's edges.
        let tag = FixedView(10, 10)
        container.addSubview(tag)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: tag, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: tag, attribute: .centerY, relatedBy: .equal, toItem: container,
                attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
        ])
        h.step()
        #expect(tag.frame == rect(275, 95, 10, 10))
        // The margins follow the container's size.
        container.frame = rect(0, 0, 200, 100)
        h.step()
        #expect(child.frame == rect(5, 0, 180, 100))
        #expect(tag.frame == rect(175, 45, 10, 10))
    }

    @Test func safeAreaFromAdditionalInsets() {
        let h = Harness(width: 400, height: 300)
        let root = ViewController()
        h.window.rootViewController = root
        // A bezel: 20 at the top, 30 on the right, 10 at the bottom.
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 30)
        let content = constrainedView()
        root.view.addSubview(content)
        content.pin(to: root.view.safeAreaLayoutGuide)
        h.step()
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 10, right: 30))
        #expect(content.frame == rect(0, 20, 370, 270))
        // A view reaching into the top inset has a safe area inset of the overlap only; one inside has none.
        let banner = View(frame: rect(0, 5, 100, 50))
        root.view.addSubview(banner)
        #expect(banner.safeAreaInsets == EdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
        #expect(content.safeAreaInsets == .zero)
        // Above the screen the inset stays at the parent's (UIKit caps it).
        banner.frame = rect(0, -40, 100, 50)
        #expect(banner.safeAreaInsets.top == 20)
        // New insets move what is pinned to the safe area.
        root.additionalSafeAreaInsets = EdgeInsets(top: 40, left: 12, bottom: 0, right: 0)
        h.step()
        #expect(content.frame == rect(12, 40, 388, 260))
        // Margins are measured from the safe area: 8 + the inset on each edge.
        let inset = constrainedView()
        root.view.addSubview(inset)
        inset.pin(to: root.view.layoutMarginsGuide)
        h.step()
        #expect(inset.frame == rect(20, 48, 372, 244))
        root.view.insetsLayoutMarginsFromSafeArea = false
        h.step()
        #expect(inset.frame == rect(8, 8, 384, 284))
    }
}

@Suite("Auto Layout: layout guides")
@MainActor
struct LayoutGuideTests {
    @Test func aGuideSpacesTwoViewsAndCentresAThird() {
        let h = Harness(width: 400, height: 300)
        let left = FixedView(50, 20)
        let right = FixedView(70, 20)
        let middle = FixedView(10, 10)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        for v in [left, right, middle] { h.window.addSubview(v) }
        h.window.addLayoutGuide(gap)
        #expect(h.window.layoutGuides.count == 1 && gap.owningView === h.window)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 20),
            right.trailingAnchor.constraint(equalTo: h.window.trailingAnchor, constant: -30),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            gap.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 40),
            gap.heightAnchor.constraint(equalToConstant: 20),
            left.topAnchor.constraint(equalTo: gap.topAnchor),
            right.topAnchor.constraint(equalTo: gap.topAnchor),
            middle.centerXAnchor.constraint(equalTo: gap.centerXAnchor),
            middle.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
        ])
        h.step()
        // The gap runs from 70 to 300; the middle view's center is at 185, 50.
        #expect(gap.layoutFrame == rect(70, 40, 230, 20))
        #expect(middle.frame == rect(180, 45, 10, 10))
        // Removing the guide deactivates what named it.
        h.window.removeLayoutGuide(gap)
        #expect(h.window.layoutGuides.isEmpty)
        #expect(h.window.constraints.count == 2)
    }
}
