import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UISearchController` as Apple's documentation uses it: a table view controller puts a search controller
/// in its navigation item, is its `searchResultsUpdater`, and filters its rows in
/// `updateSearchResults(for:)`. A tap in the bar activates the search (Cancel shows, the navigation bar
/// slides away); typing filters; Cancel clears the text and ends it. With a results controller, its view
/// covers the content once there is text, and the content is dimmed before.
@Suite("PanelKitCompat: UISearchController")
@MainActor
struct SearchControllerCompatTests {
    final class Fruits: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        let all = ["Apple", "Apricot", "Banana", "Cherry", "Grape", "Papaya"]
        var shown: [String] = []
        var updates: [String] = []
        var events: [String] = []
        let searchController: UISearchController

        init(results: UIViewController? = nil) {
            searchController = UISearchController(searchResultsController: results)
            super.init(style: .plain)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruits"
            shown = all
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            searchController.searchResultsUpdater = self
            searchController.delegate = self
            searchController.obscuresBackgroundDuringPresentation = searchController.searchResultsController != nil
            searchController.searchBar.placeholder = "Search Fruits"
            navigationItem.searchController = searchController
            definesPresentationContext = true
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            updates.append(text)
            shown = text.isEmpty ? all : all.filter { $0.lowercased().contains(text.lowercased()) }
            tableView.reloadData()
        }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func texts(_ table: UITableView) -> [String] {
        table.visibleCells.compactMap { $0.textLabel?.text }
    }

    @Test func theSearchBarSitsUnderTheNavigationBarAndFiltersTheTable() {
        let fruits = Fruits()
        let nav = UINavigationController(rootViewController: fruits)
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.step()
        let bar = fruits.searchController.searchBar
        let navBar = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil)
        let barFrame = bar.convert(bar.bounds, to: nil)
        #expect(bar.window != nil && barFrame.minY == navBar.maxY && barFrame.height == 56, "got \(barFrame)")
        #expect(fruits.tableView.convert(CGPoint.zero, to: nil).y == barFrame.maxY, "the table starts below it")
        #expect(!fruits.searchController.isActive && fruits.updates.isEmpty)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/search-controller.png")
        }

        // A tap in the bar activates the search: Cancel shows, the navigation bar slides away.
        h.tap(at: center(of: bar.searchTextField))
        h.wait(0.5)
        #expect(fruits.searchController.isActive)
        #expect(fruits.events == ["willPresent", "didPresent"])
        #expect(fruits.updates == [""], "told on activation")
        #expect(bar.showsCancelButton && bar.isFirstResponder)
        #expect(nav.isNavigationBarHidden && bar.convert(CGPoint.zero, to: nil).y == 0, "the bar moved up")

        for c in ["a", "p"] { bar.searchTextField.insertText(c) }
        h.step()
        #expect(fruits.updates == ["", "a", "ap"], "told at each change")
        #expect(texts(fruits.tableView) == ["Apple", "Apricot", "Grape", "Papaya"])
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/search-controller-active.png")
        }

        // Cancel clears the text and ends the search: the navigation bar and every row come back.
        h.step(30)
        h.tap(at: bar.convert(CGPoint(x: (bar.searchTextField.frame.maxX + 360) / 2, y: 28), to: nil))
        h.wait(0.5)
        #expect(!fruits.searchController.isActive && bar.text == "")
        #expect(fruits.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(fruits.updates.last == "")
        #expect(!bar.showsCancelButton && !bar.isFirstResponder)
        #expect(!nav.isNavigationBarHidden && bar.convert(CGPoint.zero, to: nil).y == navBar.maxY)
        #expect(texts(fruits.tableView) == fruits.all)
    }

    @Test func isActiveTogglesTheSearchInCode() {
        let fruits = Fruits()
        let nav = UINavigationController(rootViewController: fruits)
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        fruits.searchController.hidesNavigationBarDuringPresentation = false
        fruits.searchController.isActive = true
        h.wait(0.5)
        #expect(fruits.searchController.isActive && fruits.events == ["willPresent", "didPresent"])
        #expect(!nav.isNavigationBarHidden, "hidesNavigationBarDuringPresentation false keeps the bar")
        fruits.searchController.isActive = true
        #expect(fruits.events.count == 2, "already active")
        fruits.searchController.searchBar.text = "ch"
        fruits.searchController.isActive = false
        h.wait(0.5)
        #expect(!fruits.searchController.isActive && fruits.events.suffix(2) == ["willDismiss", "didDismiss"])
        #expect(fruits.searchController.searchBar.text == "ch", "ending the search in code keeps the text")
        #expect(texts(fruits.tableView) == ["Cherry"])
    }

    @Test func aResultsControllerCoversTheContentOnceThereIsText() {
        let results = UIViewController()
        results.view.backgroundColor = .systemYellow
        let fruits = Fruits(results: results)
        let nav = UINavigationController(rootViewController: fruits)
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        let bar = fruits.searchController.searchBar
        h.tap(at: center(of: bar.searchTextField))
        h.wait(0.5)
        // Active without text: the content is dimmed, the results are not shown yet.
        let probe = fruits.tableView.convert(CGPoint(x: 300, y: 150), to: nil)
        let dimmed = h.surface.color(x: Int(probe.x), y: Int(probe.y))
        #expect(dimmed != .white && dimmed != .systemYellow, "dimmed: \(dimmed)")
        bar.searchTextField.insertText("b")
        h.step()
        #expect(results.view.window != nil && !results.view.isHidden)
        #expect(
            h.surface.color(x: Int(probe.x), y: Int(probe.y)) == UIColor.systemYellow.resolved(.light),
            "the results cover the table")
        #expect(results.view.convert(CGPoint.zero, to: nil).y == bar.convert(CGPoint.zero, to: nil).y + 56)
        // A tap on the dimmed content would end it; Cancel does, and the results go.
        fruits.searchController.isActive = false
        h.wait(0.5)
        #expect(results.view.window == nil)
        #expect(h.surface.color(x: Int(probe.x), y: Int(probe.y)) == .white)
    }

    @Test func aTapOnTheDimmedContentEndsTheSearch() {
        let fruits = Fruits(results: UIViewController())
        let nav = UINavigationController(rootViewController: fruits)
        let h = TransitionHarness(width: 360, height: 480, root: nav)
        h.tap(at: center(of: fruits.searchController.searchBar.searchTextField))
        h.wait(0.5)
        #expect(fruits.searchController.isActive)
        // Above the on-screen keyboard.
        h.tap(at: CGPoint(x: 180, y: 200))
        h.wait(0.5)
        #expect(!fruits.searchController.isActive)
        #expect(fruits.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    /// The iOS 8 pattern: the bar as the table's header; the results cover what is below it.
    @Test func aBarInTheTableHeaderKeepsItselfUncovered() {
        final class Results: UITableViewController {}
        let results = Results(style: .plain)
        let fruits = Fruits(results: results)
        let h = TransitionHarness(width: 360, height: 480, root: fruits)
        fruits.navigationItem.searchController = nil
        let bar = fruits.searchController.searchBar
        fruits.tableView.tableHeaderView = bar
        h.step()
        #expect(bar.frame.height == 56 && bar.window != nil)
        h.tap(at: center(of: bar.searchTextField))
        h.wait(0.5)
        #expect(fruits.searchController.isActive && bar.showsCancelButton)
        bar.searchTextField.insertText("c")
        h.step()
        #expect(fruits.updates == ["", "c"])
        let top = results.view.convert(CGPoint.zero, to: nil).y
        #expect(results.view.window != nil && top == bar.convert(CGPoint.zero, to: nil).y + 56, "got \(top)")
        fruits.searchController.isActive = false
        h.wait(0.5)
        #expect(results.view.window == nil && !bar.showsCancelButton)
    }
}
