import PanelKitCompat
import Testing

/// Switching layouts as Apple's documentation of `setCollectionViewLayout(_:animated:)` describes it: the
/// cells move from their places in the old layout to those in the new one, animated.
@Suite("PanelKitCompat: changing a collection view's layout")
@MainActor
struct LayoutTransitionCompatTests {
    final class GridController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!

        static func grid(side: CGFloat) -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: side, height: side)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            return layout
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.grid(side: 100))
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.backgroundColor = .systemIndigo
            return cell
        }
    }

    @Test func animatedLayoutChangeMovesTheCellsFromTheirOldPlaces() {
        let controller = GridController()
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        let item = IndexPath(item: 1, section: 0)
        #expect(cv.cellForItem(at: item)?.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        var finished = false
        cv.setCollectionViewLayout(GridController.grid(side: 150), animated: true) { done in finished = done }
        let cell = cv.cellForItem(at: item)
        // The model frame is the new layout's at once; on screen the cell travels there.
        #expect(cell?.frame == CGRect(x: 150, y: 0, width: 150, height: 150))
        h.step(3)
        let midway = cell?.layer.presentation()?.frame ?? .zero
        #expect(midway.minX > 100 && midway.minX < 150)
        #expect(midway.width > 100 && midway.width < 150)
        #expect(!finished)
        h.run(until: { finished }, limit: 60)
        #expect(finished)
        #expect(cell?.layer.presentation()?.frame == CGRect(x: 150, y: 0, width: 150, height: 150))
        // Without animation the cells jump.
        cv.setCollectionViewLayout(GridController.grid(side: 100), animated: false)
        #expect(cv.cellForItem(at: item)?.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
    }
}
