import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

/// `UIRefreshControl` as Apple documents it: "When the user drags the top of the scrollable content area
/// downward, the scroll view reveals the refresh control, begins animating its progress indicator, and
/// notifies your app"; "call endRefreshing() ... when your refresh operation is finished".
@Suite("Refresh controls, as UIKit documents them")
@MainActor
struct RefreshControlTests {
    /// A 200x120 scroll view with 400 points of blue content and a refresh control, counting its
    /// `.valueChanged`.
    func make(_ h: Harness) -> (ScrollView, RefreshControl, () -> Int) {
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 400)
        let content = View(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        content.backgroundColor = .blue
        s.addSubview(content)
        let control = RefreshControl()
        var changes = 0
        control.addAction(for: .valueChanged) { _ in changes += 1 }
        s.refreshControl = control
        h.window.addSubview(s)
        h.step()
        return (s, control, { changes })
    }

    /// The control is the scroll view's back-most subview, above the content, not refreshing.
    @Test func placement() {
        let h = Harness()
        let (s, control, changes) = make(h)
        #expect(s.subviews.first === control)
        #expect(!control.isRefreshing)
        #expect(control.frame.maxY <= 0)
        #expect(s.adjustedContentInset == .zero)
        #expect(changes() == 0)
    }

    /// A short pull springs back without refreshing.
    @Test func shortPullDoesNothing() {
        let h = Harness()
        let (s, control, changes) = make(h)
        h.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 60), duration: 0.3, settle: 60)
        #expect(!control.isRefreshing)
        #expect(changes() == 0)
        #expect(s.contentOffset == .zero)
    }

    /// A long pull starts a refresh once (`.valueChanged`, `isRefreshing`), the content comes to rest with
    /// the spinner's room showing above it, and `endRefreshing()` scrolls it back to the top.
    @Test func pullRefreshesUntilEnded() throws {
        let h = Harness()
        let (s, control, changes) = make(h)
        // The rubber band shows a 110-point drag as 40 points, past this short view's trigger (30).
        #expect(RefreshControl.trigger(forHeight: 120) == 30)
        h.drag(from: Point(x: 100, y: 5), to: Point(x: 100, y: 115), duration: 0.4, settle: 60)
        #expect(control.isRefreshing)
        #expect(changes() == 1)
        #expect(s.adjustedContentInset.top == RefreshControl.height)
        #expect(s.contentOffset.y == -RefreshControl.height)
        #expect(close(control.frame, Rect(x: 0, y: -60, width: 200, height: 60)))
        // The control's room shows white above the blue content.
        #expect(close(h.color(100, 70), .blue))
        #expect(!close(h.color(100, 5), .blue))
        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") { try h.driver.writePNG(path: String(cString: dir) + "/refresh.png") }

        control.endRefreshing()
        h.wait(0.8)
        #expect(!control.isRefreshing)
        #expect(s.adjustedContentInset.top == 0)
        #expect(s.contentOffset == .zero)
        #expect(changes() == 1)
    }

    /// `beginRefreshing()` from code sends no `.valueChanged` and does not scroll; the room is there for a
    /// scroll to show.
    @Test func beginRefreshingFromCode() {
        let h = Harness()
        let (s, control, changes) = make(h)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(changes() == 0)
        #expect(s.contentOffset == .zero)
        #expect(s.minimumContentOffset.y == -RefreshControl.height)
        s.setContentOffset(Point(x: 0, y: -RefreshControl.height), animated: false)
        control.endRefreshing()
        h.wait(0.8)
        #expect(s.contentOffset == .zero)
    }

    /// A table view controller's `refreshControl` is its table's.
    @Test func tableViewControllerForwards() {
        let controller = TableViewController(style: .plain)
        let control = RefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(control.superview === controller.tableView)
    }
}
