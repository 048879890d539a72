import PanelKitCompat
import Testing

/// UIKit properties apps set on controllers, image views, scroll views and tab bar items, used as Apple's
/// documentation describes them: `hidesBottomBarWhenPushed`, `highlightedImage`,
/// `isDirectionalLockEnabled`, `badgeColor` and `setContentScrollView(_:for:)`.
@Suite("PanelKitCompat: controller and view extras")
@MainActor
struct ControllerExtrasCompatTests {
    private func near(_ a: UIColor, _ b: UIColor, _ tolerance: Double = 0.1) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    /// A tab bar controller whose first tab is a navigation controller on `root`.
    private func tabs(_ root: UIViewController) -> (UITabBarController, UINavigationController) {
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "More", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        return (tabs, nav)
    }

    @Test func aControllerPushedWithHidesBottomBarWhenPushedHidesTheTabBarUntilItIsPopped() {
        let root = UIViewController()
        let (tabs, nav) = tabs(root)
        let h = TransitionHarness(width: 320, height: 480, root: tabs)
        let barTop = tabs.tabBar.frame.minY
        #expect(barTop < 480 && !tabs.tabBar.isHidden)
        #expect(nav.view.frame.maxY <= barTop + 0.5)

        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        h.run(until: { !nav.isTransitioning })
        h.step()
        // The bar is gone and the pushed page reaches the bottom of the screen.
        #expect(tabs.tabBar.isHidden || tabs.tabBar.frame.maxX <= 0)
        #expect(abs(nav.view.frame.maxY - 480) < 0.5)
        #expect(abs(detail.view.convert(detail.view.bounds, to: nil).maxY - 480) < 0.5)

        // A controller pushed above it keeps the bar hidden, as in UIKit.
        let deeper = UIViewController()
        nav.pushViewController(deeper, animated: false)
        h.step()
        #expect(tabs.tabBar.isHidden)

        _ = nav.popToRootViewController(animated: true)
        h.run(until: { !nav.isTransitioning })
        h.step()
        #expect(!tabs.tabBar.isHidden)
        #expect(abs(tabs.tabBar.frame.minX) < 0.5 && abs(tabs.tabBar.frame.minY - barTop) < 0.5)
        #expect(nav.view.frame.maxY <= barTop + 0.5)
    }

