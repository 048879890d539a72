import PanelKitCompat
import Testing

/// UIKit's own views in a right-to-left interface, as Apple's "Supporting right-to-left languages"
/// describes them: the navigation bar's back button at the right with its chevron pointing right, pushes
/// entering from the left and the pop swipe from the right edge; table cells with the image at the right and
/// leading swipe actions revealed by a swipe to the left; segmented controls, sliders, progress views and
/// switches mirrored; the trait collection's `layoutDirection` right to left. Each test sets the
/// application's direction and sets it back.
@Suite("PanelKitCompat: right-to-left bars, cells and controls")
@MainActor
struct RightToLeftBarsCompatTests {
    /// A list as an app writes it: a star and a name in each row, a chevron, and a leading "Pin" action.
    final class FruitList: UITableViewController {
        let names = ["Apple", "Banana", "Cherry", "Date", "Fig"]
        var pinned: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruit"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            cell.imageView?.image = UIImage(systemName: "star.fill")
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let pin = UIContextualAction(style: .normal, title: "Pin") { [weak self] _, _, done in
                self?.pinned.append(indexPath.row)
                done(true)
            }
            pin.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [pin])
        }
    }

    /// A view that records the layout direction its traits had before each change.
    final class DirectionWatcher: UIView {
        var previous: [UITraitEnvironmentLayoutDirection] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection?.layoutDirection ?? .unspecified)
        }
    }

    /// Runs `body` with the application right to left, and sets it back to left to right.
    func rightToLeft(_ h: TransitionHarness, _ body: () throws -> Void) rethrows {
        let app = h.driver.application
        app.userInterfaceLayoutDirection = .rightToLeft
        defer { app.userInterfaceLayoutDirection = .leftToRight }
        try body()
    }

    @Test("the trait collection's layoutDirection follows the application, and views hear when it changes")
    func traitLayoutDirection() {
        let h = TransitionHarness(width: 320, height: 200)
        let watcher = DirectionWatcher(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        h.window.addSubview(watcher)
        #expect(watcher.traitCollection.layoutDirection == .leftToRight)
        rightToLeft(h) {
            #expect(watcher.traitCollection.layoutDirection == .rightToLeft)
            #expect(watcher.previous == [.leftToRight])
        }
        #expect(watcher.previous == [.leftToRight, .rightToLeft])
        #expect(watcher.traitCollection.layoutDirection == .leftToRight)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection().layoutDirection == .unspecified)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
    }

    @Test("the back button sits at the right, a push enters from the left, a swipe from the right edge pops")
    func navigationBar() {
        let h = TransitionHarness(width: 320, height: 240)
        rightToLeft(h) {
            let list = FruitList(style: .plain)
            let nav = UINavigationController(rootViewController: list)
            h.window.rootViewController = nav
            h.step()
            let detail = UIViewController()
            detail.title = "Apple"
            detail.view.backgroundColor = .systemBackground
            detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            nav.pushViewController(detail, animated: true)
            for _ in 0..<4 { h.step() }
            // Part way through, the new screen is still partly off the left edge.
            let entering = detail.view.convert(detail.view.bounds, to: nil)
            #expect(entering.minX < -20, "the pushed view enters from the left: \(entering)")
            h.run(until: { detail.view.convert(detail.view.bounds, to: nil).minX == 0 }, limit: 120)
            h.step()
            let back = nav.navigationBar.backButton
            let backFrame = back.convert(back.bounds, to: nil)
            #expect(backFrame.maxX > 300 && backFrame.minX > 160, "the back button is at the right: \(backFrame)")
            #expect(back.title(for: .normal) == "Fruit ›")
            // The right bar button item ("Done") sits at the left: tinted ink in the bar's left 80 points.
            let ink = ScreenInk(h: h)
            let blue = ink.box(in: CGRect(x: 0, y: 0, width: 80, height: 44)) { x, y in
                let c = ink.rgb(x, y)
                return c.b > 180 && c.r < 90
            }
            #expect(blue != nil, "Done is drawn at the left")
            ink.look("rtl-navigation-detail.png")
            // A swipe in from the right edge pops back to the list.
            h.drag(from: CGPoint(x: 318, y: 150), to: CGPoint(x: 80, y: 150), duration: 0.3)
            h.run(until: { nav.topViewController === list }, limit: 120)
            #expect(nav.topViewController === list)
            for _ in 0..<30 { h.step() }
            ink.look("rtl-navigation-list.png")
        }
    }

    @Test("a cell's image is right of its text, and a leading action is revealed by a swipe to the left")
    func tableCells() throws {
        let h = TransitionHarness(width: 400, height: 300)
        try rightToLeft(h) {
            let list = FruitList(style: .plain)
            h.window.rootViewController = list
            h.step()
            let table = list.tableView!
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let image = try #require(cell.imageView).frame
            let text = try #require(cell.textLabel).frame
            #expect(image.minX >= text.maxX, "image \(image) right of text \(text)")
            #expect(cell.contentView.bounds.width - image.maxX == 16)
            // The chevron (grey ink) is at the left of the row, the star's (tinted) at the right.
            let ink = ScreenInk(h: h)
            let rowTop = cell.convert(cell.bounds, to: nil).minY
            let grey = ink.box(in: CGRect(x: 0, y: rowTop + 4, width: 60, height: 36)) { x, y in
                let c = ink.rgb(x, y)
                return c.r < 225 && c.r > 120 && abs(c.r - c.b) < 20
            }
            #expect(grey != nil, "the chevron is at the left")
            ink.look("rtl-table.png")
            // A swipe to the left (towards the leading edge's opposite) slides the row left and shows "Pin".
            h.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 69), duration: 0.3)
            h.step()
            #expect(cell.frame.minX < -40, "the content slid left: \(cell.frame)")
            ink.look("rtl-table-swiped.png")
            h.tap(at: CGPoint(x: 385, y: 66))
            for _ in 0..<20 { h.step() }
            #expect(list.pinned == [1])
        }
    }

    @Test("segments run from the right, a slider and a progress view fill from the right, a switch is on at left")
    func controls() throws {
        let h = TransitionHarness(width: 340, height: 220)
        try rightToLeft(h) {
            let segments = UISegmentedControl(items: ["One", "Two", "Three"])
            segments.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
            segments.selectedSegmentIndex = 0
            h.window.addSubview(segments)
            let slider = UISlider(frame: CGRect(x: 20, y: 70, width: 300, height: 31))
            slider.value = 0.25
            slider.minimumTrackTintColor = .systemRed
            h.window.addSubview(slider)
            let progress = UIProgressView(progressViewStyle: .default)
            progress.frame = CGRect(x: 20, y: 120, width: 300, height: 4)
            progress.progress = 0.25
            progress.progressTintColor = .systemRed
            h.window.addSubview(progress)
            let toggle = UISwitch(frame: CGRect(x: 20, y: 150, width: 0, height: 0))
            toggle.isOn = true
            h.window.addSubview(toggle)
            h.step()
            let ink = ScreenInk(h: h)
            ink.look("rtl-controls.png")
            // The slider's filled (red) track runs from the right end to the thumb, a quarter of the way in.
            let fill = try #require(ink.box(in: CGRect(x: 0, y: 70, width: 340, height: 31), where: ink.isRed))
            #expect(fill.maxX >= 315 && fill.minX > 220 && fill.minX < 260, "slider fill \(fill)")
            let bar = try #require(ink.box(in: CGRect(x: 0, y: 118, width: 340, height: 8), where: ink.isRed))
            #expect(bar.maxX >= 318 && bar.minX > 240 && bar.minX < 250, "progress fill \(bar)")
            // The switch's knob (white) is at its left when on, the green track showing at its right.
            let knob = ink.rgb(20 + 15, 150 + 15)
            let track = ink.rgb(20 + 42, 150 + 15)
            #expect(knob.r > 240 && knob.g > 240 && knob.b > 240, "knob \(knob)")
            #expect(track.g > 150 && track.r < 120, "track \(track)")
            // The first segment is the rightmost: a tap at the right selects it, one at the left the last.
            h.tap(at: CGPoint(x: 40, y: 36))
            #expect(segments.selectedSegmentIndex == 2)
            h.tap(at: CGPoint(x: 300, y: 36))
            #expect(segments.selectedSegmentIndex == 0)
        }
    }

    @Test("tabs run from the right: the first is rightmost")
    func tabBar() {
        let h = TransitionHarness(width: 360, height: 240)
        rightToLeft(h) {
            let pages = ["Home", "Search", "Settings"].map { name in
                let page = UIViewController()
                page.tabBarItem = UITabBarItem(title: name, image: UIImage(systemName: "star"), tag: 0)
                return page
            }
            let tabs = UITabBarController()
            tabs.viewControllers = pages
            h.window.rootViewController = tabs
            h.step()
            #expect(tabs.selectedIndex == 0)
            ScreenInk(h: h).look("rtl-tabs.png")
            // Three tabs of 120 points: the leftmost is the last.
            h.tap(at: CGPoint(x: 60, y: 240 - 20))
            #expect(tabs.selectedIndex == 2)
            h.tap(at: CGPoint(x: 300, y: 240 - 20))
            #expect(tabs.selectedIndex == 0)
        }
    }

    @Test("left to right nothing moves")
    func leftToRightUnchanged() throws {
        let h = TransitionHarness(width: 400, height: 300)
        let list = FruitList(style: .plain)
        h.window.rootViewController = list
        h.step()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.imageView!.frame.minX == 16)
        #expect(cell.textLabel!.frame.minX > cell.imageView!.frame.maxX)
        #expect(list.traitCollection.layoutDirection == .leftToRight)
    }
}
