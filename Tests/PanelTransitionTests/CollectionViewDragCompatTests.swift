import PanelEmbedded
import PanelKitCompat
import Testing

@testable import PanelKit

/// Reordering a collection view by dragging, as Apple's sample code does it: a drag delegate returning a
/// `UIDragItem` per item, a drop delegate proposing `.move` with `.insertAtDestinationIndexPath` for drags
/// from the same collection view, and `performDropWith` moving the item in `performBatchUpdates` and
/// landing the preview with `coordinator.drop(_:toItemAt:)`.
@Suite("PanelKitCompat: UICollectionView drag and drop reordering")
@MainActor
struct CollectionViewDragCompatTests {
    final class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate,
        UICollectionViewDropDelegate
    {
        var collectionView: UICollectionView!
        var letters = ["A", "B", "C", "D", "E", "F", "G", "H"]
        var destinations: [IndexPath?] = []
        var ended = 0

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 20
            layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.dataSource = self
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
            collectionView.dragInteractionEnabled = true
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            letters.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            let hue = Double(letters[indexPath.item].unicodeScalars.first!.value - 65) / 8
            cell.backgroundColor = UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1)
            cell.accessibilityLabel = letters[indexPath.item]
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            let letter = letters[indexPath.item]
            let item = UIDragItem(itemProvider: NSItemProvider(object: NSString(string: letter)))
            item.localObject = letter
            return [item]
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            destinations.append(destinationIndexPath)
            guard collectionView.hasActiveDrag else { return UICollectionViewDropProposal(operation: .forbidden) }
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
        ) {
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
                let source = item.sourceIndexPath
            else { return }
            collectionView.performBatchUpdates {
                let letter = self.letters.remove(at: source.item)
                self.letters.insert(letter, at: destination.item)
                collectionView.deleteItems(at: [source])
                collectionView.insertItems(at: [destination])
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        }

        func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
            ended += 1
        }
    }

    @Test func draggingItemZeroOntoThePlaceOfItemThreeMovesIt() throws {
        let vc = GridViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        let cv = try #require(vc.collectionView)
        func place(_ i: Int) -> CGRect { cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame }
        func cell(_ letter: String) -> UICollectionViewCell? {
            cv.visibleCells.first { $0.accessibilityLabel == letter }
        }
        let from = CGPoint(x: place(0).midX, y: place(0).midY)
        let to = CGPoint(x: place(3).midX, y: place(3).midY)
        h.holdAndMove(from: from, to: to)
        h.step(20)
        #expect(cv.hasActiveDrag && cv.hasActiveDrop)
        #expect(vc.destinations.last == IndexPath(item: 3, section: 0))
        // The gap: B, C and D close up behind the lifted A and leave place 3 open; E stays.
        #expect(cell("B")?.frame == place(0) && cell("C")?.frame == place(1) && cell("D")?.frame == place(2))
        #expect(cell("E")?.frame == place(4))
        #expect(cv.visibleCells.filter { $0.frame == place(3) && $0.alpha > 0 }.isEmpty, "nothing shows in the gap")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try h.driver.writePNG(path: String(cString: dir) + "/collection-drag-gap.png")
        }
        h.lift(at: to)
        h.step(40)
        #expect(vc.letters == ["B", "C", "D", "A", "E", "F", "G", "H"])
        #expect(cv.numberOfItems(inSection: 0) == 8)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.accessibilityLabel == "A")
        #expect(cell("A")?.frame == place(3) && cell("A")?.alpha == 1)
        #expect(cell("B")?.frame == place(0))
        #expect(vc.ended == 1 && !cv.hasActiveDrag && !cv.hasActiveDrop)
        #expect(h.window.subviews.allSatisfy { $0.isUserInteractionEnabled }, "the preview is gone")
    }

    @Test func droppingBelowTheLastItemMovesItToTheEnd() throws {
        let vc = GridViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        let cv = try #require(vc.collectionView)
        let first = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let below = CGPoint(x: 400, y: 420)
        h.holdAndMove(from: CGPoint(x: first.midX, y: first.midY), to: below)
        h.step(10)
        #expect(vc.destinations.last == IndexPath(item: 7, section: 0))
        h.lift(at: below)
        h.step(40)
        #expect(vc.letters == ["B", "C", "D", "E", "F", "G", "H", "A"])
    }

    @Test func withDraggingDisabledAPressLiftsNothing() {
        let vc = GridViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        vc.collectionView.dragInteractionEnabled = false
        h.holdAndMove(from: CGPoint(x: 70, y: 70), to: CGPoint(x: 400, y: 70))
        h.lift(at: CGPoint(x: 400, y: 70))
        h.step(10)
        #expect(vc.destinations.isEmpty && vc.letters.first == "A")
    }

    final class DiffableGrid: UIViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, letter in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                cell.accessibilityLabel = letter
                cell.backgroundColor = .systemTeal
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["A", "B", "C", "D", "E"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.dragDelegate = self
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.dropDelegate = self
            view.addSubview(collectionView)
        }

        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            guard let letter = dataSource.itemIdentifier(for: indexPath) else { return [] }
            let item = UIDragItem(itemProvider: NSItemProvider(object: NSString(string: letter)))
            item.localObject = letter
            return [item]
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            session.localDragSession != nil
                ? UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
                : UICollectionViewDropProposal(operation: .forbidden)
        }

        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
        ) {
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
                let letter = item.dragItem.localObject as? String,
                let target = dataSource.itemIdentifier(for: destination), target != letter
            else { return }
            var snapshot = dataSource.snapshot()
            let from = snapshot.indexOfItem(letter)!
            if from < destination.item {
                snapshot.moveItem(letter, afterItem: target)
            } else {
                snapshot.moveItem(letter, beforeItem: target)
            }
            dataSource.apply(snapshot, animatingDifferences: true)
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
    }

    @Test func aDiffableDataSourceReordersByApplyingTheMovedSnapshot() throws {
        let vc = DiffableGrid()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        let cv = try #require(vc.collectionView)
        cv.frame = vc.view.bounds
        h.step(2)
        func place(_ i: Int) -> CGRect { cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame }
        let to = CGPoint(x: place(3).midX, y: place(3).midY)
        h.holdAndMove(from: CGPoint(x: place(0).midX, y: place(0).midY), to: to)
        h.step(20)
        let b = cv.visibleCells.first { $0.accessibilityLabel == "B" }
        #expect(b?.frame == place(0), "the gap: B took A's place")
        h.lift(at: to)
        h.step(40)
        #expect(vc.dataSource.snapshot().itemIdentifiers == ["B", "C", "D", "A", "E"])
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.accessibilityLabel == "A")
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == place(0))
    }

}
