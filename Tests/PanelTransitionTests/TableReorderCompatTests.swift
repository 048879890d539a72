import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Reordering table rows as Apple's documentation describes it ("Reordering table rows"): in editing
/// mode a row whose data source implements `tableView(_:moveRowAt:to:)` shows a reorder control at its
/// trailing edge; dragging it lifts the row, the others make room, and on release the data source gets
/// `moveRowAt` once with the final index paths. The delegate may retarget the move; `canMoveRowAt` false
/// hides the control; a cancelled drag, or one that ends where it began, moves nothing.
@Suite("PanelKitCompat: reordering table rows")
@MainActor
struct TableReorderCompatTests {
    /// A grocery list in sections: the usual UIKit reordering data source and delegate.
    final class Groceries: UITableViewController {
        var sections: [[String]]
        var moves: [String] = []
        var pinned: Set<String> = []
        var keepInSection = false
        var implementsCanMove = true

        init(_ sections: [[String]]) {
            self.sections = sections
            super.init(style: .plain)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.rowHeight = 44
        }
        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            cell.showsReorderControl = true
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            sections.count > 1 ? 28 : 0
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections.count > 1 ? "Aisle \(section + 1)" : nil
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            guard implementsCanMove else { return super.tableView(tableView, canMoveRowAt: indexPath) }
            return !pinned.contains(sections[indexPath.section][indexPath.row])
        }
        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            moves.append(
                "\(sourceIndexPath.section).\(sourceIndexPath.row)>\(destinationIndexPath.section).\(destinationIndexPath.row)"
            )
            let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
            sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
        }
        // Reorder-only rows: no minus, and no room kept for one.
        override func tableView(
            _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
        ) -> UITableViewCell.EditingStyle { .none }
        override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            false
        }
        // The answer from Stack Overflow's "limit reordering to a section", as UIKit code writes it.
        override func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            guard keepInSection, sourceIndexPath.section != proposedDestinationIndexPath.section else {
                return proposedDestinationIndexPath
            }
            var row = 0
            if sourceIndexPath.section < proposedDestinationIndexPath.section {
                row = self.tableView(tableView, numberOfRowsInSection: sourceIndexPath.section) - 1
            }
            return IndexPath(row: row, section: sourceIndexPath.section)
        }
    }

    private let width = 320.0

    /// A harness showing `list`, editing.
    private func show(_ list: Groceries, height: Int = 480, editing: Bool = true) -> TransitionHarness {
        let h = TransitionHarness(width: Int(width), height: height, root: list)
        list.setEditing(editing, animated: false)
        h.step()
        return h
    }

    /// The centre of a row's reorder control, in the window.
    private func grip(_ table: UITableView, _ row: Int, _ section: Int = 0) -> CGPoint {
        let r = table.convert(table.rectForRow(at: IndexPath(row: row, section: section)), to: nil)
        return CGPoint(x: width - 22, y: r.midY)
    }

    /// The texts of the cells on screen, top to bottom, as placed.
    private func shownTexts(_ table: UITableView) -> [String] {
        table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
    }

    @Test func draggingTheControlFromRow0ToRow3MovesTheRowOnce() {
        let list = Groceries([["Apples", "Bread", "Cheese", "Dates", "Eggs", "Figs"]])
        let h = show(list)
        let table = list.tableView!
        let apples = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(apples.isEditing && apples.contentView.frame.minX == 0, "a reorder-only row does not indent")
        #expect(apples.contentView.frame.width == width - 44, "the control takes the trailing 44 points")
        let g0 = grip(table, 0)
        #expect(
            h.surface.color(x: Int(g0.x), y: Int(g0.y)) == UIColor.systemGray.resolved(.light),
            "the control's middle line")
        #expect(
            h.surface.color(x: Int(g0.x), y: Int(g0.y) - 3) != UIColor.systemGray.resolved(.light),
            "a gap between the lines")
        #expect(h.surface.color(x: Int(g0.x), y: Int(g0.y) - 5) == UIColor.systemGray.resolved(.light), "the top line")

        // Held over row 3: the row is lifted under the finger and rows 1-3 moved up to open the gap.
        let g3 = grip(table, 3)
        h.press(from: g0, to: g3, duration: 0.5)
        h.wait(0.4)
        #expect(abs(apples.frame.midY - table.convert(g3, from: nil).y) < 1, "follows the finger: \(apples.frame)")
        #expect(apples.layer.shadowOpacity > 0, "lifted with a shadow")
        #expect(table.subviews.last === apples, "drawn above the other rows")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 0, "Bread slid up")
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 88, "Dates slid up")
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 176, "Eggs stays")
        #expect(list.moves.isEmpty, "nothing moves before the finger lifts")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/table-reorder-drag.png")
        }

        h.lift(at: g3)
        h.wait(0.5)
        #expect(list.moves == ["0.0>0.3"], "once, with the final index paths")
        #expect(list.sections[0] == ["Bread", "Cheese", "Dates", "Apples", "Eggs", "Figs"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === apples, "the cell kept, renumbered")
        #expect(apples.frame.minY == 132 && apples.layer.shadowOpacity == 0, "settled into place")
        #expect(shownTexts(table) == list.sections[0])
        #expect(table.visibleCells.map { $0.frame.minY } == [0, 44, 88, 132, 176, 220])
    }

    @Test func rowsMoveAcrossSectionsUnlessTheDelegateRetargets() {
        let list = Groceries([["Apples", "Bread", "Cheese"], ["Dates", "Eggs"]])
        let h = show(list)
        let table = list.tableView!
        // Bread dropped on Dates' place: into the second aisle, Dates moving up to make room, before Eggs.
        let from = grip(table, 1)
        let to = grip(table, 0, 1)
        h.press(from: from, to: to, duration: 0.5)
        h.wait(0.4)
        let header = table.headerView(forSection: 1)!
        #expect(header.frame.minY == table.rectForHeader(inSection: 1).minY - 44, "the header moved up too")
        h.lift(at: to)
        h.wait(0.5)
        #expect(list.moves == ["0.1>1.1"])
        #expect(list.sections == [["Apples", "Cheese"], ["Dates", "Bread", "Eggs"]])
        #expect(shownTexts(table) == ["Apples", "Cheese", "Dates", "Bread", "Eggs"])
        let headerTop = table.headerView(forSection: 1)?.frame.minY ?? -1
        #expect(abs(headerTop - (28 + 88)) < 0.001, "the header back in place: \(headerTop - 116)")

        // Kept in its aisle by the delegate: Apples dragged to the bottom lands last in the first aisle.
        list.keepInSection = true
        let bottom = grip(table, 2, 1)
        h.press(from: grip(table, 0), to: bottom, duration: 0.5)
        h.wait(0.4)
        h.lift(at: bottom)
        h.wait(0.5)
        #expect(list.moves == ["0.1>1.1", "0.0>0.1"])
        #expect(list.sections == [["Cheese", "Apples"], ["Dates", "Bread", "Eggs"]])
        #expect(shownTexts(table) == ["Cheese", "Apples", "Dates", "Bread", "Eggs"])
    }

    @Test func aRowThatCannotMoveShowsNoControlAndDoesNotMove() {
        let list = Groceries([["Apples", "Bread", "Cheese", "Dates"]])
        list.pinned = ["Bread"]
        let h = show(list)
        let table = list.tableView!
        let bread = grip(table, 1)
        #expect(
            h.surface.color(x: Int(bread.x), y: Int(bread.y)) != UIColor.systemGray.resolved(.light),
            "no control on Bread")
        #expect(
            h.surface.color(x: Int(grip(table, 2).x), y: Int(grip(table, 2).y)) == UIColor.systemGray.resolved(.light))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))!.contentView.frame.width == width)
        h.drag(from: bread, to: grip(table, 3), duration: 0.5)
        h.wait(0.5)
        #expect(list.moves.isEmpty && list.sections[0] == ["Apples", "Bread", "Cheese", "Dates"])
    }

    @Test func aCancelledDragOrADropWhereItBeganLeavesTheOrder() {
        let list = Groceries([["Apples", "Bread", "Cheese", "Dates", "Eggs"]])
        let h = show(list)
        let table = list.tableView!
        let order = list.sections[0]
        // Out to row 3 and back: dropped where it was, nothing is moved.
        h.press(from: grip(table, 1), to: grip(table, 3), duration: 0.4)
        h.wait(0.3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 44, "Cheese made room")
        h.press(from: grip(table, 3), to: grip(table, 1), duration: 0.4)
        h.lift(at: grip(table, 1))
        h.wait(0.5)
        #expect(list.moves.isEmpty && list.sections[0] == order)
        #expect(table.visibleCells.map { $0.frame.minY } == [0, 44, 88, 132, 176], "all back in place")

        // The system cancels the touch mid-drag: the rows go back, the data source hears nothing.
        h.press(from: grip(table, 0), to: grip(table, 4), duration: 0.4)
        h.wait(0.3)
        h.touch([TouchEvent(id: 0, phase: .cancelled, location: grip(table, 4), timestamp: 0)])
        h.wait(0.5)
        #expect(list.moves.isEmpty && list.sections[0] == order)
        #expect(shownTexts(table) == order)
        #expect(table.visibleCells.map { $0.frame.minY } == [0, 44, 88, 132, 176])

        // Editing ends mid-drag ("Done"): the drag is abandoned, the rows go back.
        h.press(from: grip(table, 0), to: grip(table, 3), duration: 0.4)
        h.wait(0.3)
        list.setEditing(false, animated: false)
        h.step(2)
        h.lift(at: grip(table, 3))
        h.wait(0.5)
        #expect(list.moves.isEmpty && list.sections[0] == order)
        #expect(table.visibleCells.map { $0.frame.minY } == [0, 44, 88, 132, 176])
        #expect(table.visibleCells.allSatisfy { $0.layer.shadowOpacity == 0 })
    }

    @Test func outsideEditingThereIsNoControl() {
        let list = Groceries([["Apples", "Bread", "Cheese"]])
        let h = show(list, editing: false)
        let table = list.tableView!
        let g = grip(table, 0)
        #expect(h.surface.color(x: Int(g.x), y: Int(g.y)) != UIColor.systemGray.resolved(.light))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))!.contentView.frame.width == width)
        h.drag(from: g, to: grip(table, 2), duration: 0.5)
        h.wait(0.5)
        #expect(list.moves.isEmpty && list.sections[0] == ["Apples", "Bread", "Cheese"])
        // Editing shows it; leaving editing takes it away again.
        list.setEditing(true, animated: false)
        h.step()
        #expect(h.surface.color(x: Int(g.x), y: Int(g.y)) == UIColor.systemGray.resolved(.light))
        list.setEditing(false, animated: false)
        h.step()
        #expect(h.surface.color(x: Int(g.x), y: Int(g.y)) != UIColor.systemGray.resolved(.light))
    }

    /// "By default, the reordering control is shown if the data source implements moveRowAt": without
    /// `canMoveRowAt`, every row shows it; a data source without `moveRowAt` shows none.
    @Test func implementingMoveRowAtAloneShowsTheControl() {
        let list = Groceries([["Apples", "Bread"]])
        list.implementsCanMove = false
        let h = show(list)
        let g = grip(list.tableView, 1)
        #expect(h.surface.color(x: Int(g.x), y: Int(g.y)) == UIColor.systemGray.resolved(.light))

        final class Plain: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let plain = Plain(style: .plain)
        let h2 = TransitionHarness(width: Int(width), height: 200, root: plain)
        plain.setEditing(true, animated: false)
        h2.step()
        let g2 = grip(plain.tableView, 1)
        #expect(h2.surface.color(x: Int(g2.x), y: Int(g2.y)) != UIColor.systemGray.resolved(.light))
    }

    @Test func theTableScrollsWhileTheRowIsHeldNearTheBottom() {
        let list = Groceries([(1...30).map { "Item \($0)" }])
        let h = show(list, height: 300)
        let table = list.tableView!
        let bottom = CGPoint(x: width - 22, y: 295)
        h.press(from: grip(table, 0), to: bottom, duration: 0.3)
        h.wait(1.5)
        #expect(table.contentOffset.y > 300, "scrolled: \(table.contentOffset.y)")
        h.lift(at: bottom)
        h.wait(0.5)
        #expect(list.moves.count == 1)
        let to = list.sections[0].firstIndex(of: "Item 1") ?? 0
        #expect(to > 10, "dropped far down: \(list.moves)")
        #expect(list.moves == ["0.0>0.\(to)"])
        #expect(table.cellForRow(at: IndexPath(row: to, section: 0))?.textLabel?.text == "Item 1")
    }

    /// In a navigation controller with the Edit button, as the template sets it up: the table scrolled to its
    /// end, a row held at the top edge scrolls it back up and lands near the start.
    @Test func inANavigationControllerARowHeldAtTheTopScrollsUp() {
        let list = Groceries([(1...30).map { "Item \($0)" }])
        let nav = UINavigationController(rootViewController: list)
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        let h = TransitionHarness(width: Int(width), height: 400, root: nav)
        let table = list.tableView!
        let top = table.convert(CGPoint.zero, to: nil).y + table.contentOffset.y
        h.tap(at: CGPoint(x: width - 25, y: top / 2 + 4))
        h.wait(0.5)
        #expect(table.isEditing)
        table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height - table.bounds.height), animated: false)
        h.step()
        let last = IndexPath(row: 29, section: 0)
        let from = grip(table, 29)
        let edge = CGPoint(x: width - 22, y: top + 5)
        h.press(from: from, to: edge, duration: 0.3)
        h.wait(2.5)
        #expect(table.contentOffset.y == 0, "scrolled back to the top: \(table.contentOffset.y)")
        h.lift(at: edge)
        h.wait(0.5)
        #expect(list.moves == ["0.29>0.0"], "landed first: \(list.moves)")
        #expect(list.sections[0].first == "Item 30")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Item 30")
        #expect(table.cellForRow(at: last) == nil || table.cellForRow(at: last)?.textLabel?.text == "Item 29")
    }

    @Test func aDiffableDataSourceMovesTheItemInItsSnapshot() {
        final class Source: UITableViewDiffableDataSource<Int, String> {
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 300), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = Source(tableView: table) { table, ip, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: ip)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Red", "Green", "Blue", "Cyan"])
        source.apply(snapshot, animatingDifferences: false)
        let h = TransitionHarness(width: Int(width), height: 300)
        h.window.addSubview(table)
        table.setEditing(true, animated: false)
        h.step()
        h.press(from: grip(table, 0), to: grip(table, 2), duration: 0.4)
        h.wait(0.3)
        h.lift(at: grip(table, 2))
        h.wait(0.5)
        #expect(source.snapshot().itemIdentifiers == ["Green", "Blue", "Red", "Cyan"])
        #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "Red")
        #expect(shownTexts(table) == ["Green", "Blue", "Red", "Cyan"])
    }
}
