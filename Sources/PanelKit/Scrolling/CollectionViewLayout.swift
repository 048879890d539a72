/// The position of an item: a section and an item in it, as `IndexPath` for collection views.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// The same as `item` (table views' name).
    public var row: Int { item }

    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}

/// Where a cell goes, as `UICollectionViewLayoutAttributes`.
@MainActor
open class CollectionViewLayoutAttributes {
    public let indexPath: IndexPath
    public var frame: Rect = .zero
    public var alpha: Double = 1
    public var isHidden = false
    public var transform: AffineTransform = .identity
    /// Cells with a higher z-index are in front.
    public var zIndex = 0

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    public var size: Size {
        get { frame.size }
        set { frame.size = newValue }
    }
}

/// Places a collection view's cells, as `UICollectionViewLayout`. Subclass it, or use
/// `CollectionViewFlowLayout` (a vertical list, a grid, or a horizontal strip of pages).
@MainActor
open class CollectionViewLayout {
    /// The collection view using the layout.
    public internal(set) weak var collectionView: CollectionView?

    public init() {}

    /// Computes the layout; called before the layout is used after an invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every item whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change (a scroll, a resize) needs a new `prepare()`; the default answers for a
    /// size change only.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// Where a flick should come to rest; the default keeps the scroll view's own choice.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
    )
        -> Point
    {
        proposedContentOffset
    }

    /// Whether `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` moves resting points.
    open var snapsContentOffset: Bool { false }

    /// Marks the layout for a new `prepare()` before the collection view's next layout.
    open func invalidateLayout() {
        collectionView?.layoutInvalidated()
    }
}

/// Asks for per-item sizes, as `UICollectionViewDelegateFlowLayout`.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size
}

/// Items in lines, as `UICollectionViewFlowLayout`: with `.vertical` scrolling, lines run left to right
/// and stack downwards (a list when one item fills a line); with `.horizontal`, columns run top to
/// bottom and stack rightwards (a strip of pages). Extra space in a line goes between its items.
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
    /// Space around each section.
    public var sectionInset: EdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    private var attributes: [CollectionViewLayoutAttributes] = []
    private var contentSize: Size = .zero

    public override init() {
        super.init()
    }

    /// The size for an item: the delegate's, else `itemSize`.
    open func sizeForItem(at indexPath: IndexPath) -> Size {
        if let cv = collectionView, let d = cv.delegate as? any CollectionViewDelegateFlowLayout {
            return d.collectionView(cv, layout: self, sizeForItemAt: indexPath)
        }
        return itemSize
    }

    open override func prepare() {
        attributes = []
        guard let cv = collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let extent = vertical ? cv.bounds.width : cv.bounds.height
        var position = 0.0
        var crossMax = 0.0
        for section in 0..<cv.numberOfSections {
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
                let size = sizeForItem(at: ip)
                let c = vertical ? size.width : size.height
                if !line.isEmpty && lineCross + minimumInteritemSpacing + c > crossAvailable + 1e-9 { flush() }
                lineCross += (line.isEmpty ? 0 : minimumInteritemSpacing) + c
                line.append((ip, size))
            }
            flush()
            if count > 0 { position -= minimumLineSpacing }
            position += leadOut
        }
        contentSize =
            vertical
            ? Size(width: max(cv.bounds.width, crossMax), height: position)
            : Size(width: position, height: max(cv.bounds.height, crossMax))
    }

    open override var collectionViewContentSize: Size { contentSize }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}

/// A vertical list: full-width rows of `itemHeight`, `spacing` apart, inside `insets`.
@MainActor
open class ListLayout: CollectionViewFlowLayout {
    /// Each row's height.
    public var itemHeight: Double {
        didSet { invalidateLayout() }
    }

    public init(itemHeight: Double, spacing: Double = 0, insets: EdgeInsets = .zero) {
        self.itemHeight = itemHeight
        super.init()
        scrollDirection = .vertical
        minimumLineSpacing = spacing
        sectionInset = insets
    }

    open override func sizeForItem(at indexPath: IndexPath) -> Size {
        let width = (collectionView?.bounds.width ?? 0) - sectionInset.left - sectionInset.right
        return Size(width: max(0, width), height: itemHeight)
    }
}

/// A horizontal strip of pages: items of `itemSize` (the collection view's size minus `insets` when
/// nil), `spacing` apart; flicks come to rest with an item at the left inset, one item at a time.
@MainActor
open class PagingLayout: CollectionViewFlowLayout {
    /// The page size, or nil to fill the collection view inside the insets.
    public var pageSize: Size? {
        didSet { invalidateLayout() }
    }

    public init(itemSize: Size? = nil, spacing: Double = 0, insets: EdgeInsets = .zero) {
        self.pageSize = itemSize
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = spacing
        minimumInteritemSpacing = .greatestFiniteMagnitude / 4
        sectionInset = insets
    }

    open override func sizeForItem(at indexPath: IndexPath) -> Size {
        if let pageSize { return pageSize }
        let b = collectionView?.bounds.size ?? .zero
        return Size(
            width: max(0, b.width - sectionInset.left - sectionInset.right),
            height: max(0, b.height - sectionInset.top - sectionInset.bottom))
    }

    /// The distance from one page to the next.
    public var pageStride: Double {
        sizeForItem(at: IndexPath(item: 0, section: 0)).width + minimumLineSpacing
    }

    open override var snapsContentOffset: Bool { true }

    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
    ) -> Point {
        guard let cv = collectionView, pageStride > 0 else { return proposedContentOffset }
        let current = cv.contentOffset.x / pageStride
        var page = (proposedContentOffset.x / pageStride).rounded()
        // One page per flick at most, and a flick always turns the page.
        if velocity.x > 200 { page = max(page, current.rounded(.down) + 1) }
        if velocity.x < -200 { page = min(page, current.rounded(.up) - 1) }
        page = min(current.rounded(.down) + 1, max(current.rounded(.up) - 1, page))
        let maxX = cv.maximumContentOffset.x
        return Point(x: min(maxX, max(cv.minimumContentOffset.x, page * pageStride)), y: proposedContentOffset.y)
    }
}
