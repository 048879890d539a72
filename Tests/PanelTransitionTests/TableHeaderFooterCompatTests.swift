import PanelKitCompat
import Testing

@testable import PanelKit

/// Section headers and section changes as iOS table code writes them: a registered
/// `UITableViewHeaderFooterView` subclass dequeued in `viewForHeaderInSection`, titles restyled in
/// `willDisplayHeaderView`, and `insertSections` / `deleteSections` / `moveSection` / `reloadSections` with
/// `IndexSet`s, following UIKit's documentation: deletions numbered as before the change, insertions as after.
@Suite("PanelKitCompat: UITableViewHeaderFooterView and section changes")
@MainActor
struct TableHeaderFooterCompatTests {
    /// A header with a count badge at the trailing edge, built in its `contentView`.
    final class CountHeader: UITableViewHeaderFooterView {
        static let identifier = "CountHeader"
        let badge = UILabel()
        var reuses = 0

        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            badge.textColor = .white
            badge.backgroundColor = .systemRed
            badge.textAlignment = .center
            contentView.addSubview(badge)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            badge.frame = CGRect(x: contentView.bounds.width - 56, y: 4, width: 40, height: 22)
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
            badge.text = nil
        }
    }

    /// Sections of fruit names; section headers from a registered class, or titles restyled red.
    final class FruitViewController: UITableViewController {
        var sections: [(title: String, rows: [String])] = [
            ("Apples", ["Gala", "Fuji"]), ("Berries", ["Straw", "Blue", "Rasp"]), ("Citrus", ["Lime"]),
        ]
        var customHeaders = true
        var displayed: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            tableView.register(CountHeader.self, forHeaderFooterViewReuseIdentifier: CountHeader.identifier)
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].rows.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            customHeaders ? nil : sections[section].title
        }

        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard customHeaders,
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: CountHeader.identifier)
                    as? CountHeader
            else { return nil }
            header.textLabel?.text = sections[section].title
            header.badge.text = "\(sections[section].rows.count)"
            return header
        }

        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            customHeaders ? 30 : UITableView.automaticDimension
        }

        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            displayed.append(sections[section].title)
            guard !customHeaders, let header = view as? UITableViewHeaderFooterView else { return }
            header.textLabel?.textColor = .systemRed
        }
    }

    private func titles(_ table: UITableView) -> [String?] {
        (0..<table.numberOfSections).map { table.headerView(forSection: $0)?.textLabel?.text }
    }

    @Test func registeredHeadersAreDequeuedAndShowTheirContent() throws {
        let vc = FruitViewController()
        let h = TransitionHarness(width: 400, height: 480, root: vc)
        h.step(2)
        let table = vc.tableView!
        #expect(titles(table) == ["Apples", "Berries", "Citrus"])
        let berries = try #require(table.headerView(forSection: 1) as? CountHeader)
        #expect(berries.badge.text == "3")
        #expect(berries.reuseIdentifier == CountHeader.identifier)
        #expect(table.rectForHeader(inSection: 1).height == 30)
        #expect(vc.displayed == ["Apples", "Berries", "Citrus"], "willDisplayHeaderView once for each")
        // The badge is drawn at the header's trailing edge.
        let badge = berries.badge.convert(CGPoint(x: 20, y: 2), to: nil)
        let pixel = h.surface.pixel(x: Int(badge.x), y: Int(badge.y))
        #expect((pixel >> 16) & 0xFF > 200 && (pixel >> 8) & 0xFF < 90, "the red badge shows")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/table-count-headers.png")
        }
        // A reload hands the same header objects out again, after prepareForReuse.
        table.reloadData()
        h.step(2)
        let again = try #require(table.headerView(forSection: 1) as? CountHeader)
        #expect(again.badge.text == "3")
        let all = (0..<3).compactMap { table.headerView(forSection: $0) as? CountHeader }
        #expect(all.map(\.reuses).reduce(0, +) == 3, "three headers came from the reuse queue")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Unregistered") == nil)
    }

    @Test func titleHeadersCanBeRestyledInWillDisplayHeaderView() throws {
        let vc = FruitViewController()
        vc.customHeaders = false
        let h = TransitionHarness(width: 400, height: 480, root: vc)
        h.step(2)
        let table = vc.tableView!
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "Apples")
        #expect(header.textLabel?.textColor == .systemRed)
        // The title's glyphs are red on the header's band.
        let label = try #require(header.textLabel)
        let snapshot = h.surface
        var reddest: UInt32 = 0
        let origin = label.convert(CGPoint.zero, to: nil)
        for y in Int(origin.y)..<Int(origin.y + label.bounds.height) {
            for x in Int(origin.x)..<Int(origin.x + 60) {
                let p = snapshot.pixel(x: x, y: y)
                if (p >> 8) & 0xFF < 80 { reddest = max(reddest, (p >> 16) & 0xFF) }
            }
        }
        #expect(reddest > 200, "red title glyphs")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/table-red-titles.png")
        }
    }

    @Test func sectionsAreInsertedDeletedMovedAndReloadedKeepingCellsAndSelection() throws {
        let vc = FruitViewController()
        let h = TransitionHarness(width: 400, height: 600, root: vc)
        h.step(2)
        let table = vc.tableView!
        table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        let blue = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        // Insert a section at the top: the others move down one, the selection with them.
        vc.sections.insert(("Avocados", ["Hass"]), at: 0)
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        h.step()
        #expect(titles(table) == ["Avocados", "Apples", "Berries", "Citrus"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 2))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 2)) === blue, "the cell moved along")
        // Delete two sections (old numbering) in one batch with a row insertion (new numbering).
        table.performBatchUpdates {
            vc.sections.remove(at: 3)
            vc.sections.remove(at: 0)
            vc.sections[0].rows.append("Pink Lady")
            table.deleteSections([0, 3], with: .fade)
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }
        h.step()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(titles(table) == ["Apples", "Berries"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Pink Lady")
        // Move Berries to the top.
        vc.sections.swapAt(0, 1)
        table.moveSection(1, toSection: 0)
        h.step()
        #expect(titles(table) == ["Berries", "Apples"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === blue)
        // Reload a section with new rows: its cells are asked for again.
        vc.sections[1].rows = ["Braeburn"]
        table.reloadSections(IndexSet(integer: 1), with: .none)
        h.step()
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Braeburn")
        #expect((table.headerView(forSection: 1) as? CountHeader)?.badge.text == "1")
    }

    @Test func collectionViewSectionsAreInsertedAndDeleted() {
        final class Source: NSObject, UICollectionViewDataSource {
            var counts = [2, 3]
            func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                counts[section]
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let h = TransitionHarness(width: 400, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 480), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Source()
        grid.dataSource = source
        h.window.addSubview(grid)
        h.step(2)
        grid.selectItem(at: IndexPath(item: 2, section: 1), animated: false, scrollPosition: [])
        source.counts.insert(4, at: 0)
        grid.insertSections(IndexSet(integer: 0))
        h.step()
        #expect(grid.numberOfSections == 3 && grid.numberOfItems(inSection: 0) == 4)
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 2)])
        source.counts.remove(at: 1)
        grid.deleteSections([1])
        h.step()
        #expect(grid.numberOfSections == 2 && grid.numberOfItems(inSection: 1) == 3)
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])
        #expect(grid.visibleCells.count == 7)
    }
}
