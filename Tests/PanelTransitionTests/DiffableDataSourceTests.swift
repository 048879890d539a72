import PanelKitCompat
import Testing

@testable import PanelKit

/// `DiffableDataSourceSnapshot` (`NSDiffableDataSourceSnapshot`) against Apple's documented semantics:
/// items without a section go to the last one, indexes count across sections, moves and inserts are
/// relative to other identifiers, deleting a section deletes its items, duplicates trap.
@Suite("Diffable data source snapshots as Apple documents them")
struct DiffableSnapshotTests {
    enum Section: Hashable, Sendable { case fruit, vegetables, nuts }
    typealias Snapshot = DiffableDataSourceSnapshot<Section, String>

    @Test func appendingItemsWithoutASectionAppendsToTheLastSection() {
        var s = Snapshot()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0 && s.itemIdentifiers.isEmpty)
        s.appendSections([.fruit, .vegetables])
        s.appendItems(["Carrot", "Leek"])
        s.appendItems(["Apple", "Pear"], toSection: .fruit)
        #expect(s.sectionIdentifiers == [.fruit, .vegetables])
        #expect(s.itemIdentifiers == ["Apple", "Pear", "Carrot", "Leek"])
        #expect(s.itemIdentifiers(inSection: .vegetables) == ["Carrot", "Leek"])
        #expect(s.numberOfItems == 4 && s.numberOfItems(inSection: .fruit) == 2)
        #expect(s.sectionIdentifier(containingItem: "Leek") == .vegetables)
        #expect(s.sectionIdentifier(containingItem: "Kiwi") == nil)
        #expect(s.indexOfItem("Carrot") == 2, "counted across the sections")
        #expect(s.indexOfItem("Kiwi") == nil)
        #expect(s.indexOfSection(.vegetables) == 1 && s.indexOfSection(.nuts) == nil)
    }

    @Test func itemsAreInsertedMovedAndDeletedRelativeToOtherItems() {
        var s = Snapshot()
        s.appendSections([.fruit, .vegetables])
        s.appendItems(["Apple", "Cherry"], toSection: .fruit)
        s.appendItems(["Carrot"], toSection: .vegetables)
        s.insertItems(["Banana"], beforeItem: "Cherry")
        s.insertItems(["Date", "Elderberry"], afterItem: "Cherry")
        #expect(s.itemIdentifiers(inSection: .fruit) == ["Apple", "Banana", "Cherry", "Date", "Elderberry"])
        s.moveItem("Apple", afterItem: "Elderberry")
        #expect(s.itemIdentifiers(inSection: .fruit) == ["Banana", "Cherry", "Date", "Elderberry", "Apple"])
        s.moveItem("Date", beforeItem: "Carrot")
        #expect(s.itemIdentifiers(inSection: .fruit) == ["Banana", "Cherry", "Elderberry", "Apple"])
        #expect(s.itemIdentifiers(inSection: .vegetables) == ["Date", "Carrot"], "moved into the other section")
        #expect(s.sectionIdentifier(containingItem: "Date") == .vegetables)
        s.moveItem("Banana", beforeItem: "Banana")
        #expect(s.indexOfItem("Banana") == 0, "moving before itself does nothing")
        s.deleteItems(["Cherry", "Carrot", "Kiwi"])
        #expect(s.itemIdentifiers == ["Banana", "Elderberry", "Apple", "Date"], "unknown identifiers are ignored")
        #expect(s.numberOfItems == 4 && s.indexOfItem("Date") == 3)
        #expect(s.sectionIdentifier(containingItem: "Cherry") == nil)
        s.deleteAllItems()
        #expect(s.numberOfItems == 0 && s.numberOfSections == 0)
    }

    @Test func sectionsAreInsertedMovedAndDeletedWithTheirItems() {
        var s = Snapshot()
        s.appendSections([.fruit])
        s.insertSections([.nuts], afterSection: .fruit)
        s.insertSections([.vegetables], beforeSection: .nuts)
        #expect(s.sectionIdentifiers == [.fruit, .vegetables, .nuts])
        s.appendItems(["Apple"], toSection: .fruit)
        s.appendItems(["Almond"], toSection: .nuts)
        s.moveSection(.fruit, afterSection: .nuts)
        #expect(s.sectionIdentifiers == [.vegetables, .nuts, .fruit])
        #expect(s.itemIdentifiers == ["Almond", "Apple"], "items move with their section")
        #expect(s.indexOfSection(.fruit) == 2 && s.indexOfItem("Apple") == 1)
        s.moveSection(.fruit, beforeSection: .vegetables)
        #expect(s.sectionIdentifiers == [.fruit, .vegetables, .nuts])
        s.deleteSections([.fruit])
        #expect(s.sectionIdentifiers == [.vegetables, .nuts])
        #expect(s.sectionIdentifier(containingItem: "Apple") == nil && s.numberOfItems == 1)
        s.appendItems(["Apple"], toSection: .vegetables)
        #expect(s.itemIdentifiers == ["Apple", "Almond"], "a deleted item's identifier may be used again")
    }

    @Test func reloadMarksAndCopiesAreIndependent() {
        var s = Snapshot()
        s.appendSections([.fruit])
        s.appendItems(["Apple", "Pear"])
        var copy = s
        copy.appendItems(["Plum"])
        copy.reloadItems(["Pear"])
        copy.reconfigureItems(["Apple"])
        copy.reloadSections([.fruit])
        #expect(s.numberOfItems == 2 && copy.numberOfItems == 3)
        #expect(copy.reloadedItemIdentifiers == ["Pear"] && copy.reconfiguredItemIdentifiers == ["Apple"])
        #expect(copy.reloadedSectionIdentifiers == [.fruit])
        #expect(s.reloadedItemIdentifiers.isEmpty && s.reloadedSectionIdentifiers.isEmpty)
        copy.deleteItems(["Pear"])
        #expect(copy.reloadedItemIdentifiers.isEmpty, "a deleted item is no longer marked")
    }

    @Test func duplicateItemIdentifiersTrap() async {
        await #expect(processExitsWith: .failure) {
            var s = DiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["A", "B", "A"])
        }
        await #expect(processExitsWith: .failure) {
            var s = DiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0, 1])
            s.appendItems(["A"], toSection: 0)
            s.appendItems(["A"], toSection: 1)
        }
    }

    @Test func appendingItemsWithoutSectionsTraps() async {
        await #expect(processExitsWith: .failure) {
            var s = DiffableDataSourceSnapshot<Int, String>()
            s.appendItems(["A"])
        }
    }
}

