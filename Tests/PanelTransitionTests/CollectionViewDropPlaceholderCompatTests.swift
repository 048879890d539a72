import PanelEmbedded
import PanelKitCompat
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// A collection view drop whose data is still loading, as Apple's documentation for
/// `UICollectionViewDropPlaceholder` describes it: `performDropWith` puts a placeholder item in with
/// `coordinator.drop(_:to:)` (its cell dequeued with the placeholder's reuse identifier and filled in by
/// `cellUpdateHandler`), starts loading the dropped data, and when the load answers the returned context
/// commits the real item (`commitInsertion(dataSourceUpdates:)`) or, when it fails, takes the placeholder
/// out (`deletePlaceholder()`). While the placeholder is up the collection view counts it among its items.
@Suite("PanelKitCompat: UICollectionView drop placeholders")
@MainActor
struct CollectionViewDropPlaceholderCompatTests {
    struct LoadFailed: Error {}

    final class GridViewController: UIViewController, UICollectionViewDataSource,
        UICollectionViewDelegateFlowLayout, UICollectionViewDragDelegate, UICollectionViewDropDelegate
    {
        var collectionView: UICollectionView!
        var letters = ["A", "B", "C", "D", "E", "F", "G", "H"]
        var contexts: [UICollectionViewDropPlaceholderContext] = []
        /// The loads the dragged items' providers were asked for, answered when a test says (a slow
        /// source): no data and no error gives the letter's lower-case form, an error fails the load.
        var pendingLoads: [(Data?, (any Error)?) -> Void] = []
        var commits: [Bool] = []
        var askedItems: [IndexPath] = []
        var selectedItems: [IndexPath] = []
        var updatedPlaceholderCells: [UICollectionViewCell] = []
        var progress = 0
        /// Whether each letter's item is as wide as its place in the alphabet says (else 100 points).
        var sizesByLetter = false
        var sizedItems: [IndexPath] = []

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
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Placeholder")
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            letters.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            askedItems.append(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.backgroundColor = .systemYellow
            cell.accessibilityLabel = letters[indexPath.item]
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizedItems.append(indexPath)
            guard sizesByLetter else { return CGSize(width: 100, height: 100) }
            let place = Int(letters[indexPath.item].unicodeScalars.first!.value) - 65
            return CGSize(width: 40 + 10 * place, height: 100)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selectedItems.append(indexPath)
        }

        /// Each dragged letter's data comes from a source that answers later (its lower-case form).
        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            let text = letters[indexPath.item].lowercased()
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
                completion in
                self.pendingLoads.append { data, error in
                    completion(data ?? (error == nil ? Data(text.utf8) : nil), error)
                }
                return nil
            }
            return [UIDragItem(itemProvider: provider)]
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
        ) {
            let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
            for item in coordinator.items {
                let placeholder = UICollectionViewDropPlaceholder(
                    insertionIndexPath: destinationIndexPath, reuseIdentifier: "Placeholder")
                placeholder.cellUpdateHandler = { cell in
                    cell.backgroundColor = .systemGray
                    cell.accessibilityLabel = "Loading \(self.progress)%"
                    self.updatedPlaceholderCells.append(cell)
                }
                let context = coordinator.drop(item.dragItem, to: placeholder)
                contexts.append(context)
                item.dragItem.itemProvider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") {
                    data, _ in
                    guard let data else {
                        context.deletePlaceholder()
                        return
                    }
                    let text = String(decoding: data, as: UTF8.self)
                    self.commits.append(
                        context.commitInsertion { insertionIndexPath in
                            self.letters.insert(text, at: insertionIndexPath.item)
                        })
                }
            }
        }
    }

    private func place(_ cv: UICollectionView, _ item: Int) -> CGRect {
        cv.convert(cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame, to: nil)
    }

    private func centre(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }

    private func label(_ cv: UICollectionView, _ item: Int) -> String? {
        cv.cellForItem(at: IndexPath(item: item, section: 0))?.accessibilityLabel
    }

    /// Drags item 0 (A) onto item 3's place and drops it there as a copy: the delegate puts a placeholder
    /// at 3 and starts loading the data.
    private func dropOnPlaceThree(_ vc: GridViewController) throws -> TransitionHarness {
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        let cv = try #require(vc.collectionView)
        h.holdAndMove(from: centre(place(cv, 0)), to: centre(place(cv, 3)))
        h.step(20)
        h.lift(at: centre(place(cv, 3)))
        h.step(40)
        return h
    }

    @Test func aPlaceholderShowsAtTheInsertionIndexUntilTheLoadedItemIsCommitted() throws {
        let vc = GridViewController()
        let h = try dropOnPlaceThree(vc)
        let cv = try #require(vc.collectionView)
        let ip = IndexPath(item: 3, section: 0)
        // The load has not answered: the placeholder stands at 3, the data's items after it moved on.
        #expect(vc.contexts.count == 1 && vc.pendingLoads.count == 1 && vc.commits.isEmpty)
        #expect(cv.hasUncommittedUpdates)
        #expect(cv.numberOfItems(inSection: 0) == 9 && vc.letters.count == 8)
        #expect((0..<9).map { label(cv, $0) } == ["A", "B", "C", "Loading 0%", "D", "E", "F", "G", "H"])
        #expect(cv.cellForItem(at: ip)?.frame == cv.layoutAttributesForItem(at: ip)?.frame)
        #expect(!vc.askedItems.contains(IndexPath(item: 8, section: 0)), "the data source is asked in its own items")
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 4, section: 0)) == ip)
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: ip) == nil, "the placeholder has no data")
        #expect(cv.presentationIndexPath(forDataSourceIndexPath: ip) == IndexPath(item: 4, section: 0))
        #expect(
            cv.presentationIndexPath(forDataSourceIndexPath: IndexPath(item: 2, section: 0))
                == IndexPath(item: 2, section: 0))
        let mid = centre(place(cv, 3))
        #expect(h.surface.color(x: Int(mid.x), y: Int(mid.y)) == UIColor.systemGray.resolved(.light))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try h.driver.writePNG(path: String(cString: dir) + "/collection-drop-placeholder.png")
        }
        // A tap on the placeholder selects nothing: there is no data behind it yet.
        h.tap(at: mid)
        h.step(2)
        #expect(vc.selectedItems.isEmpty && cv.indexPathsForSelectedItems == nil)
        // The data arrives: the update puts it where the placeholder was and the collection view shows it.
        vc.pendingLoads[0](nil, nil)
        h.step(3)
        #expect(vc.commits == [true])
        #expect(vc.letters == ["A", "B", "C", "a", "D", "E", "F", "G", "H"])
        #expect(!cv.hasUncommittedUpdates)
        #expect(cv.numberOfItems(inSection: 0) == 9)
        #expect((0..<9).map { label(cv, $0) } == ["A", "B", "C", "a", "D", "E", "F", "G", "H"])
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: ip) == ip)
        #expect(h.surface.color(x: Int(mid.x), y: Int(mid.y)) == UIColor.systemYellow.resolved(.light))
        let context = try #require(vc.contexts.first)
        #expect(!context.deletePlaceholder() && !context.commitInsertion { _ in }, "a committed placeholder is gone")
        #expect(vc.letters.count == 9)
    }

    @Test func theCellUpdateHandlerFillsInThePlaceholderCellAndRunsAgainWhenAsked() throws {
        let vc = GridViewController()
        let h = try dropOnPlaceThree(vc)
        let cv = try #require(vc.collectionView)
        let context = try #require(vc.contexts.first)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(vc.updatedPlaceholderCells.last === cell, "the handler was given the placeholder's cell")
        #expect(cell.reuseIdentifier == "Placeholder", "the cell comes from the placeholder's reuse identifier")
        #expect(cell.accessibilityLabel == "Loading 0%")
        let calls = vc.updatedPlaceholderCells.count
        vc.progress = 60
        context.setNeedsCellUpdate()
        h.step(2)
        #expect(vc.updatedPlaceholderCells.count == calls + 1)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.accessibilityLabel == "Loading 60%")
        // After the commit the handler is not called on the real item's cell.
        vc.pendingLoads[0](nil, nil)
        h.step(3)
        context.setNeedsCellUpdate()
        #expect(vc.updatedPlaceholderCells.count == calls + 1)
        #expect(label(cv, 3) == "a")
    }

    @Test func aFailedLoadDeletesThePlaceholderAndTheItemsCloseUp() throws {
        let vc = GridViewController()
        let h = try dropOnPlaceThree(vc)
        let cv = try #require(vc.collectionView)
        let context = try #require(vc.contexts.first)
        #expect(cv.numberOfItems(inSection: 0) == 9)
        vc.pendingLoads[0](nil, LoadFailed())
        h.step(3)
        #expect(vc.commits.isEmpty)
        #expect(!cv.hasUncommittedUpdates && cv.numberOfItems(inSection: 0) == 8)
        #expect(vc.letters == ["A", "B", "C", "D", "E", "F", "G", "H"])
        #expect((0..<8).map { label(cv, $0) } == ["A", "B", "C", "D", "E", "F", "G", "H"])
        #expect(cv.cellForItem(at: IndexPath(item: 8, section: 0)) == nil)
        let mid = centre(place(cv, 3))
        #expect(h.surface.color(x: Int(mid.x), y: Int(mid.y)) == UIColor.systemYellow.resolved(.light))
        #expect(!context.deletePlaceholder() && !context.commitInsertion { _ in })
    }

    @Test func reloadingTheDataDeletesThePlaceholder() throws {
        let vc = GridViewController()
        let h = try dropOnPlaceThree(vc)
        let cv = try #require(vc.collectionView)
        #expect(cv.hasUncommittedUpdates)
        // UIKit's `hasUncommittedUpdates`: reloading the data deletes all placeholders.
        cv.reloadData()
        h.step(2)
        #expect(!cv.hasUncommittedUpdates && cv.numberOfItems(inSection: 0) == 8)
        #expect((0..<8).map { label(cv, $0) } == ["A", "B", "C", "D", "E", "F", "G", "H"])
        // The load answering late finds no placeholder to commit: the data is left alone.
        vc.pendingLoads[0](nil, nil)
        h.step(3)
        #expect(vc.commits == [false] && vc.letters.count == 8)
    }

    @Test func aFlowLayoutSizesThePlaceholderLikeTheItemWhosePlaceItTook() throws {
        let vc = GridViewController()
        vc.sizesByLetter = true
        let h = try dropOnPlaceThree(vc)
        let cv = try #require(vc.collectionView)
        func size(_ item: Int) -> CGSize? { cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.size }
        // The delegate is asked in the data's index paths: D (70 wide) is item 3 of the data, 4 on screen.
        #expect(cv.numberOfItems(inSection: 0) == 9)
        #expect(label(cv, 4) == "D" && size(4)?.width == 70)
        #expect(size(2)?.width == 60 && size(8)?.width == 110)
        #expect(size(3)?.width == 70, "the placeholder is sized as D, whose place it took")
        #expect(!vc.sizedItems.contains(IndexPath(item: 8, section: 0)))
        vc.pendingLoads[0](nil, nil)
        h.step(3)
        // The committed "a" is a letter past the alphabet's capitals: its own size now.
        #expect(label(cv, 3) == "a" && size(3)?.width == Double(40 + 10 * (97 - 65)))
    }
}
