import Glibc
import PanelEmbedded
import Testing

@testable import PanelKit

/// A section header that counts its reuses and shows its section's number in white from x = 60 (left of
/// it, and past x = 160, the header is plain blue for pixel checks).
@MainActor
final class SectionLabelView: CollectionReusableView {
    var reused = 0
    let label = Label(frame: Rect(x: 60, y: 4, width: 100, height: 20))
    var section = -1 {
        didSet { label.text = section < 0 ? nil : "Section \(section)" }
    }
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .blue
        clipsToBounds = true
        label.textColor = .white
        addSubview(label)
    }
    override func prepareForReuse() {
        reused += 1
        section = -1
    }
}

/// A footer of its own class, so dequeue can be seen to give the registered class for each kind.
@MainActor
final class SectionFooterView: CollectionReusableView {
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .red
    }
}

/// Sections of `counts` items with headers ("h") and footers ("f"), logging what it is asked for.
@MainActor
final class SectionedSource: CollectionViewDataSource {
    var counts: [Int]
    var supplementaryRequests: [String] = []
    var headersMade = 0
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header = kind == CollectionView.elementKindSectionHeader
        supplementaryRequests.append("\(header ? "header" : "footer") \(indexPath)")
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: header ? "h" : "f", for: indexPath)
        if let label = view as? SectionLabelView {
            if label.section == -1 && label.reused == 0 { headersMade += 1 }
            label.section = indexPath.section
        }
        return view
    }
}

/// Logs the supplementary display calls and gives per-section header sizes when told.
@MainActor
final class SupplementaryLog: CollectionViewDelegateFlowLayout {
    var calls: [String] = []
    var headerSizes: [Int: Size] = [:]
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size {
        headerSizes[section] ?? (collectionViewLayout as! CollectionViewFlowLayout).headerReferenceSize
    }
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        calls.append(
            "will \(elementKind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath)")
    }
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        calls.append("end \(elementKind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath)")
    }
}

/// Section headers and footers (`UICollectionReusableView`, supplementary views of a flow layout) as
/// Apple documents them.
@Suite("Collection views: headers and footers")
@MainActor
struct CollectionViewSupplementaryTests {
    static let header = CollectionView.elementKindSectionHeader
    static let footer = CollectionView.elementKindSectionFooter

