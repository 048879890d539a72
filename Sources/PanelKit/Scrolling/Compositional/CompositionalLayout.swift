/// A layout built from sections, groups and items, as `UICollectionViewCompositionalLayout`: each section
/// (one for all, or one per section index from a section provider that is told the container's size and
/// the traits) repeats its group along the scrolling axis until its items are placed; sections follow one
/// another `configuration.interSectionSpacing` apart.
///
/// Items and boundary supplementary items with an estimated dimension size themselves: a view coming on
/// screen is asked for `preferredLayoutAttributesFitting(_:)` and the layout keeps the size it gives
/// (until the collection view's width changes or its data is reloaded), placing everything after it again.
@MainActor
open class CompositionalLayout: CollectionViewLayout {
    /// Makes the section at an index, told the environment; nil leaves the section's items unplaced.
    public typealias SectionProvider = (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// An element the layout places: a cell (no kind) or a supplementary view of a kind.
    private struct ElementKey: Hashable {
        var kind: String?
        var indexPath: IndexPath
    }

    private let sectionProvider: SectionProvider
    /// The scroll direction and the space between sections.
    public var configuration: CompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    /// The list configuration of a layout made by `list(using:)`, which gives the collection view its
    /// background.
    private var listConfiguration: CollectionLayoutListConfiguration?

    private var attributes: [ElementKey: CollectionViewLayoutAttributes] = [:]
    private var ordered: [CollectionViewLayoutAttributes] = []
    /// Where the section of a pinned header or footer has its items: from `bodyStart` to `bodyEnd` along the
    /// scrolling axis.
    private struct Pin {
        var header: Bool
        var bodyStart = 0.0
        var bodyEnd = 0.0
    }

    /// The pinned headers and footers.
    private var pins: [ElementKey: Pin] = [:]
    /// The sections scrolling across the layout's axis, by section.
    private var regions: [Int: OrthogonalRegion] = [:]
    private var contentSize: Size = .zero
    /// Sizes self-sizing elements asked for, and the container size they were measured in.
    private var measured: [ElementKey: Size] = [:]
    private var measuredIn: Size?
    /// The sections' visible items handlers, by section, and the environment they are told.
    private var invalidationHandlers: [Int: CollectionLayoutSection.VisibleItemsInvalidationHandler] = [:]
    private var environment: (any CollectionLayoutEnvironment)?

    /// The key of a decoration view's attributes (apart from supplementary views of the same kind).
    private static func decorationKey(_ kind: String, _ section: Int) -> ElementKey {
        ElementKey(kind: "\u{1}decoration:" + kind, indexPath: IndexPath(item: 0, section: section))
    }

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a configuration.
    public convenience init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with a configuration.
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list: every section laid out by `CollectionLayoutSection.list(using:layoutEnvironment:)`, on the
    /// configuration's background.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CompositionalLayout {
        let layout = CompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }

    /// The collection view's visible size, less its adjusted content insets.
    private func visibleSize(of cv: CollectionView) -> Size {
        let inset = cv.adjustedContentInset
        return Size(
            width: max(0, cv.bounds.width - inset.left - inset.right),
            height: max(0, cv.bounds.height - inset.top - inset.bottom))
    }

