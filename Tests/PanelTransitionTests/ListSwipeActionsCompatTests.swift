import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Swipe actions on list rows as Apple's list examples configure them: the list configuration's
/// `trailingSwipeActionsConfigurationProvider` returns a "Delete" `UIContextualAction`; swiping a row to
/// the left reveals it, and tapping it runs its handler, whose completion closes the row.
@Suite("PanelKitCompat: list swipe actions")
@MainActor
struct ListSwipeActionsCompatTests {
    final class ListController: UIViewController, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var deleted: [String] = []
        var selected: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") {
                    [unowned self] _, _, completion in
                    deleted.append(item)
                    var snapshot = dataSource.snapshot()
                    snapshot.deleteItems([item])
                    dataSource.apply(snapshot, animatingDifferences: false)
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.delegate = self
            view.addSubview(collectionView)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, text in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["One", "Two", "Three"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test func swipingARowRevealsDeleteAndTappingItRunsTheHandler() {
        let controller = ListController()
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        let two = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        // Swiped left past half the button's width: the row stays open on the red Delete button.
        h.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 150, y: 66), duration: 0.3, hold: 0.2)
        h.run(until: { false }, limit: 30)
        // The row slides left by the button's width (its title's plus margins, at least 74 points).
        #expect(two.map { $0.frame.minX <= -74 && $0.frame.minX > -120 } == true)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/list-swipe-delete.png")
        }
        let red = h.surface.pixel(x: 290, y: 56)
        #expect((red >> 16) & 0xFF > 200 && red & 0xFF < 100)
        #expect(controller.selected.isEmpty)
        // Tapping Delete runs the handler: the item goes and the row closes.
        h.tap(at: CGPoint(x: 263, y: 66))
        h.run(until: { false }, limit: 30)
        #expect(controller.deleted == ["Two"])
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["One", "Three"])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
    }

    @Test func aTapElsewhereClosesTheRowWithoutSelecting() {
        let controller = ListController()
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        h.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.3, hold: 0.2)
        h.run(until: { false }, limit: 30)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)).map { $0.frame.minX < -50 } == true)
        h.tap(at: CGPoint(x: 100, y: 110))
        h.run(until: { false }, limit: 30)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        #expect(controller.selected.isEmpty)
        #expect(controller.deleted.isEmpty)
        // A swipe to the right reveals nothing: there is no leading provider.
        h.drag(from: CGPoint(x: 50, y: 22), to: CGPoint(x: 200, y: 22), duration: 0.3, hold: 0.2)
        h.run(until: { false }, limit: 30)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    }
}
