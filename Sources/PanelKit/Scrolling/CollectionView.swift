/// Supplies a collection view's items, as `UICollectionViewDataSource`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Sections (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// Items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item: dequeue one with `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view (a flow layout's section header or footer) of `kind` at `indexPath`: dequeue
    /// one with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Asked only when the
    /// layout places such a view. UIKit requires it then; the default gives an empty view.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
    /// Whether the item may be moved by its list cell's reorder accessory (true by default, as in UIKit).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Move the item at `sourceIndexPath` to `destinationIndexPath` in your data: the user dragged it there
    /// (the collection view then shows the data source's new order). The default does nothing.
    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
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
    /// A supplementary view is about to be added to the collection view.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the collection view (scrolled out or reloaded).
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The context menu for a long press on the item at `indexPath` (`point` in the collection view); nil
    /// shows none (iOS 13's form).
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration?
    /// The context menu for a long press on the items at `indexPaths` (one on a panel) (iOS 16's form, asked
    /// first; its default asks the iOS 13 form).
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
    ) -> ContextMenuConfiguration?
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
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
    ) -> ContextMenuConfiguration? {
        guard let first = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: first, point: point)
    }
}

/// A cell of a collection view, as `UICollectionViewCell`: a `CollectionReusableView` (as in UIKit) whose
/// content goes in `contentView`. Cells are reused: reset per-item state in `prepareForReuse()`. A cell with
/// `clipsToBounds == false` may draw outside its bounds (seed 000's swiping cards drag their front view
/// above the cell).
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// Where the cell's content goes; it fills the cell.
    public let contentView: View
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
}