    open override func prepare() {
        attributes = [:]
        ordered = []
        regions = [:]
        pins = [:]
        invalidationHandlers = [:]
        guard let cv = collectionView else {
            contentSize = .zero
            return
        }
        if let list = listConfiguration, cv.backgroundColor != list.resolvedBackgroundColor {
            cv.backgroundColor = list.resolvedBackgroundColor
        }
        if let list = listConfiguration { ListSwipeGestureRecognizer.install(on: cv, for: list) }
        let visible = visibleSize(of: cv)
        if measuredIn != visible {
            measuredIn = visible
            measured = [:]
        }
        let vertical = configuration.scrollDirection == .vertical
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: visible), traitCollection: cv.traitCollection)
        self.environment = environment
        var position = 0.0
        for s in 0..<cv.numberOfSections {
            if s > 0 { position += configuration.interSectionSpacing }
            guard let section = sectionProvider(s, environment) else { continue }
            let start = position
            position = layOut(section, s, items: cv.numberOfItems(inSection: s), at: position, in: visible)
            placeDecorations(of: section, s, from: start, to: position, in: visible)
            if let handler = section.visibleItemsInvalidationHandler { invalidationHandlers[s] = handler }
        }
        contentSize =
            vertical ? Size(width: visible.width, height: position) : Size(width: position, height: visible.height)
    }

    /// `insets` measured from `reference`'s edges: its insets added across the scrolling axis.
    private func referenced(_ insets: DirectionalEdgeInsets, from reference: ContentInsetsReference, vertical: Bool)
        -> DirectionalEdgeInsets
    {
        guard let cv = collectionView else { return insets }
        let resolved = reference == .automatic ? configuration.contentInsetsReference : reference
        let edges: EdgeInsets
        switch resolved {
        case .automatic, .none, .safeArea: return insets
        case .layoutMargins: edges = cv.effectiveLayoutMargins
        case .readableContent:
            edges = LayoutGuide.readableInsets(margins: cv.effectiveLayoutMargins, width: cv.bounds.width)
        }
        var result = insets
        if vertical {
            result.leading += edges.left
            result.trailing += edges.right
        } else {
            result.top += edges.top
            result.bottom += edges.bottom
        }
        return result
    }

    /// Places section `s` starting `position` along the scrolling axis; returns where it ends.
    private func layOut(
        _ section: CollectionLayoutSection, _ s: Int, items count: Int, at start: Double, in visible: Size
    )
        -> Double
    {
        let vertical = configuration.scrollDirection == .vertical
        let insets = referenced(section.contentInsets, from: section.contentInsetsReference, vertical: vertical)
        let extent = vertical ? visible.width : visible.height
        let crossLead = vertical ? insets.leading : insets.top
        let contentCross = max(0, extent - crossLead - (vertical ? insets.trailing : insets.bottom))
        var position = start + section.leadingPadding
        var pinned: [(ElementKey, header: Bool)] = []
        /// Places the boundary supplementary items before (or after) the section's items.
        func boundaryItems(after: Bool) {
            let supplementaryCross = section.supplementariesFollowContentInsets ? contentCross : extent
            let supplementaryLead = section.supplementariesFollowContentInsets ? crossLead : 0
            let container =
                vertical
                ? Size(width: supplementaryCross, height: visible.height)
                : Size(width: visible.width, height: supplementaryCross)
            for item in section.boundarySupplementaryItems
            where item.alignment.isAfterContent(vertical: vertical) == after {
                let key = ElementKey(kind: item.elementKind, indexPath: IndexPath(item: 0, section: s))
                var size = item.layoutSize.resolved(in: container)
                let sizesWidth = item.layoutSize.widthDimension.isEstimated
                let sizesHeight = item.layoutSize.heightDimension.isEstimated
                if let m = measured[key] {
                    if sizesWidth { size.width = m.width }
                    if sizesHeight { size.height = m.height }
                }
                let cross = vertical ? size.width : size.height
                let crossOffset: Double
                switch item.alignment.crossPosition(vertical: vertical) {
                case -1: crossOffset = 0
                case 1: crossOffset = supplementaryCross - cross
                default: crossOffset = (supplementaryCross - cross) / 2
                }
                let a = CollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: item.elementKind, with: key.indexPath)
                a.frame =
                    vertical
                    ? Rect(x: supplementaryLead + crossOffset, y: position, width: size.width, height: size.height)
                    : Rect(x: position, y: supplementaryLead + crossOffset, width: size.width, height: size.height)
                a.sizesWidthToFit = sizesWidth && measured[key] == nil
                a.sizesHeightToFit = sizesHeight && measured[key] == nil
                a.zIndex = item.zIndex
                store(a, key)
                if item.pinToVisibleBounds {
                    a.zIndex = max(item.zIndex, CollectionViewFlowLayout.pinnedZIndex)
                    pinned.append((key, !after))
                }
                position += vertical ? size.height : size.width
            }
        }
        boundaryItems(after: false)
        let bodyStart = position
        position += vertical ? insets.top : insets.leading
        let groupContainer =
            vertical
            ? Size(width: contentCross, height: visible.height) : Size(width: visible.width, height: contentCross)
        var placement = GroupPlacement(itemCount: count) { [measured] in
            measured[ElementKey(kind: nil, indexPath: IndexPath(item: $0, section: s))]
        }
        placement.traitCollection = collectionView?.traitCollection ?? placement.traitCollection
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let spacing = section.interGroupSpacing
        var groups = 0
        // Groups follow the scrolling axis; in a section scrolling across it, they follow each other across
        // in one row (`cursor`), as thick as the thickest group.
        var cursor = crossLead
        var thickness = 0.0
        var groupOffsets: [Double] = []
        while placement.next < count {
            let origin =
                orthogonal
                ? (vertical ? Point(x: cursor, y: position) : Point(x: position, y: cursor))
                : (vertical ? Point(x: crossLead, y: position) : Point(x: position, y: crossLead))
            let size = section.group.layoutSize.resolved(in: groupContainer)
            guard let took = placement.place(section.group, at: origin, size: size) else { break }
            if orthogonal {
                groupOffsets.append(cursor - crossLead)
                cursor += (vertical ? took.width : took.height) + spacing
                thickness = max(thickness, vertical ? took.height : took.width)
            } else {
                position += (vertical ? took.height : took.width) + spacing
            }
            groups += 1
        }
        if orthogonal {
            let bandStart = position - (vertical ? insets.top : insets.leading)
            position += thickness
            let band = position + (vertical ? insets.bottom : insets.trailing) - bandStart
            let length = (groups > 0 ? cursor - spacing : cursor) + (vertical ? insets.trailing : insets.bottom)
            regions[s] = OrthogonalRegion(
                frame: vertical
                    ? Rect(x: 0, y: bandStart, width: extent, height: band)
                    : Rect(x: bandStart, y: 0, width: band, height: extent),
                contentSize: vertical ? Size(width: length, height: band) : Size(width: band, height: length),
                scrollsHorizontally: vertical,
                behavior: section.orthogonalScrollingBehavior, groupOffsets: groupOffsets)
        } else if groups > 0 {
            position -= spacing
        }
        for p in placement.placed {
            let ip = IndexPath(item: p.item, section: s)
            let a = CollectionViewLayoutAttributes(forCellWith: ip)
            a.frame = p.frame
            a.sizesWidthToFit = p.sizesWidth
            a.sizesHeightToFit = p.sizesHeight
            if p.zIndex != 0 { a.zIndex = p.zIndex }
            a.listPlacement = section.listAppearance?.placement(item: p.item, count: count)
            store(a, ElementKey(kind: nil, indexPath: ip))
        }
        position += vertical ? insets.bottom : insets.trailing
        let bodyEnd = position
        boundaryItems(after: true)
        for (key, header) in pinned { pins[key] = Pin(header: header, bodyStart: bodyStart, bodyEnd: bodyEnd) }
        return position
    }

    /// Places the section's decoration views: each spans the section, from `start` to `end` along the
    /// scrolling axis and the whole width across it, less its content insets.
    private func placeDecorations(
        of section: CollectionLayoutSection, _ s: Int, from start: Double, to end: Double, in visible: Size
    ) {
        let vertical = configuration.scrollDirection == .vertical
        for item in section.decorationItems {
            let i = item.contentInsets
            let full =
                vertical
                ? Rect(x: 0, y: start, width: visible.width, height: end - start)
                : Rect(x: start, y: 0, width: end - start, height: visible.height)
            let a = CollectionViewLayoutAttributes(
                forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
            a.frame = Rect(
                x: full.minX + i.leading, y: full.minY + i.top, width: max(0, full.width - i.leading - i.trailing),
                height: max(0, full.height - i.top - i.bottom))
            a.zIndex = item.zIndex
            store(a, Self.decorationKey(item.elementKind, s))
        }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        attributes[Self.decorationKey(elementKind, indexPath.section)]
    }

    /// Runs the sections' visible items handlers on copies of the attributes of their items on screen (in
    /// `result`, the elements meeting `rect`), which take the handlers' changes.
    private func applyInvalidationHandlers(to result: inout [CollectionViewLayoutAttributes], in rect: Rect) {
        guard !invalidationHandlers.isEmpty, let cv = collectionView, let environment else { return }
        for (s, handler) in invalidationHandlers.sorted(by: { $0.key < $1.key }) {
            var offset = cv.contentOffset
            // Only items on screen: a query for another rectangle (the prefetch look-ahead) adds none.
            var seen = rect.intersection(cv.bounds)
            if let band = regions[s] {
                // A band scrolling on its own: its items on screen are those in its scroller's bounds, and the
                // offset is the scroller's.
                let scrolled = cv.orthogonalContentOffset(ofSection: s) ?? .zero
                offset = scrolled
                seen = Rect(
                    x: band.frame.minX + scrolled.x, y: band.frame.minY + scrolled.y, width: band.frame.width,
                    height: band.frame.height)
            }
            var items: [CollectionLayoutVisibleItem] = []
            for (i, a) in result.enumerated()
            where a.indexPath.section == s && a.representedElementCategory != .decorationView
                && a.frame.intersects(seen)
            {
                let copy = a.copy()
                result[i] = copy
                items.append(CollectionLayoutVisibleItem(copy))
            }
            if !items.isEmpty { handler(items, offset, environment) }
        }
    }

    private func store(_ a: CollectionViewLayoutAttributes, _ key: ElementKey) {
        attributes[key] = a
        ordered.append(a)
    }

    open override var collectionViewContentSize: Size { contentSize }

    /// True, as UIKit's compositional layout: in a collection view whose direction is right to left the
    /// groups run from the right.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The elements meeting `rect`; all the items of a section scrolling across the axis whose band meets it
    /// (the collection view shows them in the band's own scroll view).
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        var result = ordered.compactMap { a in
            if a.representedElementCategory == .cell, let band = regions[a.indexPath.section] {
                return band.frame.intersects(rect) ? a : nil
            }
            let placed = pinnedWhereVisible(a)
            return placed.frame.intersects(rect) ? placed : nil
        }
        applyInvalidationHandlers(to: &result, in: rect)
        return result
    }

    /// A pinned header or footer moved to the visible bounds; other attributes as they are.
    private func pinnedWhereVisible(_ a: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let kind = a.representedElementKind, let pin = pins[ElementKey(kind: kind, indexPath: a.indexPath)],
            let cv = collectionView
        else { return a }
        return a.pinned(
            header: pin.header, bodyStart: pin.bodyStart, bodyEnd: pin.bodyEnd,
            vertical: configuration.scrollDirection == .vertical, in: cv)
    }

    override var orthogonalRegions: [Int: OrthogonalRegion] { regions }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes[ElementKey(kind: nil, indexPath: indexPath)]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        attributes[ElementKey(kind: elementKind, indexPath: indexPath)].map(pinnedWhereVisible)
    }

    /// Keeps the size a self-sizing element asked for along its estimated dimensions; true when it differs
    /// from the estimate, so the collection view prepares the layout again.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let key = ElementKey(kind: originalAttributes.representedElementKind, indexPath: originalAttributes.indexPath)
        guard let stored = attributes[key], stored.sizesWidthToFit || stored.sizesHeightToFit else { return false }
        var size = stored.frame.size
        let preferred = preferredAttributes.frame.size
        if stored.sizesWidthToFit, preferred.width.isFinite { size.width = max(0, preferred.width) }
        if stored.sizesHeightToFit, preferred.height.isFinite { size.height = max(0, preferred.height) }
        measured[key] = size
        stored.sizesWidthToFit = false
        stored.sizesHeightToFit = false
        return abs(size.width - stored.frame.width) > 0.5 || abs(size.height - stored.frame.height) > 0.5
    }

    /// The items changed: self-sized elements are measured again as they show.
    override func itemsDidChange() {
        measured = [:]
    }
}
