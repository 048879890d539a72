import Testing

@testable import PanelKit

/// `Toolbar` (`UIToolbar`) on its own and as a navigation controller's toolbar: item frames with flexible
/// and fixed spaces, taps performing items' actions, the bottom safe area, and the top controller's
/// `toolbarItems` swapped by pushes and pops.
@Suite("Toolbar")
@MainActor
struct ToolbarTests {
    /// The view the toolbar shows for `item`.
    private func view(of item: BarButtonItem, in toolbar: Toolbar) -> View? {
        guard let index = toolbar.items?.firstIndex(where: { $0 === item }) else { return nil }
        return toolbar.itemViews[index]
    }

    @Test func aFlexibleSpacePushesTheNextItemToTheTrailingEdgeAndTapsPerformActions() {
        let h = TransitionHarness(width: 320, height: 200)
        var log: [String] = []
        let edit = BarButtonItem(title: "Edit") { _ in log.append("edit") }
        let done = BarButtonItem(title: "Done", style: .done) { _ in log.append("done") }
        let bar = Toolbar(frame: Rect(x: 0, y: 156, width: 320, height: 44))
        bar.items = [edit, .flexibleSpace(), done]
        h.window.addSubview(bar)
        h.step()
        let editView = view(of: edit, in: bar)!
        let doneView = view(of: done, in: bar)!
        #expect(editView.frame.minX == 12 && editView.frame.height == 44)
        #expect(doneView.frame.maxX == 320 - 12, "the flexible space takes the room between")
        #expect(editView.frame.width >= 44)
        #expect(bar.itemViews[1] == nil, "a space has no view")
        h.tap(at: Point(x: doneView.frame.midX, y: 178))
        h.tap(at: Point(x: editView.frame.midX, y: 178))
        #expect(log == ["done", "edit"])
        #expect(bar.sizeThatFits(Size(width: 320, height: 500)) == Size(width: 320, height: 44))
    }

    @Test func fixedSpacesTakeTheirWidthAndTwoFlexibleSpacesCentre() {
        let h = TransitionHarness(width: 320, height: 200)
        let a = BarButtonItem(title: "A")
        let b = BarButtonItem(title: "B")
        let bar = Toolbar(frame: Rect(x: 0, y: 156, width: 320, height: 44))
        bar.setItems([a, .fixedSpace(30), b], animated: false)
        h.window.addSubview(bar)
        h.step()
        #expect(view(of: b, in: bar)!.frame.minX == view(of: a, in: bar)!.frame.maxX + 30)
        let c = BarButtonItem(title: "Next")
        let d = BarButtonItem(title: "Last")
        bar.setItems([a, b], animated: false)
        h.step()
        #expect(view(of: b, in: bar)!.frame.minX == view(of: a, in: bar)!.frame.maxX + 8, "neighbours 8 apart")
        bar.setItems([.flexibleSpace(), c, .flexibleSpace()], animated: true)
        h.step()
        #expect(close(view(of: c, in: bar)!.frame.midX, 160))
        #expect(view(of: c, in: bar)!.presentation.alpha < 1, "animated, the new items fade in")
        h.wait(0.4)
        #expect(view(of: c, in: bar)!.presentation.alpha == 1)
        let space = BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        bar.items = [c, space, d]
        h.step()
        #expect(view(of: d, in: bar)!.frame.maxX == 308, "a system flexible space works as flexibleSpace()")
        #expect(bar.subviews.count == 3, "the hairline and two item views: old views are gone")
    }

    @Test func aChangedItemIsShownAgainAndADisabledOneTakesNoTap() {
        let h = TransitionHarness(width: 320, height: 200)
        var taps = 0
        let item = BarButtonItem(title: "Send") { _ in taps += 1 }
        let bar = Toolbar(frame: Rect(x: 0, y: 156, width: 320, height: 44))
        bar.items = [item]
        h.window.addSubview(bar)
        h.step()
        item.title = "Send all messages"
        h.step()
        let button = bar.itemViews[0] as! Button
        #expect(button.currentTitle == "Send all messages")
        #expect(button.frame.width > 100)
        item.isEnabled = false
        h.step()
        h.tap(at: Point(x: bar.itemViews[0]!.frame.midX, y: 178))
        #expect(taps == 0)
    }

    /// A controller whose view is plain white.
    final class Screen: ViewController {
        override func loadView() {
            view = View(frame: .zero)
            view.backgroundColor = .white
        }
    }

    @Test func aNavigationControllerShowsTheTopControllersItemsAtTheBottom() {
        var log: [String] = []
        let root = Screen()
        let compose = BarButtonItem(title: "Compose") { _ in log.append("compose") }
        root.toolbarItems = [.flexibleSpace(), compose]
        let nav = NavigationController(rootViewController: root)
        let h = TransitionHarness(width: 320, height: 240, root: nav)
        h.step()
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden, "hidden until asked for, as in UIKit")
        #expect(nav.contentView.frame == Rect(x: 0, y: 44, width: 320, height: 196))
        nav.setToolbarHidden(false, animated: false)
        h.step()
        #expect(!nav.toolbar.isHidden)
        #expect(nav.toolbar.frame == Rect(x: 0, y: 196, width: 320, height: 44))
        #expect(nav.contentView.frame == Rect(x: 0, y: 44, width: 320, height: 152))
        #expect(nav.toolbar.items?.last === compose)
        let composeView = nav.toolbar.itemViews[1]!
        #expect(composeView.frame.maxX == 308)
        h.tap(at: Point(x: composeView.frame.midX, y: 218))
        #expect(log == ["compose"])

        let detail = Screen()
        let reply = BarButtonItem(title: "Reply") { _ in log.append("reply") }
        detail.toolbarItems = [reply]
        nav.pushViewController(detail, animated: true)
        h.run(until: { !nav.isTransitioning })
        #expect(nav.toolbar.items?.count == 1 && nav.toolbar.items?.first === reply)
        h.step()
        let replyView = nav.toolbar.itemViews[0]!
        #expect(replyView.frame.minX == 12)
        h.tap(at: Point(x: replyView.frame.midX, y: 218))
        #expect(log == ["compose", "reply"])
        // Setting the top controller's items shows them at once.
        let forward = BarButtonItem(title: "Forward")
        detail.setToolbarItems([reply, forward], animated: false)
        #expect(nav.toolbar.items?.count == 2)
        nav.popViewController(animated: false)
        h.step()
        #expect(nav.toolbar.items?.last === compose, "the pop brings the root's items back")
        // The bar grows into the bottom safe area; the items stay in its top 44 points.
        nav.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        h.step()
        #expect(nav.toolbar.frame == Rect(x: 0, y: 176, width: 320, height: 64))
        #expect(nav.contentView.frame.maxY == 176)
        #expect(nav.toolbar.itemViews[1]!.frame.minY == 0 && nav.toolbar.itemViews[1]!.frame.height == 44)
        nav.setToolbarHidden(true, animated: true)
        #expect(nav.isToolbarHidden && !nav.toolbar.isHidden, "shown while it slides out")
        h.run(until: { nav.toolbar.isHidden })
        #expect(nav.toolbar.frame.minY == 240, "below the bottom edge")
        #expect(nav.contentView.frame.maxY == 240)
    }
}