    @Test func theRootControllersHidesBottomBarWhenPushedHasNoEffect() {
        let root = UIViewController()
        root.hidesBottomBarWhenPushed = true
        let (tabs, nav) = tabs(root)
        let h = TransitionHarness(width: 320, height: 480, root: tabs)
        h.step()
        #expect(!tabs.tabBar.isHidden)
        let plain = UIViewController()
        nav.pushViewController(plain, animated: false)
        h.step()
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func aHighlightedImageViewShowsItsHighlightedImage() {
        let h = TransitionHarness(width: 120, height: 80)
        let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let blue = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let imageView = UIImageView(image: red)
        imageView.highlightedImage = blue
        imageView.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        h.window.addSubview(imageView)
        h.step()
        #expect(near(h.surface.color(x: 20, y: 20), .red))
        imageView.isHighlighted = true
        h.step()
        #expect(near(h.surface.color(x: 20, y: 20), .blue))
        imageView.isHighlighted = false
        h.step()
        #expect(near(h.surface.color(x: 20, y: 20), .red))
    }

    /// A scroll view whose content is larger both ways.
    private func scroller(_ h: TransitionHarness, locked: Bool) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 1000, height: 1000)
        scroll.isDirectionalLockEnabled = locked
        h.window.addSubview(scroll)
        h.step()
        return scroll
    }

    @Test func directionalLockKeepsAMostlyHorizontalDragHorizontal() {
        let h = TransitionHarness(width: 240, height: 240)
        let scroll = scroller(h, locked: true)
        h.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 60, y: 110), duration: 0.3, hold: 0.2)
        h.step()
        #expect(scroll.contentOffset.x > 60)
        #expect(scroll.contentOffset.y == 0)
        scroll.removeFromSuperview()

        // The same drag without the lock moves both ways.
        let free = scroller(h, locked: false)
        h.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 60, y: 110), duration: 0.3, hold: 0.2)
        h.step()
        #expect(free.contentOffset.x > 60)
        #expect(free.contentOffset.y > 20)
    }

    @Test func directionalLockLetsADiagonalDragMoveFreely() {
        let h = TransitionHarness(width: 240, height: 240)
        let scroll = scroller(h, locked: true)
        h.drag(from: CGPoint(x: 180, y: 180), to: CGPoint(x: 80, y: 80), duration: 0.3, hold: 0.2)
        h.step()
        #expect(scroll.contentOffset.x > 50)
        #expect(scroll.contentOffset.y > 50)
    }

    @Test func aTabBarItemsBadgeColorPaintsItsBadge() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        first.tabBarItem.badgeValue = "3"
        first.tabBarItem.badgeColor = .systemGreen
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        let h = TransitionHarness(width: 320, height: 480, root: tabs)
        h.step()
        let bar = tabs.tabBar.frame
        var green = 0
        var red = 0
        for y in Int(bar.minY)..<Int(bar.maxY) {
            for x in Int(bar.minX)..<Int(bar.maxX) {
                let c = h.surface.color(x: x, y: y)
                if near(c, .systemGreen, 0.08) { green += 1 }
                if near(c, .systemRed, 0.08) { red += 1 }
            }
        }
        #expect(green > 100)
        #expect(red == 0)
    }

    @Test func setContentScrollViewChoosesTheScrollViewTheBarsFollow() {
        let controller = UIViewController()
        let first = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIScrollView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        // Without a choice the bars follow the first scroll view, as UIKit finds it.
        #expect(controller.contentScrollView(for: .top) === first)
        controller.setContentScrollView(second, for: .bottom)
        #expect(controller.contentScrollView(for: .bottom) === second)
        #expect(controller.contentScrollView(for: .top) === first)
        controller.setContentScrollView(second)
        #expect(controller.contentScrollView(for: .top) === second)
        controller.setContentScrollView(nil)
        #expect(controller.contentScrollView(for: .bottom) === first)
    }

    /// A label in the body style that follows Dynamic Type.
    private func bodyLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Body"
        return label
    }

    @Test func contentSizeLimitsHoldTheFontsOfASubtree() {
        let h = TransitionHarness(width: 300, height: 200)
        defer { UIApplication.shared.preferredContentSizeCategory = .unspecified }
        let capped = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        capped.maximumContentSizeCategory = .large
        let inner = bodyLabel()
        capped.addSubview(inner)
        let free = bodyLabel()
        h.window.addSubview(capped)
        h.window.addSubview(free)
        UIApplication.shared.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(free.font.pointSize == 23)
        #expect(inner.font.pointSize == 17, "capped at large")
        #expect(inner.traitCollection.preferredContentSizeCategory == .large)
        // Lifting the cap lets the subtree follow the app at once.
        capped.maximumContentSizeCategory = nil
        #expect(inner.font.pointSize == 23)
        // A minimum raises a smaller category.
        capped.minimumContentSizeCategory = .extraLarge
        UIApplication.shared.preferredContentSizeCategory = .extraSmall
        #expect(free.font.pointSize == 14)
        #expect(inner.font.pointSize == 19, "held at extra large")
        #expect(capped.minimumContentSizeCategory == .extraLarge)
    }

    @Test func keptPropertiesReadBackWhatWasSet() {
        let controller = UIViewController()
        controller.edgesForExtendedLayout = []
        controller.extendedLayoutIncludesOpaqueBars = true
        controller.restorationIdentifier = "settings"
        #expect(controller.edgesForExtendedLayout.isEmpty)
        #expect(controller.extendedLayoutIncludesOpaqueBars)
        #expect(controller.restorationIdentifier == "settings")
        let button = UIButton(type: .system)
        #expect(button.role == .normal)
        button.role = .destructive
        #expect(button.role == .destructive)
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        #expect(picker.locale?.identifier == "en_US")
    }
}
