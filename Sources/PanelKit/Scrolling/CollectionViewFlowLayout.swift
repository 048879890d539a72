/// Items in lines, as `UICollectionViewFlowLayout`: with `.vertical` scrolling, lines run left to right
/// and stack downwards (a list when one item fills a line); with `.horizontal`, columns run top to
/// bottom and stack rightwards (a strip of pages). Extra space in a line goes between its items.
///
/// Each section may have a header before it and a footer after it (`headerReferenceSize`,
/// `footerReferenceSize`, or the delegate's sizes per section): supplementary views of kind
/// `CollectionView.elementKindSectionHeader` and `…Footer` at index path (0, section), as wide as the
/// collection view and as tall as the reference height when scrolling vertically (as tall as the collection
/// view and as wide as the reference width when horizontally). As in UIKit, `sectionInset` lies between the
/// header and the items and between the items and the footer. Pinned headers (`sectionHeadersPinToVisibleBounds`)
/// stay at the top of the visible bounds while their section is on screen, pushed out by the section's end.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls in.
    public enum ScrollDirection: Sendable {
        case vertical
        case horizontal
    }

    public var scrollDirection: ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// Every item's size, unless the delegate gives sizes.
    public var itemSize = Size(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// Space between lines (rows when vertical, columns when horizontal).
    public var minimumLineSpacing = 10.0 {
        didSet { invalidateLayout() }
    }
    /// Space between items in a line.
    public var minimumInteritemSpacing = 10.0 {
        didSet { invalidateLayout() }
    }
    /// Space around each section's items (inside its header and footer).
    public var sectionInset: EdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// An estimate of every item's size, as `UICollectionViewFlowLayout.estimatedItemSize`: zero (the
    /// default) places items at `itemSize` (or the delegate's sizes); any other size makes the cells size
    /// themselves: each is placed at the estimate (at `itemSize` for `automaticSize`) until its
    /// `preferredLayoutAttributesFitting(_:)` (by default its content view's Auto Layout size) is learnt,
    /// then the lines are placed again with the learnt sizes and the content size follows.
    public var estimatedItemSize: Size = .zero {
        didSet { invalidateLayout() }
    }
    /// The `estimatedItemSize` that asks for self-sizing cells without an estimate of its own, as
    /// `UICollectionViewFlowLayout.automaticSize` (both sides the largest finite value, as in UIKit).
    public static let automaticSize = Size(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
    /// Every section header's size unless the delegate gives sizes: only the height counts when scrolling
    /// vertically, only the width when horizontally; zero (the default) means no headers.
    public var headerReferenceSize: Size = .zero {
        didSet { invalidateLayout() }
    }
    /// Every section footer's size, measured as `headerReferenceSize`; zero (the default) means no footers.
    public var footerReferenceSize: Size = .zero {
        didSet { invalidateLayout() }
    }
    /// Whether a section's header stays at the top (leading edge when horizontal) of the visible bounds
    /// while its section scrolls under it (false by default, as in UIKit).
    public var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }
    /// Whether a section's footer stays at the bottom (trailing edge) of the visible bounds while its
    /// section is on screen (false by default).
    public var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// Where a section lies along the scrolling axis: `start` is its header's leading edge, `bodyStart` and
    /// `bodyEnd` bound the section inset and items between the header and the footer.
    private struct SectionExtent {
        var start = 0.0
        var bodyStart = 0.0
        var bodyEnd = 0.0
    }

    private var attributes: [CollectionViewLayoutAttributes] = []
    private var headers: [Int: CollectionViewLayoutAttributes] = [:]
    private var footers: [Int: CollectionViewLayoutAttributes] = [:]
    private var extents: [SectionExtent] = []
    private var contentSize: Size = .zero
    /// The sizes self-sizing cells asked for, by index path (forgotten when the items or the layout change).
    private var measured: [IndexPath: Size] = [:]

    /// Whether the cells size themselves (`estimatedItemSize` is not zero).
    private var sizesCells: Bool { estimatedItemSize.width > 0 && estimatedItemSize.height > 0 }

    /// The z-index of pinned headers and footers, which float above the cells.
    static let pinnedZIndex = 10

    public override init() {
        super.init()
    }

    /// Where an item is placed: its learnt size when the cells size themselves, else its estimate (finite
    /// and not negative), else `sizeForItem(at:)`.
    private func placedSize(at indexPath: IndexPath) -> Size {
        guard sizesCells else { return sizeForItem(at: indexPath) }
        if let size = measured[indexPath] { return size }
        let estimate = estimatedItemSize == Self.automaticSize ? sizeForItem(at: indexPath) : estimatedItemSize
        let finite = { (v: Double) in v.isFinite && v < 1e7 ? max(0, v) : 50 }
        return Size(width: finite(estimate.width), height: finite(estimate.height))
    }

    /// The size for an item: the delegate's, else `itemSize`. The delegate is asked in the data source's
    /// index paths; a drop's placeholder item takes the size of the data item whose place it took
    /// (`itemSize` in a section with no data items).
    open func sizeForItem(at indexPath: IndexPath) -> Size {
        if let cv = collectionView, let d = cv.delegate as? any CollectionViewDelegateFlowLayout {
            guard let ip = cv.sizingIndexPath(indexPath) else { return itemSize }
            return d.collectionView(cv, layout: self, sizeForItemAt: ip)
        }
        return itemSize
    }

    /// The size of a section's header: the delegate's, else `headerReferenceSize`.
    private func headerSize(in section: Int) -> Size {
        if let cv = collectionView, let d = cv.delegate as? any CollectionViewDelegateFlowLayout {
            return d.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section)
        }
        return headerReferenceSize
    }

    /// The size of a section's footer: the delegate's, else `footerReferenceSize`.
    private func footerSize(in section: Int) -> Size {
        if let cv = collectionView, let d = cv.delegate as? any CollectionViewDelegateFlowLayout {
            return d.collectionView(cv, layout: self, referenceSizeForFooterInSection: section)
        }
        return footerReferenceSize
    }

    open override func prepare() {
        attributes = []
        headers = [:]
        footers = [:]
        extents = []
        guard let cv = collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let extent = vertical ? cv.bounds.width : cv.bounds.height
        var position = 0.0
        var crossMax = 0.0
        /// Attributes for a header or footer `thickness` long along the axis at `position`, across the whole
        /// collection view; nil when `thickness` is not positive.
        func supplementary(_ kind: String, _ section: Int, _ size: Size, pinned: Bool)
            -> CollectionViewLayoutAttributes?
        {
            let thickness = vertical ? size.height : size.width
            guard thickness > 0 else { return nil }
            let a = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
            a.frame =
                vertical
                ? Rect(x: 0, y: position, width: extent, height: thickness)
                : Rect(x: position, y: 0, width: thickness, height: extent)
            a.zIndex = pinned ? Self.pinnedZIndex : 0
            position += thickness
            return a
        }
        for section in 0..<cv.numberOfSections {
            var sectionExtent = SectionExtent(start: position)
            headers[section] = supplementary(
                CollectionView.elementKindSectionHeader, section, headerSize(in: section),
                pinned: sectionHeadersPinToVisibleBounds)
            sectionExtent.bodyStart = position
            let inset = sectionInset
            let leadIn = vertical ? inset.top : inset.left
            let leadOut = vertical ? inset.bottom : inset.right
            let crossStart = vertical ? inset.left : inset.top
            let crossAvailable = extent - crossStart - (vertical ? inset.right : inset.bottom)
            position += leadIn
            var line: [(IndexPath, Size)] = []
            var lineCross = 0.0
            func flush() {
                guard !line.isEmpty else { return }
                let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let used = line.reduce(0) { $0 + (vertical ? $1.1.width : $1.1.height) }
                let gap =
                    line.count > 1
                    ? max(minimumInteritemSpacing, (crossAvailable - used) / Double(line.count - 1))
                    : 0
                var cross = crossStart
                for (ip, size) in line {
                    let a = CollectionViewLayoutAttributes(forCellWith: ip)
                    a.sizesWidthToFit = sizesCells && measured[ip] == nil
                    a.sizesHeightToFit = a.sizesWidthToFit
                    let along = vertical ? size.height : size.width
                    let lineOffset = (thickness - along) / 2
                    a.frame =
                        vertical
                        ? Rect(x: cross, y: position + lineOffset, width: size.width, height: size.height)
                        : Rect(x: position + lineOffset, y: cross, width: size.width, height: size.height)
                    attributes.append(a)
                    cross += (vertical ? size.width : size.height) + gap
                    crossMax = max(crossMax, cross - gap)
                }
                position += thickness + minimumLineSpacing
                line = []
                lineCross = 0
            }
            let count = cv.numberOfItems(inSection: section)
            for item in 0..<count {
                let ip = IndexPath(item: item, section: section)
                let size = placedSize(at: ip)
                let c = vertical ? size.width : size.height
                if !line.isEmpty && lineCross + minimumInteritemSpacing + c > crossAvailable + 1e-9 { flush() }
                lineCross += (line.isEmpty ? 0 : minimumInteritemSpacing) + c
                line.append((ip, size))
            }
            flush()
            if count > 0 { position -= minimumLineSpacing }
            position += leadOut
            sectionExtent.bodyEnd = position
            footers[section] = supplementary(
                CollectionView.elementKindSectionFooter, section, footerSize(in: section),
                pinned: sectionFootersPinToVisibleBounds)
            extents.append(sectionExtent)
        }
        contentSize =
            vertical
            ? Size(width: max(cv.bounds.width, crossMax), height: position)
            : Size(width: position, height: max(cv.bounds.height, crossMax))
    }

    open override var collectionViewContentSize: Size { contentSize }

    /// True, as UIKit's flow layout: in a collection view whose direction is right to left the lines fill
    /// from the right.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Keeps the size a self-sizing cell asked for (a cell no wider than the lines, not negative); true when
    /// it differs from where the cell was placed, so the collection view places the lines again.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        guard sizesCells, originalAttributes.representedElementCategory == .cell else { return false }
        let ip = originalAttributes.indexPath
        let placed = originalAttributes.frame.size
        var size = preferredAttributes.frame.size
        if !size.width.isFinite || size.width < 0 { size.width = placed.width }
        if !size.height.isFinite || size.height < 0 { size.height = placed.height }
        measured[ip] = size
        attributes.first { $0.indexPath == ip }.map {
            $0.sizesWidthToFit = false
            $0.sizesHeightToFit = false
        }
        return abs(size.width - placed.width) > 0.5 || abs(size.height - placed.height) > 0.5
    }

    /// Forgets the learnt cell sizes (the cells are measured again as they show), then marks the layout for
    /// a new `prepare()`.
    open override func invalidateLayout() {
        measured = [:]
        super.invalidateLayout()
    }

    /// The items changed: self-sized cells are measured again as they show.
    override func itemsDidChange() {
        measured = [:]
    }

    /// A self-sizing cell asked to be measured again (`invalidateIntrinsicContentSize()` on it or its
    /// content view): its learnt size is forgotten and the layout prepared again.
    override func selfSizingInvalidated(at indexPath: IndexPath) {
        guard sizesCells, measured.removeValue(forKey: indexPath) != nil else { return }
        super.invalidateLayout()
    }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        var found = attributes.filter { $0.frame.intersects(rect) }
        for section in extents.indices {
            for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
                let ip = IndexPath(item: 0, section: section)
                if let a = layoutAttributesForSupplementaryView(ofKind: kind, at: ip), a.frame.intersects(rect) {
                    found.append(a)
                }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }

    /// A section's header or footer, where it is now: a pinned one is moved to the visible bounds.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        let header = elementKind == CollectionView.elementKindSectionHeader
        guard header || elementKind == CollectionView.elementKindSectionFooter, indexPath.item == 0,
            let a = (header ? headers : footers)[indexPath.section]
        else { return nil }
        let pins = header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        guard pins, let cv = collectionView, extents.indices.contains(indexPath.section) else { return a }
        let section = extents[indexPath.section]
        return a.pinned(
            header: header, bodyStart: section.bodyStart, bodyEnd: section.bodyEnd,
            vertical: scrollDirection == .vertical, in: cv)
    }
}
