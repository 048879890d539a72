import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A table's editing mode as Apple's documentation and Xcode's template use it: the controller's
/// `editButtonItem` in the navigation bar calls `setEditing(_:animated:)`, which a table view controller
/// passes to its table; editable rows show a red minus (or a green plus) and move their content aside; a
/// tap on the minus shows "Delete", which commits `.delete`; a plus commits `.insert`; taps select nothing
/// and rows do not swipe while editing.
@Suite("Editing a table")
@MainActor
struct TableViewEditingTests {
    final class ListController: UITableViewController {
        var items = ["Milk", "Eggs", "Bread", "Butter"]
        var committed: [String] = []
        var selectedRows: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            navigationItem.rightBarButtonItem = editButtonItem
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count + 1
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = indexPath.row < items.count ? items[indexPath.row] : "Add item"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 0
        }
        override func tableView(
            _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
        ) -> UITableViewCell.EditingStyle {
            indexPath.row == items.count ? .insert : .delete
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            if editingStyle == .delete {
                committed.append("delete \(indexPath)")
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            } else if editingStyle == .insert {
                committed.append("insert \(indexPath)")
                items.append("New")
                tableView.insertRows(at: [indexPath], with: .automatic)
            }
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selectedRows.append(indexPath)
        }
    }

    @Test func theEditButtonShowsEditingControlsThatCommit() {
        let list = ListController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        let h = TransitionHarness(width: 400, height: 400, root: nav)
        let table = list.tableView!
        let top = table.convert(CGPoint.zero, to: nil).y - table.contentOffset.y
        func y(_ row: Int) -> CGFloat { top + CGFloat(row) * 44 + 22 }
        #expect(list.editButtonItem.title == "Edit")
        #expect(!table.isEditing)
        // The bar's right item, "Edit".
        h.tap(at: CGPoint(x: 375, y: top / 2 + 4))
        h.wait(0.5)
        #expect(list.isEditing && table.isEditing)
        #expect(list.editButtonItem.title == "Done" && list.editButtonItem.style == .done)

        let milk = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let eggs = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let add = table.cellForRow(at: IndexPath(row: 4, section: 0))!
        #expect(milk.contentView.frame.minX == 0 && milk.editingStyle == .none, "row 0 may not be edited")
        #expect(eggs.contentView.frame.minX == 38 && eggs.isEditing && eggs.editingStyle == .delete)
        #expect(add.editingStyle == .insert)
        #expect(h.surface.color(x: 22, y: Int(y(1)) - 7) == .systemRed.resolved(.light), "a red circle")
        #expect(h.surface.color(x: 22, y: Int(y(1))) == .white, "with a white minus")
        #expect(h.surface.color(x: 16, y: Int(y(4)) - 6) == .systemGreen.resolved(.light), "a green plus")
        #expect(h.surface.color(x: 22, y: Int(y(0)) - 7) != .systemRed.resolved(.light))
        #expect(h.surface.color(x: 380, y: Int(y(1))) == .white, "no chevron while editing")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/table-editing.png")
        }

        // Taps on rows select nothing; sideways drags do not swipe.
        h.tap(at: CGPoint(x: 200, y: y(2)))
        #expect(list.selectedRows.isEmpty)
        h.drag(from: CGPoint(x: 300, y: y(2)), to: CGPoint(x: 100, y: y(2)), duration: 0.3)
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)

        // The minus shows "Delete" at the trailing edge; tapping it commits.
        h.tap(at: CGPoint(x: 22, y: y(1)))
        h.wait(0.5)
        #expect(h.surface.color(x: 396, y: Int(y(1))) == .systemRed.resolved(.light), "Delete shows")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/table-editing-delete.png")
        }
        #expect(list.committed.isEmpty)
        h.tap(at: CGPoint(x: 370, y: y(1)))
        #expect(list.committed == ["delete \(IndexPath(row: 1, section: 0))"])
        #expect(list.items == ["Milk", "Bread", "Butter"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Bread")

        // The plus commits an insertion at once.
        h.wait(0.5)
        h.tap(at: CGPoint(x: 22, y: y(3)))
        #expect(list.committed.last == "insert \(IndexPath(row: 3, section: 0))")
        #expect(table.numberOfRows(inSection: 0) == 5)
        h.step()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isEditing == true, "new rows edit too")

        // "Done" leaves editing: the controls go, the content and chevrons come back, taps select.
        h.tap(at: CGPoint(x: 375, y: top / 2 + 4))
        h.wait(0.5)
        #expect(!list.isEditing && !table.isEditing && list.editButtonItem.title == "Edit")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX == 0)
        #expect(h.surface.color(x: 22, y: Int(y(1)) - 7) != .systemRed.resolved(.light))
        h.tap(at: CGPoint(x: 200, y: y(2)))
        #expect(list.selectedRows == [IndexPath(row: 2, section: 0)])
    }
}
