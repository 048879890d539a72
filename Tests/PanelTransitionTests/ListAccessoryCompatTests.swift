import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UICellAccessory` kinds on list cells as Apple's list samples set them: a reorder grip that moves items
/// through the diffable data source's `reorderingHandlers`, delete circles shown while the collection view
/// edits, labels and custom views beside the content, each shown in the editing states `displayed` says.
@Suite("PanelKitCompat: list cell accessories")
@MainActor
struct ListAccessoryCompatTests {
    final class ListController: UIViewController, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var accessories: (String) -> [UICellAccessory] = { _ in [] }
        var trailingActions = false
        var deleted: [String] = []
        var selected: [IndexPath] = []
        var reorders: [NSDiffableDataSourceTransaction<Int, String>] = []
        var willReorderCount = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            if trailingActions {
                configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                    guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
                    let delete = UIContextualAction(style: .destructive, title: "Delete") {
                        [unowned self] _, _, completion in
                        deleted.append(item)
                        completion(true)
                    }
                    return UISwipeActionsConfiguration(actions: [delete])
                }
            }
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.delegate = self
            view.addSubview(collectionView)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                [unowned self] cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
                cell.accessories = accessories(text)
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, text in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
            }
            dataSource.reorderingHandlers.canReorderItem = { item in item != "Locked" }
            dataSource.reorderingHandlers.willReorder = { [unowned self] _ in willReorderCount += 1 }
            dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in reorders.append(transaction) }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["One", "Two", "Three", "Four", "Locked"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    /// The labels a cell shows beside its content (the accessories' own views).
    private func accessoryLabels(of cell: UICollectionViewCell?) -> [UILabel] {
        cell?.contentView.subviews.compactMap { $0 as? UILabel } ?? []
    }

    @Test func draggingTheGripMovesTheItemAndDidReorderGetsTheFinalSnapshot() {
        let controller = ListController()
        controller.accessories = { _ in [.reorder()] }
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        // `.reorder()` shows while editing only: the grip's place is content until then.
        h.drag(from: CGPoint(x: 278, y: 22), to: CGPoint(x: 278, y: 122), duration: 0.3)
        h.step()
        #expect(controller.reorders.isEmpty)
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["One", "Two", "Three", "Four", "Locked"])
        cv.isEditing = true
        h.step()
        // Rows are 44 points tall; "One" dragged 100 points down passes the middles of "Two" and "Three".
        h.drag(from: CGPoint(x: 278, y: 22), to: CGPoint(x: 278, y: 122), duration: 0.3)
        h.step()
        let expected = ["Two", "Three", "One", "Four", "Locked"]
        #expect(controller.willReorderCount == 1)
        #expect(controller.reorders.count == 1)
        let transaction = controller.reorders.first
        #expect(transaction?.initialSnapshot.itemIdentifiers == ["One", "Two", "Three", "Four", "Locked"])
        #expect(transaction?.finalSnapshot.itemIdentifiers == expected)
        #expect(transaction.map { ["One", "Two", "Three", "Four", "Locked"].applying($0.difference) } == expected)
        #expect(transaction?.sectionTransactions.first?.finalSnapshot.items == expected)
        #expect(controller.dataSource.snapshot().itemIdentifiers == expected)
        #expect(controller.selected.isEmpty, "a drag on the grip does not select")
        // The moved cell settles in its new place.
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 88)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.transform == .identity)
        // An item its handler refuses does not move.
        h.drag(from: CGPoint(x: 278, y: 198), to: CGPoint(x: 278, y: 20), duration: 0.3)
        h.step()
        #expect(controller.reorders.count == 1)
        #expect(controller.dataSource.snapshot().itemIdentifiers == expected)
    }

    /// A plain data source keeping its own array, as before diffable data sources.
    final class PlainSource: NSObject, UICollectionViewDataSource {
        var items = ["A", "B", "C", "D"]
        var moves: [(IndexPath, IndexPath)] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            if let cell = cell as? UICollectionViewListCell {
                var content = cell.defaultContentConfiguration()
                content.text = items[indexPath.item]
                cell.contentConfiguration = content
                cell.accessories = [.reorder(displayed: .always)]
            }
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            moves.append((sourceIndexPath, destinationIndexPath))
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    @Test func aPlainDataSourceIsToldToMoveTheItem() {
        let h = TransitionHarness(width: 300, height: 400)
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let source = PlainSource()
        cv.dataSource = source
        h.window.addSubview(cv)
        h.step()
        // "D" (the fourth row) dragged up past the middles of "C" and "B".
        h.drag(from: CGPoint(x: 278, y: 154), to: CGPoint(x: 278, y: 50), duration: 0.3)
        h.step()
        #expect(source.moves.map { [$0.0.item, $0.1.item] } == [[3, 1]])
        #expect(source.items == ["A", "D", "B", "C"])
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        #expect(second?.contentConfiguration?.text == "D", "the list shows the data source's new order")
    }

    @Test func theDeleteCircleShowsOnlyWhileEditingAndATapRunsItsHandler() {
        let controller = ListController()
        controller.accessories = { [unowned controller] text in
            [.delete { controller.deleted.append(text) }, .label(text: "new", displayed: .whenNotEditing)]
        }
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        // Not editing: no red circle; a tap at the leading edge selects the row; the label shows.
        #expect(accessoryLabels(of: cv.cellForItem(at: IndexPath(item: 1, section: 0))).map(\.text) == ["new"])
        let before = h.surface.pixel(x: 19, y: 59)
        #expect(!((before >> 16) & 0xFF > 200 && (before >> 8) & 0xFF < 100), "no red circle yet")
        h.tap(at: CGPoint(x: 19, y: 66))
        #expect(controller.selected == [IndexPath(item: 1, section: 0)])
        #expect(controller.deleted.isEmpty)
        cv.isEditing = true
        h.step()
        // Editing: the red minus circle at the leading edge, the label gone.
        let red = h.surface.pixel(x: 19, y: 59)
        #expect((red >> 16) & 0xFF > 200 && (red >> 8) & 0xFF < 100 && red & 0xFF < 100, "red, got \(red)")
        #expect(accessoryLabels(of: cv.cellForItem(at: IndexPath(item: 1, section: 0))).isEmpty)
        h.tap(at: CGPoint(x: 19, y: 66))
        #expect(controller.deleted == ["Two"])
        #expect(controller.selected.count == 1, "the tap went to the circle, not the row")
        cv.isEditing = false
        h.step()
        h.tap(at: CGPoint(x: 19, y: 110))
        #expect(controller.deleted == ["Two"])
        #expect(controller.selected.last == IndexPath(item: 2, section: 0))
    }

    @Test func aDeleteCircleWithoutHandlerRevealsTheTrailingSwipeActions() {
        let controller = ListController()
        controller.trailingActions = true
        controller.accessories = { _ in [.delete()] }
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        cv.isEditing = true
        h.step()
        h.tap(at: CGPoint(x: 19, y: 22))
        h.run(until: { false }, limit: 30)
        // The row slides left by the Delete button's width; nothing ran yet.
        let frame = cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame.map { $0.minX <= -74 && $0.minX > -120 } == true, "got \(String(describing: frame))")
        #expect(controller.deleted.isEmpty)
        h.tap(at: CGPoint(x: 263, y: 22))
        h.run(until: { false }, limit: 30)
        #expect(controller.deleted == ["One"])
    }

    @Test func labelAndCustomViewAccessoriesSitBesideTheNarrowedContent() {
        let controller = ListController()
        var dots: [UIView] = []
        controller.accessories = { text in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            dot.backgroundColor = .systemBlue
            dots.append(dot)
            let custom = UICellAccessory.CustomViewConfiguration(customView: dot, placement: .leading())
            return [.customView(configuration: custom), .label(text: "12"), .disclosureIndicator()]
        }
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        let dot = dots.first { $0.superview === cell?.contentView }
        // The custom view at the leading edge, centred in the row's height, its own size.
        #expect(dot?.frame == CGRect(x: 0, y: 12, width: 20, height: 20))
        let blue = h.surface.pixel(x: 10, y: 22)
        #expect(blue & 0xFF > 200 && (blue >> 16) & 0xFF < 100, "blue dot, got \(blue)")
        // The label next to the chevron, which takes the last 30 points.
        let label = accessoryLabels(of: cell).first
        #expect(label?.text == "12")
        #expect(label.map { $0.frame.maxX <= 270 - 8 + 0.5 && $0.frame.maxX >= 270 - 16 - 0.5 } == true)
        // The content starts after the dot: the text's first dark pixels lie right of x = 36, none between
        // the dot and there.
        func dark(_ xs: ClosedRange<Int>) -> Bool {
            xs.contains { x in
                (12...32).contains { y in
                    let p = h.surface.pixel(x: x, y: y)
                    return (p >> 16) & 0xFF < 120 && (p >> 8) & 0xFF < 120 && p & 0xFF < 120
                }
            }
        }
        #expect(!dark(21...35))
        #expect(dark(36...60))
        #expect(!dark(180...230), "the short text ends well before the label")
    }

    @Test func anEditingListWithAccessoriesForALook() {
        let controller = ListController()
        controller.accessories = { text in
            text == "Three"
                ? [.insert(), .label(text: "Add"), .reorder()]
                : [
                    .delete(), .label(text: "\(text.count)"), .disclosureIndicator(displayed: .whenNotEditing),
                    .reorder(),
                ]
        }
        let h = TransitionHarness(width: 320, height: 240, root: controller)
        h.step()
        controller.collectionView.isEditing = true
        h.step()
        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/list-accessories-editing.png")
        }
        // A green plus on the third row, red minus circles on the others, grips at the trailing edge.
        let green = h.surface.pixel(x: 13, y: 104)
        #expect((green >> 8) & 0xFF > 150 && (green >> 16) & 0xFF < 120, "green, got \(green)")
        let grip = h.surface.pixel(x: 298, y: 22)
        #expect((grip >> 16) & 0xFF < 200, "grey grip line, got \(grip)")
    }
}
