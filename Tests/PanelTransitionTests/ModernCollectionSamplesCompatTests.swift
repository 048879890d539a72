import PanelEmbedded
import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// UIKit collection and table programs as Apple's sample code writes them ("Supporting drag and drop in
/// table views"): a drop whose data is still loading puts a `UITableViewDropPlaceholder` row in with
/// `coordinator.drop(_:to:)`, and the returned context later commits the real row
/// (`commitInsertion(dataSourceUpdates:)`) or takes the placeholder out (`deletePlaceholder()`).
@Suite("PanelKitCompat: modern collection and table samples")
@MainActor
struct ModernCollectionSamplesCompatTests {
    final class PlaceholderViewController: UIViewController, UITableViewDataSource, UITableViewDragDelegate,
        UITableViewDropDelegate
    {
        var tableView: UITableView!
        var names = (0..<12).map { "Row \($0)" }
        var contexts: [UITableViewDropPlaceholderContext] = []
        var askedRows: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.rowHeight = 44
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = self
            tableView.dragDelegate = self
            tableView.dropDelegate = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            askedRows.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            cell.backgroundColor = .systemYellow
            return cell
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
            -> [UIDragItem]
        {
            [UIDragItem(itemProvider: NSItemProvider(object: NSString(string: names[indexPath.row])))]
        }

        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0)
            for item in coordinator.items {
                let placeholder = UITableViewDropPlaceholder(
                    insertionIndexPath: destinationIndexPath, reuseIdentifier: "Placeholder", rowHeight: 60)
                placeholder.cellUpdateHandler = { cell in
                    cell.textLabel?.text = "Loading…"
                    cell.backgroundColor = .systemGray
                }
                contexts.append(coordinator.drop(item.dragItem, to: placeholder))
            }
        }
    }

    private func centre(_ table: UITableView, _ row: Int) -> CGPoint {
        let r = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    /// Drags row 0 onto row 3's place and drops it: the delegate puts a placeholder there.
    private func dropPlaceholder(_ vc: PlaceholderViewController) throws -> TransitionHarness {
        let h = TransitionHarness(width: 320, height: 480, root: vc)
        h.step(2)
        let table = try #require(vc.tableView)
        h.holdAndMove(from: centre(table, 0), to: centre(table, 3))
        h.step(20)
        h.lift(at: centre(table, 3))
        h.step(40)
        return h
    }

    @Test func aDropPlaceholderRowShowsUntilTheDataIsCommitted() throws {
        let vc = PlaceholderViewController()
        let h = try dropPlaceholder(vc)
        let table = try #require(vc.tableView)
        let context = try #require(vc.contexts.first)
        let ip = IndexPath(row: 3, section: 0)
        // The placeholder is a 60-point row at 3, filled in by its handler; the data's rows move down.
        #expect(table.hasUncommittedUpdates)
        #expect(table.numberOfRows(inSection: 0) == 13 && vc.names.count == 12)
        #expect(table.rectForRow(at: ip).height == 60)
        #expect(table.cellForRow(at: ip)?.textLabel?.text == "Loading…")
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text == "Row 3")
        #expect(!vc.askedRows.contains(IndexPath(row: 12, section: 0)), "the data source is asked in its own rows")
        let mid = centre(table, 3)
        #expect(h.surface.color(x: 300, y: Int(mid.y)) == UIColor.systemGray.resolved(.light))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try h.driver.writePNG(path: String(cString: dir) + "/table-drop-placeholder.png")
        }
        // The data arrives: the update puts it where the placeholder was and the table shows its row.
        var committedAt: IndexPath?
        let committed = context.commitInsertion { insertionIndexPath in
            committedAt = insertionIndexPath
            vc.names.insert("Dropped", at: insertionIndexPath.row)
        }
        h.step(20)
        #expect(committed && committedAt == ip)
        #expect(!table.hasUncommittedUpdates)
        #expect(table.numberOfRows(inSection: 0) == 13)
        #expect(table.cellForRow(at: ip)?.textLabel?.text == "Dropped")
        #expect(table.rectForRow(at: ip).height == 44)
        #expect(h.surface.color(x: 300, y: Int(centre(table, 3).y)) == UIColor.systemYellow.resolved(.light))
        #expect(!context.deletePlaceholder(), "a committed placeholder is gone")
    }

    @Test func deletingADropPlaceholderClosesItsRow() throws {
        let vc = PlaceholderViewController()
        let h = try dropPlaceholder(vc)
        let table = try #require(vc.tableView)
        let context = try #require(vc.contexts.first)
        #expect(table.numberOfRows(inSection: 0) == 13)
        #expect(context.deletePlaceholder())
        h.step(20)
        #expect(!table.hasUncommittedUpdates && table.numberOfRows(inSection: 0) == 12)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Row 3")
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 44)
        #expect(!context.deletePlaceholder() && !context.commitInsertion { _ in })
    }
}
