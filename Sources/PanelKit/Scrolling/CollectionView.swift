/// Supplies a collection view's items, as `UICollectionViewDataSource`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Sections (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// Items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item: dequeue one with `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// Receives selection and display events, as `UICollectionViewDelegate`. Every method has a default.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}

/// A cell of a collection view, as `UICollectionViewCell`: put content in `contentView`. Cells are reused:
/// reset per-item state in `prepareForReuse()`. A cell with `clipsToBounds == false` may draw outside
/// its bounds (seed 000's swiping cards drag their front view above the cell).
@MainActor
open class CollectionViewCell: View {
    /// Where the cell's content goes; it fills the cell.
    public let contentView: View
    /// The identifier the cell was registered with.
    public internal(set) var reuseIdentifier: String?
    /// Whether the item is selected.
    open var isSelected = false
    /// Whether a finger is on the item.
    open var isHighlighted = false

    public override init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The initializer a collection view makes registered cells with: `init(frame: .zero)`, which a
    /// subclass may override. (Required so that any registered subclass can be made; a subclass that
    /// overrides `init(frame:)`, or no initializer, inherits it, so UIKit's `override init(frame:)` with
    /// `required init?(coder:)` compiles.)
    public required convenience init(registeredAs reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before a reused cell is handed out again.
    open func prepareForReuse() {}

    /// Applies layout attributes (the frame and the rest).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        transform = layoutAttributes.transform
    }
}

