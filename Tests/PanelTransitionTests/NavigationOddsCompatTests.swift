import PanelKitCompat
import Testing

/// Navigation odds and ends as Apple's documentation describes them: `backButtonDisplayMode` and
/// `backButtonTitle`, `hidesBarsOnTap` and `hidesBarsOnSwipe`, and toolbar items made with the static
/// spacers and `UIBarButtonItem(title:image:primaryAction:menu:)`.
@Suite("PanelKitCompat: back button display mode, hiding bars, toolbar items")
@MainActor
struct NavigationOddsCompatTests {
    /// The title of the back button the bar shows (without its chevron); nil when there is none.
    private func backTitle(_ nav: UINavigationController) -> String? {
        func search(_ view: UIView) -> UIButton? {
            if let b = view as? UIButton, !b.isHidden, b.currentTitle?.hasPrefix("‹") == true { return b }
            for s in view.subviews {
                if let found = search(s) { return found }
            }
            return nil
        }
        guard let button = search(nav.navigationBar) else { return nil }
        // PanelKit draws the chevron as the title's first character.
        let title: String = button.currentTitle ?? ""
        return title == "‹"
            ? "" : title.hasPrefix("‹ ") ? String(title[title.index(title.startIndex, offsetBy: 2)...]) : title
    }

    @Test func theBackButtonShowsWhatTheItemBelowsDisplayModeSays() {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        inbox.navigationItem.backButtonDisplayMode = .minimal
        let nav = UINavigationController(rootViewController: inbox)
        let h = TransitionHarness(width: 320, height: 480, root: nav)
        nav.pushViewController(UIViewController(), animated: false)
        h.step()
        #expect(backTitle(nav) == "", "minimal: the chevron alone")
        inbox.navigationItem.backButtonDisplayMode = .generic
        h.step()
        #expect(backTitle(nav) == "Back")
        inbox.navigationItem.backButtonTitle = "Mail"
        h.step()
        #expect(backTitle(nav) == "Back", "generic ignores backButtonTitle")
        inbox.navigationItem.backButtonDisplayMode = .default
        h.step()
        #expect(backTitle(nav) == "Mail")
        inbox.navigationItem.backButtonTitle = nil
        h.step()
        #expect(backTitle(nav) == "Inbox")
        inbox.navigationItem.backButtonDisplayMode = .minimal
        inbox.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        h.step()
        #expect(backTitle(nav) == "Up", "a back bar button item's title beats the mode")
        #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
    }

    @Test func aTapHidesAndShowsTheBarsWhenHidesBarsOnTap() {
        let content = UIViewController()
        content.view.backgroundColor = .white
        var tapped = 0
        content.toolbarItems = [
            UIBarButtonItem.fixedSpace(10),
            UIBarButtonItem(title: "Go", image: nil, primaryAction: UIAction { _ in tapped += 1 }, menu: nil),
            UIBarButtonItem.flexibleSpace(),
        ]
        let nav = UINavigationController(rootViewController: content)
        let h = TransitionHarness(width: 320, height: 480, root: nav)
        nav.setToolbarHidden(false, animated: false)
        nav.hidesBarsOnTap = true
        h.step()
        #expect(nav.toolbar.items?.count == 3)
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden)
        h.tap(at: CGPoint(x: 160, y: 240))
        try? h.driver.advance(by: 0.5)
        h.step()
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden, "a tap hides both bars")
        #expect(nav.navigationBar.frame.maxY <= 0)
        h.tap(at: CGPoint(x: 160, y: 240))
        try? h.driver.advance(by: 0.5)
        h.step()
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden, "the next tap brings them back")
        // A tap on the bar itself does not hide it.
        h.tap(at: CGPoint(x: 160, y: 20))
        try? h.driver.advance(by: 0.5)
        #expect(!nav.isNavigationBarHidden)
        #expect(tapped == 0)
        nav.hidesBarsOnTap = false
        h.tap(at: CGPoint(x: 160, y: 240))
        try? h.driver.advance(by: 0.5)
        #expect(!nav.isNavigationBarHidden, "off again")
    }

    @Test func aSwipeUpHidesTheBarAndASwipeDownShowsItWhenHidesBarsOnSwipe() {
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let h = TransitionHarness(width: 320, height: 480, root: nav)
        nav.hidesBarsOnSwipe = true
        h.step()
        h.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 200), duration: 0.3)
        try? h.driver.advance(by: 0.5)
        #expect(nav.isNavigationBarHidden, "swiped up")
        h.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 350), duration: 0.3)
        try? h.driver.advance(by: 0.5)
        #expect(!nav.isNavigationBarHidden, "swiped down")
        #expect(nav.barHideOnSwipeGestureRecognizer.view != nil)
    }

    @Test func aHoverRecognizerNeverRecognizesATouch() {
        let h = TransitionHarness(width: 200, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        h.window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let hover = UIHoverGestureRecognizer { g in states.append(g.state) }
        view.addGestureRecognizer(hover)
        let tap = UITapGestureRecognizer { _ in states.append(.recognized) }
        view.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150), duration: 0.2)
        h.step()
        #expect(states == [.recognized], "the tap recognized, the hover never; got \(states)")
    }
}
