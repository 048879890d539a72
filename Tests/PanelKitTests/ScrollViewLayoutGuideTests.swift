import PanelTestSupport
import Testing

@testable import PanelKit

/// Auto Layout in scroll views as Apple's "Working with Scroll Views" and `UIScrollView`'s
/// `contentLayoutGuide` / `frameLayoutGuide` documentation describe it.
@Suite("Scroll views with Auto Layout")
@MainActor
struct ScrollViewLayoutGuideTests {
    /// A 200x120 scroll view filling the harness's window, placed by constraints.
    func makeScrollView(_ h: Harness) -> ScrollView {
        let s = ScrollView(frame: .zero)
        s.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(s)
        LayoutConstraint.activate([
            s.topAnchor.constraint(equalTo: h.window.topAnchor),
            s.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            s.trailingAnchor.constraint(equalTo: h.window.trailingAnchor),
            s.bottomAnchor.constraint(equalTo: h.window.bottomAnchor),
        ])
        return s
    }

    /// The documented recipe for a vertical list: the content's edges on the content layout guide, its
    /// width the frame layout guide's.
    func pinnedAsAList(_ v: View, in s: ScrollView) -> [LayoutConstraint] {
        [
            v.topAnchor.constraint(equalTo: s.contentLayoutGuide.topAnchor),
            v.leadingAnchor.constraint(equalTo: s.contentLayoutGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: s.contentLayoutGuide.trailingAnchor),
            v.bottomAnchor.constraint(equalTo: s.contentLayoutGuide.bottomAnchor),
            v.widthAnchor.constraint(equalTo: s.frameLayoutGuide.widthAnchor),
        ]
    }

    /// A view with constraints for its height and colour.
    func block(height: Double, color: Color) -> View {
        let v = View(frame: .zero)
        v.backgroundColor = color
        v.translatesAutoresizingMaskIntoConstraints = false
        v.heightAnchor.constraint(equalToConstant: height).isActive = true
        return v
    }

    /// The documented recipe: a stack view pinned to the content layout guide on all four sides and as wide
    /// as the frame layout guide. The content size becomes the stack's size, the stack keeps its own height
    /// (it is not squeezed into the scroll view's), and a drag scrolls it.
    @Test func stackPinnedToContentGuideSetsContentSize() {
        let h = Harness()
        let s = makeScrollView(h)
        let stack = StackView(arrangedSubviews: [
            block(height: 150, color: .red), block(height: 150, color: .green), block(height: 150, color: .blue),
        ])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        s.addSubview(stack)
        LayoutConstraint.activate(pinnedAsAList(stack, in: s))
        h.step()
        #expect(s.frame == Rect(x: 0, y: 0, width: 200, height: 120))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 200, height: 450))
        #expect(s.contentSize == Size(width: 200, height: 450))
        #expect(s.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 200, height: 450))
        #expect(close(h.color(100, 100), .red))

        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 10), duration: 0.3, settle: 60)
        #expect(s.contentOffset.y > 50 && s.contentOffset.y <= 330)
        // At rest 200 points down, the green block (150..<300) shows where the red one did.
        s.contentOffset = Point(x: 0, y: 200)
        h.step()
        #expect(close(h.color(100, 60), .green))
        #expect(close(h.color(100, 110), .blue))
    }

    /// Before the guides existed: constraints between the scroll view's edges and its content mean the
    /// content area, while its width means the frame. The content keeps its 500-point height and sets the
    /// content size; a growing content grows it.
    @Test func edgesOfTheScrollViewMeanItsContentArea() {
        let h = Harness()
        let s = makeScrollView(h)
        let content = View(frame: .zero)
        content.translatesAutoresizingMaskIntoConstraints = false
        s.addSubview(content)
        let height = content.heightAnchor.constraint(equalToConstant: 500)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: s.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: s.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: s.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: -20),
            content.widthAnchor.constraint(equalTo: s.widthAnchor),
            height,
        ])
        h.step()
        #expect(content.frame == Rect(x: 0, y: 10, width: 200, height: 500))
        #expect(s.contentSize == Size(width: 200, height: 530))
        height.constant = 700
        h.step()
        #expect(s.contentSize == Size(width: 200, height: 730))
        s.contentOffset = Point(x: 0, y: 300)
        h.step()
        // Scrolling moves the content, not the constraints: the content stays at the top of the content area.
        #expect(content.frame.minY == 10)
    }

    /// A centre constraint between the scroll view and its content is the frame's centre (UIKit's rule), so
    /// a narrow column centres in the visible width.
    @Test func centresMeanTheFrame() {
        let h = Harness()
        let s = makeScrollView(h)
        let column = block(height: 300, color: .red)
        s.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: s.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: s.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalToConstant: 80),
            column.centerXAnchor.constraint(equalTo: s.centerXAnchor),
            s.contentLayoutGuide.widthAnchor.constraint(equalTo: s.frameLayoutGuide.widthAnchor),
        ])
        h.step()
        #expect(column.frame == Rect(x: 60, y: 0, width: 80, height: 300))
        #expect(s.contentSize == Size(width: 200, height: 300))
    }

    /// A view pinned to the frame layout guide stays where it is on screen while the content scrolls under
    /// it (its frame follows the content offset).
    @Test func viewPinnedToFrameGuideDoesNotScroll() {
        let h = Harness()
        let s = makeScrollView(h)
        let content = block(height: 600, color: .green)
        s.addSubview(content)
        let badge = block(height: 20, color: .blue)
        s.addSubview(badge)
        LayoutConstraint.activate(
            pinnedAsAList(content, in: s) + [
                badge.topAnchor.constraint(equalTo: s.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: s.frameLayoutGuide.trailingAnchor, constant: -10),
                badge.widthAnchor.constraint(equalToConstant: 30),
            ])
        h.step()
        #expect(badge.frame == Rect(x: 160, y: 10, width: 30, height: 20))
        #expect(close(h.color(175, 20), .blue))
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 20), duration: 0.3, settle: 60)
        let offset = s.contentOffset.y
        #expect(offset > 40)
        // Frames are solved to whole pixels; the offset need not be one.
        #expect(abs(badge.frame.minY - (10 + offset)) <= 0.5)
        #expect(s.frameLayoutGuide.layoutFrame == Rect(x: 0, y: offset, width: 200, height: 120))
        #expect(close(h.color(175, 20), .blue))
        #expect(close(h.color(175, 60), .green))
    }

    /// A table view measures its rows itself: a subview pinned to its edges does not change its content
    /// size, and its content guide is as tall as the rows.
    @Test func tableKeepsItsOwnContentSize() {
        let h = Harness()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 120), style: .plain)
        let source = GuideRows()
        table.dataSource = source
        h.window.addSubview(table)
        let label = Label(frame: .zero)
        label.text = "Empty"
        label.translatesAutoresizingMaskIntoConstraints = false
        table.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: table.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: table.trailingAnchor, constant: -20),
            label.bottomAnchor.constraint(equalTo: table.contentLayoutGuide.bottomAnchor),
        ])
        h.step()
        #expect(table.contentSize == Size(width: 200, height: 440))
        #expect(label.frame.minX == 20 && label.frame.maxX == 180)
        #expect(label.frame.maxY == 440)
    }
}

/// Ten rows of one section.
@MainActor
final class GuideRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
