import Testing

@testable import PanelKit

@MainActor
final class ScrollLog: CollectionViewDelegate {
    var events: [String] = []
    var velocity = Point.zero
    var proposedTarget = Point.zero
    var overrideTarget: Point?
    var selected: [IndexPath] = []

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        events.append("willEndDragging")
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let t = overrideTarget { targetContentOffset.pointee = t }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@Suite("Scroll views")
@MainActor
struct ScrollViewTests {
    func makeVertical(_ h: Harness) -> (ScrollView, ScrollLog) {
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        let log = ScrollLog()
        s.delegate = log
        h.window.addSubview(s)
        h.step()
        return (s, log)
    }

    @Test func dragMovesTheContentOneToOne() {
        let h = Harness()
        let (s, log) = makeVertical(h)
        var scrolls = 0
        final class Counter: ScrollViewDelegate {
            var onScroll: () -> Void
            init(_ f: @escaping () -> Void) { onScroll = f }
            func scrollViewDidScroll(_ scrollView: ScrollView) { onScroll() }
        }
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 10), duration: 0.5, hold: 0.3)
        // The content follows the finger after the pan's 10-point threshold.
        #expect(close(s.contentOffset.y, 90, 1e-6))
        #expect(s.contentOffset.x == 0)
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(log.velocity == .zero)
        #expect(!s.isDragging && !s.isDecelerating)
        let counter = Counter { scrolls += 1 }
        s.delegate = counter
        s.contentOffset = Point(x: 0, y: 20)
        #expect(scrolls == 1)
    }

    @Test func rubberBandsPastTheEdgeAndSpringsBack() {
        let h = Harness()
        let (s, log) = makeVertical(h)
        h.touch(ScriptedInput.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 110), duration: 0.5))
        try! h.driver.advance(by: 0.49)
        // 100 points down from the top, less the 10-point threshold: UIKit's rubber band of 90 over 120.
        let expected = -ScrollView.rubberBand(90 - 10.0 / 3, dimension: 120)
        #expect(close(s.contentOffset.y, expected, 1e-6))
        let formula: Double = (1 - 1 / (90 * 0.55 / 120 + 1)) * 120
        #expect(close(ScrollView.rubberBand(90, dimension: 120), formula))
        h.step(60)
        #expect(s.contentOffset.y == 0)
        #expect(log.events.contains("didEndDecelerating"))
    }

    @Test func flickDeceleratesToTheProjectedOffset() {
        let h = Harness()
        let (s, recorder) = makeVertical(h)
        s.contentSize = Size(width: 200, height: 5000)
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 50), duration: 0.1)
        #expect(s.isDecelerating)
        #expect(
            recorder.events.prefix(4) == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
            ])
        // Velocity in points per millisecond, as UIKit reports it; about 600 pt/s here.
        #expect(abs(recorder.velocity.y - 0.6) < 0.05)
        let target = recorder.proposedTarget.y
        #expect(close(target - 60, recorder.velocity.y * 1000 * (-1 / (1000 * -0.002002002670673)), 30))
        h.step(240)
        #expect(!s.isDecelerating)
        #expect(abs(s.contentOffset.y - target) < 3)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func delegateCanMoveTheRestingPoint() {
        let h = Harness()
        let (s, log) = makeVertical(h)
        log.overrideTarget = Point(x: 0, y: 300)
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 50), duration: 0.1)
        h.step(90)
        #expect(close(s.contentOffset.y, 300, 0.5))
    }

    @Test func pagingComesToRestOnAPage() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 600, height: 120)
        s.isPagingEnabled = true
        h.window.addSubview(s)
        h.step()
        // A short slow drag stays on the page.
        h.drag(from: Point(x: 150, y: 60), to: Point(x: 110, y: 60), duration: 0.5, hold: 0.2)
        h.step(60)
        #expect(s.contentOffset.x == 0)
        // A quick flick turns it.
        h.drag(from: Point(x: 150, y: 60), to: Point(x: 100, y: 60), duration: 0.1)
        h.step(60)
        #expect(s.contentOffset.x == 200)
        // Past half the page turns it too.
        h.drag(from: Point(x: 190, y: 60), to: Point(x: 60, y: 60), duration: 0.8, hold: 0.2)
        h.step(60)
        #expect(s.contentOffset.x == 400)
    }

    @Test func setContentOffsetAnimated() {
        let h = Harness()
        let (s, log) = makeVertical(h)
        s.setContentOffset(Point(x: 0, y: 200), animated: true)
        h.step(5)
        #expect(s.contentOffset.y > 0 && s.contentOffset.y < 200)
        h.step(60)
        #expect(s.contentOffset.y == 200)
        #expect(log.events == ["didEndScrollingAnimation"])
    }

    @Test func panInAScrollViewInsideADraggableCard() {
        let h = Harness(width: 200, height: 300)
        let card = View(frame: Rect(x: 0, y: 50, width: 200, height: 250))
        let scroll = ScrollView(frame: Rect(x: 0, y: 20, width: 200, height: 200))
        scroll.contentSize = Size(width: 200, height: 1000)
        card.addSubview(scroll)
        h.window.addSubview(card)
        var cardStates: [GestureRecognizer.State] = []
        var cardTranslation = Point.zero
        let cardPan = PanGestureRecognizer { pan in
            cardStates.append(pan.state)
            cardTranslation = pan.translation(in: card.superview)
        }
        let delegate = SimultaneousDelegate()
        cardPan.delegate = delegate
        card.addGestureRecognizer(cardPan)
        h.step()
        h.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 130), duration: 0.5, hold: 0.2)
        // Both recognized: the list scrolled and the card's pan saw the whole drag.
        #expect(cardStates.first == .began && cardStates.last == .ended)
        #expect(close(cardTranslation, Point(x: 0, y: -120)))
        // The list lags the finger by the pan's threshold (the first 4-point step past 10 points).
        #expect(close(scroll.contentOffset.y, 108, 1e-6))

        // Without simultaneous recognition the inner list wins.
        cardStates = []
        cardPan.delegate = nil
        h.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 130), duration: 0.5, hold: 0.2)
        #expect(cardStates.isEmpty)
        #expect(close(scroll.contentOffset.y, 216, 1e-6))
    }

    @Test func sidewaysDragInAVerticalListGoesToTheOuterPager() {
        let h = Harness()
        let pager = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        pager.contentSize = Size(width: 600, height: 120)
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        list.contentSize = Size(width: 200, height: 1000)
        pager.addSubview(list)
        h.window.addSubview(pager)
        h.step()
        h.drag(from: Point(x: 150, y: 60), to: Point(x: 50, y: 62), duration: 0.5, hold: 0.2)
        #expect(list.contentOffset == .zero)
        #expect(close(pager.contentOffset.x, 90, 1e-6))
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 20), duration: 0.5, hold: 0.2)
        #expect(close(list.contentOffset.y, 80 - 32.0 / 3, 1e-6))
    }
}

