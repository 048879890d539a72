import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Table and list details from Apple's documentation: `allowsMultipleSelectionDuringEditing` (selection
/// circles while editing, several rows selected, `indexPathsForSelectedRows`), `sectionHeaderTopPadding`,
/// and `UIListContentConfiguration.ImageProperties` (`maximumSize`, `reservedLayoutSize`, `cornerRadius`,
/// `tintColor`).
@Suite("PanelKitCompat: table editing selection, header padding and image properties")
@MainActor
struct TableFidelityCompatTests {
    /// Mail-style rows: pick several while editing.
    final class InboxController: UITableViewController {
        var selections: [Int] = []
        var configure: ((UITableViewCell, IndexPath) -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.rowHeight = 44
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Section \(section)"
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Message \(indexPath.section).\(indexPath.row)"
            cell.contentConfiguration = content
            configure?(cell, indexPath)
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selections.append(indexPath.section * 10 + indexPath.row)
        }
    }

    @Test func editingWithMultipleSelectionShowsCirclesAndSelectsSeveralRows() {
        let controller = InboxController(style: .plain)
        let h = TransitionHarness(width: 320, height: 400, root: controller)
        h.step()
        let table = controller.tableView!
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        h.step()
        let white: UInt32 = 0xFFFF_FFFF
        let headerHeight = table.rectForHeader(inSection: 0).height
        let row1 = table.rectForRow(at: IndexPath(row: 1, section: 0))
        // An empty grey circle at the leading edge of each row.
        func circleInk(_ row: CGRect) -> [UInt32] {
            (8..<36).flatMap { x in
                (Int(row.midY) - 12..<Int(row.midY) + 12).map { y in h.surface.pixel(x: x, y: y) }
            }.filter { $0 != white }
        }
        #expect(!circleInk(row1).isEmpty)
        #expect(headerHeight > 0)
        // Tapping two rows selects both; the circles fill with the blue checkmark.
        h.tap(at: CGPoint(x: 160, y: row1.midY))
        let row2 = table.rectForRow(at: IndexPath(row: 0, section: 1))
        h.tap(at: CGPoint(x: 160, y: row2.midY))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        #expect(controller.selections == [1, 10])
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/table-multiple-selection-editing.png")
        }
        let blueish = circleInk(row1).contains { pixel in
            let r = (pixel >> 16) & 0xFF
            let b = pixel & 0xFF
            return b > 200 && r < 100
        }
        #expect(blueish)
        // A second tap deselects.
        h.tap(at: CGPoint(x: 160, y: row1.midY))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
    }

    @Test func sectionHeaderTopPaddingAddsSpaceAboveEachHeader() {
        let controller = InboxController(style: .plain)
        let h = TransitionHarness(width: 320, height: 400, root: controller)
        h.step()
        let table = controller.tableView!
        let header = table.rectForHeader(inSection: 1)
        let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 1))
        table.sectionHeaderTopPadding = 12
        h.step()
        #expect(table.rectForHeader(inSection: 0).minY == 12)
        #expect(table.rectForHeader(inSection: 1).minY == header.minY + 24)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == firstRow.minY + 24)
        #expect(table.headerView(forSection: 0)?.frame.minY == 12)
        // Nonsense counts as none.
        table.sectionHeaderTopPadding = -50
        h.step()
        #expect(table.rectForHeader(inSection: 1).minY == header.minY)
    }

    @Test func imagePropertiesSizeRoundAndTintTheImage() {
        let controller = InboxController(style: .plain)
        controller.configure = { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = "Message"
            content.image = UIImage(systemName: "star.fill")
            content.imageProperties.maximumSize = CGSize(width: 20, height: 20)
            content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 20)
            content.imageProperties.cornerRadius = 4
            content.imageProperties.tintColor = indexPath.row == 0 ? .systemRed : nil
            cell.contentConfiguration = content
        }
        let h = TransitionHarness(width: 320, height: 400, root: controller)
        h.step()
        let table = controller.tableView!
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let image = cell?.imageView
        // At most 20 points, centred in the 40 points reserved, and rounded.
        #expect(image?.frame.width == 20 && image?.frame.height == 20)
        #expect(image.map { close($0.frame.minX, 16 + 10, 0.01) } == true)
        #expect(image?.layer.cornerRadius == 4)
        #expect(image?.tintColor == .systemRed)
        // The text starts after the reserved width and the padding.
        #expect(cell?.textLabel.map { close($0.frame.minX, 16 + 40 + 16, 0.01) } == true)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/list-image-properties.png")
        }
    }

    @Test func listHeaderTopPaddingAddsSpaceAboveEachSectionHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 12
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.header()
            content.text = "Section \(indexPath.section)"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["A", "B"], toSection: 0)
        snapshot.appendItems(["C"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        let h = TransitionHarness(width: 320, height: 400, root: controller)
        h.step()
        let kind = UICollectionView.elementKindSectionHeader
        let first = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: 0))
        let second = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(first?.frame.minY == 12)
        let firstRow = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        if let first, let firstRow { #expect(close(first.frame.maxY, firstRow.minY)) }
        // The second header sits 12 points below the end of the first section.
        let lastRow = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        if let second, let lastRow {
            #expect(close(second.frame.minY, lastRow.maxY + 12))
        } else {
            Issue.record("no header or row placed")
        }
        withExtendedLifetime(dataSource) {}
    }
}