/// `TableViewDiffableDataSource` (`UITableViewDiffableDataSource`) on a table in an offscreen window:
/// applied snapshots become rows, kept rows keep their cells, and an animated apply slides, fades in and
/// fades out rows by item.
@Suite("Table view diffable data source")
@MainActor
struct TableViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, more, extra }

    /// A data source whose sections have titles and whose rows delete by swiping, as UIKit subclasses
    /// write it.
    final class EditableDataSource: TableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section).map { "\($0)" }
        }
        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var s = snapshot()
            s.deleteItems([item])
            apply(s)
        }
    }

    final class ListController: ViewController {
        let tableView = TableView(frame: .zero, style: .plain)
        var dataSource: TableViewDiffableDataSource<Section, String>!
        var provided: [String] = []
        let editable: Bool

        init(editable: Bool = false) {
            self.editable = editable
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            let provider: TableViewDiffableDataSource<Section, String>.CellProvider = { [unowned self] tv, ip, item in
                self.provided.append(item)
                let cell = tv.dequeueReusableCell(withIdentifier: "cell", for: ip)
                cell.textLabel.text = item
                return cell
            }
            dataSource =
                editable
                ? EditableDataSource(tableView: tableView, cellProvider: provider)
                : TableViewDiffableDataSource(tableView: tableView, cellProvider: provider)
        }

        func show(_ items: [String], animated: Bool = false) {
            var s = DiffableDataSourceSnapshot<Section, String>()
            s.appendSections([.main])
            s.appendItems(items)
            dataSource.apply(s, animatingDifferences: animated)
        }
    }

    func texts(_ table: TableView) -> [String] { table.visibleCells.map { $0.textLabel.text ?? "" } }

    func setUp(_ controller: ListController) -> TransitionHarness {
        let h = TransitionHarness(width: 400, height: 300, root: controller)
        controller.show(["A", "B", "C", "D", "E"])
        h.step()
        return h
    }

    @Test func anAppliedSnapshotBecomesTheRows() {
        let list = ListController()
        _ = setUp(list)
        let table = list.tableView
        let ds = list.dataSource!
        #expect(table.dataSource === ds, "the data source sets itself as the table's")
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 5)
        #expect(texts(table) == ["A", "B", "C", "D", "E"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
        #expect(list.provided == ["A", "B", "C", "D", "E"])
        #expect(ds.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "C")
        #expect(ds.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
        #expect(ds.indexPath(for: "D") == IndexPath(row: 3, section: 0))
        #expect(ds.indexPath(for: "Z") == nil)
        #expect(ds.sectionIdentifier(for: 0) == .main && ds.sectionIdentifier(for: 1) == nil)
        #expect(ds.index(for: .main) == 0)
        #expect(ds.snapshot().itemIdentifiers == ["A", "B", "C", "D", "E"])
    }

    /// Deleting "B" with animation: the model changes at once ("C" is row 1, with the cell it had), and on
    /// screen "C" slides up from row 2 while a picture of "B" fades out where it was.
    @Test func anAnimatedDeleteSlidesTheRowsBelowAndFadesTheRowOut() {
        let list = ListController()
        let h = setUp(list)
        let table = list.tableView
        let c = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var s = list.dataSource.snapshot()
        s.deleteItems(["B"])
        var done = false
        list.dataSource.apply(s) { done = true }
        #expect(texts(table) == ["A", "C", "D", "E"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === c, "the row kept its cell")
        #expect(list.provided == ["A", "B", "C", "D", "E"], "no cell was asked for")
        #expect(c.frame.minY == 44 && c.presentationFrame.minY == 88)
        let covers = table.subviews.filter { $0 is TransitionSnapshotView }
        #expect(covers.count == 1 && covers.first?.frame.minY == 44)
        h.wait(0.12)
        let y = c.presentationFrame.minY
        #expect(y > 44 && y < 88, "mid-slide: \(y)")
        let alpha = covers.first?.presentation.alpha ?? -1
        #expect(alpha > 0 && alpha < 1, "mid-fade: \(alpha)")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/diffable-table-delete-mid.png")
        }
        #expect(!done)
        h.wait(0.4)
        #expect(c.presentationFrame.minY == 44)
        #expect(!table.subviews.contains { $0 is TransitionSnapshotView })
        #expect(done, "the completion runs when the animation ends")
        #expect(list.dataSource.indexPath(for: "C") == IndexPath(row: 1, section: 0))
    }

    /// An inserted row fades in while the rows after it slide down.
    @Test func anAnimatedInsertFadesTheNewRowIn() {
        let list = ListController()
        let h = setUp(list)
        let table = list.tableView
        let b = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        list.provided = []
        var s = list.dataSource.snapshot()
        s.insertItems(["A2"], afterItem: "A")
        list.dataSource.apply(s, animatingDifferences: true)
        #expect(list.provided == ["A2"], "only the new row's cell is asked for")
        let new = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(new.textLabel.text == "A2" && new.alpha == 1 && new.presentation.alpha == 0)
        h.wait(0.12)
        #expect(new.presentation.alpha > 0 && new.presentation.alpha < 1)
        #expect(b.presentationFrame.minY > 44 && b.presentationFrame.minY < 88)
        h.wait(0.4)
        #expect(new.presentation.alpha == 1 && b.presentationFrame.minY == 88)
        #expect(texts(table) == ["A", "A2", "B", "C", "D", "E"])
    }

    /// A move keeps the row's cell (UIKit's `moveRow(at:to:)`); animated, it slides to its new place.
    @Test func aMovedRowKeepsItsCellAndSlides() {
        let list = ListController()
        let h = setUp(list)
        let table = list.tableView
        let a = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        list.provided = []
        var s = list.dataSource.snapshot()
        s.moveItem("A", afterItem: "D")
        list.dataSource.apply(s, animatingDifferences: false)
        #expect(texts(table) == ["B", "C", "D", "A", "E"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === a && a.frame.minY == 3 * 44)
        #expect(list.provided.isEmpty)
        s.moveItem("A", beforeItem: "B")
        list.dataSource.apply(s)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === a && a.frame.minY == 0)
        h.wait(0.12)
        #expect(a.presentationFrame.minY > 0 && a.presentationFrame.minY < 3 * 44)
        h.wait(0.4)
        #expect(a.presentationFrame.minY == 0 && texts(table) == ["A", "B", "C", "D", "E"])
        #expect(list.provided.isEmpty)
    }

    /// Reloading (or reconfiguring, which hands the provider the same cell) an item asks the cell provider
    /// again for that item only, and reloading a section for its rows; an apply
    /// without animation changes only what differs (UIKit since iOS 15); `applySnapshotUsingReloadData`
    /// asks again for every row on screen.
    @Test func reloadAsksTheProviderForThatItemOnly() {
        let list = ListController()
        _ = setUp(list)
        let table = list.tableView
        list.provided = []
        var s = list.dataSource.snapshot()
        s.reloadItems(["C"])
        list.dataSource.apply(s, animatingDifferences: false)
        #expect(list.provided == ["C"])
        #expect(list.dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "the marks are not kept")
        let d = table.cellForRow(at: IndexPath(row: 3, section: 0))
        s = list.dataSource.snapshot()
        s.reconfigureItems(["D"])
        list.dataSource.apply(s, animatingDifferences: false)
        #expect(list.provided == ["C", "D"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === d, "reconfiguring keeps the cell")
        s = list.dataSource.snapshot()
        s.appendItems(["F"])
        list.dataSource.apply(s, animatingDifferences: false)
        #expect(list.provided == ["C", "D", "F"])
        list.dataSource.apply(list.dataSource.snapshot(), animatingDifferences: false)
        #expect(list.provided == ["C", "D", "F"], "an unchanged snapshot changes nothing")
        list.provided = []
        s.reloadSections([.main])
        s.deleteItems(["A"])
        list.dataSource.apply(s, animatingDifferences: false)
        #expect(list.provided == ["B", "C", "D", "E", "F"], "the section's rows that stay, once each")
        s.appendItems(["A"])
        list.provided = []
        var done = false
        list.dataSource.applySnapshotUsingReloadData(s) { done = true }
        #expect(done && list.provided == ["B", "C", "D", "E", "F", "A"])
        #expect(texts(table) == ["B", "C", "D", "E", "F", "A"])
    }

    /// Sections reordered, added and deleted: the rows that stay keep their cells and slide to where their
    /// items went; the titles come from the subclass's override again.
    @Test func sectionChangesMoveTheSectionsAndAnimateByItem() {
        let list = ListController(editable: true)
        let h = setUp(list)
        let table = list.tableView
        var s = DiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.main, .more])
        s.appendItems(["A", "B"], toSection: .main)
        s.appendItems(["C"], toSection: .more)
        list.dataSource.apply(s, animatingDifferences: false)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 28 + 2 * 44 + 28)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "more")
        let cellC = table.cellForRow(at: IndexPath(row: 0, section: 1))
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        s.moveSection(.more, beforeSection: .main)
        list.dataSource.apply(s)
        let c = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(c === cellC && table.cellForRow(at: IndexPath(row: 0, section: 1)) === cellA, "cells kept")
        #expect(c.textLabel.text == "C" && c.frame.minY == 28)
        #expect(c.presentationFrame.minY == 28 + 2 * 44 + 28, "it starts where C was")
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "more")
        h.wait(0.12)
        #expect(c.presentationFrame.minY > 28 && c.presentationFrame.minY < 144)
        h.wait(0.4)
        #expect(c.presentationFrame.minY == 28 && texts(table) == ["C", "A", "B"])
        #expect(list.dataSource.indexPath(for: "A") == IndexPath(row: 0, section: 1))
        // Delete the first section and add one at the end holding C again and a new D: A and B keep their cells.
        s.deleteSections([.more])
        s.appendSections([.extra])
        s.appendItems(["C", "D"], toSection: .extra)
        list.dataSource.apply(s, animatingDifferences: false)
        #expect(table.numberOfSections == 2 && texts(table) == ["A", "B", "C", "D"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellA)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "extra")
    }

    /// The table holds its data source weakly, as UIKit's: the app keeps it.
    @Test func theTableHoldsTheDataSourceWeakly() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        var ds: TableViewDiffableDataSource<Section, Int>? = TableViewDiffableDataSource(tableView: table) {
            tv, ip, n in
            let cell = tv.dequeueReusableCell(withIdentifier: "cell", for: ip)
            cell.textLabel.text = "\(n)"
            return cell
        }
        weak let weakDataSource = ds
        var s = DiffableDataSourceSnapshot<Section, Int>()
        s.appendSections([.main])
        s.appendItems([1, 2, 3])
        ds?.apply(s)
        #expect(table.numberOfRows(inSection: 0) == 3)
        ds = nil
        #expect(weakDataSource == nil && table.dataSource == nil)
    }

    /// A subclass that says rows may be edited and commits deletions gets UIKit's editing: its rows show a
    /// minus, and "Delete" removes the item through a new snapshot. The base class's rows are not editable.
    @Test func aSubclassThatCommitsDeletesRows() {
        let plain = ListController()
        _ = setUp(plain)
        plain.tableView.setEditing(true, animated: false)
        plain.tableView.layoutIfNeeded()
        #expect(
            plain.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.editingStyle
                == TableViewCell.EditingStyle.none)

        let list = ListController(editable: true)
        let h = setUp(list)
        let table = list.tableView
        table.setEditing(true, animated: false)
        h.step()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingStyle == .delete)
        let y = table.convert(Point(x: 0, y: table.rectForRow(at: IndexPath(row: 1, section: 0)).midY), to: nil).y
        h.tap(at: Point(x: 22, y: y))
        h.wait(0.5)
        h.tap(at: Point(x: 370, y: y))
        h.wait(0.5)
        #expect(texts(table) == ["A", "C", "D", "E"])
        #expect(list.dataSource.snapshot().itemIdentifiers == ["A", "C", "D", "E"])
    }
}