@MainActor
final class NumberCell: CollectionViewCell {
    static var made = 0
    var reused = 0
    var number = -1
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .lightGray
    }
    override func prepareForReuse() { reused += 1 }
}

@MainActor
final class NumberSource: CollectionViewDataSource {
    var count: Int
    var created = 0
    var requests: [IndexPath] = []
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        requests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) as! NumberCell
        if cell.number == -1 && cell.reused == 0 { created += 1 }
        cell.number = indexPath.item
        return cell
    }
}

@Suite("Collection views")
@MainActor
struct CollectionViewTests {
    func makeList(_ h: Harness, count: Int = 100) -> (CollectionView, NumberSource, ScrollLog) {
        let cv = CollectionView(
            frame: Rect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: ListLayout(itemHeight: 30))
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = NumberSource(count: count)
        let log = ScrollLog()
        cv.dataSource = source
        cv.delegate = log
        h.window.addSubview(cv)
        h.step()
        return (cv, source, log)
    }

    @Test func onlyVisibleCellsExistAndAreReused() {
        let h = Harness()
        let (cv, source, _) = makeList(h)
        #expect(cv.contentSize == Size(width: 200, height: 3000))
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        #expect(source.created == 4)
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.frame == Rect(x: 0, y: 0, width: 200, height: 30))
        cv.contentOffset = Point(x: 0, y: 315)
        h.step()
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [10, 11, 12, 13, 14])
        #expect(source.created <= 5)
        #expect(cv.visibleCells.allSatisfy { ($0 as! NumberCell).number == cv.indexPath(for: $0)!.item })
        #expect(cv.subviews.filter { $0 is CollectionViewCell }.count == 5)
        #expect(cv.visibleCells.contains { ($0 as! NumberCell).reused > 0 })
    }

    @Test func scrollingByDragTilesCells() {
        let h = Harness()
        let (cv, source, _) = makeList(h)
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 10), duration: 0.5, hold: 0.2)
        #expect(close(cv.contentOffset.y, 90, 1e-6))
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [3, 4, 5, 6])
        #expect(source.created <= 5)
    }

    @Test func tapSelectsButDragDoesNot() {
        let h = Harness()
        let (cv, _, log) = makeList(h)
        h.tap(at: Point(x: 100, y: 75))
        #expect(log.selected == [IndexPath(item: 2, section: 0)])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))!.isSelected)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 40), duration: 0.3, hold: 0.2)
        #expect(log.selected.count == 1)
    }

    @Test func reloadDataAsksAgain() {
        let h = Harness()
        let (cv, source, _) = makeList(h, count: 2)
        #expect(cv.visibleCells.count == 2)
        source.count = 10
        cv.reloadData()
        h.step()
        #expect(cv.visibleCells.count == 4)
        #expect(cv.contentSize.height == 300)
        #expect(cv.numberOfItems(inSection: 0) == 10)
    }

    @Test func flowLayoutMakesGridsAndPages() {
        let h = Harness()
        let grid = CollectionViewFlowLayout()
        grid.itemSize = Size(width: 50, height: 40)
        grid.minimumInteritemSpacing = 10
        grid.minimumLineSpacing = 5
        grid.sectionInset = EdgeInsets(all: 10)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: grid)
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = NumberSource(count: 7)
        cv.dataSource = source
        h.window.addSubview(cv)
        h.step()
        // 3 per line (50 + 10 + 50 + 10 + 50 fits 180); the extra 30 goes between them.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minX == 75)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame.origin == Point(x: 10, y: 55))
        let height: Double = 10 + 40 + 5 + 40 + 5 + 40 + 10
        #expect(cv.contentSize.height == height)
    }

    @Test func horizontalPagingLayout() {
        let h = Harness()
        let layout = PagingLayout(
            itemSize: Size(width: 160, height: 100), spacing: 10,
            insets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: layout)
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = NumberSource(count: 5)
        cv.dataSource = source
        h.window.addSubview(cv)
        h.step()
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
                == Rect(x: 190, y: 10, width: 160, height: 100))
        let width: Double = 20 + 5 * 160 + 4 * 10 + 20
        #expect(cv.contentSize.width == width)
        h.drag(from: Point(x: 150, y: 60), to: Point(x: 110, y: 60), duration: 0.1)
        h.step(60)
        #expect(cv.contentOffset.x == 170)
        h.drag(from: Point(x: 150, y: 60), to: Point(x: 110, y: 60), duration: 0.1)
        h.step(60)
        #expect(cv.contentOffset.x == 340)
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [1, 2, 3])
    }

    /// Seed 000's swiping cell: a pan on the cell drags its front view up out of the cell, drawn outside
    /// the cell's bounds; the horizontal collection view keeps sideways drags.
    @Test func swipingCellsDrawOutsideTheirBounds() {
        @MainActor final class SwipingCell: CollectionViewCell, GestureRecognizerDelegate {
            let front = View()
            var pan: PanGestureRecognizer!
            override init(frame: Rect) {
                super.init(frame: frame)
                clipsToBounds = false
                front.backgroundColor = .red
                contentView.addSubview(front)
                pan = PanGestureRecognizer(target: self, action: SwipingCell.handlePan)
                pan.delegate = self
                addGestureRecognizer(pan)
            }
            override func layoutSubviews() {
                if pan.state == .possible { front.frame = Rect(x: 10, y: 40, width: 60, height: 50) }
            }
            func handlePan(_ pan: PanGestureRecognizer) {
                if pan.state == .changed || pan.state == .began {
                    front.frame.origin.y = 40 + min(0, pan.translation(in: self).y)
                }
            }
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                guard gestureRecognizer === pan else { return true }
                let t = pan.translation(in: self)
                return abs(t.y) > abs(t.x)
            }
            func gestureRecognizer(
                _ gestureRecognizer: GestureRecognizer,
                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
            ) -> Bool { true }
        }
        @MainActor final class Source: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "swipe", for: indexPath)
            }
        }
        let h = Harness(width: 200, height: 200)
        let layout = PagingLayout(
            itemSize: Size(width: 80, height: 100), spacing: 10,
            insets: EdgeInsets(top: 90, left: 10, bottom: 10, right: 10))
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        cv.register(SwipingCell.self, forCellWithReuseIdentifier: "swipe")
        let source = Source()
        cv.dataSource = source
        h.window.addSubview(cv)
        h.step()
        // The front view sits inside its cell (cell at y 90, front at 130).
        #expect(close(h.color(40, 150), .red))
        #expect(!close(h.color(40, 110), .red))
        h.touch(ScriptedInput.drag(from: Point(x: 40, y: 150), to: Point(x: 40, y: 90), duration: 0.3))
        try! h.driver.advance(by: 0.29)
        // Dragged 60 up: the front view now reaches above the cell's top edge (y 90).
        #expect(close(h.color(40, 80), .red))
        #expect(cv.contentOffset.x == 0)
        // The finger lifts: a touch still down keeps its recognizers, and they it, past the test.
        try! h.driver.advance(by: 0.1)
    }
}
