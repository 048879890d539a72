import PanelEmbedded
import Testing

@testable import PanelKit

/// A collection view delegate that records the selection and highlight calls in order, answering the
/// `should…` questions as told.
@MainActor
final class SelectionLog: CollectionViewDelegate {
    var calls: [String] = []
    var allowsHighlight = true
    var allowsDeselect = true

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return allowsHighlight
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return allowsDeselect
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
}

/// `UICollectionView` and `UICollectionViewCell` behaviours as Apple documents them.
@Suite("Collection views: UIKit documentation")
@MainActor
struct CollectionViewFidelityTests {
    /// A 200x120 list of 30-point rows (4 visible) with `count` items.
    func makeList(_ h: Harness, count: Int = 20) -> (CollectionView, NumberSource, SelectionLog) {
        let cv = CollectionView(
            frame: Rect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: ListLayout(itemHeight: 30))
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = NumberSource(count: count)
        let log = SelectionLog()
        cv.dataSource = source
        cv.delegate = log
        h.window.addSubview(cv)
        h.step()
        return (cv, source, log)
    }

    func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// The point in the middle of row `item` (when not scrolled).
    func row(_ item: Int) -> Point { Point(x: 100, y: Double(item) * 30 + 15) }

    // allowsSelection: "true (the default)"; allowsMultipleSelection: "The default value of this property
    // is false"; numberOfSections(in:): "If you don't implement this method, the collection view uses a
    // default value of 1"; indexPathsForSelectedItems: "If there are no selected items, the value of this
    // property is nil".
    @Test func defaults() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime((source, log)) {} }
        #expect(cv.allowsSelection)
        #expect(!cv.allowsMultipleSelection)
        #expect(cv.numberOfSections == 1)
        #expect(cv.numberOfItems(inSection: 0) == 20)
        #expect(cv.indexPathsForSelectedItems == nil)
    }

    // cellForItem(at:): "The cell object at the corresponding index path or nil if the cell is not
    // visible or indexPath is out of range"; visibleCells / indexPathsForVisibleItems: the cells (index
    // paths) currently displayed.
    @Test func onlyVisibleItemsHaveCells() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime((source, log)) {} }
        #expect(cv.cellForItem(at: ip(2)) != nil)
        #expect(cv.cellForItem(at: ip(10)) == nil)
        #expect(cv.cellForItem(at: ip(99)) == nil)
        #expect(cv.indexPathsForVisibleItems == [ip(0), ip(1), ip(2), ip(3)])
        #expect(cv.visibleCells.count == 4)
        #expect(cv.visibleCells.allSatisfy { cv.indexPath(for: $0) != nil })
        // layoutAttributesForItem(at:): the layout information for the item — the frame its cell has.
        #expect(cv.layoutAttributesForItem(at: ip(2))?.frame == cv.cellForItem(at: ip(2))?.frame)
        #expect(cv.layoutAttributesForItem(at: ip(10))?.frame == Rect(x: 0, y: 300, width: 200, height: 30))
    }

    // dequeueReusableCell(withReuseIdentifier:for:): "If an existing cell is available for reuse, this
    // method calls the cell's prepareForReuse() method instead" of creating a new one.
    @Test func dequeueReusesCellsAndCallsPrepareForReuse() {
        let h = Harness()
        let (cv, source, _) = makeList(h)
        let first = cv.cellForItem(at: ip(0)) as! NumberCell
        cv.contentOffset = Point(x: 0, y: 300)
        h.step()
        #expect(cv.cellForItem(at: ip(0)) == nil)
        // The cell that scrolled out came back for another item, prepared for reuse.
        #expect(cv.visibleCells.contains { $0 === first })
        #expect(first.reused == 1)
        #expect(first.number == cv.indexPath(for: first)?.item)
        #expect(source.created <= 5)
    }

    // collectionView(_:shouldHighlightItemAt:): "If you return true, isHighlighted is set to true,
    // collectionView(_:didHighlightItemAt:) is called, and the system begins the selection process";
    // when the finger lifts the item unhighlights, then shouldSelect and didSelect follow and the cell's
    // isSelected is true.
    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime(source) {} }
        h.touch([TouchEvent(id: 0, phase: .began, location: row(1), timestamp: 0)])
        h.wait(0.2)
        #expect(cv.cellForItem(at: ip(1))!.isHighlighted)
        #expect(log.calls == ["shouldHighlight 1", "didHighlight 1"])
        h.touch([TouchEvent(id: 0, phase: .ended, location: row(1), timestamp: 0)])
        h.step(2)
        #expect(
            log.calls == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1"])
        #expect(!cv.cellForItem(at: ip(1))!.isHighlighted)
        #expect(cv.cellForItem(at: ip(1))!.isSelected)
        #expect(cv.indexPathsForSelectedItems == [ip(1)])
    }

    // "If you return false [from shouldHighlightItemAt], the cell does not get highlighted and the
    // system bypasses the entire selection process."
    @Test func refusingTheHighlightBypassesSelection() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime(source) {} }
        log.allowsHighlight = false
        h.tap(at: row(2))
        #expect(log.calls == ["shouldHighlight 2"])
        #expect(cv.indexPathsForSelectedItems == nil)
    }

    // A touch that turns into a scroll is not a selection: the highlight the touch began ends
    // (collectionView(_:didUnhighlightItemAt:), "the highlight was removed from the item") and
    // neither shouldSelect nor didSelect is called.
    @Test func aDragAfterTheHighlightUnhighlightsWithoutSelecting() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime(source) {} }
        // Held still long enough for the content to get the touch, then dragged up.
        var events = [TouchEvent(id: 0, phase: .began, location: row(3), timestamp: 0)]
        for (i, y) in [95.0, 75, 55, 35, 20].enumerated() {
            events.append(
                TouchEvent(id: 0, phase: .moved, location: Point(x: 100, y: y), timestamp: 0.25 + 0.03 * Double(i)))
        }
        events.append(TouchEvent(id: 0, phase: .ended, location: Point(x: 100, y: 20), timestamp: 0.45))
        h.touch(events)
        h.wait(0.5)
        #expect(cv.contentOffset.y > 0)
        #expect(log.calls.first == "shouldHighlight 3")
        #expect(log.calls.contains("didUnhighlight 3"))
        #expect(!log.calls.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
        #expect(cv.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    // With single selection, selecting another item deselects the first (didDeselect, then didSelect).
    @Test func singleSelectionReplacesTheSelection() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime(source) {} }
        h.tap(at: row(0))
        log.calls = []
        h.tap(at: row(2))
        #expect(log.calls.suffix(3) == ["shouldSelect 2", "didDeselect 0", "didSelect 2"])
        #expect(cv.indexPathsForSelectedItems == [ip(2)])
        #expect(!cv.cellForItem(at: ip(0))!.isSelected)
        #expect(cv.cellForItem(at: ip(2))!.isSelected)
    }

    // allowsMultipleSelection: "tapping a cell adds it to the current selection (assuming the delegate
    // permits the cell to be selected). Tapping the cell again removes it from the selection";
    // collectionView(_:shouldDeselectItemAt:) is asked "when the user tries to deselect an item".
    @Test func multipleSelectionTogglesAndAsksShouldDeselect() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime(source) {} }
        cv.allowsMultipleSelection = true
        h.tap(at: row(0))
        h.tap(at: row(2))
        #expect(cv.indexPathsForSelectedItems == [ip(0), ip(2)])
        log.calls = []
        h.tap(at: row(0))
        #expect(log.calls.suffix(2) == ["shouldDeselect 0", "didDeselect 0"])
        #expect(cv.indexPathsForSelectedItems == [ip(2)])
        // A delegate that refuses keeps the item selected.
        log.allowsDeselect = false
        log.calls = []
        h.tap(at: row(2))
        #expect(log.calls.last == "shouldDeselect 2")
        #expect(cv.indexPathsForSelectedItems == [ip(2)])
        #expect(cv.cellForItem(at: ip(2))!.isSelected)
    }

    // selectItem(at:animated:scrollPosition:): "This method doesn't cause any selection-related delegate
    // methods to be called"; "If there is an existing selection with a different index path and the
    // allowsMultipleSelection property is false, calling this method replaces the previous selection";
    // "Specifying nil for this parameter clears the current selection". deselectItem(at:animated:):
    // likewise no delegate methods.
    @Test func programmaticSelectionCallsNoDelegateMethods() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime(source) {} }
        cv.selectItem(at: ip(1), animated: false, scrollPosition: [])
        cv.selectItem(at: ip(3), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [ip(3)])
        #expect(!cv.cellForItem(at: ip(1))!.isSelected && cv.cellForItem(at: ip(3))!.isSelected)
        cv.deselectItem(at: ip(3), animated: false)
        #expect(cv.indexPathsForSelectedItems == nil)
        cv.allowsMultipleSelection = true
        cv.selectItem(at: ip(0), animated: false, scrollPosition: [])
        cv.selectItem(at: ip(2), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [ip(0), ip(2)])
        cv.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(log.calls.isEmpty)
    }

    // selectItem / deselectItem: "If the allowsSelection property is false, calling this method has no
    // effect"; and taps select nothing.
    @Test func withoutAllowsSelectionNothingSelects() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime(source) {} }
        cv.selectItem(at: ip(1), animated: false, scrollPosition: [])
        cv.allowsSelection = false
        cv.deselectItem(at: ip(1), animated: false)
        #expect(cv.indexPathsForSelectedItems == [ip(1)])
        cv.selectItem(at: ip(2), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [ip(1)])
        h.tap(at: row(3))
        #expect(cv.indexPathsForSelectedItems == [ip(1)])
        #expect(!log.calls.contains { $0.hasPrefix("didSelect") })
    }

    // selectItem(at:animated:scrollPosition:) "optionally scrolls it into view"; scrollToItem(at:at:animated:)
    // scrolls "until the specified item is visible" at the given position. A selected item that scrolls
    // away and back gets a cell whose isSelected is true, while the reused cell of another item is not.
    @Test func scrollingToItemsAndSelectionSurvivingReuse() {
        let h = Harness()
        let (cv, source, log) = makeList(h)
        defer { withExtendedLifetime((source, log)) {} }
        cv.selectItem(at: ip(10), animated: false, scrollPosition: .top)
        h.step()
        #expect(cv.contentOffset.y == 300)
        #expect(cv.cellForItem(at: ip(10))?.isSelected == true)
        #expect(cv.visibleCells.filter(\.isSelected).count == 1)
        cv.scrollToItem(at: ip(19), at: .bottom, animated: false)
        h.step()
        #expect(cv.contentOffset.y == 480)
        #expect(cv.visibleCells.allSatisfy { !$0.isSelected })
        cv.scrollToItem(at: ip(10), at: .centeredVertically, animated: false)
        h.step()
        #expect(cv.contentOffset.y == 255)
        #expect(cv.cellForItem(at: ip(10))?.isSelected == true)
    }

    // UICollectionViewCell: "contentView: the main view to which you add your cell's custom content"
    // fills the cell; isSelected and isHighlighted default to false.
    @Test func cellDefaults() {
        let cell = CollectionViewCell(frame: Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.frame == cell.bounds)
        cell.frame = Rect(x: 0, y: 0, width: 120, height: 50)
        #expect(cell.contentView.frame == cell.bounds)
    }
    // insertItems(at:) / deleteItems(at:): the data source is updated first, then the collection view
    // "gets the layout information for the new cells as part of calling this method" and asks the data
    // source only for cells it needs; the other items keep their cells, moved to their new index paths,
    // and the selection follows its items (a deleted item leaves it).
    @Test func insertingAndDeletingItems() {
        let h = Harness()
        let (cv, source, _) = makeList(h, count: 5)
        let cell2 = cv.cellForItem(at: ip(2))!
        cv.selectItem(at: ip(2), animated: false, scrollPosition: [])
        source.requests = []
        source.count = 6
        cv.insertItems(at: [ip(0)])
        #expect(source.requests == [ip(0)])
        #expect(cv.numberOfItems(inSection: 0) == 6)
        #expect(cv.cellForItem(at: ip(3)) === cell2)
        #expect(cell2.frame.minY == 90)
        #expect(cv.indexPathsForSelectedItems == [ip(3)])
        #expect(cv.contentSize.height == 180)
        source.count = 5
        cv.deleteItems(at: [ip(3)])
        #expect(cv.numberOfItems(inSection: 0) == 5)
        #expect(cv.indexPathsForSelectedItems == nil)
        // The deleted item's cell went to the reuse queue (and may come back for item 3, unselected).
        #expect(cv.visibleCells.allSatisfy { !$0.isSelected })
        #expect(cv.indexPathsForVisibleItems == [ip(0), ip(1), ip(2), ip(3)])
    }

    // performBatchUpdates(_:completion:): "Deletes are processed before inserts in batch operations": the
    // deletions' index paths are those before the batch, the insertions' those after; "completion" gets
    // true when the changes finished. reloadItems(at:) asks the data source for those items again.
    @Test func batchUpdatesAndReloadingItems() {
        let h = Harness()
        let (cv, source, _) = makeList(h, count: 5)
        let cell1 = cv.cellForItem(at: ip(1))!
        let cell3 = cv.cellForItem(at: ip(3))!
        var completions: [Bool] = []
        cv.performBatchUpdates({
            cv.insertItems(at: [ip(1)])
            cv.deleteItems(at: [ip(0)])
        }) { completions.append($0) }
        #expect(completions == [true])
        // Old 1 survives as new 0 (deleting 0 comes first); new 1 is the inserted item.
        #expect(cv.cellForItem(at: ip(0)) === cell1)
        #expect(cv.cellForItem(at: ip(3)) === cell3)
        source.requests = []
        cv.reloadItems(at: [ip(3)])
        #expect(source.requests == [ip(3)])
        #expect(cv.visibleCells.count == 4)
    }

    // UICollectionView.ScrollPosition: ".left: Scroll so that the item is positioned at the left edge of
    // the collection view's bounds"; ".right: ... at the right edge"; ".centeredHorizontally: ... centered
    // horizontally in the collection view" — the item's own frame, whatever the layout's section inset.
    @Test func horizontalScrollPositionsUseTheItemsFrame() {
        let h = Harness()
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 50, height: 100)
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: layout)
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = NumberSource(count: 20)
        cv.dataSource = source
        h.window.addSubview(cv)
        h.step()
        let f = cv.layoutAttributesForItem(at: ip(5))!.frame
        #expect(f.minX == 20 + 5 * 60)
        cv.scrollToItem(at: ip(5), at: .left, animated: false)
        #expect(cv.contentOffset.x == f.minX)
        cv.scrollToItem(at: ip(5), at: .right, animated: false)
        #expect(cv.contentOffset.x == f.maxX - 200)
        cv.scrollToItem(at: ip(5), at: .centeredHorizontally, animated: false)
        #expect(cv.contentOffset.x == f.midX - 100)
        withExtendedLifetime(source) {}
    }

    // collectionView(_:willDisplay:forItemAt:): "The collection view calls this method before adding a
    // cell to its content"; collectionView(_:didEndDisplaying:forItemAt:): "Use this method to detect when a
    // cell is removed from a collection view" — it is called once the cell left. reloadData(): "discard any
    // currently visible items and redisplay them based on the current state of the data source".
    @Test func displayCallbacksAndReloadData() {
        @MainActor final class DisplayLog: CollectionViewDelegate {
            var events: [String] = []
            func collectionView(
                _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
            ) {
                events.append("will \(indexPath.item) \(cell.superview == nil ? "out" : "in")")
            }
            func collectionView(
                _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                forItemAt indexPath: IndexPath
            ) {
                events.append("end \(indexPath.item) \(cell.superview == nil ? "out" : "in")")
            }
        }
        let h = Harness()
        let (cv, source, _) = makeList(h)
        let log = DisplayLog()
        cv.delegate = log
        cv.contentOffset = Point(x: 0, y: 30)
        h.step()
        #expect(log.events == ["end 0 out", "will 4 out"])
        log.events = []
        source.requests = []
        cv.reloadData()
        h.step()
        #expect(source.requests.sorted() == [ip(1), ip(2), ip(3), ip(4)])
        #expect(log.events.filter { $0.hasPrefix("end") }.count == 4)
        #expect(log.events.filter { $0.hasPrefix("will") }.count == 4)
        withExtendedLifetime(log) {}
    }
}
