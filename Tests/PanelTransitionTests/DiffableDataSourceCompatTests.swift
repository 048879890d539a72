import PanelKitCompat
import Testing

/// Diffable data sources in UIKit's spellings, as Apple's documentation and sample code write them
/// ("Updating collection views using diffable data sources", "Implementing modern collection views"): a
/// `UITableViewDiffableDataSource` keyed by `Recipe.ID` with a content-configured cell provider, an
/// `NSDiffableDataSourceSnapshot` built with `appendSections`/`appendItems` and updated with
/// `reconfigureItems`, and a `UICollectionViewDiffableDataSource` whose cells and headers come from
/// `UICollectionView.CellRegistration` and `SupplementaryRegistration`, deleting the item a tap selects.
@Suite("PanelKitCompat: diffable data sources as Apple's documentation writes them")
@MainActor
struct DiffableDataSourceCompatTests {
    enum Section {
        case main
    }

    struct Recipe: Identifiable {
        let id: Int
        var title: String
    }

    final class RecipeListViewController: UIViewController {
        var tableView: UITableView!
        var dataSource: UITableViewDiffableDataSource<Section, Recipe.ID>!
        var recipes: [Recipe.ID: Recipe] = [
            1: Recipe(id: 1, title: "Pancakes"), 2: Recipe(id: 2, title: "Risotto"), 3: Recipe(id: 3, title: "Curry"),
        ]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            view.addSubview(tableView)
            configureDataSource()
            loadRecipeData()
        }

        func configureDataSource() {
            dataSource = UITableViewDiffableDataSource<Section, Recipe.ID>(tableView: tableView) {
                [weak self] tableView, indexPath, itemIdentifier in
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = self?.recipes[itemIdentifier]?.title
                cell.contentConfiguration = content
                return cell
            }
        }

        func loadRecipeData() {
            var snapshot = NSDiffableDataSourceSnapshot<Section, Recipe.ID>()
            snapshot.appendSections([.main])
            snapshot.appendItems([1, 2, 3], toSection: .main)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func rename(_ id: Recipe.ID, to title: String) {
            recipes[id]?.title = title
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems([id])
            dataSource.apply(snapshot, animatingDifferences: true)
        }
    }

    final class LabelCell: UICollectionViewCell {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class TitleSupplementaryView: UICollectionReusableView {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class GridViewController: UIViewController, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.delegate = self
            view.addSubview(collectionView)
            configureDataSource()
        }

        func configureDataSource() {
            let cellRegistration = UICollectionView.CellRegistration<LabelCell, Int> { cell, indexPath, identifier in
                cell.label.text = "\(identifier)"
            }
            let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { supplementaryView, elementKind, indexPath in
                supplementaryView.label.text = "Section \(indexPath.section)"
            }
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
                return collectionView.dequeueConfiguredReusableCell(
                    using: cellRegistration, for: indexPath, item: identifier)
            }
            dataSource.supplementaryViewProvider = { [weak self] view, kind, index in
                return self?.collectionView.dequeueConfiguredReusableSupplementary(
                    using: headerRegistration, for: index)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<8), toSection: 0)
            snapshot.appendItems(Array(8..<10), toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            guard let identifier = dataSource.itemIdentifier(for: indexPath) else { return }
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([identifier])
            dataSource.apply(snapshot)
        }
    }

    @Test func aTableShowsTheSnapshotAndReconfiguresARenamedRecipe() {
        let list = RecipeListViewController()
        let h = TransitionHarness(width: 320, height: 240, root: list)
        let table = list.tableView!
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Pancakes", "Risotto", "Curry"])
        #expect(list.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 2)
        let risotto = table.cellForRow(at: IndexPath(row: 1, section: 0))
        list.rename(2, to: "Mushroom risotto")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === risotto, "the same cell, reconfigured")
        h.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Mushroom risotto")
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Pancakes", "Mushroom risotto", "Curry"])
        #expect(list.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func aTapDeletesTheSelectedItemAndTheOthersSlide() {
        let grid = GridViewController()
        let h = TransitionHarness(width: 400, height: 300, root: grid)
        let cv = grid.collectionView!
        func labels() -> [String] { cv.visibleCells.map { ($0 as? LabelCell)?.label.text ?? "?" } }
        #expect(labels() == ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])
        let header = cv.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? TitleSupplementaryView)?.label.text == "Section 1")
        let three = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(three.frame.minX == 300)
        let point = cv.convert(CGPoint(x: 150, y: 80), to: nil)
        h.tap(at: point)
        #expect(grid.dataSource.snapshot().itemIdentifiers(inSection: 0) == [0, 2, 3, 4, 5, 6, 7], "1 is deleted")
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === three && three.frame.minX == 200)
        let x = three.presentationFrame.minX
        #expect(x > 200 && x < 300, "sliding left: \(x)")
        h.wait(0.12)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/diffable-grid-delete-mid.png")
        }
        h.wait(0.4)
        #expect(three.presentationFrame.minX == 200)
        #expect(labels() == ["0", "2", "3", "4", "5", "6", "7", "8", "9"])
    }

    /// iOS 15's `await dataSource.apply(snapshot)` returns once the snapshot is shown and, animated, once the
    /// animation ended (the frames run on the main actor while it waits).
    @Test func awaitingApplyReturnsWhenTheChangesAreShown() async {
        let list = RecipeListViewController()
        let h = TransitionHarness(width: 320, height: 240, root: list)
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteItems([1])
        await list.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(list.tableView.visibleCells.map { $0.textLabel?.text ?? "" } == ["Risotto", "Curry"])
        snapshot.appendItems([1])
        var finished = false
        let task = Task { @MainActor in
            await list.dataSource.apply(snapshot)
            finished = true
        }
        await Task.yield()
        #expect(!finished, "the animation is running")
        h.wait(0.5)
        await task.value
        #expect(finished)
        #expect(list.tableView.visibleCells.map { $0.textLabel?.text ?? "" } == ["Risotto", "Curry", "Pancakes"])
    }
}
