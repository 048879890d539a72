import PanelKitCompat
import Testing

@testable import PanelKit

/// Context menus as iOS 13+ code adds them: a `UIContextMenuInteraction` on a view whose delegate returns a
/// `UIContextMenuConfiguration` with an action provider, and a table view controller overriding
/// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
@Suite("PanelKitCompat: UIContextMenuInteraction and table row context menus")
@MainActor
struct ContextMenuCompatTests {
    final class PhotoViewController: UIViewController, UIContextMenuInteractionDelegate {
        let photo = UIView()
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            photo.backgroundColor = .systemBlue
            photo.frame = CGRect(x: 100, y: 100, width: 200, height: 150)
            photo.addInteraction(UIContextMenuInteraction(delegate: self))
            view.addSubview(photo)
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            events.append("asked at \(Int(location.x)),\(Int(location.y))")
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                UIMenu(children: [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                        self.events.append("share")
                    },
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                        self.events.append("delete")
                    },
                ])
            }
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionAnimating?
        ) {
            events.append("end")
        }
    }

    final class ListViewController: UITableViewController {
        var selected: [Int] = []
        var copied: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }

        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard indexPath.row != 0 else { return nil }
            return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) {
                [unowned self] _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in self.copied.append(indexPath.row) }])
            }
        }
    }

    final class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var removed: [Int] = []
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.backgroundColor = .systemTeal
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard indexPath.item != 1 else { return nil }
            return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) {
                [unowned self] _ in
                UIMenu(children: [
                    UIAction(title: "Remove", attributes: .destructive) { _ in self.removed.append(indexPath.item) }
                ])
            }
        }
    }

    @Test func aLongPressOnTheViewShowsTheDelegatesMenu() throws {
        let vc = PhotoViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        // A tap is not a long press: nothing is asked.
        h.tap(at: CGPoint(x: 150, y: 150))
        h.step(5)
        #expect(vc.events.isEmpty && !h.menuPresenter.isShowing)
        h.press(from: CGPoint(x: 150, y: 160), to: CGPoint(x: 150, y: 160), duration: 0.8)
        h.lift(at: CGPoint(x: 150, y: 160))
        h.step(15)
        #expect(vc.events == ["asked at 50,60"], "the location is in the interaction's view")
        #expect(h.menuPresenter.isShowing)
        h.tap(at: try #require(h.menuRow("Delete")))
        #expect(Set(vc.events) == ["asked at 50,60", "delete", "end"] && vc.events.count == 3)
        #expect(!h.menuPresenter.isShowing)
        #expect(vc.photo.interactions.count == 1)
    }

    /// A card with a button on it and a context menu only while it is editable.
    final class CardViewController: UIViewController, UIContextMenuInteractionDelegate {
        let card = UIView()
        let button = UIButton(type: .system)
        var editable = false
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            card.frame = CGRect(x: 100, y: 100, width: 300, height: 200)
            card.backgroundColor = .systemGray5
            card.addInteraction(UIContextMenuInteraction(delegate: self))
            button.setTitle("Open", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            button.addAction(UIAction { [unowned self] _ in self.events.append("open") }, for: .touchUpInside)
            card.addSubview(button)
            view.addSubview(card)
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            events.append("asked")
            guard editable else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                UIMenu(children: [UIAction(title: "Rename") { _ in self.events.append("rename") }])
            }
        }
    }

    @Test func withoutAConfigurationTheLongPressLeavesTheTouchToTheButton() throws {
        let vc = CardViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        let onButton = CGPoint(x: 180, y: 142)
        h.press(from: onButton, to: onButton, duration: 0.8)
        h.lift(at: onButton)
        h.step(5)
        #expect(vc.events == ["asked", "open"], "no menu: the button still sends its action")
        #expect(!h.menuPresenter.isShowing)
        vc.events = []
        vc.editable = true
        h.press(from: onButton, to: onButton, duration: 0.8)
        h.lift(at: onButton)
        h.step(15)
        #expect(vc.events == ["asked"], "the menu took the touch: no action")
        #expect(h.menuPresenter.isShowing)
        h.tap(at: try #require(h.menuRow("Rename")))
        #expect(vc.events == ["asked", "rename"])
    }

    @Test func aLongPressOnARowShowsItsMenuAndARowWithoutOneIsLeftAlone() throws {
        let list = ListViewController()
        let h = TransitionHarness(width: 800, height: 480, root: list)
        h.step(2)
        let table = list.tableView!
        let row3 = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let p3 = row3.convert(CGPoint(x: 100, y: row3.bounds.midY), to: nil)
        h.press(from: p3, to: p3, duration: 0.8)
        h.lift(at: p3)
        h.step(15)
        #expect(h.menuPresenter.isShowing)
        #expect(list.selected.isEmpty, "the long press that opened the menu selects nothing")
        h.tap(at: try #require(h.menuRow("Copy")))
        #expect(list.copied == [3])
        // The menu fading out takes no touches: the next press goes to the table at once.
        // Row 0 has no menu: a long press there goes on to select the row when the finger lifts.
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let p0 = row0.convert(CGPoint(x: 100, y: row0.bounds.midY), to: nil)
        h.press(from: p0, to: p0, duration: 0.8)
        h.lift(at: p0)
        h.step(5)
        #expect(!h.menuPresenter.isShowing)
        #expect(list.selected == [0])
    }

    @Test func aLongPressOnAnItemShowsItsMenuAndAnItemWithoutOneIsSelected() throws {
        let grid = GridViewController()
        let h = TransitionHarness(width: 800, height: 480, root: grid)
        h.step(2)
        let cv = try #require(grid.collectionView)
        let item0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let p0 = item0.convert(CGPoint(x: 50, y: 50), to: nil)
        h.press(from: p0, to: p0, duration: 0.8)
        h.lift(at: p0)
        h.step(15)
        #expect(h.menuPresenter.isShowing && grid.selected.isEmpty)
        h.tap(at: try #require(h.menuRow("Remove")))
        #expect(grid.removed == [0])
        let item1 = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let p1 = item1.convert(CGPoint(x: 50, y: 50), to: nil)
        h.press(from: p1, to: p1, duration: 0.8)
        h.lift(at: p1)
        h.step(5)
        #expect(!h.menuPresenter.isShowing && grid.selected == [1])
    }
}
