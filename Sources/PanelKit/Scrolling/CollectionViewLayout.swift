#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The position of an item: Foundation's `IndexPath`, with UIKit's `section`, `item` and `row` and their
/// initializers. Being Foundation's own type, it stays one `IndexPath` in a file that also imports
/// Foundation.
#if canImport(FoundationEssentials)
    public typealias IndexPath = FoundationEssentials.IndexPath
#else
    public typealias IndexPath = Foundation.IndexPath
#endif

extension IndexPath {
    /// The path of `item` in `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The path of `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The same as `item` (table views' name).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// Where a cell or a supplementary view goes, as `UICollectionViewLayoutAttributes`.
@MainActor
open class CollectionViewLayoutAttributes {
    public let indexPath: IndexPath
    /// Whether the attributes place a cell or a supplementary view.
    public let representedElementCategory: CollectionView.ElementCategory
    /// The kind of supplementary view (such as `CollectionView.elementKindSectionHeader`); nil for a cell.
    public let representedElementKind: String?
    public var frame: Rect = .zero
    public var alpha: Double = 1
    public var isHidden = false
    public var transform: AffineTransform = .identity
    /// Cells with a higher z-index are in front.
    public var zIndex = 0
    /// Whether the element's width (height) is an estimate its view is to be measured for: the collection
    /// view then asks the view for `preferredLayoutAttributesFitting(_:)` and tells the layout.
    var sizesWidthToFit = false
    var sizesHeightToFit = false
    /// How a list layout's row looks where it stands (read by `CollectionViewListCell`).
    var listPlacement: ListCellPlacement?

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath` (a flow layout's section
    /// header or footer has item 0 of its section).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath` (a compositional layout's
    /// section background has item 0 of its section).
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with the same element, frame and other attributes (UIKit's attributes are `NSCopying`).
    func copy() -> CollectionViewLayoutAttributes {
        let c: CollectionViewLayoutAttributes
        switch (representedElementCategory, representedElementKind) {
        case (.decorationView, let kind?):
            c = CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        case (_, let kind?): c = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        case (_, nil): c = CollectionViewLayoutAttributes(forCellWith: indexPath)
        }
        c.frame = frame
        c.alpha = alpha
        c.isHidden = isHidden
        c.transform = transform
        c.zIndex = zIndex
        c.sizesWidthToFit = sizesWidthToFit
        c.sizesHeightToFit = sizesHeightToFit
        c.listPlacement = listPlacement
        return c
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
    /// The view classes of decoration views, by kind (`register(_:forDecorationViewOfKind:)`).
    var decorationViewClasses: [String: CollectionReusableView.Type] = [:]

    public init() {}

    /// The view class the collection view makes decoration views of `elementKind` with, as UIKit's
    /// `register(_:forDecorationViewOfKind:)`; nil forgets the kind.
    public func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
        invalidateLayout()
    }

    /// The attributes of one decoration view (none by default).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        nil
    }

    /// Computes the layout; called before the layout is used after an invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every item and supplementary view whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view (none by default).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        nil
    }

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

    /// Whether a self-sizing element's size (`preferredAttributes`, from its view's
    /// `preferredLayoutAttributesFitting(_:)`) means the layout must be prepared again; a layout keeps the
    /// size here. The default keeps nothing and answers false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The collection view's items were reloaded or changed (sizes measured for them may be stale).
    func itemsDidChange() {}

    /// The self-sizing cell at `indexPath` asked to be measured again; the default does nothing.
    func selfSizingInvalidated(at indexPath: IndexPath) {}

    /// The sections that scroll across the layout's axis (a compositional layout's orthogonal sections), by
    /// section: the collection view shows their cells in a scroll view of their own over the band.
    var orthogonalRegions: [Int: OrthogonalRegion] { [:] }

    /// Whether `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` moves resting points.
    open var snapsContentOffset: Bool { false }

    /// Whether the collection view flips the layout's horizontal coordinates when its direction
    /// (`effectiveUserInterfaceLayoutDirection`) is not `developmentLayoutDirection`, as
    /// `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`: the frames the layout gives are
    /// then mirrored across the content's width where the collection view places and reports them, and the
    /// layout keeps reasoning left to right. False here; `CollectionViewFlowLayout` and `CompositionalLayout`
    /// answer true.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are written for, as `UICollectionViewLayout.developmentLayoutDirection`:
    /// left to right (UIKit takes the direction of the main bundle's development language; a panel
    /// application is developed left to right). A layout written for right to left overrides it.
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Marks the layout for a new `prepare()` before the collection view's next layout.
    open func invalidateLayout() {
        collectionView?.layoutInvalidated()
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
        // In the layout's coordinates: a flipped collection view's offsets are mirrored.
        let current = cv.layoutContentOffset.x / pageStride
        var page = (proposedContentOffset.x / pageStride).rounded()
        // One page per flick at most, and a flick always turns the page.
        if velocity.x > 200 { page = max(page, current.rounded(.down) + 1) }
        if velocity.x < -200 { page = min(page, current.rounded(.up) - 1) }
        page = min(current.rounded(.down) + 1, max(current.rounded(.up) - 1, page))
        let ends = [cv.minimumContentOffset.x, cv.maximumContentOffset.x].map(cv.flippedOffsetX)
        let low = min(ends[0], ends[1])
        let high = max(ends[0], ends[1])
        return Point(x: min(high, max(low, page * pageStride)), y: proposedContentOffset.y)
    }
}