/// A scrolling collection of reusable cells placed by a layout, as `UICollectionView`.
///
/// Only the cells whose frames meet the visible bounds exist: cells that scroll out go to a reuse
/// queue and come back through `dequeueReusableCell(withReuseIdentifier:for:)`. A tap on a cell
/// selects it (`collectionView(_:didSelectItemAt:)`); a drag scrolls instead.
@MainActor
open class CollectionView: ScrollView {
    /// Supplies the items.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The layout placing the cells.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutInvalidated()
        }
    }
    /// Whether taps select items.
    public var allowsSelection = true
    /// Whether several items can be selected at once (a tap toggles).
    public var allowsMultipleSelection = false

    /// The delegate (also the scroll view's delegate).
    public var collectionDelegate: (any CollectionViewDelegate)? {
        get { delegate as? any CollectionViewDelegate }
        set { delegate = newValue }
    }

    private var registered: [String: CollectionViewCell.Type] = [:]
    private var reusable: [String: [CollectionViewCell]] = [:]
    private var visible: [IndexPath: CollectionViewCell] = [:]
    private var selected: Set<IndexPath> = []
    private var needsReload = true
    private var needsPrepare = true
    private var highlighted: IndexPath?
    private var itemCounts: [Int] = []

    /// A collection view with a layout.
    /// Items decide the content size, not constraints.
    override var managesContentSize: Bool { true }

    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    // MARK: Cells

    /// Registers the class to make cells with for `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `indexPath`: a reused one (after `prepareForReuse()`) or a new one of the registered class.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell: CollectionViewCell
        if var queue = reusable[identifier], !queue.isEmpty {
            cell = queue.removeLast()
            reusable[identifier] = queue
            cell.prepareForReuse()
        } else {
            guard let cls = registered[identifier] else {
                preconditionFailure("no cell class registered for reuse identifier \"\(identifier)\"")
            }
            cell = cls.init(registeredAs: identifier)
        }
        if let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(a) }
        return cell
    }

    /// The cells on screen.
    public var visibleCells: [CollectionViewCell] {
        visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

    /// The cell on screen for `indexPath`, if any.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visible[indexPath] }

    /// The index path of a cell on screen.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The item at `point` (in the collection view's coordinates).
    public func indexPathForItem(at point: Point) -> IndexPath? {
        let attrs = collectionViewLayout.layoutAttributesForElements(
            in: Rect(x: point.x, y: point.y, width: 1, height: 1))
        return attrs?.first { $0.frame.contains(point) && !$0.isHidden }?.indexPath
    }

    /// Layout attributes of one item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Data

    /// The number of sections the data source reports.
    public var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in a section.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Throws away every cell and asks the data source again in the next layout pass.
    public func reloadData() {
        needsReload = true
        needsPrepare = true
        itemCounts = []
        setNeedsLayout()
    }

    func layoutInvalidated() {
        needsPrepare = true
        setNeedsLayout()
    }

    private func reloadCountsIfNeeded() {
        guard itemCounts.isEmpty, let ds = dataSource else { return }
        let sections = ds.numberOfSections(in: self)
        itemCounts = (0..<max(0, sections)).map { ds.collectionView(self, numberOfItemsInSection: $0) }
    }

    // MARK: Changing items

    /// Changes collected by `performBatchUpdates` until its block returns.
    private var batch: ItemChanges?

    /// Inserts items at `indexPaths` (in the new numbering): the data source must already count them.
    /// Cells of the other items are kept and move to their new places in the next layout pass.
    public func insertItems(at indexPaths: [IndexPath]) { change(ItemChanges(inserts: indexPaths)) }

    /// Deletes the items at `indexPaths` (in the old numbering): the data source must no longer count them.
    /// Their cells go to the reuse queue and they leave the selection.
    public func deleteItems(at indexPaths: [IndexPath]) { change(ItemChanges(deletes: indexPaths)) }

    /// Asks the data source again for the cells of the items at `indexPaths`.
    public func reloadItems(at indexPaths: [IndexPath]) { change(ItemChanges(reloads: indexPaths)) }

    /// Runs `updates` (which may insert, delete and reload items) and applies its changes together, as
    /// UIKit does: deletions and reloads use the index paths from before the block, insertions those from
    /// after. There is no animation, so `completion` is called with true once the changes are applied.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard batch == nil else {
            // Nested in another batch: its changes join the outer one.
            updates?()
            completion?(true)
            return
        }
        batch = ItemChanges()
        updates?()
        let b = batch ?? ItemChanges()
        batch = nil
        apply(b)
        completion?(true)
    }

    private func change(_ changes: ItemChanges) {
        if batch != nil {
            batch?.add(changes)
        } else {
            apply(changes)
        }
    }

    /// Applies item changes: checks the data source's new counts against them (UIKit raises an
    /// "invalid number of items" exception when they disagree; here it is a precondition), renumbers the
    /// cells on screen and the selection, and recycles the cells of deleted and reloaded items.
    private func apply(_ changes: ItemChanges) {
        guard let ds = dataSource else { return }
        if needsReload || itemCounts.isEmpty {
            // Nothing was loaded yet: the next layout pass asks for everything anyway.
            reloadData()
            return
        }
        let renumbering = ItemRenumbering(
            old: itemCounts, sections: ds.numberOfSections(in: self), inserts: changes.inserts,
            deletes: changes.deletes,
            noun: "items"
        ) { ds.collectionView(self, numberOfItemsInSection: $0) }
        unhighlight()
        visible = renumbering.carry(visible, reloads: changes.reloads) { recycle($0, at: $1) }
        selected = Set(selected.compactMap(renumbering.moved))
        itemCounts = renumbering.counts
        layoutInvalidated()
        layoutIfNeeded()
    }

    // MARK: Selection

    /// The selected items.
    public var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects an item (no delegate call, as in UIKit), scrolling to it when asked; nil clears the
    /// selection. Without `allowsSelection` it does nothing, as UIKit documents.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition = []) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for ip in selected { deselectItem(at: ip, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for ip in selected where ip != indexPath { deselectItem(at: ip, animated: animated) }
        }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item (no delegate call); without `allowsSelection` it does nothing, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        selected.remove(indexPath)
        visible[indexPath]?.isSelected = false
    }

    /// Where `scrollToItem` puts an item, as `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item is at `position`.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard let f = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var o = contentOffset
        if position.contains(.top) { o.y = f.minY }
        if position.contains(.centeredVertically) { o.y = f.midY - bounds.height / 2 }
        if position.contains(.bottom) { o.y = f.maxY - bounds.height }
        // UIKit: `.left` puts the item "at the left edge of the collection view's bounds" (no section inset).
        if position.contains(.left) { o.x = f.minX }
        if position.contains(.centeredHorizontally) { o.x = f.midX - bounds.width / 2 }
        if position.contains(.right) { o.x = f.maxX - bounds.width }
        setContentOffset(clamped(o), animated: animated)
    }

    // MARK: Layout

    private func prepareLayoutIfNeeded() {
        if needsReload {
            needsReload = false
            for (ip, cell) in visible { recycle(cell, at: ip) }
            visible = [:]
            itemCounts = []
            reloadCountsIfNeeded()
            let valid = Set(selected.filter { $0.section < itemCounts.count && $0.item < itemCounts[$0.section] })
            selected = valid
        }
        if needsPrepare {
            needsPrepare = false
            collectionViewLayout.prepare()
            let size = collectionViewLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
        }
    }

    private var lastLayoutSize: Size = .zero

    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != lastLayoutSize {
            lastLayoutSize = bounds.size
            needsPrepare = true
        }
        prepareLayoutIfNeeded()
        guard dataSource != nil else { return }
        let attrs = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let wanted = Set(attrs.map(\.indexPath))
        for (ip, cell) in visible where !wanted.contains(ip) {
            visible[ip] = nil
            recycle(cell, at: ip)
        }
        for a in attrs.sorted(by: { $0.zIndex < $1.zIndex }) {
            if let cell = visible[a.indexPath] {
                cell.apply(a)
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: a.indexPath) else { continue }
            cell.apply(a)
            cell.isSelected = selected.contains(a.indexPath)
            cell.isHighlighted = false
            visible[a.indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
            addSubview(cell)
        }
    }

    private func recycle(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    override var snapsToTargets: Bool { collectionViewLayout.snapsContentOffset }

    override func snappedTarget(proposed: Point, velocity: Point) -> Point {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard allowsSelection, let t = touches.first, let ip = indexPathForItem(at: t.location(in: self)) else {
            return
        }
        // UIKit's order: shouldHighlight, then the cell highlights and didHighlight; an item that may
        // not highlight skips the whole selection process.
        if collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true {
            highlighted = ip
            visible[ip]?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    /// The finger lifted: as in UIKit, the item unhighlights (didUnhighlight) before it is selected
    /// (shouldSelect, then didSelect) or, when multiple selection allows it, deselected (shouldDeselect,
    /// then didDeselect).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let wasHighlighted = highlighted
        unhighlight()
        guard allowsSelection, let t = touches.first, let ip = indexPathForItem(at: t.location(in: self)),
            ip == wasHighlighted
        else { return }
        if allowsMultipleSelection && selected.contains(ip) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected where old != ip {
                deselectItem(at: old, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selected.insert(ip)
        visible[ip]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: ip)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        unhighlight()
    }

    private func unhighlight() {
        guard let ip = highlighted else { return }
        highlighted = nil
        visible[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }
}