    /// A 200x240 vertical grid of 40-point items, 3 to a line (10 points apart, spread to 30), sections of
    /// `counts` items inset 5/10/15/10, with 30-point headers and 20-point footers. Its content, section by
    /// section: header 0–30, items from 35 (lines 35–75, 85–125), footer 140–160; header 160–190, items
    /// 195–235, footer 250–270; header 270–300, no items, footer 320–340.
    func makeGrid(
        _ h: Harness, height: Double = 240, counts: [Int] = [5, 3, 0], header: Size = Size(width: 999, height: 30),
        footer: Size = Size(width: 999, height: 20)
    ) -> (CollectionView, CollectionViewFlowLayout, SectionedSource, SupplementaryLog) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 40, height: 40)
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        layout.headerReferenceSize = header
        layout.footerReferenceSize = footer
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: height), collectionViewLayout: layout)
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        cv.register(SectionLabelView.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "h")
        cv.register(SectionFooterView.self, forSupplementaryViewOfKind: Self.footer, withReuseIdentifier: "f")
        let source = SectionedSource(counts: counts)
        let log = SupplementaryLog()
        cv.dataSource = source
        cv.delegate = log
        h.window.addSubview(cv)
        h.step()
        return (cv, layout, source, log)
    }

    func sec(_ section: Int) -> IndexPath { IndexPath(item: 0, section: section) }

    // elementKindSectionHeader / …Footer: UIKit's strings; UICollectionViewCell inherits from
    // UICollectionReusableView, whose reuseIdentifier and prepareForReuse() it uses.
    @Test func kindsAndTheReusableViewHierarchy() {
        #expect(CollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(CollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        let cell: CollectionReusableView = NumberCell(registeredAs: "n")
        #expect(cell.reuseIdentifier == "n")
        #expect((cell as? CollectionViewCell)?.contentView.superview === cell)
        #expect(CollectionReusableView(frame: .zero).reuseIdentifier == nil)
        let flow = CollectionViewFlowLayout()
        // headerReferenceSize / footerReferenceSize: "The default size values are (0, 0)";
        // sectionHeadersPinToVisibleBounds / …Footers…: false by default.
        #expect(flow.headerReferenceSize == .zero && flow.footerReferenceSize == .zero)
        #expect(!flow.sectionHeadersPinToVisibleBounds && !flow.sectionFootersPinToVisibleBounds)
    }

    // headerReferenceSize: "During layout, only the size that corresponds to the appropriate scrolling
    // direction is used. For example, for the vertical scrolling direction, the layout object uses the
    // height value", the width being the collection view's; sectionInset: "The margins used to lay out
    // content in a section" — between the header and the items, and the items and the footer.
    @Test func headersAndFootersTakeTheirPlacesAroundTheSectionInset() {
        let h = Harness(width: 200, height: 240)
        let (cv, layout, source, log) = makeGrid(h)
        defer { withExtendedLifetime((source, log)) {} }
        #expect(cv.contentSize == Size(width: 200, height: 340))
        let headers = [0, 1, 2].map { layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: sec($0)) }
        let footers = [0, 1, 2].map { layout.layoutAttributesForSupplementaryView(ofKind: Self.footer, at: sec($0)) }
        #expect(headers.map { $0?.frame } == [0, 160, 270].map { Rect(x: 0, y: $0, width: 200, height: 30) })
        #expect(footers.map { $0?.frame } == [140, 250, 320].map { Rect(x: 0, y: $0, width: 200, height: 20) })
        #expect(headers[1]?.representedElementCategory == .supplementaryView)
        #expect(headers[1]?.representedElementKind == Self.header && headers[1]?.indexPath == sec(1))
        #expect(layout.layoutAttributesForItem(at: sec(0))?.representedElementKind == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "other", at: sec(0)) == nil)
        // The items sit inside the inset, below the header.
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 10, y: 35, width: 40, height: 40))
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == Rect(x: 150, y: 85, width: 40, height: 40))
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
                == Rect(x: 150, y: 195, width: 40, height: 40))

        // Only the views meeting the bounds (0–240) exist, with their attributes' frames.
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: Self.header) == [sec(0), sec(1)])
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: Self.footer) == [sec(0)])
        #expect(
            cv.visibleSupplementaryViews(ofKind: Self.header).map(\.frame) == [headers[0]?.frame, headers[1]?.frame])
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(0))?.frame == footers[0]?.frame)
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(1)) == nil)
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: Self.footer, at: sec(2))?.frame == footers[2]?.frame)
        // The data source was asked with each view's kind and index path, and dequeue gave the class
        // registered for the kind, with its reuse identifier.
        #expect(Set(source.supplementaryRequests) == ["header [0, 0]", "footer [0, 0]", "header [1, 0]"])
        #expect(source.supplementaryRequests.count == 3)
        #expect(Set(log.calls) == ["will header [0, 0]", "will footer [0, 0]", "will header [1, 0]"])
        let header1 = cv.supplementaryView(forElementKind: Self.header, at: sec(1))
        #expect((header1 as? SectionLabelView)?.section == 1 && header1?.reuseIdentifier == "h")
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(0)) is SectionFooterView)
        #expect(header1?.superview === cv)

        // On screen: header blue across the whole width, white inset, grey item, red footer.
        #expect(close(h.color(2, 15), .blue))
        #expect(close(h.color(198, 175), .blue))
        #expect(close(h.color(30, 32), .white))
        #expect(close(h.color(30, 55), .lightGray))
        #expect(close(h.color(5, 55), .white))
        #expect(close(h.color(100, 150), .red))
        #expect(close(h.color(100, 137), .white))
        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/collection-headers.png")
        }
    }

    // dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): "If an existing view is available
    // for reuse, this method calls the view's prepareForReuse() method instead" of making one; views that
    // scroll off screen are queued for it as cells are.
    @Test func headersScrolledOffAreReusedAfterPrepareForReuse() {
        let h = Harness(width: 200, height: 240)
        let (cv, _, source, log) = makeGrid(h)
        defer { withExtendedLifetime(log) {} }
        let first = cv.supplementaryView(forElementKind: Self.header, at: sec(0)) as! SectionLabelView
        source.supplementaryRequests = []
        log.calls = []
        // A finger drags the content up by about 90 points and holds (no flick).
        h.drag(from: Point(x: 100, y: 200), to: Point(x: 100, y: 100), duration: 0.5, hold: 0.2)
        h.wait(0.5)
        let offset = cv.contentOffset.y
        #expect(offset > 40 && offset <= 100)
        // Header 0 (0–30) left; header 2 (270–300) and footer 1 (250–270) came in.
        #expect(cv.supplementaryView(forElementKind: Self.header, at: sec(0)) == nil)
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: Self.header) == [sec(1), sec(2)])
        #expect(log.calls.contains("end header [0, 0]"))
        #expect(source.supplementaryRequests.contains("header [2, 0]"))
        #expect(source.supplementaryRequests.contains("footer [1, 0]"))
        // The header that scrolled out came back for section 2, prepared for reuse.
        #expect(cv.supplementaryView(forElementKind: Self.header, at: sec(2)) === first)
        #expect(first.reused == 1 && first.section == 2)
        #expect(source.headersMade == 2)
        #expect(first.frame == Rect(x: 0, y: 270, width: 200, height: 30))
        // Footers are queued by their own kind: footer 1 is a footer, not the reused header.
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(1)) is SectionFooterView)
        let y = Int((270 - offset).rounded(.up)) + 2
        #expect(close(h.color(30, y), .blue))
    }

    // sectionHeadersPinToVisibleBounds: "headers pin to the top of the collection view bounds during
    // scrolling" — while the section is on screen, until the section's end pushes the header out.
    @Test func pinnedHeadersStayAtTheTopUntilPushedOut() {
        let h = Harness(width: 200, height: 120)
        let (cv, layout, source, log) = makeGrid(h, height: 120, footer: .zero)
        defer { withExtendedLifetime((source, log)) {} }
        // Without footers: header 0–30, items 35–75 and 85–125, inset to 140; header 140–170, items
        // 175–215, inset to 230; header 230–260, to 280.
        layout.sectionHeadersPinToVisibleBounds = true
        h.step()
        #expect(cv.contentSize.height == 280)
        // A finger drags the content up by about 40 points and holds.
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 50), duration: 0.5, hold: 0.2)
        h.wait(0.5)
        var offset = cv.contentOffset.y
        #expect(offset > 20 && offset < 50)
        let header0 = cv.supplementaryView(forElementKind: Self.header, at: sec(0))
        #expect(close(header0?.frame ?? .zero, Rect(x: 0, y: offset, width: 200, height: 30)))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: sec(0))?.zIndex == 10)
        #expect(close(h.color(30, 5), .blue))
        #expect(close(h.color(30, 28), .blue))

        // Scrolled to 120: header 0 may go no lower than 140 - 30 = 110, the end of its section, where
        // section 1's header, coming up at 140, pushes it.
        cv.contentOffset = Point(x: 0, y: 120)
        h.step()
        #expect(cv.supplementaryView(forElementKind: Self.header, at: sec(0))?.frame.minY == 110)
        #expect(cv.supplementaryView(forElementKind: Self.header, at: sec(1))?.frame.minY == 140)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(close(h.color(30, 5), .blue))
        #expect(close(h.color(30, 25), .blue))

        // Dragged back down: item 0's cell (35–75) comes back under the pinned header and stays behind it.
        h.drag(from: Point(x: 100, y: 20), to: Point(x: 100, y: 90), duration: 0.5, hold: 0.2)
        h.wait(0.5)
        offset = cv.contentOffset.y
        #expect(offset > 40 && offset < 75)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
        #expect(close(cv.supplementaryView(forElementKind: Self.header, at: sec(0))?.frame.minY ?? 0, offset))
        #expect(close(h.color(30, 5), .blue))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/collection-pinned-header.png")
        }
        // A tap on the pinned header selects no item under it.
        h.tap(at: Point(x: 30, y: 5))
        #expect(cv.indexPathsForSelectedItems == nil)

        // Scrolled to 150: header 0 is gone and header 1 sits at the top.
        cv.contentOffset = Point(x: 0, y: 150)
        h.step()
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: Self.header) == [sec(1), sec(2)])
        #expect(cv.supplementaryView(forElementKind: Self.header, at: sec(1))?.frame.minY == 150)
        #expect(close(h.color(30, 25), .blue))
        // Not pinned: the headers scroll with the content.
        layout.sectionHeadersPinToVisibleBounds = false
        h.step()
        #expect(cv.supplementaryView(forElementKind: Self.header, at: sec(1))?.frame.minY == 140)
        #expect(close(h.color(30, 25), .lightGray))
    }

    // sectionFootersPinToVisibleBounds: footers pin to the bottom of the bounds while their section is on
    // screen.
    @Test func pinnedFootersStayAtTheBottom() {
        let h = Harness(width: 200, height: 240)
        let (cv, layout, source, log) = makeGrid(h)
        defer { withExtendedLifetime((source, log)) {} }
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(1)) == nil)
        layout.sectionFootersPinToVisibleBounds = true
        h.step()
        // Footer 1 (250–270) is held at the bottom, 220–240; footer 0 is above the bottom anyway, and
        // footer 2's section begins below the screen.
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(1))?.frame.minY == 220)
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(0))?.frame.minY == 140)
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(2)) == nil)
        #expect(close(h.color(100, 230), .red))
        cv.contentOffset = Point(x: 0, y: 100)
        h.step()
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(1))?.frame.minY == 250)
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(2))?.frame.minY == 320)
    }

    // For the horizontal scrolling direction, "the layout object uses the width value" of the reference
    // sizes; the views are as tall as the collection view.
    @Test func horizontalLayoutsUseTheWidths() {
        let h = Harness(width: 200, height: 120)
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 40, height: 40)
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        layout.headerReferenceSize = Size(width: 25, height: 999)
        layout.footerReferenceSize = Size(width: 15, height: 999)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: layout)
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        cv.register(SectionLabelView.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "h")
        cv.register(SectionFooterView.self, forSupplementaryViewOfKind: Self.footer, withReuseIdentifier: "f")
        let source = SectionedSource(counts: [3, 2])
        cv.dataSource = source
        h.window.addSubview(cv)
        h.step()
        // Section 0: header 0–25, inset to 35, columns 35–75 and 85–125, inset to 135, footer 135–150;
        // section 1: header 150–175, column 185–225, footer 235–250.
        #expect(cv.contentSize == Size(width: 250, height: 120))
        #expect(
            cv.supplementaryView(forElementKind: Self.header, at: sec(0))?.frame
                == Rect(x: 0, y: 0, width: 25, height: 120))
        #expect(
            cv.supplementaryView(forElementKind: Self.footer, at: sec(0))?.frame
                == Rect(x: 135, y: 0, width: 15, height: 120))
        #expect(
            cv.supplementaryView(forElementKind: Self.header, at: sec(1))?.frame
                == Rect(x: 150, y: 0, width: 25, height: 120))
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == Rect(x: 185, y: 5, width: 40, height: 40))
        #expect(cv.supplementaryView(forElementKind: Self.footer, at: sec(1)) == nil)
        #expect(close(h.color(12, 100), .blue))
        #expect(close(h.color(140, 60), .red))
        #expect(close(h.color(30, 20), .white))
        // Pinned, header 1 stays at the leading edge while its section scrolls.
        layout.sectionHeadersPinToVisibleBounds = true
        cv.contentOffset = Point(x: 50, y: 0)
        h.step()
        #expect(cv.supplementaryView(forElementKind: Self.header, at: sec(0))?.frame.minX == 50)
        #expect(close(h.color(10, 100), .blue))
    }

    // "If the size in the appropriate scrolling dimension is 0, no header is added" (likewise footers), and
    // the data source is not asked for one; collectionView(_:layout:referenceSizeForHeaderInSection:)
    // gives per-section sizes, and a delegate implementing only it keeps itemSize for the items.
    @Test func zeroReferenceSizesAskForNothing() {
        let h = Harness(width: 200, height: 240)
        // Vertical scrolling reads the heights only: these widths add nothing.
        let (cv, layout, source, log) = makeGrid(
            h, header: Size(width: 200, height: 0), footer: Size(width: 200, height: 0))
        #expect(source.supplementaryRequests.isEmpty)
        #expect(cv.visibleSupplementaryViews(ofKind: Self.header).isEmpty)
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: Self.footer).isEmpty)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: sec(0)) == nil)
        #expect(cv.contentSize.height == 3 * 20 + 90 + 40)
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 10, y: 5, width: 40, height: 40))
        #expect(close(h.color(30, 25), .lightGray))

        // The delegate gives section 1 a 24-point header and the others none.
        log.headerSizes = [1: Size(width: 0, height: 24)]
        layout.invalidateLayout()
        h.step()
        #expect(source.supplementaryRequests == ["header [1, 0]"])
        #expect(
            cv.supplementaryView(forElementKind: Self.header, at: sec(1))?.frame
                == Rect(x: 0, y: 110, width: 200, height: 24))
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == Rect(x: 10, y: 139, width: 40, height: 40))
        #expect(cv.contentSize.height == 190 + 24)
    }

    // reloadData(): the supplementary views go back to the queue and the data source is asked again.
    @Test func reloadDataAsksForTheViewsAgain() {
        let h = Harness(width: 200, height: 240)
        let (cv, _, source, log) = makeGrid(h)
        defer { withExtendedLifetime(log) {} }
        let header0 = cv.supplementaryView(forElementKind: Self.header, at: sec(0)) as! SectionLabelView
        source.supplementaryRequests = []
        source.counts = [2, 1, 4]
        cv.reloadData()
        h.step()
        #expect(
            Set(source.supplementaryRequests) == [
                "header [0, 0]", "footer [0, 0]", "header [1, 0]", "footer [1, 0]", "header [2, 0]",
            ])
        #expect(header0.reused == 1)
        #expect(cv.visibleSupplementaryViews(ofKind: Self.header).contains { $0 === header0 })
        #expect(cv.subviews.filter { $0 is SectionLabelView }.count == 3)
    }
}
