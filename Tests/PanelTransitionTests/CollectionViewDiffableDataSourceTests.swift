import Testing

@testable import PanelKit

/// `CollectionViewDiffableDataSource` (`UICollectionViewDiffableDataSource`) with cell and supplementary
/// registrations on a flow layout in an offscreen window: applied snapshots become items and headers, kept
/// items keep their cells, and an animated apply slides, fades in and fades out items by identifier.
@Suite("Collection view diffable data source and registrations")
@MainActor
struct CollectionViewDiffableDataSourceTests {
    enum Section: String, Hashable, Sendable { case odd, even }

    final class NumberCell: CollectionViewCell {
        let label = Label(frame: Rect(x: 0, y: 0, width: 80, height: 20))
        override init(frame: Rect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            label.text = nil
        }
    }

    final class TitleView: CollectionReusableView {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 20))
        override init(frame: Rect) {
            super.init(frame: frame)
            addSubview(label)
        }
    }

    final class GridController: ViewController {
        var collectionView: CollectionView!
        var dataSource: CollectionViewDiffableDataSource<Section, Int>!
        var configured: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 80, height: 80)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = Size(width: 0, height: 20)
            collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let cells = CollectionView.CellRegistration<NumberCell, Int> { [unowned self] cell, _, n in
                self.configured.append(n)
                cell.label.text = "\(n)"
            }
            let headers = CollectionView.SupplementaryRegistration<TitleView>(
                elementKind: CollectionView.elementKindSectionHeader
            ) { [unowned self] view, _, indexPath in
                view.label.text = self.dataSource.sectionIdentifier(for: indexPath.section)?.rawValue
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, n in
                cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: n)
            }
            dataSource.supplementaryViewProvider = { cv, _, indexPath in
                cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }

        func show(odd: [Int], even: [Int], animated: Bool = false) {
            var s = DiffableDataSourceSnapshot<Section, Int>()
            s.appendSections([.odd, .even])
            s.appendItems(odd, toSection: .odd)
            s.appendItems(even, toSection: .even)
            dataSource.apply(s, animatingDifferences: animated)
        }
    }

    func texts(_ cv: CollectionView) -> [String] {
        cv.visibleCells.map { ($0 as? NumberCell)?.label.text ?? "?" }
    }

    func setUp(_ grid: GridController) -> TransitionHarness {
        let h = TransitionHarness(width: 400, height: 300, root: grid)
        grid.show(odd: [1, 3, 5, 7, 9], even: [2, 4, 6])
        h.step()
        return h
    }

    @Test func registrationsMakeTheCellsAndHeadersOfAnAppliedSnapshot() {
        let grid = GridController()
        _ = setUp(grid)
        let cv = grid.collectionView!
        let ds = grid.dataSource!
        #expect(cv.dataSource === ds, "the data source sets itself as the collection view's")
        #expect(cv.numberOfSections == 2 && cv.numberOfItems(inSection: 1) == 3)
        #expect(texts(cv) == ["1", "3", "5", "7", "9", "2", "4", "6"])
        #expect(grid.configured == [1, 3, 5, 7, 9, 2, 4, 6], "the handler configured each cell once")
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 120, width: 80, height: 80))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.reuseIdentifier != nil)
        let header = cv.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? TitleView)?.label.text == "even" && header?.frame.minY == 100)
        #expect(ds.itemIdentifier(for: IndexPath(item: 2, section: 1)) == 6)
        #expect(ds.indexPath(for: 7) == IndexPath(item: 3, section: 0))
        #expect(ds.indexPath(for: 8) == nil && ds.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(ds.sectionIdentifier(for: 1) == .even && ds.index(for: .odd) == 0)
    }

    /// Inserting 0 before 1 and deleting 9: the model changes at once (1 keeps its cell, now item 1), and on
    /// screen 1 slides right from x 0 to 80, 0 fades in and a picture of 9 fades out.
    @Test func anAnimatedApplySlidesFadesInAndFadesOut() {
        let grid = GridController()
        let h = setUp(grid)
        let cv = grid.collectionView!
        let one = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        grid.configured = []
        var s = grid.dataSource.snapshot()
        s.insertItems([0], beforeItem: 1)
        s.deleteItems([9])
        var done = false
        grid.dataSource.apply(s) { done = true }
        #expect(grid.configured == [0], "only the new item's cell is configured")
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === one && one.frame.minX == 80)
        #expect(one.presentationFrame.minX == 0)
        let zero = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect((zero as? NumberCell)?.label.text == "0" && zero.presentation.alpha == 0)
        let covers = cv.subviews.filter { $0 is TransitionSnapshotView }
        #expect(covers.count == 1 && covers.first?.frame.minX == 320)
        h.wait(0.12)
        #expect(one.presentationFrame.minX > 0 && one.presentationFrame.minX < 80)
        #expect(zero.presentation.alpha > 0 && zero.presentation.alpha < 1)
        let alpha = covers.first?.presentation.alpha ?? -1
        #expect(alpha > 0 && alpha < 1)
        #expect(!done)
        h.wait(0.4)
        #expect(one.presentationFrame.minX == 80 && zero.presentation.alpha == 1)
        #expect(!cv.subviews.contains { $0 is TransitionSnapshotView } && done)
        #expect(texts(cv) == ["0", "1", "3", "5", "7", "2", "4", "6"])
    }

    /// An item moved to the other section keeps its cell (`moveItem(at:to:)`); reloading an item configures
    /// a cell for that item only; reconfiguring one configures the cell it has again.
    @Test func movesKeepCellsAndReloadsConfigureOnlyTheirItem() {
        let grid = GridController()
        _ = setUp(grid)
        let cv = grid.collectionView!
        let five = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        grid.configured = []
        var s = grid.dataSource.snapshot()
        s.moveItem(5, afterItem: 6)
        grid.dataSource.apply(s, animatingDifferences: false)
        #expect(texts(cv) == ["1", "3", "7", "9", "2", "4", "6", "5"])
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 1)) === five)
        let place = cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
        #expect(five.frame == place && five.frame.minY == 120 && five.frame.minX > 160, "the last of 4 in the row")
        #expect(grid.configured.isEmpty)
        s.reloadItems([3])
        grid.dataSource.apply(s, animatingDifferences: false)
        #expect(grid.configured == [3])
        let seven = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        s = grid.dataSource.snapshot()
        s.reconfigureItems([7])
        grid.dataSource.apply(s)
        #expect(grid.configured == [3, 7])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === seven, "reconfiguring keeps the cell")
        #expect(grid.dataSource.indexPath(for: 5) == IndexPath(item: 3, section: 1))
    }

    /// Sections reordered: the collection view reloads (the headers follow their sections) and the items
    /// slide from where they were.
    @Test func movingASectionReloadsAndSlidesItsItems() {
        let grid = GridController()
        let h = setUp(grid)
        let cv = grid.collectionView!
        var s = grid.dataSource.snapshot()
        s.moveSection(.even, beforeSection: .odd)
        grid.dataSource.apply(s)
        let two = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect((two as? NumberCell)?.label.text == "2" && two.frame.minY == 20)
        #expect(two.presentationFrame.minY == 120, "it starts where 2 was")
        let header = cv.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? TitleView)?.label.text == "even")
        h.wait(0.12)
        #expect(two.presentationFrame.minY > 20 && two.presentationFrame.minY < 120)
        h.wait(0.4)
        #expect(two.presentationFrame.minY == 20)
        #expect(texts(cv) == ["2", "4", "6", "1", "3", "5", "7", "9"])
        #expect(grid.dataSource.indexPath(for: 1) == IndexPath(item: 0, section: 1))
    }
}
