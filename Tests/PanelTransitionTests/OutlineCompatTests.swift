import PanelKitCompat
import Testing

/// Outlines in a list, as Apple's "Implementing Modern Collection Views" sample builds them: a section
/// snapshot of parents and children applied to a section of a diffable data source, list cells with an
/// outline disclosure accessory, and the data source's section snapshot handlers. Expected behaviour follows
/// Apple's documentation of `NSDiffableDataSourceSectionSnapshot`, `UICellAccessory.outlineDisclosure` and
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
@Suite("PanelKitCompat: outlines and section snapshots")
@MainActor
struct OutlineCompatTests {
    /// A controller listing a tree of strings in one section, as the outline sample does.
    final class OutlineController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        let style: UICellAccessory.OutlineDisclosureOptions.Style
        var events: [String] = []
        var allowsCollapse = true

        init(style: UICellAccessory.OutlineDisclosureOptions.Style) {
            self.style = style
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let style = self.style
            let parents = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: .init(style: style))]
            }
            let leaves = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, text in
                text.hasPrefix("-")
                    ? collectionView.dequeueConfiguredReusableCell(using: leaves, for: indexPath, item: text)
                    : collectionView.dequeueConfiguredReusableCell(using: parents, for: indexPath, item: text)
            }
            dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] in self?.events.append("expand \($0)") }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] in
                self?.events.append("collapse \($0)")
            }
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = { [weak self] _ in self?.allowsCollapse ?? true }

            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["Animals", "Plants"])
            snapshot.append(["-Cat", "-Dog"], to: "Animals")
            snapshot.append(["Birds"], to: "Animals")
            snapshot.append(["-Robin"], to: "Birds")
            snapshot.append(["-Fern"], to: "Plants")
            dataSource.apply(snapshot, to: 0, animatingDifferences: false)
        }
    }

    private func show(_ controller: OutlineController) -> (TransitionHarness, UICollectionView) {
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        return (h, controller.collectionView)
    }

    /// The items the collection view shows, in order ("?" for one without a cell).
    private func texts(_ cv: UICollectionView) -> [String] {
        let dataSource = cv.dataSource as? UICollectionViewDiffableDataSource<Int, String>
        return (0..<cv.numberOfItems(inSection: 0)).map { i in
            let indexPath = IndexPath(item: i, section: 0)
            guard cv.cellForItem(at: indexPath) != nil else { return "?" }
            return dataSource?.itemIdentifier(for: indexPath) ?? "?"
        }
    }

    /// The leftmost column, from `x` on, where row `row` (44 points tall) draws something not white.
    private func firstInk(_ h: TransitionHarness, row: Int) -> Int? {
        let white: UInt32 = 0xFFFF_FFFF
        return (0..<200).first { x in
            (row * 44 + 14..<row * 44 + 30).contains { y in h.surface.pixel(x: x, y: y) != white }
        }
    }

    @Test func sectionSnapshotIsATreeOfItems() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["A", "B"])
        snapshot.append(["A1", "A2"], to: "A")
        snapshot.append(["A1x"], to: "A1")
        snapshot.insert(["A0"], before: "A1")
        #expect(snapshot.rootItems == ["A", "B"])
        #expect(snapshot.items == ["A", "A0", "A1", "A1x", "A2", "B"])
        // Nothing is expanded yet: only the roots are visible.
        #expect(snapshot.visibleItems == ["A", "B"])
        #expect(snapshot.level(of: "A1x") == 2)
        #expect(snapshot.parent(of: "A1x") == "A1")
        #expect(snapshot.parent(of: "B") == nil)
        snapshot.expand(["A1"])
        #expect(snapshot.visibleItems == ["A", "B"])
        #expect(!snapshot.isVisible("A1x"))
        snapshot.expand(["A"])
        #expect(snapshot.visibleItems == ["A", "A0", "A1", "A1x", "A2", "B"])
        snapshot.collapse(["A"])
        #expect(snapshot.isExpanded("A1") && !snapshot.isExpanded("A"))
        // A parent's snapshot keeps its subtree and expansion.
        let sub = snapshot.snapshot(of: "A")
        #expect(sub.rootItems == ["A0", "A1", "A2"])
        #expect(sub.visibleItems == ["A0", "A1", "A1x", "A2"])
        #expect(snapshot.snapshot(of: "A", includingParent: true).items.first == "A")
        // Deleting a parent deletes its children.
        snapshot.delete(["A1"])
        #expect(!snapshot.contains("A1x") && !snapshot.contains("A1"))
        #expect(snapshot.items == ["A", "A0", "A2", "B"])
        snapshot.delete(["not there"])
        #expect(snapshot.items.count == 4)
    }

    @Test func tappingTheDisclosureShowsTheChildrenIndentedBelowTheParent() {
        let controller = OutlineController(style: .cell)
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        // Collapsed: the children are hidden.
        #expect(texts(cv) == ["Animals", "Plants"])
        let before = firstInk(h, row: 0)
        // The chevron sits at the trailing edge of the Animals row; tapping it expands Animals, animated.
        h.tap(at: CGPoint(x: 269, y: 22))
        #expect(controller.events == ["expand Animals"])
        #expect(texts(cv) == ["Animals", "-Cat", "-Dog", "Birds", "Plants"])
        h.step()
        // Mid-animation the Plants row is still sliding down from where it was.
        let plants = cv.cellForItem(at: IndexPath(item: 4, section: 0))
        let sliding = plants?.layer.presentation()?.frame.minY ?? 0
        #expect(sliding > 44 && sliding < 176)
        h.run(until: { false }, limit: 30)
        #expect(plants?.layer.presentation()?.frame.minY == 176)
        #expect(controller.dataSource.snapshot(for: 0).isExpanded("Animals"))
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["Animals", "-Cat", "-Dog", "Birds", "Plants"])
        // The children are indented one level; Birds' child stays hidden until Birds expands.
        let cat = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        #expect(cat?.indentationLevel == 1)
        #expect(
            (cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)?.indentationLevel == 0)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/outline-expanded.png")
        }
        if let parentInk = before, let childInk = firstInk(h, row: 1) {
            #expect(childInk - parentInk == 10)
        } else {
            Issue.record("no text drawn in the rows")
        }
        // Birds expands too: Robin appears two levels deep below it.
        h.tap(at: CGPoint(x: 269, y: 3 * 44 + 22))
        h.run(until: { false }, limit: 30)
        #expect(texts(cv) == ["Animals", "-Cat", "-Dog", "Birds", "-Robin", "Plants"])
        #expect(
            (cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? UICollectionViewListCell)?.indentationLevel == 2)
        // Collapsing Animals hides everything below it, Birds keeping its expansion.
        h.tap(at: CGPoint(x: 269, y: 22))
        h.run(until: { false }, limit: 30)
        #expect(texts(cv) == ["Animals", "Plants"])
        #expect(controller.dataSource.snapshot(for: 0).isExpanded("Birds"))
        #expect(controller.events == ["expand Animals", "expand Birds", "collapse Animals"])
    }

    @Test func headerStyleTogglesOnATapAnywhereAndHandlersCanRefuse() {
        let controller = OutlineController(style: .header)
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        // A tap in the middle of the Plants row expands it, without selecting it.
        h.tap(at: CGPoint(x: 100, y: 44 + 22))
        h.run(until: { false }, limit: 30)
        #expect(texts(cv) == ["Animals", "Plants", "-Fern"])
        #expect(cv.indexPathsForSelectedItems?.isEmpty ?? true)
        // shouldCollapseItem returning false keeps it expanded.
        controller.allowsCollapse = false
        h.tap(at: CGPoint(x: 100, y: 44 + 22))
        h.run(until: { false }, limit: 30)
        #expect(texts(cv) == ["Animals", "Plants", "-Fern"])
        #expect(controller.events == ["expand Plants"])
        // Applying a plain snapshot afterwards makes the section a flat list again.
        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["Animals", "-Cat"])
        controller.dataSource.apply(flat, animatingDifferences: false)
        #expect(controller.dataSource.snapshot(for: 0).rootItems == ["Animals", "-Cat"])
    }
}
