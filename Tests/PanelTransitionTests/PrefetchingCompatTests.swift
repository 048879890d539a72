import PanelKitCompat
import Testing

/// Prefetching as Apple's "Prefetching collection view data" and `UITableViewDataSourcePrefetching`
/// describe it: the prefetch data source hears of rows and items before they come on screen, in the
/// scrolling direction, and is told to cancel those that will not come after all.
@Suite("PanelKitCompat: table and collection view prefetching")
@MainActor
struct PrefetchingCompatTests {
    /// Fifty numbered rows that record what the table asks to prefetch.
    final class NumbersController: UITableViewController, UITableViewDataSourcePrefetching {
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.rowHeight = 44
            tableView.prefetchDataSource = self
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.row))
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.row))
        }
    }

    /// A grid of colour swatches that records what the collection view asks to prefetch.
    final class SwatchesController: UIViewController, UICollectionViewDataSource,
        UICollectionViewDataSourcePrefetching
    {
        var collectionView: UICollectionView!
        var prefetched: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Swatch")
            collectionView.dataSource = self
            collectionView.prefetchDataSource = self
            view.addSubview(collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
            cell.backgroundColor = indexPath.item % 2 == 0 ? .systemTeal : .systemOrange
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            prefetched += indexPaths
        }
    }

    @Test func tablePrefetchesTheNextRowsBeforeTheyAreVisible() {
        let controller = NumbersController(style: .plain)
        let h = TransitionHarness(width: 300, height: 440, root: controller)
        h.step()
        let table = controller.tableView!
        // Ten rows fill the screen; the screenful below (rows 10 to 19) is asked for, none of it on screen.
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<10))
        #expect(controller.prefetched == [Array(10..<20)])
        // Scrolling down three rows asks for the next three, once each.
        table.contentOffset = CGPoint(x: 0, y: 3 * 44)
        table.layoutIfNeeded()
        #expect(controller.prefetched.last == [20, 21, 22])
        #expect(controller.prefetched.flatMap { $0 }.count == Set(controller.prefetched.flatMap { $0 }).count)
        #expect(controller.cancelled.isEmpty)
        // Turning back up: the rows below are no longer ahead, so they are cancelled (not those that showed).
        table.contentOffset = CGPoint(x: 0, y: 2 * 44)
        table.layoutIfNeeded()
        #expect(controller.cancelled.last == Array(13..<23))
        #expect(!(controller.cancelled.last ?? []).contains(12))
        // Back near the top, the rows above are ahead: rows 1 and 0, nearest first.
        #expect(controller.prefetched.last == [1, 0])
    }

    @Test func collectionViewPrefetchesTheNextItemsBeforeTheyAreVisible() {
        let controller = SwatchesController()
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        let visible = Set(cv.indexPathsForVisibleItems)
        #expect(visible.count == 12)
        // The next four rows of three are asked for, none of them on screen.
        #expect(Set(controller.prefetched) == Set((12..<24).map { IndexPath(item: $0, section: 0) }))
        #expect(visible.isDisjoint(with: controller.prefetched))
        // A drag up brings some of them on screen: they were asked for before they showed.
        h.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), duration: 0.3, hold: 0.3)
        h.run(until: { !cv.isDecelerating }, limit: 300)
        let shown = Set(cv.indexPathsForVisibleItems).subtracting(visible)
        #expect(!shown.isEmpty)
        #expect(shown.isSubset(of: controller.prefetched))
    }
}
