import PanelKitCompat
import Testing

/// Self-sizing rows as Apple's documentation describes them (iOS 11's default): with `rowHeight` left at
/// `UITableView.automaticDimension`, each row is as tall as its cell's content asks: a multi-line label's
/// text, or the Auto Layout constraints in the cell's `contentView`; a delegate's height or a numeric
/// `rowHeight` still wins.
@Suite("Self-sizing table rows")
@MainActor
struct TableViewSelfSizingTests {
    static let longText =
        "Self-sizing table view cells take their height from their content: this sentence is long enough "
        + "to wrap onto several lines in a row three hundred and twenty points wide."

    /// A data source as the documentation writes one: a label with `numberOfLines = 0` in each cell.
    final class NotesSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var notes = ["Short", TableViewSelfSizingTests.longText, "Also short"]
        var cellsAsked: [IndexPath] = []
        var heights: [IndexPath: CGFloat] = [:]

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellsAsked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = notes[indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights[indexPath] ?? UITableView.automaticDimension
        }
    }

    func makeTable(_ source: NotesSource, height: CGFloat = 480) -> (TransitionHarness, UITableView) {
        let controller = UIViewController()
        let h = TransitionHarness(width: 320, height: Int(height), root: controller)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        h.step(2)
        return (h, table)
    }

    /// A multi-line label makes its row taller, the single-line rows stay 44 points, and the rows below
    /// and the content size follow; changing the text and reloading the row measures it again.
    @Test func aMultiLineLabelMakesItsRowTaller() {
        let source = NotesSource()
        let (h, table) = makeTable(source)
        let rows = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(rows[0].height == 44)
        #expect(rows[1].height > 3 * 17, "three lines or more: \(rows[1].height)")
        #expect(rows[2].height == 44)
        #expect(rows[1].minY == 44 && rows[2].minY == 44 + rows[1].height)
        #expect(table.contentSize.height == 88 + rows[1].height)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.frame == rows[1])
        let label = cell.textLabel!
        #expect(label.sizeThatFits(CGSize(width: label.bounds.width, height: .infinity)).height <= label.bounds.height)
        // The long text's pixels reach below a standard row: some dark text lies below y = 44 + 44.
        let dark = (88..<Int(rows[1].maxY) - 4).contains { y in
            (20..<300).contains { x in h.surface.color(x: x, y: y).red < 0.5 }
        }
        #expect(dark, "the third line of the long note is drawn")

        source.notes[1] = "Now short"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        h.step()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(table.contentSize.height == 3 * 44)
        source.notes.append(TableViewSelfSizingTests.longText)
        table.reloadData()
        h.step()
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == rows[1].height)
        #expect(table.contentSize.height == 3 * 44 + rows[1].height)
    }

    /// An empty update (`beginUpdates()` then `endUpdates()`, or `performBatchUpdates(nil)`) measures the
    /// rows on screen again, as UIKit does after a shown cell's content changed; the cell stays.
    @Test func anEmptyUpdateMeasuresTheRowsOnScreenAgain() {
        let source = NotesSource()
        source.notes = ["One", "Two", "Three"]
        let (h, table) = makeTable(source)
        let row = IndexPath(row: 1, section: 0)
        #expect(table.rectForRow(at: row).height == 44)
        let cell = table.cellForRow(at: row)!
        source.notes[1] = TableViewSelfSizingTests.longText
        cell.textLabel?.text = source.notes[1]
        h.step()
        #expect(table.rectForRow(at: row).height == 44, "not measured again without an update")
        table.beginUpdates()
        table.endUpdates()
        h.step()
        let tall = table.rectForRow(at: row).height
        #expect(tall > 3 * 17)
        #expect(table.cellForRow(at: row) === cell && cell.frame.height == tall)
        #expect(table.contentSize.height == 88 + tall)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 44 + tall)
        source.notes[1] = "Two"
        cell.textLabel?.text = "Two"
        table.performBatchUpdates(nil)
        h.step()
        #expect(table.rectForRow(at: row).height == 44)
        #expect(table.contentSize.height == 3 * 44)
    }

    /// The delegate's height wins over the cell's, and a numeric `rowHeight` wins for every row.
    @Test func theDelegatesHeightAndANumericRowHeightWin() {
        let source = NotesSource()
        source.heights[IndexPath(row: 1, section: 0)] = 60
        let (h, table) = makeTable(source)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        #expect(table.contentSize.height == 44 + 60 + 44)

        let plain = NotesSource()
        let (h2, other) = makeTable(plain)
        other.delegate = nil
        other.rowHeight = 50
        h2.step()
        #expect((0..<3).map { other.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [50, 50, 50])
        #expect(other.contentSize.height == 150)
        other.rowHeight = UITableView.automaticDimension
        h2.step()
        #expect(other.rectForRow(at: IndexPath(row: 1, section: 0)).height > 60, "automatic again")
        h.step()
    }

    /// A list content configuration's text wraps (`numberOfLines` is 0 by default, as in UIKit) and makes
    /// the row taller.
    final class ConfiguredSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = indexPath.row == 0 ? TableViewSelfSizingTests.longText : "One line"
            #expect(content.textProperties.numberOfLines == 0)
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func aContentConfigurationsTextSizesTheRow() {
        let controller = UIViewController()
        let h = TransitionHarness(width: 320, height: 480, root: controller)
        let table = UITableView(frame: controller.view.bounds, style: .insetGrouped)
        let source = ConfiguredSource()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        table.dataSource = source
        controller.view.addSubview(table)
        h.step(2)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 3 * 17)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    }

    /// A custom cell as the documentation builds one: a view pinned to the content view's edges with a
    /// fixed height of 120 points gives a 120-point row; a cell whose subviews have frames but no
    /// constraints, and a single-line label, stays at 44.
    final class BannerCell: UITableViewCell {
        let banner = UIView()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            banner.backgroundColor = .systemOrange
            banner.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: contentView.topAnchor),
                banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                banner.heightAnchor.constraint(equalToConstant: 120),
            ])
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class FramedCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let badge = UIView(frame: CGRect(x: 200, y: 4, width: 30, height: 90))
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class MixedSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let id = ["Banner", "Framed", "Banner"][indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
            cell.textLabel?.text = indexPath.row == 1 ? "A single line" : nil
            return cell
        }
    }

    @Test func constraintsInTheContentViewGiveTheHeight() {
        let controller = UIViewController()
        let h = TransitionHarness(width: 320, height: 480, root: controller)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        let source = MixedSource()
        table.register(BannerCell.self, forCellReuseIdentifier: "Banner")
        table.register(FramedCell.self, forCellReuseIdentifier: "Framed")
        table.dataSource = source
        controller.view.addSubview(table)
        h.step(2)
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights == [120, 44, 120])
        #expect(table.contentSize.height == 284)
        let banner = (table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BannerCell)?.banner
        #expect(banner?.frame == CGRect(x: 16, y: 0, width: 288, height: 120))
        #expect(h.surface.color(x: 160, y: 100) == .systemOrange.resolved(.light))
        #expect(h.surface.color(x: 160, y: 120 + 22) != .systemOrange.resolved(.light), "the framed row is 44 points")
        #expect(h.surface.color(x: 160, y: 164 + 60) == .systemOrange.resolved(.light))
    }

    /// Rows are measured as they come on screen, as in UIKit: the cells of rows far below are not asked
    /// for until scrolled to, and the content grows as their real heights replace the 44-point estimate;
    /// a row that came on screen above the rows shown keeps those rows still.
    @Test func rowsAreMeasuredAsTheyComeOnScreen() {
        let source = NotesSource()
        source.notes = (0..<40).map { $0 % 2 == 0 ? "Row \($0)" : TableViewSelfSizingTests.longText }
        let (h, table) = makeTable(source, height: 300)
        #expect(!source.cellsAsked.contains(IndexPath(row: 30, section: 0)))
        let before = table.contentSize.height
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(tall > 44)
        // Scrolled through a screen at a time, as a finger would, to the end.
        for _ in 0..<60 where table.contentOffset.y < table.contentSize.height - table.bounds.height {
            let next = min(table.contentOffset.y + 200, table.contentSize.height - table.bounds.height)
            table.setContentOffset(CGPoint(x: 0, y: next), animated: false)
            h.step()
        }
        #expect(source.cellsAsked.contains(IndexPath(row: 39, section: 0)))
        #expect(table.contentSize.height > before)
        #expect(table.contentSize.height == 20 * 44 + 20 * tall, "every row measured once seen")
        let last = table.rectForRow(at: IndexPath(row: 39, section: 0))
        #expect(last.maxY == table.contentSize.height)

        // Jumping to the end of a fresh table, then scrolling up: rows above come on screen taller than
        // estimated, and the rows that were shown stay where the scroll put them.
        let fresh = NotesSource()
        fresh.notes = source.notes
        let (h2, other) = makeTable(fresh, height: 300)
        for _ in 0..<3 {
            other.setContentOffset(CGPoint(x: 0, y: other.contentSize.height - 300), animated: false)
            h2.step()
        }
        #expect(other.indexPathsForVisibleRows?.last == IndexPath(row: 39, section: 0))
        var grew = 0
        for _ in 0..<8 {
            guard let top = other.indexPathsForVisibleRows?.first else { break }
            let onScreen = other.rectForRow(at: top).minY - other.contentOffset.y
            let size = other.contentSize.height
            other.setContentOffset(CGPoint(x: 0, y: other.contentOffset.y - 100), animated: false)
            h2.step()
            if other.contentSize.height != size { grew += 1 }
            #expect(other.rectForRow(at: top).minY - other.contentOffset.y == onScreen + 100, "\(top)")
            #expect(other.cellForRow(at: top)?.frame.minY == other.rectForRow(at: top).minY)
        }
        #expect(grew > 0, "rows above turned out taller than estimated")
    }
}
