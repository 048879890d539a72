import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UINavigationBarAppearance` and large titles as Apple's documentation uses them: an appearance
/// configured with a background and title attributes, assigned to the bar's `standardAppearance` and
/// `scrollEdgeAppearance` (or a navigation item's), and `prefersLargeTitles` with `largeTitleDisplayMode`.
@Suite("PanelKitCompat: UINavigationBarAppearance and large titles")
@MainActor
struct NavigationBarAppearanceCompatTests {
    /// A plain table of 40 rows.
    final class Rows: UITableViewController {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(style: .plain)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            title = name
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A controller whose view is one colour.
    final class Plain: UIViewController {
        let color: UIColor
        init(_ title: String, color: UIColor) {
            self.color = color
            super.init()
            self.title = title
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    private func near(_ a: UIColor, _ b: UIColor, _ tolerance: Double = 0.03) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    /// How many pixels of the screen rectangle (in points) are close to `color`.
    private func count(_ h: TransitionHarness, _ rect: CGRect, _ color: UIColor) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where near(h.surface.color(x: x, y: y), color, 0.1) { n += 1 }
        }
        return n
    }

    private func look(_ h: TransitionHarness, _ name: String) {
        if let dir = getenv("PANEL_LOOK_DIR") { try? h.driver.writePNG(path: String(cString: dir) + "/\(name).png") }
    }

    private func opaque(_ color: UIColor, title: UIColor = .white) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        appearance.titleTextAttributes = [.foregroundColor: title]
        appearance.largeTitleTextAttributes = [.foregroundColor: title]
        return appearance
    }

    @Test func anOpaqueBlueAppearanceDrawsABlueBarWithAWhiteTitle() {
        let root = Plain("Settings", color: .systemOrange)
        let nav = UINavigationController(rootViewController: root)
        let appearance = opaque(.systemBlue)
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        nav.navigationBar.compactAppearance = appearance
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        look(h, "nav-appearance-opaque-blue")
        #expect(nav.navigationBar.frame.height == 44)
        #expect(near(h.surface.color(x: 10, y: 10), .systemBlue), "got \(h.surface.color(x: 10, y: 10))")
        #expect(near(h.surface.color(x: 350, y: 40), .systemBlue))
        #expect(count(h, CGRect(x: 140, y: 8, width: 80, height: 28), .white) > 30, "the white title")
        #expect(count(h, CGRect(x: 0, y: 0, width: 360, height: 44), .black) == 0, "no black title")
        #expect(near(h.surface.color(x: 10, y: 100), .systemOrange), "the content below")

        // The bar keeps a copy: changing the appearance afterwards changes nothing until it is assigned.
        appearance.backgroundColor = .systemRed
        nav.view.setNeedsLayout()
        h.step()
        #expect(near(h.surface.color(x: 10, y: 10), .systemBlue))
        #expect(nav.navigationBar.standardAppearance !== appearance)
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        h.step()
        #expect(near(h.surface.color(x: 10, y: 10), .systemRed))
        #expect(nav.navigationBar.standardAppearance.backgroundColor == .systemRed)
    }

    @Test func aTransparentBackgroundShowsTheContentColourAndNoHairline() {
        let root = Plain("Photos", color: .systemOrange)
        let nav = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
        #expect(near(h.surface.color(x: 10, y: 10), .systemOrange), "got \(h.surface.color(x: 10, y: 10))")
        #expect(near(h.surface.color(x: 10, y: 43), .systemOrange), "no hairline")
        #expect(count(h, CGRect(x: 130, y: 8, width: 100, height: 28), .black) > 20, "the default black title")
    }

    @Test func aNilShadowColorRemovesTheHairline() {
        let nav = UINavigationController(rootViewController: Plain("A", color: .white))
        let appearance = opaque(.white, title: .black)
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        let line = h.surface.color(x: 10, y: 43)
        #expect(line.red < 0.85, "the default hairline: \(line)")
        #expect(near(h.surface.color(x: 10, y: 42), .white))

        appearance.shadowColor = nil
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        h.step()
        #expect(near(h.surface.color(x: 10, y: 43), .white), "no hairline: \(h.surface.color(x: 10, y: 43))")

        appearance.shadowColor = .systemRed
        nav.navigationBar.scrollEdgeAppearance = appearance
        h.step()
        #expect(near(h.surface.color(x: 10, y: 43), .systemRed), "a red hairline")
    }

    @Test func theItemsAppearanceBeatsTheBars() {
        let first = Plain("First", color: .white)
        let nav = UINavigationController(rootViewController: first)
        nav.navigationBar.standardAppearance = opaque(.systemBlue)
        nav.navigationBar.scrollEdgeAppearance = opaque(.systemBlue)
        let second = Plain("Second", color: .white)
        second.navigationItem.standardAppearance = opaque(.systemGreen)
        second.navigationItem.scrollEdgeAppearance = opaque(.systemGreen)
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        #expect(near(h.surface.color(x: 10, y: 10), .systemBlue))
        nav.pushViewController(second, animated: true)
        h.wait(0.6)
        #expect(near(h.surface.color(x: 200, y: 10), .systemGreen), "got \(h.surface.color(x: 200, y: 10))")
        nav.popViewController(animated: true)
        h.wait(0.6)
        #expect(near(h.surface.color(x: 200, y: 10), .systemBlue), "the root item has no appearance of its own")
    }

    @Test func theScrollEdgeAppearanceShowsWhileTheTableIsAtItsTop() {
        let rows = Rows("Rows")
        let nav = UINavigationController(rootViewController: rows)
        nav.navigationBar.standardAppearance = opaque(.systemBlue)
        nav.navigationBar.scrollEdgeAppearance = opaque(.systemGreen)
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        #expect(near(h.surface.color(x: 10, y: 10), .systemGreen), "at the top: the scroll edge appearance")

        h.drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 200), duration: 0.3)
        h.wait(1)
        #expect(rows.tableView.contentOffset.y > 0)
        #expect(near(h.surface.color(x: 10, y: 10), .systemBlue), "scrolled: the standard appearance")

        rows.tableView.setContentOffset(.zero, animated: false)
        h.step()
        #expect(near(h.surface.color(x: 10, y: 10), .systemGreen), "back at the top")

        // Without a scroll-edge appearance the edge uses the standard one with a transparent background
        // (the table's white shows), keeping its title attributes.
        nav.navigationBar.scrollEdgeAppearance = nil
        h.step()
        #expect(near(h.surface.color(x: 10, y: 10), .white), "got \(h.surface.color(x: 10, y: 10))")
        #expect(count(h, CGRect(x: 130, y: 8, width: 100, height: 28), .black) == 0, "the title is white")
        rows.tableView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        h.step()
        #expect(near(h.surface.color(x: 10, y: 10), .systemBlue))
    }

    @Test func aLargeTitleCollapsesWhenTheTableScrollsAndGrowsBackAtTheTop() {
        let rows = Rows("Inbox")
        let nav = UINavigationController(rootViewController: rows)
        nav.navigationBar.prefersLargeTitles = true
        rows.navigationItem.largeTitleDisplayMode = .always
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        look(h, "nav-large-title-expanded")
        let bar = nav.navigationBar
        #expect(bar.frame.height == 96, "got \(bar.frame)")
        #expect(rows.tableView.convert(CGPoint.zero, to: nil).y == 96, "the table starts below the bar")
        // The title is drawn large, left-aligned in the row under the bar's 44 points; not inline.
        let largeInk = count(h, CGRect(x: 16, y: 48, width: 140, height: 44), .black)
        #expect(largeInk > 200, "large title pixels: \(largeInk)")
        #expect(count(h, CGRect(x: 120, y: 8, width: 120, height: 28), .black) == 0, "no inline title")

        h.drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 200), duration: 0.3)
        h.wait(1)
        look(h, "nav-large-title-collapsed")
        #expect(bar.frame.height == 44, "collapsed: \(bar.frame)")
        #expect(abs(rows.tableView.convert(rows.tableView.bounds.origin, to: nil).y - 44) < 0.01)
        #expect(count(h, CGRect(x: 140, y: 8, width: 80, height: 28), .black) > 30, "the inline title")

        rows.tableView.setContentOffset(.zero, animated: false)
        h.wait(0.5)
        #expect(bar.frame.height == 96, "back at the top: \(bar.frame)")
        #expect(count(h, CGRect(x: 16, y: 48, width: 140, height: 44), .black) > 200)
    }

    @Test func aSearchBarSitsUnderTheLargeTitleOnTheBarsBackground() {
        let rows = Rows("Fruits")
        let search = UISearchController(searchResultsController: nil)
        rows.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: rows)
        nav.navigationBar.prefersLargeTitles = true
        let appearance = opaque(.systemBlue)
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        look(h, "nav-large-title-search")
        let bar = search.searchBar.convert(search.searchBar.bounds, to: nil)
        #expect(nav.navigationBar.frame.height == 96 && bar.minY == 96, "got \(bar)")
        #expect(rows.tableView.convert(CGPoint.zero, to: nil).y == bar.maxY)
        #expect(near(h.surface.color(x: 2, y: 100), .systemBlue), "the search bar on the bar's blue")
        #expect(count(h, CGRect(x: 16, y: 48, width: 140, height: 44), .white) > 200, "the white large title")
    }

    @Test func largeTitleDisplayModeNeverOnAPushedControllerShowsTheSmallTitle() {
        let root = Plain("Mail", color: .white)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        #expect(nav.navigationBar.frame.height == 96, "automatic at the root follows prefersLargeTitles")

        let detail = Plain("Message", color: .white)
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: true)
        h.wait(0.6)
        #expect(nav.navigationBar.frame.height == 44)
        #expect(detail.view.convert(CGPoint.zero, to: nil).y == 44)
        #expect(count(h, CGRect(x: 16, y: 48, width: 140, height: 44), .black) == 0, "no large title")

        // An automatic item above a never item inherits never.
        let more = Plain("More", color: .white)
        nav.pushViewController(more, animated: false)
        h.step()
        #expect(nav.navigationBar.frame.height == 44)

        nav.popToRootViewController(animated: false)
        h.step()
        #expect(nav.navigationBar.frame.height == 96, "the root's large title again")

        // Without prefersLargeTitles, .always shows nothing large.
        nav.navigationBar.prefersLargeTitles = false
        root.navigationItem.largeTitleDisplayMode = .always
        h.step()
        #expect(nav.navigationBar.frame.height == 44)
    }
}
