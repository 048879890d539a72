import PanelEmbedded
import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Table view drag and drop as Apple's documentation describes it ("Supporting drag and drop in table
/// views"): a `UITableViewDragDelegate` returns a `UIDragItem` for the row a long press lifts, a
/// `UITableViewDropDelegate` proposes `.move` with `.insertAtDestinationIndexPath` for drags from the same
/// table (the rows open a gap) and performs the drop with `performBatchUpdates` and `moveRow(at:to:)`, or
/// with a diffable data source's snapshot. Also editing-mode reordering by the reorder control.
@Suite("PanelKitCompat: UITableView drag and drop")
@MainActor
struct TableDragDropCompatTests {
    final class ListViewController: UIViewController, UITableViewDataSource, UITableViewDragDelegate,
        UITableViewDropDelegate
    {
        var tableView: UITableView!
        var names = (0..<30).map { "Row \($0)" }
        var operation: UIDropOperation = .move
        var intent: UITableViewDropIntent = .insertAtDestinationIndexPath
        var destinations: [IndexPath?] = []
        var asked = 0
        var performed = 0
        var ended = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.rowHeight = 44
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = self
            tableView.dragDelegate = self
            tableView.dropDelegate = self
            tableView.dragInteractionEnabled = true
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            cell.backgroundColor = indexPath.row % 2 == 0 ? .systemYellow : .systemTeal
            return cell
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
            -> [UIDragItem]
        {
            asked += 1
            let name = names[indexPath.row]
            let item = UIDragItem(itemProvider: NSItemProvider(object: NSString(string: name)))
            item.localObject = name
            return [item]
        }

        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            destinations.append(destinationIndexPath)
            guard tableView.hasActiveDrag else { return UITableViewDropProposal(operation: .forbidden) }
            return UITableViewDropProposal(operation: operation, intent: intent)
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            performed += 1
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
                let source = item.sourceIndexPath
            else { return }
            tableView.performBatchUpdates {
                let name = self.names.remove(at: source.row)
                self.names.insert(name, at: destination.row)
                tableView.moveRow(at: source, to: destination)
            }
            coordinator.drop(item.dragItem, toRowAt: destination)
        }

