import PanelKitCompat
import Testing

/// `UITableView`, `UITableViewCell` and `UITableViewController` as Apple's documentation and Xcode's
/// templates write them: a data source of sections and rows, cells dequeued by identifier and reused as
/// rows scroll, taps that highlight and select with the delegate's calls in UIKit's order, row changes,
/// content configurations, and the three styles' looks.
@Suite("Table views as Apple's documentation writes them")
@MainActor
struct TableViewTests {
    /// A table view controller as the template writes it, logging the delegate calls it gets.
    final class FruitTableViewController: UITableViewController {
        var sections = [["Apple", "Apricot", "Avocado"], (1...30).map { "Banana \($0)" }, ["Cherry"]]
        var log: [String] = []
        var cellsMade = 0
        var redirect: [IndexPath: IndexPath?] = [:]
        var deselectsOnSelect = false

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            cellsMade += 1
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            ["A", "B", "C"][section]
        }

        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            log.append("highlight \(indexPath)")
        }
        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            log.append("unhighlight \(indexPath)")
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath)")
            if let other = redirect[indexPath] { return other }
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath)")
            if deselectsOnSelect { tableView.deselectRow(at: indexPath, animated: true) }
        }
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath)")
        }
    }

    func setUp(_ controller: UIViewController, width: Int = 400, height: Int = 300) -> TransitionHarness {
        TransitionHarness(width: width, height: height, root: controller)
    }

    /// The rows on screen have cells, in sections under their 28-point plain headers, 44 points each; rows
    /// scrolled out give their cells back for reuse, so scrolling through 34 rows makes few cells.
    @Test func rowsComeFromTheDataSourceAndCellsAreReused() {
        let tvc = FruitTableViewController(style: .plain)
        let h = setUp(tvc)
        let table = tvc.tableView!
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 1) == 30)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 400, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 28 + 3 * 44 + 28)
        #expect(table.contentSize.height == 3 * 28 + 34 * 44)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Apricot")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 28 + 44 + 5)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil, "the header is not a row")
        let firstScreen = table.visibleCells.count
        #expect(firstScreen == 6, "rows meeting 300 points: \(table.indexPathsForVisibleRows ?? [])")
        table.scrollToRow(at: IndexPath(row: 0, section: 2), at: .bottom, animated: false)
        h.step()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 0, section: 2))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2))?.textLabel?.text == "Cherry")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        // Reuse: the jump to the end made one screen of cells more, not one per row.
        #expect(tvc.cellsMade <= 2 * firstScreen + 2, "\(tvc.cellsMade) cells made")
        let made = Set(table.visibleCells.map { ObjectIdentifier($0) })
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        h.step()
        #expect(table.visibleCells.contains { made.contains(ObjectIdentifier($0)) }, "cells came back from reuse")
        #expect(table.visibleCells.allSatisfy { $0.reuseIdentifier == "Cell" })
    }

    /// A tap highlights the row while the finger is down and selects it on lift, in UIKit's order; a second
    /// row's tap deselects the first. `willSelectRowAt` may redirect the selection or refuse it.
    @Test func aTapSelectsInUIKitsOrder() {
        let tvc = FruitTableViewController(style: .plain)
        let h = setUp(tvc)
        let table = tvc.tableView!
        h.tap(at: CGPoint(x: 100, y: 28 + 44 + 20))
        let second = IndexPath(row: 1, section: 0)
        #expect(
            tvc.log == ["highlight \(second)", "unhighlight \(second)", "willSelect \(second)", "didSelect \(second)"])
        #expect(table.indexPathForSelectedRow == second)
        #expect(table.cellForRow(at: second)?.isSelected == true)
        tvc.log = []
        h.tap(at: CGPoint(x: 100, y: 28 + 20))
        let first = IndexPath(row: 0, section: 0)
        #expect(tvc.log.suffix(2) == ["didDeselect \(second)", "didSelect \(first)"])
        #expect(table.indexPathsForSelectedRows == [first])
        #expect(table.cellForRow(at: second)?.isSelected == false)
        // Redirected to another row, and refused.
        tvc.redirect[IndexPath(row: 2, section: 0)] = IndexPath(row: 1, section: 0)
        h.tap(at: CGPoint(x: 100, y: 28 + 88 + 20))
        #expect(table.indexPathForSelectedRow == second)
        tvc.redirect[first] = .some(nil)
        tvc.log = []
        h.tap(at: CGPoint(x: 100, y: 28 + 20))
        #expect(!tvc.log.contains("didSelect \(first)"))
        #expect(table.indexPathForSelectedRow == second)
    }

    /// The documentation's habit: deselect in `didSelectRowAt`, so the row flashes and nothing stays
    /// selected; `clearsSelectionOnViewWillAppear` clears a selection when the view appears again; a drag
    /// scrolls and selects nothing.
    @Test func deselectingInDidSelectAndDragsThatScroll() {
        let tvc = FruitTableViewController(style: .plain)
        tvc.deselectsOnSelect = true
        let nav = UINavigationController(rootViewController: tvc)
        let h = setUp(nav)
        let table = tvc.tableView!
        h.tap(at: CGPoint(x: 100, y: 44 + 28 + 20))
        #expect(tvc.log.last == "didSelect \(IndexPath(row: 0, section: 0))")
        #expect(table.indexPathForSelectedRow == nil)
        tvc.deselectsOnSelect = false
        h.tap(at: CGPoint(x: 100, y: 44 + 28 + 20))
        #expect(table.indexPathForSelectedRow != nil)
        nav.pushViewController(UIViewController(), animated: false)
        h.step()
        nav.popViewController(animated: false)
        h.step()
        #expect(table.indexPathForSelectedRow == nil, "cleared as the table appeared again")
        tvc.log = []
        h.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 100), duration: 0.3)
        h.wait(1)
        #expect(table.contentOffset.y > 100)
        #expect(!tvc.log.contains { $0.hasPrefix("didSelect") })
    }

    /// Rows inserted and deleted after the data source changed: cells on screen move to their new rows,
    /// the selection follows its row, and the content grows and shrinks.
    @Test func insertingAndDeletingRows() {
        let tvc = FruitTableViewController(style: .plain)
        let h = setUp(tvc)
        let table = tvc.tableView!
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(tvc.log.isEmpty, "selecting in code tells the delegate nothing")
        let avocado = table.cellForRow(at: IndexPath(row: 2, section: 0))
        tvc.sections[0].insert("Acerola", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === avocado)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Acerola")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        tvc.sections[0].removeFirst(2)
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === avocado)
        #expect(table.contentSize.height == 3 * 28 + 33 * 44)
        h.step()
    }

    /// Cell subclasses as UIKit code writes them register and dequeue: one overriding
    /// `init(style:reuseIdentifier:)` with `required init?(coder:)`, and a collection view cell overriding
    /// `init(frame:)` the same way.
    final class BadgeCell: UITableViewCell {
        let badge = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class TileCell: UICollectionViewCell {
        var made = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            made = true
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func cellSubclassesWithUIKitsInitializers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
        table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
        let cell = table.dequeueReusableCell(withIdentifier: "Badge", for: IndexPath(row: 0, section: 0))
        #expect(cell is BadgeCell && cell.style == .value1 && cell.reuseIdentifier == "Badge")
        #expect((cell as? BadgeCell)?.badge.superview === cell.contentView)
        // Not registered: nil, and the older pattern makes its own.
        #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
        let own =
            table.dequeueReusableCell(withIdentifier: "Other")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Other")
        #expect(own.detailTextLabel != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)

        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
        let tile = collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
        #expect((tile as? TileCell)?.made == true && tile.reuseIdentifier == "Tile")
    }

    /// iOS 14's content configuration: `defaultContentConfiguration()`, texts set, then assigned.
    @Test func contentConfigurationsFillTheStandardLabels() {
        let h = setUp(UIViewController())
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.textProperties.color = .systemBlue
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        h.window.addSubview(cell)
        h.step()
        #expect(cell.textLabel?.text == "Wi-Fi" && cell.textLabel?.textColor == .systemBlue)
        #expect(cell.detailTextLabel?.text == "Home")
        #expect(cell.textLabel!.frame.maxY <= cell.detailTextLabel!.frame.minY, "the secondary text is below")
        #expect(cell.contentView.frame.maxX < 400 - 16, "the accessory takes the trailing edge")
        var value = UIListContentConfiguration.valueCell()
        value.text = "Volume"
        value.secondaryText = "80 %"
        cell.contentConfiguration = value
        h.step()
        #expect(cell.detailTextLabel!.frame.minX > cell.textLabel!.frame.minX, "the value is at the right")
        #expect(abs(cell.detailTextLabel!.frame.midY - cell.textLabel!.frame.midY) < 1)
    }

    /// The styles' looks: a plain table's header floats at the top while its rows scroll under it; a
    /// grouped table is grey with white rows; an inset grouped one rounds its groups' corners; a highlighted
    /// row is grey; separators run between rows.
    @Test func theStylesLook() throws {
        let plain = FruitTableViewController(style: .plain)
        let h = setUp(plain)
        plain.tableView.setContentOffset(CGPoint(x: 0, y: 28 + 3 * 44 + 28 + 5 * 44), animated: false)
        h.step()
        // Section B's header band is pinned at the top.
        #expect(h.surface.color(x: 200, y: 2) == .secondarySystemBackground.resolved(.light))
        #expect(plain.tableView.headerView(forSection: 1)?.frame.minY == plain.tableView.contentOffset.y)
        // A separator under the first visible row (B's sixth, at the top under the header), inset 16 points.
        let lineY = 43
        #expect(h.surface.color(x: 200, y: lineY) == .opaqueSeparator.resolved(.light))
        #expect(h.surface.color(x: 8, y: lineY) == .white)

        for style in [UITableView.Style.grouped, .insetGrouped] {
            let tvc = FruitTableViewController(style: style)
            let g = setUp(tvc)
            #expect(g.surface.color(x: 200, y: 5) == .systemGroupedBackground.resolved(.light), "\(style)")
            let firstRow = tvc.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
            #expect(firstRow.minY == 38, "\(style): the header makes room for its title")
            #expect(g.surface.color(x: 200, y: Int(firstRow.midY)) == .white, "\(style)")
            let corner = g.surface.color(x: Int(firstRow.minX), y: Int(firstRow.minY))
            #expect((corner == .white) == (style == .grouped), "\(style): round corners only when inset")
            let finger = CGPoint(x: 200, y: firstRow.midY)
            g.press(from: finger, to: finger, duration: 0.3)
            #expect(
                g.surface.color(x: 300, y: Int(firstRow.midY) + 12) == .systemGray4.resolved(.light),
                "\(style): highlighted")
            g.lift(at: finger)
        }
    }

    /// A delegate that gives a header view per section, counting how often it is asked.
    final class HeaderDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
        var asked = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func numberOfSections(in tableView: UITableView) -> Int { 8 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            if indexPath.section == 0 && indexPath.row == 1 {
                cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            }
            return cell
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            asked += 1
            let v = UIView()
            v.backgroundColor = .systemGreen
            return v
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 20 }
    }

    /// The table's separator inset reaches cells that keep the default, not a cell that sets its own; a
    /// delegate's header view is asked for once per section as the table measures and shows it.
    @Test func separatorInsetsAndHeaderViewsAskedOnce() {
        let controller = UIViewController()
        let h = setUp(controller)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        let source = HeaderDelegate()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        controller.view.addSubview(table)
        h.step(2)
        // Row 0's separator starts at 40; row 1 set its own inset of 0.
        let row0 = Int(table.rectForRow(at: IndexPath(row: 0, section: 0)).maxY) - 1
        let row1 = Int(table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY) - 1
        #expect(h.surface.color(x: 30, y: row0) == .white)
        #expect(h.surface.color(x: 50, y: row0) == .opaqueSeparator.resolved(.light))
        #expect(h.surface.color(x: 10, y: row1) == .opaqueSeparator.resolved(.light))
        #expect(h.surface.color(x: 200, y: 5) == .systemGreen.resolved(.light))
        // Eight sections measured, two shown (20 + 3 x 44 each): each header view was made once.
        #expect(source.asked == 8)
        table.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        h.step()
        table.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        h.step()
        #expect(source.asked == 8, "scrolling shows the views already made")
        #expect(h.surface.color(x: 200, y: 5) == .systemGreen.resolved(.light))
    }
}
