import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UITabBarAppearance` as Apple's documentation uses it: an opaque background, item colours per state in
/// `stackedLayoutAppearance`, assigned to `tabBar.standardAppearance` and `tabBar.scrollEdgeAppearance`.
@Suite("PanelKitCompat: UITabBarAppearance")
@MainActor
struct TabBarAppearanceCompatTests {
    /// A plain table of 40 rows.
    final class Rows: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    private func near(_ a: UIColor, _ b: UIColor, _ tolerance: Double = 0.03) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    private func count(_ h: TransitionHarness, _ rect: CGRect, _ color: UIColor) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where near(h.surface.color(x: x, y: y), color, 0.1) { n += 1 }
        }
        return n
    }

    private func opaque(_ color: UIColor) -> UITabBarAppearance {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        appearance.shadowColor = nil
        appearance.stackedLayoutAppearance.selected.iconColor = .white
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.stackedLayoutAppearance.normal.iconColor = .systemYellow
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        return appearance
    }

    private func tabs(_ first: UIViewController) -> UITabBarController {
        first.tabBarItem = UITabBarItem(title: "First", image: UIImage(systemName: "star"), tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Second", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        return tabs
    }

    @Test func anOpaqueAppearanceColoursTheBarAndItsItems() {
        let tabs = tabs(UIViewController())
        let appearance = opaque(.systemIndigo)
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        let h = TransitionHarness(width: 360, height: 480, root: tabs)
        h.step()
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/tab-appearance.png")
        }
        let top = 480 - 49
        #expect(near(h.surface.color(x: 2, y: top + 20), .systemIndigo), "got \(h.surface.color(x: 2, y: top + 20))")
        #expect(near(h.surface.color(x: 2, y: top), .systemIndigo), "no hairline with a nil shadowColor")
        #expect(count(h, CGRect(x: 0, y: top + 30, width: 180, height: 19), .white) > 10, "the selected title")
        #expect(count(h, CGRect(x: 180, y: top, width: 180, height: 49), .systemYellow) > 30, "the other tab")
        #expect(count(h, CGRect(x: 180, y: top, width: 180, height: 49), .systemBlue) == 0, "no tint colour")
    }

    @Test func theScrollEdgeAppearanceShowsWhenTheTableReachesItsBottom() {
        let rows = Rows(style: .plain)
        let tabs = tabs(rows)
        tabs.tabBar.standardAppearance = opaque(.systemBlue)
        tabs.tabBar.scrollEdgeAppearance = opaque(.systemGreen)
        let h = TransitionHarness(width: 360, height: 480, root: tabs)
        h.step()
        let probe = (x: 2, y: 480 - 25)
        #expect(near(h.surface.color(x: probe.x, y: probe.y), .systemBlue), "more rows below: standard")
        let table = rows.tableView!
        table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height - table.bounds.height), animated: false)
        h.step()
        #expect(near(h.surface.color(x: probe.x, y: probe.y), .systemGreen), "at the bottom: scroll edge")
        tabs.selectedIndex = 1
        h.step()
        #expect(near(h.surface.color(x: probe.x, y: probe.y), .systemGreen), "no scroll view counts as the edge")
        tabs.tabBar.scrollEdgeAppearance = nil
        h.step()
        #expect(near(h.surface.color(x: probe.x, y: probe.y), .white), "transparent: the content shows")
    }
}
