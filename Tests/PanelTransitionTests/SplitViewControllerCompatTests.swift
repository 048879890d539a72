import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UISplitViewController` as Apple's documentation describes it: column-style controllers wrapped in
/// navigation controllers and laid out side by side, display modes changed by `show(_:)` and `hide(_:)`,
/// a compact width collapsing the columns into the primary navigation stack, and a selection in the
/// primary list calling `showDetailViewController(_:sender:)`.
@Suite("PanelKitCompat: UISplitViewController")
@MainActor
struct SplitViewControllerCompatTests {
    /// Collects appearance callbacks of several controllers in one list.
    final class Log {
        var events: [String] = []
        func take() -> [String] {
            defer { events = [] }
            return events
        }
    }

    /// A plain controller with a coloured view that logs its appearance callbacks.
    final class PaneViewController: UIViewController {
        let name: String
        let color: UIColor
        let log: Log?

        init(_ name: String, color: UIColor = .systemBackground, log: Log? = nil) {
            self.name = name
            self.color = color
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }

        override func viewWillAppear(_ animated: Bool) { log?.events.append("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log?.events.append("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log?.events.append("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log?.events.append("\(name).viewDidDisappear") }
    }

    /// The documentation's primary list: selecting a row shows its detail with
    /// `showDetailViewController(_:sender:)`.
    final class ListViewController: UITableViewController {
        let items = ["Inbox", "Sent", "Archive"]
        var shown: [PaneViewController] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Mail"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = PaneViewController(items[indexPath.row], color: .systemTeal)
            shown.append(detail)
            showDetailViewController(detail, sender: self)
        }
    }

    /// Records what the delegate hears, and answers the top column with `topColumn` when set.
    final class Delegate: UISplitViewControllerDelegate {
        var events: [String] = []
        var topColumn: UISplitViewController.Column?

        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) {
            events.append("willChangeTo \(displayMode.rawValue)")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            events.append("willShow \(column.rawValue)")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            events.append("willHide \(column.rawValue)")
        }
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            events.append("topColumn proposed \(proposedTopColumn.rawValue)")
            return topColumn ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
    }

    @Test func theColumnsAreWrappedInNavigationControllersAndTiledAt1280x800() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = ListViewController()
        let detail = PaneViewController("Detail", color: .systemYellow)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let h = TransitionHarness(width: 1280, height: 800, root: split)
        h.step(2)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        let primaryNav = try #require(list.navigationController)
        let secondaryNav = try #require(detail.navigationController)
        #expect(primaryNav !== secondaryNav)
        #expect(primaryNav.parent === split && list.splitViewController === split)
        #expect(split.viewControllers.count == 2 && split.viewControllers[0] === primaryNav)
        #expect(split.primaryColumnWidth == 320)
        #expect(primaryNav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        // A one-point separator, then the secondary column takes the rest.
        #expect(secondaryNav.view.frame == CGRect(x: 321, y: 0, width: 959, height: 800))
        #expect(primaryNav.navigationBar.frame.width == 320, "each column has its own bar")
        #expect(h.surface.color(x: 320, y: 400) == UIColor.opaqueSeparator.resolved(.light))
        #expect(h.surface.color(x: 700, y: 400) == UIColor.systemYellow.resolved(.light))
        #expect(h.surface.color(x: 322, y: 400) == UIColor.systemYellow.resolved(.light))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/split-view.png")
        }

        // The documented width rules: a fraction is held by the automatic maximum (320) until the
        // maximum is raised; a width in points takes precedence over the fraction.
        split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 600
        h.step()
        #expect(split.primaryColumnWidth == 512)
        #expect(primaryNav.view.frame.width == 512 && secondaryNav.view.frame.minX == 513)
        split.preferredPrimaryColumnWidth = 400
        #expect(split.primaryColumnWidth == 400)
        split.minimumPrimaryColumnWidth = 450
        #expect(split.primaryColumnWidth == 450)
        // Bad input falls back: not a number is automatic, a fraction above 1 is the whole width.
        split.preferredPrimaryColumnWidth = .nan
        split.minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
        split.preferredPrimaryColumnWidthFraction = 7
        split.maximumPrimaryColumnWidth = .infinity
        #expect(split.primaryColumnWidth == 1280)
    }

    @Test func aTripleColumnSplitTilesThreeColumnsInLandscape() throws {
        let split = UISplitViewController(style: .tripleColumn)
        let sidebar = PaneViewController("Sidebar", color: .systemGray6)
        let list = PaneViewController("List", color: .white)
        let detail = PaneViewController("Detail", color: .systemYellow)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        let h = TransitionHarness(width: 1280, height: 800, root: split)
        h.step(2)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(sidebar.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(list.navigationController?.view.frame == CGRect(x: 321, y: 0, width: 320, height: 800))
        #expect(detail.navigationController?.view.frame == CGRect(x: 642, y: 0, width: 638, height: 800))
        split.hide(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sidebar.navigationController?.view.superview == nil)
        #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        split.hide(.supplementary)
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 800))
        split.show(.primary)
        #expect(split.displayMode == .twoBesideSecondary)
        // Displace: the secondary keeps its width beside the supplementary column, pushed right and dimmed;
        // a tap on it brings it back beside the supplementary column.
        split.preferredDisplayMode = .twoDisplaceSecondary
        #expect(split.splitBehavior == .displace && split.displayMode == .twoDisplaceSecondary)
        #expect(detail.navigationController?.view.frame == CGRect(x: 642, y: 0, width: 959, height: 800))
        h.step()
        #expect(h.surface.color(x: 900, y: 400) != UIColor.systemYellow.resolved(.light), "dimmed")
        h.tap(at: CGPoint(x: 900, y: 400))
        h.step()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(h.surface.color(x: 900, y: 400) == UIColor.systemYellow.resolved(.light))
    }

    @Test func showAndHideChangeTheDisplayModeWithTheDelegateAndAppearanceCallbacks() throws {
        let log = Log()
        let delegate = Delegate()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let primary = PaneViewController("Primary", color: .white, log: log)
        let secondary = PaneViewController("Secondary", color: .systemYellow, log: log)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let h = TransitionHarness(width: 1280, height: 800, root: split)
        h.step(2)
        #expect(
            log.take() == [
                "Primary.viewWillAppear", "Secondary.viewWillAppear", "Primary.viewDidAppear",
                "Secondary.viewDidAppear",
            ])
        #expect(delegate.events.isEmpty, "the first layout changes nothing")

        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        #expect(delegate.events == ["willChangeTo 1", "willHide 0"])
        #expect(log.take() == ["Primary.viewWillDisappear", "Primary.viewDidDisappear"])
        #expect(secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 800))
        delegate.events = []

        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(delegate.events == ["willChangeTo 2", "willShow 0"])
        #expect(log.take() == ["Primary.viewWillAppear", "Primary.viewDidAppear"])
        split.show(.primary)
        #expect(log.take().isEmpty, "showing a shown column does nothing")
        split.hide(.secondary)
        #expect(split.displayMode == .oneBesideSecondary, "the secondary column does not hide")

        // Overlay: the primary column covers the secondary, which keeps the whole width, dimmed; a tap on
        // the dimmed part hides the primary again.
        split.preferredSplitBehavior = .overlay
        h.step()
        #expect(split.splitBehavior == .overlay)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        h.step()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(h.surface.color(x: 160, y: 400) == UIColor.white, "the primary is on top")
        #expect(h.surface.color(x: 900, y: 400) != UIColor.systemYellow.resolved(.light), "the secondary is dimmed")
        h.tap(at: CGPoint(x: 900, y: 400))
        h.step()
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.navigationController?.view.superview == nil)
        #expect(h.surface.color(x: 900, y: 400) == UIColor.systemYellow.resolved(.light))

        // The preferred mode wins over what show and hide chose.
        split.preferredSplitBehavior = .automatic
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredDisplayMode = .twoBesideSecondary
        #expect(split.displayMode == .oneBesideSecondary, "a double column split has one column beside")
    }

    @Test func aCompactWidthCollapsesTheColumnsIntoThePrimaryStackAndARegularOneExpandsThem() throws {
        let delegate = Delegate()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let list = ListViewController()
        let detail = PaneViewController("Detail", color: .systemYellow)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let h = TransitionHarness(width: 600, height: 800, root: split)
        h.step(2)
        #expect(split.isCollapsed)
        #expect(split.traitCollection.horizontalSizeClass == .compact)
        let nav = try #require(list.navigationController)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === nav)
        #expect(nav.viewControllers.count == 2 && nav.viewControllers[1] === detail, "the secondary is on top")
        #expect(detail.navigationController === nav)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 600, height: 800))
        #expect(detail.view.window != nil && list.view.window == nil)
        #expect(delegate.events.contains("topColumn proposed 2"))
        #expect(split.viewController(for: .secondary) === detail, "the column keeps its controller")

        // A regular width expands: the detail goes back to its own column.
        delegate.events = []
        h.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        h.step(2)
        #expect(!split.isCollapsed)
        #expect(delegate.events.contains("didExpand"))
        #expect(nav.viewControllers.count == 1 && nav.viewControllers[0] === list)
        let detailNav = try #require(detail.navigationController)
        #expect(detailNav !== nav)
        #expect(detailNav.view.frame == CGRect(x: 321, y: 0, width: 959, height: 800))
        #expect(list.view.window != nil && detail.view.window != nil)

        // Collapsing again with the delegate choosing the primary column: the list alone.
        delegate.topColumn = .primary
        delegate.events = []
        h.window.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        h.step(2)
        #expect(split.isCollapsed)
        #expect(delegate.events == ["topColumn proposed 2", "didCollapse"])
        #expect(nav.viewControllers.count == 1 && list.view.window != nil)
        #expect(detail.view.window == nil)
        split.show(.secondary)
        #expect(nav.viewControllers.last === detail, "show(.secondary) stacks the secondary column")
        split.hide(.secondary)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func theDisplayModeButtonItemHidesAndShowsThePrimaryColumn() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = PaneViewController("List")
        let detail = PaneViewController("Detail", color: .systemYellow)
        // As Xcode's master-detail template does.
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let h = TransitionHarness(width: 1280, height: 800, root: split)
        h.step(2)
        #expect(split.displayModeButtonItem === detail.navigationItem.leftBarButtonItem, "one item, kept")
        #expect(split.displayModeButtonItem.image != nil)
        // The left item of the secondary column's bar: 8 points in from the column's edge.
        h.tap(at: CGPoint(x: 321 + 8 + 20, y: 22))
        h.step()
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.view.window == nil)
        // The bar now starts at the window's edge, and so does the button.
        h.tap(at: CGPoint(x: 8 + 20, y: 22))
        h.step()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.view.window != nil)
    }

    @Test func aCompactColumnControllerShowsInsteadWhileCollapsed() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = PaneViewController("List")
        let detail = PaneViewController("Detail", color: .systemYellow)
        let compact = PaneViewController("Compact", color: .systemGreen)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(compact, for: .compact)
        let h = TransitionHarness(width: 600, height: 800, root: split)
        h.step(2)
        #expect(split.isCollapsed)
        #expect(split.viewController(for: .compact) === compact)
        let compactNav = try #require(compact.navigationController)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === compactNav)
        #expect(compact.view.window != nil && list.view.window == nil && detail.view.window == nil)
        #expect(h.surface.color(x: 300, y: 400) == UIColor.systemGreen.resolved(.light))
        h.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        h.step(2)
        #expect(!split.isCollapsed)
        #expect(compact.view.window == nil && list.view.window != nil && detail.view.window != nil)
    }

    @Test func selectingARowInThePrimaryListShowsItsDetail() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = ListViewController()
        let placeholder = PaneViewController("Nothing selected")
        split.setViewController(list, for: .primary)
        split.setViewController(placeholder, for: .secondary)
        let h = TransitionHarness(width: 1280, height: 800, root: split)
        h.step(2)
        // The second row, under the 44-point bar.
        h.tap(at: CGPoint(x: 160, y: 44 + 44 + 22))
        h.step(2)
        let sent = try #require(list.shown.last)
        #expect(sent.name == "Sent")
        #expect(split.viewController(for: .secondary) === sent, "expanded, the detail replaces the secondary")
        #expect(sent.navigationController !== list.navigationController)
        #expect(sent.navigationController?.viewControllers.count == 1)
        #expect(sent.view.window != nil && placeholder.view.window == nil)
        #expect(sent.navigationController?.view.frame.minX == 321)

        // Collapsed, the detail is pushed on the primary navigation controller.
        h.window.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        h.step(2)
        let nav = try #require(list.navigationController)
        #expect(nav.viewControllers.last === sent, "the shown detail is stacked on collapse")
        nav.popViewController(animated: false)
        h.step(2)
        h.tap(at: CGPoint(x: 300, y: 44 + 44 * 2 + 22))
        h.run(until: { !nav.isTransitioning })
        h.step()
        let archive = try #require(list.shown.last)
        #expect(archive.name == "Archive")
        #expect(nav.viewControllers.count == 2 && nav.topViewController === archive)
        #expect(archive.view.frame.width == 600)
        // Expanding hands the pushed detail to the secondary column.
        h.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        h.step(2)
        #expect(nav.viewControllers.count == 1)
        #expect(archive.navigationController !== nav && archive.view.window != nil)
    }

    @Test func theClassicSplitTakesViewControllersUnwrapped() throws {
        let split = UISplitViewController()
        let master = UINavigationController(rootViewController: PaneViewController("Master"))
        let detail = PaneViewController("Detail", color: .systemYellow)
        split.viewControllers = [master, detail]
        let h = TransitionHarness(width: 1280, height: 800, root: split)
        h.step(2)
        #expect(split.style == .unspecified)
        #expect(
            split.viewControllers.count == 2 && split.viewControllers[0] === master
                && split.viewControllers[1] === detail)
        #expect(detail.parent === split, "not wrapped")
        #expect(detail.view.frame == CGRect(x: 321, y: 0, width: 959, height: 800))
        let other = PaneViewController("Other", color: .systemGreen)
        master.topViewController?.showDetailViewController(other, sender: nil)
        #expect(split.viewControllers[1] === other && detail.parent == nil)
        h.step()
        #expect(h.surface.color(x: 700, y: 400) == UIColor.systemGreen.resolved(.light))
        // Collapsed, the detail is pushed on the master navigation controller.
        h.window.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        h.step(2)
        #expect(split.isCollapsed && master.viewControllers.last === other)
        h.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        h.step(2)
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === other && other.parent === split)
    }
}
