import PanelKitCompat
import Testing

/// `UITabBarController` as Apple's documentation writes it: children with tab bar items, taps that ask the
/// delegate and switch with appearance callbacks, selection in code, badges and the tab bar's look.
@Suite("Tab bar controllers as Apple's documentation writes them")
@MainActor
struct TabBarControllerTests {
    final class Delegate: UITabBarControllerDelegate {
        var calls: [String] = []
        var refused: UIViewController?
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            calls.append("should \(viewController.title ?? "")")
            return viewController !== refused
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("did \(viewController.title ?? "")")
        }
    }

    func setUp() -> (TransitionHarness, UITabBarController, [ColorViewController], AppearanceLog, Delegate) {
        let log = AppearanceLog()
        let pages = [("home", Color.systemGreen), ("search", .systemOrange), ("settings", .systemPurple)].map {
            ColorViewController($0.0, color: $0.1, log: log)
        }
        pages[0].tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "star"), tag: 0)
        pages[1].title = "search"
        let tabs = UITabBarController()
        tabs.viewControllers = pages
        let delegate = Delegate()
        tabs.delegate = delegate
        let h = TransitionHarness(width: 360, height: 240, root: tabs)
        _ = log.take()
        return (h, tabs, pages, log, delegate)
    }

    /// The first tab shows at first; a tap on the second asks, switches with appearance callbacks, tells.
    @Test func aTapSwitchesTabs() {
        let (h, tabs, pages, log, delegate) = setUp()
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === pages[0])
        #expect(pages[1].tabBarController === tabs && pages[1].parent === tabs)
        #expect(pages[0].view.window === h.window && pages[1].viewIfLoaded?.window == nil)
        #expect(pages[0].view.frame == CGRect(x: 0, y: 0, width: 360, height: 240 - UITabBar.height))
        #expect(h.surface.color(x: 180, y: 100) == .systemGreen.resolved(.light))
        // Three tabs of 120 points: the second's middle is x 180.
        h.tap(at: CGPoint(x: 180, y: 240 - 20))
        #expect(delegate.calls == ["should search", "did search"])
        #expect(tabs.selectedIndex == 1)
        #expect(
            log.take() == [
                "home.viewWillDisappear", "home.viewDidDisappear", "search.viewWillAppear", "search.viewDidAppear",
            ])
        #expect(h.surface.color(x: 180, y: 100) == .systemOrange.resolved(.light))
        #expect(pages[0].viewIfLoaded?.window == nil)
    }

    /// Selection in code neither asks nor tells the delegate; a refused tap changes nothing.
    @Test func selectionInCodeAndRefusal() {
        let (h, tabs, pages, log, delegate) = setUp()
        tabs.selectedIndex = 2
        h.step()
        #expect(delegate.calls.isEmpty)
        #expect(
            log.take() == [
                "home.viewWillDisappear", "home.viewDidDisappear", "settings.viewWillAppear", "settings.viewDidAppear",
            ])
        tabs.selectedViewController = pages[0]
        h.step()
        #expect(tabs.selectedIndex == 0)
        _ = log.take()
        delegate.refused = pages[1]
        h.tap(at: CGPoint(x: 180, y: 240 - 20))
        #expect(delegate.calls == ["should search"])
        #expect(tabs.selectedIndex == 0 && log.take().isEmpty)
    }

    /// A controller's default item takes its title; the selected tab is drawn in the tint colour and the
    /// others grey; a badge shows in red.
    @Test func theTabBarsLook() {
        let (h, tabs, pages, _, _) = setUp()
        #expect(pages[1].tabBarItem.title == "search")
        #expect(pages[0].tabBarItem.tag == 0 && pages[0].tabBarItem.image != nil)
        pages[2].tabBarItem.badgeValue = "3"
        h.step()
        // The star of the selected first tab is blue somewhere; no pixel of the bar is blue under tab 2.
        func hasColor(_ c: Color, inTab tab: Int) -> Bool {
            for y in (240 - 49)..<240 {
                for x in (tab * 120)..<(tab * 120 + 120) where h.surface.color(x: x, y: y) == c.resolved(.light) {
                    return true
                }
            }
            return false
        }
        #expect(hasColor(.systemBlue, inTab: 0))
        #expect(!hasColor(.systemBlue, inTab: 1))
        #expect(hasColor(.systemRed, inTab: 2), "the badge")
        #expect(tabs.tabBar.items?.count == 3)
        #expect(tabs.tabBar.selectedItem === pages[0].tabBarItem)
    }
}