/// A scrolling collection of reusable cells placed by a layout, as `UICollectionView`.
///
/// Only the cells and supplementary views (section headers and footers) whose frames meet the visible
/// bounds exist: views that scroll out go to a reuse queue and come back through
/// `dequeueReusableCell(withReuseIdentifier:for:)` and `dequeueReusableSupplementaryView(ofKind:…)`. A tap
/// on a cell selects it (`collectionView(_:didSelectItemAt:)`); a drag scrolls instead.
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
    /// Hears of the items about to come on screen, as UIKit's `prefetchDataSource` (held weakly).
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// Whether the collection view is editing, as iOS 14's `UICollectionView.isEditing`: list cells show the
    /// accessories displayed `.whenEditing` and hide those displayed `.whenNotEditing`.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            if let reorder = itemReorder { reorderTouched(.cancelled, at: .zero, cell: reorder.cell) }
            for cell in visible.values { cell.setNeedsLayout() }
            for cell in reusable.values.joined() { cell.setNeedsLayout() }
        }
    }
    /// The item dragged by its reorder accessory (CollectionView+ItemReorder.swift).
    var itemReorder: ItemReorder?
    /// Whether the prefetch data source is asked (UIKit's default: true).
    public var isPrefetchingEnabled = true
    /// The items the prefetch data source was asked for.
    var prefetchWindow = PrefetchWindow()

    /// The delegate (also the scroll view's delegate).
    /// A long press on an item opens the delegate's context menu for it (`CollectionView+ContextMenu`).
    let contextMenuPress = LongPressGestureRecognizer()
    /// Gives items to drags from the collection view (`Interactions/CollectionViewDragAndDrop`).
    public weak var dragDelegate: (any CollectionViewDragDelegate)? { didSet { dragAndDrop.update() } }
    /// Takes drops on the collection view.
    public weak var dropDelegate: (any CollectionViewDropDelegate)? { didSet { dragAndDrop.update() } }
    /// Whether items lift for dragging (true by default on a panel, as on iPad).
    public var dragInteractionEnabled = true { didSet { dragAndDrop.update() } }
    /// Whether a drag from the collection view is in progress.
    public var hasActiveDrag: Bool { dragAndDrop.interactions.isDragging }
    /// Whether a drop over the collection view is in progress.
    public var hasActiveDrop: Bool { dragAndDrop.isDropTarget }
    lazy var dragAndDrop = CollectionViewDragAndDrop(collectionView: self)
    /// The drops' placeholder items, counted among the items (`CollectionView+Placeholders`).
    var dropPlaceholders: [CollectionViewDropPlaceholderContext] = []
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

    /// A supplementary view's place: its kind and index path.
    private struct SupplementaryElement: Hashable {
        var kind: String
        var indexPath: IndexPath
    }
    /// A supplementary view class's registration: its kind and reuse identifier.
    private struct SupplementaryReuseKey: Hashable {
        var kind: String
        var identifier: String
    }
    private var registeredSupplementary: [SupplementaryReuseKey: CollectionReusableView.Type] = [:]
    private var reusableSupplementary: [SupplementaryReuseKey: [CollectionReusableView]] = [:]
    private var visibleSupplementary: [SupplementaryElement: CollectionReusableView] = [:]
    /// The z-index each cell and supplementary view on screen was placed with, which orders them in
    /// `subviews` (higher in front).
    private var zIndices: [ObjectIdentifier: Int] = [:]
    /// The scroll views over the layout's sections that scroll across its axis, by section: they hold those
    /// sections' cells.
    private var orthogonalScrollers: [Int: OrthogonalScroller] = [:]
    /// The decoration views on screen (a section's background), and the spare ones by kind.
    private var visibleDecorations: [SupplementaryElement: CollectionReusableView] = [:]
    private var reusableDecorations: [String: [CollectionReusableView]] = [:]
    /// The decoration kinds already reported as not registered (reported once each).
    private var unregisteredDecorationKinds: Set<String> = []
    /// Whether the layout was flipped at the last layout pass, and the width it was mirrored across
    /// (`CollectionView+Flipping`).
    var flippedAtLastLayout = false
    var flipWidthAtLastLayout: Double?

    /// A collection view with a layout.
    /// Items decide the content size, not constraints.
    override var managesContentSize: Bool { true }

    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        _ = contextMenuPress.addAction { [weak self] g in
            if g.state == .began { self?.showContextMenu() }
        }
        addGestureRecognizer(contextMenuPress)
    }

    /// The context menu's long press begins only where the delegate has a menu.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer === contextMenuPress { return contextMenuAtPress() != nil }
        if let swipe = gestureRecognizer as? ListSwipeGestureRecognizer { return swipe.shouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
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
            if !cellsBeingReconfigured.contains(ObjectIdentifier(cell)) { cell.prepareForReuse() }
        } else {
            guard let cls = registered[identifier] else {
                preconditionFailure("no cell class registered for reuse identifier \"\(identifier)\"")
            }
            cell = cls.init(registeredAs: identifier)
        }
        if let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) { place(cell, with: a) }
        return cell
    }

    /// Whether `dequeueReusableCell(withReuseIdentifier:for:)` can hand out a cell for `identifier`.
    func canDequeueCell(withReuseIdentifier identifier: String) -> Bool {
        registered[identifier] != nil || !(reusable[identifier]?.isEmpty ?? true)
    }

    // MARK: Supplementary views

    /// Registers the class to make supplementary views of `elementKind` (such as
    /// `CollectionView.elementKindSectionHeader`) with for `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        registeredSupplementary[SupplementaryReuseKey(kind: elementKind, identifier: identifier)] = viewClass
    }

    /// A supplementary view of `elementKind` for `indexPath`: one that scrolled out earlier (after
    /// `prepareForReuse()`) or a new one of the class registered for the kind and identifier.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = SupplementaryReuseKey(kind: elementKind, identifier: identifier)
        let view: CollectionReusableView
        if var queue = reusableSupplementary[key], !queue.isEmpty {
            view = queue.removeLast()
            reusableSupplementary[key] = queue
            view.prepareForReuse()
        } else {
            guard let cls = registeredSupplementary[key] else {
                preconditionFailure(
                    "no class registered for supplementary views of kind \"\(elementKind)\" with reuse identifier "
                        + "\"\(identifier)\"")
            }
            view = cls.init(registeredAs: identifier)
        }
        if let a = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            place(view, with: a)
        }
        return view
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        visibleSupplementary[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Layout attributes of one supplementary view, where the collection view shows it (mirrored when
    /// the layout is flipped, see `CollectionView+Flipping`).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        reported(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    // MARK: Visible cells

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
        var point = point
        if let band = orthogonalScrollers.values.first(where: { $0.superview === self && $0.frame.contains(point) }) {
            // Over a band scrolling across the axis: the item under the point in the band's scrolled row.
            point = Point(x: point.x + band.contentOffset.x, y: point.y + band.contentOffset.y)
        } else if flipsLayout {
            // Elsewhere the layout is asked in its own coordinates.
            point.x = flipWidth - point.x
        }
        let attrs = collectionViewLayout.layoutAttributesForElements(
            in: Rect(x: point.x, y: point.y, width: 1, height: 1))
        return attrs?.first { $0.representedElementCategory == .cell && $0.frame.contains(point) && !$0.isHidden }?
            .indexPath
    }

    /// Layout attributes of one item, where the collection view shows it (mirrored when the layout is
    /// flipped, see `CollectionView+Flipping`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        reported(collectionViewLayout.layoutAttributesForItem(at: indexPath))
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

    /// Throws away every cell and asks the data source again in the next layout pass. Placeholder items
    /// are deleted, as UIKit's `hasUncommittedUpdates` warns.
    public func reloadData() {
        dropPlaceholders.removeAll()
        reloadFromDataSource()
    }

    /// Asks the data source again for everything in the next layout pass, keeping the placeholder items.
    private func reloadFromDataSource() {
        prefetchWindow.reset()
        for view in visibleDecorations.values { view.removeFromSuperview() }
        visibleDecorations = [:]
        collectionViewLayout.itemsDidChange()
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
        itemCounts = (0..<max(0, sections)).map { itemCount(inSection: $0, dataSource: ds) }
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

    /// Inserts whole sections at `sections` (in the new numbering): the data source must already count them.
    public func insertSections(_ sections: some Sequence<Int>) {
        change(ItemChanges(sections: SectionChanges(inserts: Array(sections))))
    }

    /// Deletes whole sections at `sections` (in the old numbering), their items and their selection.
    public func deleteSections(_ sections: some Sequence<Int>) {
        change(ItemChanges(sections: SectionChanges(deletes: Array(sections))))
    }

    /// Asks the data source again for the items, cells and supplementary views of `sections`.
    public func reloadSections(_ sections: some Sequence<Int>) {
        change(ItemChanges(sections: SectionChanges(reloads: Array(sections))))
    }

    /// Moves a section with its items (and their cells and selection) from `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        change(ItemChanges(sections: SectionChanges(moves: [(section, newSection)])))
    }

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

    /// Applies a diffable data source's changes as one batch of updates.
    func applyChanges(_ changes: ItemChanges) {
        change(changes)
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
            reloadFromDataSource()
            return
        }
        let renumbering = ItemRenumbering(
            old: itemCounts, sections: ds.numberOfSections(in: self), inserts: changes.inserts,
            deletes: changes.deletes, moves: changes.moves, sectionChanges: changes.sections, noun: "items"
        ) { self.itemCount(inSection: $0, dataSource: ds) }
        unhighlight()
        if !changes.sections.isEmpty { recycleSupplementaryViews() }
        visible = renumbering.carry(visible, reloads: changes.reloads) { recycle($0, at: $1) }
        selected = Set(selected.compactMap(renumbering.moved))
        itemCounts = renumbering.counts
        collectionViewLayout.itemsDidChange()
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
        guard let f = layoutAttributesForItem(at: indexPath)?.frame else { return }
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

    /// Sends every supplementary view on screen to its reuse queue (they are asked for again).
    private func recycleSupplementaryViews() {
        for (element, view) in visibleSupplementary { recycle(view, as: element) }
        visibleSupplementary = [:]
    }

    private func prepareLayoutIfNeeded() {
        if needsReload {
            needsReload = false
            for (ip, cell) in visible { recycle(cell, at: ip) }
            visible = [:]
            recycleSupplementaryViews()
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
    /// Set while self-sizing views are measured: laying one out must not lay the collection view out again
    /// from inside the pass.
    private var isSizingElements = false

    open override func layoutSubviews() {
        super.layoutSubviews()
        if isSizingElements { return }
        if bounds.size != lastLayoutSize {
            lastLayoutSize = bounds.size
            needsPrepare = true
        }
        prepareLayoutIfNeeded()
        keepOffsetAcrossFlip()
        guard dataSource != nil else { return }
        // Self-sizing elements coming on screen are measured; when one's size differs from its estimate the
        // layout is prepared again and the elements placed again (a few passes at most: each measures only
        // elements not measured yet).
        var passes = 0
        while showElements() {
            needsPrepare = true
            prepareLayoutIfNeeded()
            passes += 1
            if passes == 8 {
                // Sizes still changing: place the elements where the last preparation put them.
                _ = showElements()
                break
            }
        }
        updatePrefetching()
        // A list row swiped open stays slid aside (the layout pass put its cell back); scrolling closes it.
        if let swipe = ListSwipeGestureRecognizer.of(self), swipe.open != nil {
            if isDragging || isDecelerating { swipe.close(animated: true) } else { swipe.layoutSwipedRow() }
        }
        // A drop proposing to insert keeps its gap open (the layout pass put the cells back).
        dragAndDrop.layoutGap()
    }

    /// Gives the elements meeting the visible bounds their views (recycling the others); returns whether a
    /// self-sizing one asked the layout to be prepared again.
    private func showElements() -> Bool {
        let attrs = collectionViewLayout.layoutAttributesForElements(in: flippedRect(bounds)) ?? []
        let wanted = Set(attrs.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        for (ip, cell) in visible where !wanted.contains(ip) {
            visible[ip] = nil
            recycle(cell, at: ip)
        }
        let wantedSupplementary = Set(
            attrs.compactMap { a in
                a.representedElementKind.map { SupplementaryElement(kind: $0, indexPath: a.indexPath) }
            })
        for (element, view) in visibleSupplementary where !wantedSupplementary.contains(element) {
            visibleSupplementary[element] = nil
            recycle(view, as: element)
        }
        for (element, view) in visibleDecorations where !wantedSupplementary.contains(element) {
            visibleDecorations[element] = nil
            view.removeFromSuperview()
            reusableDecorations[element.kind, default: []].append(view)
        }
        updateOrthogonalScrollers()
        var resized = false
        for a in attrs.sorted(by: { $0.zIndex < $1.zIndex }) {
            let view: CollectionReusableView?
            switch a.representedElementCategory {
            case .cell: view = show(cellFor: a)
            case .supplementaryView: view = show(supplementaryViewFor: a)
            case .decorationView:
                showDecoration(for: a)
                view = nil
            }
            if let view, a.sizesWidthToFit || a.sizesHeightToFit {
                isSizingElements = true
                let preferred = view.preferredLayoutAttributesFitting(a.copy())
                isSizingElements = false
                if collectionViewLayout.shouldInvalidateLayout(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: a)
                {
                    resized = true
                }
            }
        }
        return resized
    }

    /// Puts the cell for `a` in place: moves the one on screen, or asks the data source for it.
    @discardableResult
    private func show(cellFor a: CollectionViewLayoutAttributes) -> CollectionViewCell? {
        if let cell = visible[a.indexPath] {
            place(cell, with: a)
            mount(cell, a)
            return cell
        }
        let made = placeholderContext(at: a.indexPath).map { placeholderCell($0) }
        guard let cell = made ?? dataSource?.collectionView(self, cellForItemAt: dataIndexPath(a.indexPath)) else {
            return nil
        }
        place(cell, with: a)
        cell.isSelected = selected.contains(a.indexPath)
        cell.isHighlighted = false
        visible[a.indexPath] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
        mount(cell, a)
        return cell
    }

    /// Puts the supplementary view for `a` in place: moves the one on screen, or asks the data source.
    @discardableResult
    private func show(supplementaryViewFor a: CollectionViewLayoutAttributes) -> CollectionReusableView? {
        guard let kind = a.representedElementKind else { return nil }
        let element = SupplementaryElement(kind: kind, indexPath: a.indexPath)
        if let view = visibleSupplementary[element] {
            place(view, with: a)
            restack(view, zIndex: a.zIndex)
            return view
        }
        guard
            let view = dataSource?.collectionView(
                self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
        else { return nil }
        place(view, with: a)
        visibleSupplementary[element] = view
        collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind, at: a.indexPath)
        restack(view, zIndex: a.zIndex)
        return view
    }

    /// Puts a cell placed by `a` in the collection view or, in a section scrolling across the axis, in the
    /// section's band scroller (its centre then in the band's content; its transform kept).
    private func mount(_ cell: CollectionViewCell, _ a: CollectionViewLayoutAttributes) {
        guard let band = orthogonalScrollers[a.indexPath.section], band.superview === self else {
            restack(cell, zIndex: a.zIndex)
            return
        }
        cell.center = Point(x: a.center.x - band.frame.minX, y: a.center.y - band.frame.minY)
        restack(cell, zIndex: a.zIndex, in: band)
    }

    /// Shows the decoration view placed by `a` (a section's background), made from the class the layout
    /// registered for its kind, behind everything else; a kind without a class is reported once and left
    /// out (UIKit raises).
    private func showDecoration(for a: CollectionViewLayoutAttributes) {
        guard let kind = a.representedElementKind else { return }
        let element = SupplementaryElement(kind: kind, indexPath: a.indexPath)
        var view = visibleDecorations[element]
        if view == nil {
            if let spare = reusableDecorations[kind]?.popLast() {
                spare.prepareForReuse()
                view = spare
            } else if let viewClass = collectionViewLayout.decorationViewClasses[kind] {
                view = viewClass.init(registeredAs: kind)
            } else {
                if unregisteredDecorationKinds.insert(kind).inserted {
                    StandardError.writeLine(
                        "UICollectionView: no view class registered for decoration view of kind \(kind); "
                            + "call register(_:forDecorationViewOfKind:) on the layout")
                }
                return
            }
        }
        guard let view else { return }
        place(view, with: a)
        visibleDecorations[element] = view
        if view.superview !== self { insertSubview(view, at: 0) }
    }

    /// The offset a section scrolling across the layout's axis is scrolled to, or nil when it has no scroller
    /// on screen.
    func orthogonalContentOffset(ofSection section: Int) -> Point? {
        guard let band = orthogonalScrollers[section], band.superview === self else { return nil }
        return band.contentOffset
    }

    /// Gives each section scrolling across the axis whose band is on screen its scroller, over the band and
    /// behind the other elements; takes away the others' (a section scrolled out keeps its scroller, and
    /// so where its row was scrolled to, while the layout still has it).
    private func updateOrthogonalScrollers() {
        let regions = collectionViewLayout.orthogonalRegions
        for (section, scroller) in orthogonalScrollers where regions[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, region) in regions {
            guard region.frame.intersects(bounds) else {
                orthogonalScrollers[section]?.removeFromSuperview()
                continue
            }
            let scroller = orthogonalScrollers[section] ?? OrthogonalScroller(frame: region.frame)
            orthogonalScrollers[section] = scroller
            scroller.configure(for: region)
            if scroller.superview !== self { insertSubview(scroller, at: 0) }
        }
    }

    /// Adds `view` to `container` (the collection view when nil), or moves it when its z-index changed,
    /// behind the first cell or supplementary view with a higher z-index, else in front of everything, so
    /// higher z-indices are in front.
    private func restack(_ view: CollectionReusableView, zIndex: Int, in container: View? = nil) {
        let container = container ?? self
        let id = ObjectIdentifier(view)
        if view.superview === container && zIndices[id] == zIndex { return }
        zIndices[id] = zIndex
        let higher = container.subviews.first { v in
            v !== view && (zIndices[ObjectIdentifier(v)] ?? Int.min) > zIndex
        }
        if let higher {
            container.insertSubview(view, belowSubview: higher)
        } else {
            container.addSubview(view)
        }
    }

    private func recycle(_ view: CollectionReusableView, as element: SupplementaryElement) {
        view.removeFromSuperview()
        zIndices[ObjectIdentifier(view)] = nil
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind, at: element.indexPath)
        if let id = view.reuseIdentifier {
            reusableSupplementary[SupplementaryReuseKey(kind: element.kind, identifier: id), default: []].append(view)
        }
    }

    private func recycle(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        zIndices[ObjectIdentifier(cell)] = nil
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    override var snapsToTargets: Bool { collectionViewLayout.snapsContentOffset }

    override func snappedTarget(proposed: Point, velocity: Point) -> Point {
        layoutTarget(proposed: proposed, velocity: velocity)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        // A touch away from an open list row's actions closes the row and does nothing else.
        if let swipe = ListSwipeGestureRecognizer.of(self), let t = touches.first,
            swipe.closesRow(touchAt: t.location(in: self))
        {
            swipe.close(animated: true)
            return
        }
        // A placeholder item stands for data not there yet: it neither highlights nor selects.
        guard allowsSelection, let t = touches.first, !supplementaryViewCovers(t.location(in: self)),
            let ip = indexPathForItem(at: t.location(in: self)), placeholderContext(at: ip) == nil
        else {
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
        // A list cell with a `.header` outline disclosure: the tap expands or collapses it, not selects it.
        if let cell = visible[ip] as? CollectionViewListCell, cell.togglesOutlineOnTap {
            cell.toggleOutline()
            return
        }
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

    /// Whether a supplementary view on screen covers `point`: a touch there is on the view (a pinned header
    /// over the items, say), not on the item under it.
    private func supplementaryViewCovers(_ point: Point) -> Bool {
        visibleSupplementary.values.contains { !$0.isHidden && $0.frame.contains(point) }
    }

    private func unhighlight() {
        guard let ip = highlighted else { return }
        highlighted = nil
        visible[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }
}

extension CollectionView {
    /// Moves the item at `indexPath` (in the old numbering) to `newIndexPath` (in the new one), as
    /// `UICollectionView.moveItem(at:to:)`: the data source must already have it there. The item keeps its
    /// cell. Inside `performBatchUpdates` it joins the other changes.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change(ItemChanges(moves: [ItemMove(from: indexPath, to: newIndexPath)]))
    }

    /// Asks the data source again for the cells of the items on screen among `indexPaths`, as
    /// `UICollectionView.reconfigureItems(at:)`: dequeuing with the cell's reuse identifier hands back the
    /// cell already showing the item (without `prepareForReuse()`), so the data source updates it in place; a
    /// different cell returned replaces it. Items off screen are left alone.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let ds = dataSource else { return }
        prepareLayoutIfNeeded()
        for ip in Set(indexPaths) {
            // A placeholder's cell is its `cellUpdateHandler`'s (`setNeedsCellUpdate()`), not the data source's.
            guard let cell = visible[ip], placeholderContext(at: ip) == nil else { continue }
            let key = ObjectIdentifier(cell)
            if let id = cell.reuseIdentifier {
                reusable[id, default: []].append(cell)
                cellsBeingReconfigured.insert(key)
            }
            let made = ds.collectionView(self, cellForItemAt: dataIndexPath(ip))
            cellsBeingReconfigured.remove(key)
            if let id = cell.reuseIdentifier, let i = reusable[id]?.lastIndex(where: { $0 === cell }) {
                reusable[id]?.remove(at: i)
            }
            guard made !== cell else { continue }
            let z = zIndices[key] ?? 0
            visible[ip] = nil
            recycle(cell, at: ip)
            made.isSelected = selected.contains(ip)
            made.isHighlighted = false
            visible[ip] = made
            collectionDelegate?.collectionView(self, willDisplay: made, forItemAt: ip)
            if let a = collectionViewLayout.layoutAttributesForItem(at: ip) {
                place(made, with: a)
                mount(made, a)
            } else {
                restack(made, zIndex: z)
            }
        }
    }
}