        func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
            ended += 1
        }
    }

    private func show(_ vc: UIViewController) -> TransitionHarness {
        let h = TransitionHarness(width: 320, height: 480, root: vc)
        h.step(2)
        return h
    }

    /// A row's centre in the window.
    private func centre(_ table: UITableView, _ row: Int) -> CGPoint {
        let r = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    private func cell(_ table: UITableView, _ text: String) -> UITableViewCell? {
        table.visibleCells.first { $0.textLabel?.text == text }
    }

    @Test func draggingRowZeroOntoThePlaceOfRowThreeMovesIt() throws {
        let vc = ListViewController()
        let h = show(vc)
        let table = try #require(vc.tableView)
        func place(_ row: Int) -> CGRect { table.rectForRow(at: IndexPath(row: row, section: 0)) }
        h.holdAndMove(from: centre(table, 0), to: centre(table, 3))
        h.step(20)
        #expect(table.hasActiveDrag && table.hasActiveDrop)
        #expect(vc.destinations.last == IndexPath(row: 3, section: 0))
        // The gap: rows 1-3 close up behind the lifted row 0 and leave place 3 open; row 4 stays.
        #expect(cell(table, "Row 1")?.frame == place(0) && cell(table, "Row 2")?.frame == place(1))
        #expect(cell(table, "Row 3")?.frame == place(2) && cell(table, "Row 4")?.frame == place(4))
        #expect(
            table.visibleCells.filter { $0.frame.intersects(place(3)) && $0.alpha > 0 }.isEmpty,
            "nothing shows in the gap")
        // The lifted row's snapshot follows the finger above the table (yellow, row 0's colour).
        let finger = centre(table, 3)
        #expect(h.surface.color(x: 290, y: Int(finger.y)) == UIColor.systemYellow.resolved(.light))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try h.driver.writePNG(path: String(cString: dir) + "/table-drag-gap.png")
        }
        h.lift(at: finger)
        h.step(40)
        #expect(vc.performed == 1 && vc.ended == 1)
        #expect(Array(vc.names.prefix(5)) == ["Row 1", "Row 2", "Row 3", "Row 0", "Row 4"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Row 0")
        #expect(cell(table, "Row 0")?.frame == place(3) && cell(table, "Row 0")?.alpha == 1)
        #expect(cell(table, "Row 1")?.frame == place(0))
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        #expect(table.indexPathForSelectedRow == nil, "a drag selects no row")
    }

    @Test func droppingBelowTheLastRowMovesItToTheEnd() throws {
        let vc = ListViewController()
        vc.names = ["A", "B", "C", "D"]
        let h = show(vc)
        let table = try #require(vc.tableView)
        let below = CGPoint(x: 160, y: 400)
        h.holdAndMove(from: centre(table, 1), to: below)
        h.step(10)
        #expect(vc.destinations.last == IndexPath(row: 3, section: 0))
        h.lift(at: below)
        h.step(40)
        #expect(vc.names == ["A", "C", "D", "B"])
    }

    @Test func aCancelProposalOpensNoGapAndDropsNothing() throws {
        let vc = ListViewController()
        vc.operation = .cancel
        let h = show(vc)
        let table = try #require(vc.tableView)
        func place(_ row: Int) -> CGRect { table.rectForRow(at: IndexPath(row: row, section: 0)) }
        h.holdAndMove(from: centre(table, 0), to: centre(table, 3))
        h.step(20)
        #expect(table.hasActiveDrag && vc.destinations.last == IndexPath(row: 3, section: 0))
        #expect(cell(table, "Row 1")?.frame == place(1) && cell(table, "Row 3")?.frame == place(3))
        h.lift(at: centre(table, 3))
        h.step(40)
        #expect(vc.performed == 0 && vc.ended == 1)
        #expect(Array(vc.names.prefix(4)) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(cell(table, "Row 0")?.frame == place(0) && cell(table, "Row 0")?.alpha == 1)
    }

    @Test func insertIntoHighlightsTheDestinationRowInsteadOfOpeningAGap() throws {
        let vc = ListViewController()
        vc.intent = .insertIntoDestinationIndexPath
        let h = show(vc)
        let table = try #require(vc.tableView)
        h.holdAndMove(from: centre(table, 0), to: centre(table, 3))
        h.step(20)
        let target = try #require(cell(table, "Row 3"))
        #expect(target.isHighlighted && target.frame == table.rectForRow(at: IndexPath(row: 3, section: 0)))
        h.lift(at: centre(table, 3))
        h.step(40)
        #expect(!target.isHighlighted)
    }

    @Test func aFingerThatMovesFirstScrollsRatherThanDrags() throws {
        let vc = ListViewController()
        let h = show(vc)
        let table = try #require(vc.tableView)
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 150), duration: 0.3)
        h.step(30)
        #expect(table.contentOffset.y > 100, "scrolled: \(table.contentOffset)")
        #expect(vc.asked == 0 && vc.destinations.isEmpty && !table.hasActiveDrag)
    }

    @Test func withDraggingDisabledAPressLiftsNothing() throws {
        let vc = ListViewController()
        let h = show(vc)
        let table = try #require(vc.tableView)
        table.dragInteractionEnabled = false
        h.holdAndMove(from: centre(table, 0), to: centre(table, 3))
        h.lift(at: centre(table, 3))
        h.step(10)
        #expect(vc.asked == 0 && vc.destinations.isEmpty && vc.names.first == "Row 0")
    }

    final class DiffableList: UIViewController, UITableViewDragDelegate, UITableViewDropDelegate {
        var tableView: UITableView!
        var dataSource: UITableViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.rowHeight = 44
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
                tableView, indexPath, color in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = color
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Red", "Green", "Blue", "Cyan", "Magenta"])
            dataSource.apply(snapshot, animatingDifferences: false)
            tableView.dragDelegate = self
            tableView.dropDelegate = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
            -> [UIDragItem]
        {
            guard let color = dataSource.itemIdentifier(for: indexPath) else { return [] }
            let item = UIDragItem(itemProvider: NSItemProvider(object: NSString(string: color)))
            item.localObject = color
            return [item]
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
                let color = item.dragItem.localObject as? String,
                let target = dataSource.itemIdentifier(for: destination), target != color
            else { return }
            var snapshot = dataSource.snapshot()
            let down = (item.sourceIndexPath?.row ?? 0) < destination.row
            if down {
                snapshot.moveItem(color, afterItem: target)
            } else {
                snapshot.moveItem(color, beforeItem: target)
            }
            dataSource.apply(snapshot)
            coordinator.drop(item.dragItem, toRowAt: destination)
        }

        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            session.localDragSession != nil
                ? UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
                : UITableViewDropProposal(operation: .forbidden)
        }
    }

    @Test func aDiffableDataSourceReordersByApplyingASnapshot() throws {
        let vc = DiffableList()
        let h = show(vc)
        let table = try #require(vc.tableView)
        h.holdAndMove(from: centre(table, 3), to: centre(table, 1))
        h.step(20)
        h.lift(at: centre(table, 1))
        h.step(40)
        #expect(vc.dataSource.snapshot().itemIdentifiers == ["Red", "Cyan", "Green", "Blue", "Magenta"])
        let shown = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
        #expect(shown == ["Red", "Cyan", "Green", "Blue", "Magenta"])
    }

    final class Chores: UITableViewController {
        var chores = ["Dishes", "Laundry", "Vacuum", "Trash", "Plants"]
        var moves: [(IndexPath, IndexPath)] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            chores.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = chores[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            moves.append((sourceIndexPath, destinationIndexPath))
            chores.insert(chores.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    @Test func editingModeReorderControlCallsMoveRowAt() throws {
        let vc = Chores(style: .plain)
        let h = show(vc)
        vc.setEditing(true, animated: false)
        h.step()
        let table = try #require(vc.tableView)
        func grip(_ row: Int) -> CGPoint { CGPoint(x: 320 - 22, y: centre(table, row).y) }
        h.press(from: grip(0), to: grip(3), duration: 0.5)
        h.wait(0.4)
        #expect(cell(table, "Laundry")?.frame.minY == table.rectForRow(at: IndexPath(row: 0, section: 0)).minY)
        h.lift(at: grip(3))
        h.wait(0.5)
        #expect(vc.moves.count == 1)
        #expect(
            vc.moves.first?.0 == IndexPath(row: 0, section: 0) && vc.moves.first?.1 == IndexPath(row: 3, section: 0))
        #expect(vc.chores == ["Laundry", "Vacuum", "Trash", "Dishes", "Plants"])
    }
}
