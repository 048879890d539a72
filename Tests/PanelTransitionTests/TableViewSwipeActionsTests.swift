import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Swiping table rows as Apple's documentation describes it: a data source implementing
/// `tableView(_:commit:forRowAt:)` gets swipe-to-delete; iOS 11's `UISwipeActionsConfiguration` of
/// `UIContextualAction`s replaces it on either edge, with a full swipe running the first action;
/// `tableView(_:canEditRowAt:)` false keeps a row still; a touch elsewhere or a scroll closes an open row.
/// Everything is driven by touches on an offscreen screen.
@Suite("Swiping table rows to their actions")
@MainActor
struct TableViewSwipeActionsTests {
    /// Xcode's table view controller template with its commented-out editing methods written in.
    final class InboxController: UITableViewController {
        var items = (1...12).map { "Message \($0)" }
        var committed: [String] = []
        var selectedRows: [IndexPath] = []
        var locked: Set<Int> = []
        var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var editingLog: [String] = []
        var pendingRow: IndexPath?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            !locked.contains(indexPath.row)
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            if editingStyle == .delete {
                committed.append("delete \(indexPath)")
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selectedRows.append(indexPath)
        }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { trailing?(indexPath) }
        override func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { leading?(indexPath) }
        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            editingLog.append("begin \(indexPath)")
        }
        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            editingLog.append("end \(indexPath.map { "\($0)" } ?? "nil")")
        }
    }

    /// The middle of row `row` (44-point rows from the top of a 400-point-wide screen).
    func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

    func setUp() -> (TransitionHarness, InboxController) {
        let controller = InboxController(style: .plain)
        let h = TransitionHarness(width: 400, height: 300, root: controller)
        return (h, controller)
    }

    /// Swiping a row to the left slides its content aside and reveals a red "Delete" at the trailing edge;
    /// tapping it calls `commit` with `.delete` for that row, and the controller's `deleteRows` removes it.
    @Test func swipeToDeleteCommitsTheDeletion() {
        let (h, inbox) = setUp()
        let table = inbox.tableView!
        let row = IndexPath(row: 1, section: 0)
        h.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 200, y: rowY(1) + 3), duration: 0.3)
        h.wait(0.5)
        let cell = table.cellForRow(at: row)!
        #expect(cell.frame.minX < -60 && cell.frame.minX > -120, "the content slid left: \(cell.frame)")
        #expect(inbox.editingLog == ["begin \(row)"])
        // A full-height red button in the space the content left, with a white title in it.
        let openWidth = -cell.frame.minX
        #expect(h.surface.color(x: 398, y: 45) == .systemRed.resolved(.light))
        #expect(h.surface.color(x: 398, y: 87) == .systemRed.resolved(.light))
        #expect(h.surface.color(x: Int(400 - openWidth) + 2, y: Int(rowY(1))) == .systemRed.resolved(.light))
        #expect(h.surface.color(x: Int(400 - openWidth) - 2, y: Int(rowY(1))) != .systemRed.resolved(.light))
        let whiteTitle = (Int(400 - openWidth)..<400).contains { x in
            (50..<84).contains { y in
                let c = h.surface.color(x: x, y: y)
                return c.red > 0.95 && c.green > 0.95
            }
        }
        #expect(whiteTitle, "the title is drawn in white")
        #expect(h.surface.color(x: 398, y: Int(rowY(0))) != .systemRed.resolved(.light), "other rows stay closed")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/swipe-delete.png")
        }
        #expect(inbox.committed.isEmpty, "nothing is deleted before the tap")

        h.tap(at: CGPoint(x: 400 - openWidth / 2, y: rowY(1)))
        #expect(inbox.committed == ["delete \(row)"])
        #expect(inbox.selectedRows.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 11)
        #expect(table.cellForRow(at: row)?.textLabel?.text == "Message 3")
        #expect(table.contentSize.height == 11 * 44)
        h.wait(0.5)
        #expect(table.cellForRow(at: row)?.frame.minX == 0)
        #expect(h.surface.color(x: 398, y: Int(rowY(1))) != .systemRed.resolved(.light), "no actions are left showing")
        #expect(inbox.editingLog == ["begin \(row)", "end nil"], "the row is gone")
    }

    /// A short swipe springs back closed; `canEditRowAt` false keeps a row from swiping at all.
    @Test func shortSwipesCloseAndLockedRowsDoNotSwipe() {
        let (h, inbox) = setUp()
        let table = inbox.tableView!
        h.drag(from: CGPoint(x: 300, y: rowY(2)), to: CGPoint(x: 280, y: rowY(2)), duration: 0.4, hold: 0.2)
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)
        #expect(h.surface.color(x: 398, y: Int(rowY(2))) != .systemRed.resolved(.light))

        inbox.locked = [0]
        h.drag(from: CGPoint(x: 300, y: rowY(0)), to: CGPoint(x: 150, y: rowY(0)), duration: 0.3)
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
        #expect(h.surface.color(x: 398, y: Int(rowY(0))) != .systemRed.resolved(.light))
        #expect(inbox.editingLog.filter { $0.hasPrefix("begin") }.count == 1, "only the short swipe began")
        // A row that may be edited still swipes.
        h.drag(from: CGPoint(x: 300, y: rowY(3)), to: CGPoint(x: 150, y: rowY(3)), duration: 0.3)
        h.wait(0.5)
        #expect(h.surface.color(x: 398, y: Int(rowY(3))) == .systemRed.resolved(.light))
    }

    /// A data source without `commit` and no configurations: rows do not swipe, and a sideways drag
    /// selects nothing.
    final class PlainSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A table view controller subclass that does not override `commit`.
    final class ReadOnlyController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    @Test func withoutCommitRowsDoNotSwipe() {
        let readOnly = ReadOnlyController(style: .plain)
        let r = TransitionHarness(width: 400, height: 300, root: readOnly)
        r.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 100, y: rowY(1)), duration: 0.3)
        r.wait(0.5)
        #expect(readOnly.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        #expect(r.surface.color(x: 398, y: Int(rowY(1))) != .systemRed.resolved(.light))

        let controller = UIViewController()
        let h = TransitionHarness(width: 400, height: 300, root: controller)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        let source = PlainSource()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        controller.view.addSubview(table)
        h.step(2)
        h.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 100, y: rowY(1)), duration: 0.3)
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        #expect(h.surface.color(x: 398, y: Int(rowY(1))) != .systemRed.resolved(.light))
    }

    /// iOS 11's configurations: two trailing actions (the first at the edge) in their colours, a leading
    /// one on the other side; tapping an action calls its handler with the action, and its completion
    /// closes the row.
    @Test func swipeActionConfigurationsOnBothEdges() {
        let (h, inbox) = setUp()
        let table = inbox.tableView!
        var handled: [String] = []
        inbox.trailing = { ip in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                handled.append("Delete \(ip)")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
                handled.append("\(action.title ?? "") \(ip) \(view.frame.width > 0)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        inbox.leading = { _ in
            let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                handled.append("Pin")
                done(false)
            }
            pin.backgroundColor = .systemGreen
            return UISwipeActionsConfiguration(actions: [pin])
        }
        let row = IndexPath(row: 2, section: 0)
        h.drag(from: CGPoint(x: 350, y: rowY(2)), to: CGPoint(x: 150, y: rowY(2)), duration: 0.3)
        h.wait(0.5)
        let open = -table.cellForRow(at: row)!.frame.minX
        #expect(open >= 148, "two buttons' width: \(open)")
        #expect(h.surface.color(x: 396, y: Int(rowY(2))) == .systemRed.resolved(.light), "the first action at the edge")
        #expect(h.surface.color(x: Int(400 - open) + 4, y: Int(rowY(2))) == .systemOrange.resolved(.light))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/swipe-two-actions.png")
        }
        h.tap(at: CGPoint(x: 400 - open + 20, y: rowY(2)))
        #expect(handled == ["Flag \(row) true"])
        #expect(inbox.committed.isEmpty, "the configuration replaces the data source's Delete")
        h.wait(0.5)
        #expect(table.cellForRow(at: row)?.frame.minX == 0, "the completion closed the row")
        #expect(inbox.editingLog == ["begin \(row)", "end \(row)"])
        #expect(table.numberOfRows(inSection: 0) == 12)

        h.drag(from: CGPoint(x: 50, y: rowY(3)), to: CGPoint(x: 200, y: rowY(3)), duration: 0.3)
        h.wait(0.5)
        let leadingOpen = table.cellForRow(at: IndexPath(row: 3, section: 0))!.frame.minX
        #expect(leadingOpen >= 74 && leadingOpen < 150, "\(leadingOpen)")
        #expect(h.surface.color(x: 3, y: Int(rowY(3))) == .systemGreen.resolved(.light))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/swipe-leading.png")
        }
        h.tap(at: CGPoint(x: 20, y: rowY(3)))
        #expect(handled.last == "Pin")
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX == 0)
    }

    /// A full swipe runs the first action without a tap (here the configuration's Delete, which removes
    /// the row as the documentation's handlers do); with `performsFirstActionWithFullSwipe` false the same
    /// swipe only opens the row.
    @Test func aFullSwipeRunsTheFirstAction() {
        let (h, inbox) = setUp()
        let table = inbox.tableView!
        var fullSwipe = true
        inbox.trailing = { [unowned inbox] _ in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                guard let ip = inbox.pendingRow else { return done(false) }
                inbox.items.remove(at: ip.row)
                table.deleteRows(at: [ip], with: .automatic)
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [delete])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        inbox.pendingRow = IndexPath(row: 4, section: 0)
        h.drag(from: CGPoint(x: 390, y: rowY(4)), to: CGPoint(x: 40, y: rowY(4)), duration: 0.3)
        h.wait(0.5)
        #expect(inbox.items.count == 11)
        #expect(!inbox.items.contains("Message 5"))
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text == "Message 6")
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minX == 0)

        fullSwipe = false
        h.drag(from: CGPoint(x: 390, y: rowY(4)), to: CGPoint(x: 40, y: rowY(4)), duration: 0.3)
        h.wait(0.5)
        #expect(inbox.items.count == 11, "not run")
        let open = -(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minX ?? 0)
        #expect(open >= 74 && open < 120, "opened to the button's width: \(open)")
    }

    /// A tap elsewhere closes the open row and selects nothing; so does scrolling.
    @Test func aTapElsewhereOrAScrollCloses() {
        let (h, inbox) = setUp()
        let table = inbox.tableView!
        h.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 180, y: rowY(1)), duration: 0.3)
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))!.frame.minX < 0)
        h.tap(at: CGPoint(x: 100, y: rowY(4)))
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        #expect(inbox.selectedRows.isEmpty, "the tap only closed the row")
        #expect(h.surface.color(x: 398, y: Int(rowY(1))) != .systemRed.resolved(.light))
        #expect(inbox.committed.isEmpty)
        h.tap(at: CGPoint(x: 100, y: rowY(4)))
        #expect(inbox.selectedRows == [IndexPath(row: 4, section: 0)], "the next tap selects")

        h.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 180, y: rowY(1)), duration: 0.3)
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))!.frame.minX < 0)
        h.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.3)
        h.wait(1)
        #expect(table.contentOffset.y > 50)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX ?? 0 == 0)
        #expect(inbox.committed.isEmpty)
    }
}
