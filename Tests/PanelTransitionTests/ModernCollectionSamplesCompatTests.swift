import PanelEmbedded
import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// UIKit collection and table programs as Apple's sample code writes them ("Supporting drag and drop in
/// table views"): a drop whose data is still loading puts a `UITableViewDropPlaceholder` row in with
/// `coordinator.drop(_:to:)`, and the returned context later commits the real row
/// (`commitInsertion(dataSourceUpdates:)`) or takes the placeholder out (`deletePlaceholder()`); a
/// compositional layout's `NSCollectionLayoutGroup.custom` places items where its item provider says
/// ("Implementing Modern Collection Views"), and a header's `zIndex` orders it against the cells.
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

    // MARK: Compositional layouts

    final class GridController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        let layout: UICollectionViewLayout
        let count: Int
        var margins: UIEdgeInsets?
        static let colours: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]

        init(count: Int, layout: UICollectionViewLayout) {
            self.count = count
            self.layout = layout
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "Header")
            collectionView.dataSource = self
            if let margins { collectionView.layoutMargins = margins }
            view.addSubview(collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.backgroundColor = Self.colours[indexPath.item % Self.colours.count]
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
            view.backgroundColor = .black
            return view
        }
    }

    /// A mosaic: one big item on the left, two stacked on the right, the fourth laid over the big one's
    /// corner in front of it (zIndex 1).
    static func mosaicLayout() -> UICollectionViewCompositionalLayout {
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))
        let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize) { environment in
            let width = environment.container.contentSize.width
            let height = environment.container.contentSize.height
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width * 2 / 3, height: height)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: width * 2 / 3, y: 0, width: width / 3, height: height / 2)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: width * 2 / 3, y: height / 2, width: width / 3, height: height / 2)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50), zIndex: 1),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func aCustomGroupPlacesItemsWhereItsProviderSays() throws {
        let layout = Self.mosaicLayout()
        let vc = GridController(count: 7, layout: layout)
        let h = TransitionHarness(width: 300, height: 480, root: vc)
        h.step(2)
        let cv = try #require(vc.collectionView)
        func frame(_ item: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(frame(1) == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(frame(2) == CGRect(x: 200, y: 100, width: 100, height: 100))
        // The second group starts after the first and the spacing; its items take the same frames.
        #expect(frame(4) == CGRect(x: 0, y: 210, width: 200, height: 200))
        #expect(frame(6) == CGRect(x: 200, y: 310, width: 100, height: 100))
        #expect(cv.contentSize.height == 410)
        // Item 3 (orange) is in front of item 0 (red) where they overlap; red shows beside it.
        #expect(h.surface.color(x: 25, y: 25) == UIColor.systemOrange.resolved(.light))
        #expect(h.surface.color(x: 100, y: 100) == UIColor.systemRed.resolved(.light))
        #expect(h.surface.color(x: 250, y: 150) == UIColor.systemBlue.resolved(.light))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try h.driver.writePNG(path: String(cString: dir) + "/custom-group-mosaic.png")
        }
    }

    @Test func aCustomGroupWithNoFramesOrBadFramesDoesNotHang() throws {
        let none = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50))
        ) { _ in [] }
        let bad = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50))
        ) { _ in [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: -5))] }
        for group in [none, bad] {
            let vc = GridController(
                count: 3, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            let h = TransitionHarness(width: 300, height: 480, root: vc)
            h.step(2)
            let cv = try #require(vc.collectionView)
            let first = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            if group === none {
                #expect(first == nil, "no frames place no items")
            } else {
                #expect(first == CGRect(x: 0, y: 0, width: 0, height: 0))
            }
        }
    }

    @Test func aHeadersZIndexPutsItInFrontOfTheCells() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        // A negative top inset pulls the first cell up under the header.
        section.contentInsets = NSDirectionalEdgeInsets(top: -20, leading: 0, bottom: 0, trailing: 0)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let vc = GridController(count: 3, layout: layout)
        let h = TransitionHarness(width: 300, height: 480, root: vc)
        h.step(2)
        let cv = try #require(vc.collectionView)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 20)
        // Where the header (black) and the first cell (red) overlap, the header is in front.
        #expect(h.surface.color(x: 150, y: 30) == UIColor.black.resolved(.light))
        #expect(h.surface.color(x: 150, y: 50) == UIColor.systemRed.resolved(.light))
        header.zIndex = -1
        layout.invalidateLayout()
        h.step(2)
        #expect(h.surface.color(x: 150, y: 30) == UIColor.systemRed.resolved(.light))
    }

    static func rowsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return section
    }

    @Test func contentInsetsReferenceMeasuresTheInsetsFromTheMarginsOrTheReadableWidth() throws {
        func firstFrame(_ layout: UICollectionViewCompositionalLayout, width: CGFloat) throws -> CGRect? {
            let vc = GridController(count: 2, layout: layout)
            vc.margins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
            let h = TransitionHarness(width: Int(width), height: 300, root: vc)
            h.step(2)
            let cv = try #require(vc.collectionView)
            return cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        }
        // The default (the safe area, none on a panel): the insets from the collection view's edges.
        #expect(
            try firstFrame(UICollectionViewCompositionalLayout(section: Self.rowsSection()), width: 300)?.minX == 10)
        // The layout margins, set on the configuration for every section.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let margins = UICollectionViewCompositionalLayout(section: Self.rowsSection(), configuration: configuration)
        #expect(try firstFrame(margins, width: 300) == CGRect(x: 40, y: 0, width: 220, height: 44))
        // The readable content guide: 672 points wide, centred between the margins of a 900-point view.
        let readable = Self.rowsSection()
        readable.contentInsetsReference = .readableContent
        #expect(
            try firstFrame(UICollectionViewCompositionalLayout(section: readable), width: 900)
                == CGRect(x: 124, y: 0, width: 652, height: 44))
        // A section's own reference wins over the configuration's.
        let none = Self.rowsSection()
        none.contentInsetsReference = .none
        #expect(
            try firstFrame(
                UICollectionViewCompositionalLayout(section: none, configuration: configuration), width: 300)?.minX
                == 10)
    }
}
