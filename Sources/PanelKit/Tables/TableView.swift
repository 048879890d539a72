import PanelText

/// A vertical list of reusable rows in sections, as `UITableView`.
///
/// Only the rows whose frames meet the visible bounds have cells: rows that scroll out give their cells
/// to a reuse queue, and `tableView(_:cellForRowAt:)` takes them back through
/// `dequeueReusableCell(withIdentifier:for:)`. A tap on a row highlights it while the finger is down and
/// selects it when it lifts (`tableView(_:didSelectRowAt:)`); a drag scrolls instead. Sections have a
/// header and a footer (the data source's titles or the delegate's views); a plain table's headers stay
/// at the top while their section scrolls under them. Rows are as tall as their cells ask unless a height
/// is given (self-sizing, measured as they come on screen), and swipe sideways to their actions
/// (`TableView+SwipeActions.swift`).
@MainActor
open class TableView: ScrollView {
    /// The look of a table, as `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on white; section headers float.
        case plain = 0
        /// Sections as groups of white rows on a grey background, titles above and below them.
        case grouped = 1
        /// As `.grouped`, each group inset from the sides with rounded corners.
        case insetGrouped = 2
    }

    /// Where `scrollToRow` and `selectRow` put a row, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the whole row.
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How row changes are animated, as `UITableView.RowAnimation`. PanelKit applies every change at once.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Whether separators are drawn between rows, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
    }

    /// A height that asks for the table's own (`UITableView.automaticDimension`): for rows, the height the
    /// cell's content asks for (self-sizing rows); for headers and footers, the style's.
    public static let automaticDimension = -1.0
    /// UIKit's standard row: the least a self-sizing row with standard labels gets, and the estimate for
    /// rows not measured yet when `estimatedRowHeight` is `automaticDimension`.
    public static let standardRowHeight = 44.0

    /// The table's look, fixed at creation.
    public let style: Style
    /// Supplies the rows.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet {
            dataSourceCommitsEditing = nil
            dataSourceMovesRows = nil
            reloadData()
        }
    }
    /// The delegate (also the scroll view's delegate).
    public var tableDelegate: (any TableViewDelegate)? {
        get { delegate as? any TableViewDelegate }
        set { delegate = newValue }
    }
    /// Every row's height unless the delegate gives one. `automaticDimension`, the default, sizes each row
    /// to its cell, as UIKit since iOS 11: the content view's Auto Layout height, or the standard labels'
    /// wrapped text (at least 44 points).
    public var rowHeight = TableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// A section header's height when the delegate gives none (`automaticDimension`: the style's).
    public var sectionHeaderHeight = TableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// Space above each section header, as UIKit's `sectionHeaderTopPadding` (iOS 15): sections with a
    /// header start this far above it. `automaticDimension` (the default) adds none; other negative or
    /// non-finite values count as 0.
    public var sectionHeaderTopPadding = TableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// A section footer's height when the delegate gives none (`automaticDimension`: the style's).
    public var sectionFooterHeight = TableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The height assumed for a self-sizing row until its cell comes on screen and is measured
    /// (`automaticDimension`, the default: 44 points). Rows are measured as they show, so the content size
    /// of a long table settles as it scrolls, as in UIKit.
    public var estimatedRowHeight = TableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// Whether taps select rows.
    public var allowsSelection = true
    /// Whether several rows can be selected at once (a tap toggles).
    public var allowsMultipleSelection = false
    /// Whether taps select rows while the table is editing (false by default, as UIKit's).
    public var allowsSelectionDuringEditing = false
    /// Whether, while the table edits, taps select several rows, as UIKit's
    /// `allowsMultipleSelectionDuringEditing` (false by default): editable rows show an empty circle at the
    /// leading edge in place of the minus, filled with a blue checkmark while selected, and a tap toggles
    /// the row's selection (`indexPathsForSelectedRows` lists them).
    public var allowsMultipleSelectionDuringEditing = false {
        didSet { if editingMode { for (ip, cell) in visible { configureEditing(cell, at: ip) } } }
    }
    /// Whether taps select several rows now: `allowsMultipleSelectionDuringEditing` while editing, else
    /// `allowsMultipleSelection`.
    private var selectsMultipleRows: Bool {
        editingMode ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }
    /// Whether taps select rows now.
    private var selectsRows: Bool {
        allowsSelection && (!editingMode || allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing)
    }
    /// Whether the table is editing: its editable rows show a red minus (or, as the delegate's
    /// `editingStyleForRowAt` says, a green plus) at the leading edge. Setting it calls
    /// `setEditing(_:animated:)` without animation.
    public var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }
    private var editingMode = false
    /// Whether lines are drawn between rows.
    public var separatorStyle = SeparatorStyle.singleLine {
        didSet { setNeedsLayout() }
    }
    /// The separators' colour.
    public var separatorColor: Color? = .opaqueSeparator {
        didSet { setNeedsLayout() }
    }
    /// The separators' insets for cells that keep the default (`left` and `right` count).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// A view above the first section, as wide as the table (its height is kept).
    public var tableHeaderView: View? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            reloadGeometry()
        }
    }
    /// A view below the last section, as wide as the table (its height is kept).
    public var tableFooterView: View? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            reloadGeometry()
        }
    }

    /// Hears of the rows about to come on screen, as UIKit's `prefetchDataSource` (held weakly).
    public weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?
    /// Whether the prefetch data source is asked (UIKit's default: true).
    public var isPrefetchingEnabled = true
    /// The rows the prefetch data source was asked for.
    var prefetchWindow = PrefetchWindow()

    private var registered: [String: TableViewCell.Type] = [:]
    private var reusable: [String: [TableViewCell]] = [:]
    private(set) var visible: [IndexPath: TableViewCell] = [:]
    private var selected: Set<IndexPath> = []
    private var highlighted: IndexPath?
    private var needsReload = true
    private var needsGeometry = true
    private var sections: [SectionGeometry] = []
    private(set) var headerViews: [Int: View] = [:]
    /// Header and footer classes by reuse identifier, and the views waiting to be reused.
    private var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    private var reusableHeaderFooters: [String: [TableViewHeaderFooterView]] = [:]
    private(set) var footerViews: [Int: View] = [:]
    /// Views the delegate gave while the table measured its sections and that are not shown yet: shown
    /// when their section scrolls in, so the delegate is not asked twice for one view.
    private var measuredHeaderViews: [Int: View] = [:]
    private var measuredFooterViews: [Int: View] = [:]
    private var lastLayoutWidth = -1.0
    /// The recognizer that swipes rows open to their actions: it begins on a sideways drag that starts on
    /// a row with actions for that side (or on the open row), leaving up and down drags to the scroll.
    public let rowSwipeGestureRecognizer = PanGestureRecognizer()
    /// A long press on a row opens the delegate's context menu for it (`TableView+ContextMenu`).
    let contextMenuPress = LongPressGestureRecognizer()
    /// The open (or opening) row's actions, if a row is swiped.
    var swipeActionsView: SwipeActionsView?
    /// Set when a touch closed the open row: the touch selects nothing.
    var touchClosedSwipe = false
    /// Whether the data source implements `tableView(_:commit:forRowAt:)` (learned once per data source).
    var dataSourceCommitsEditing: Bool?
    /// Set by the data source's default `tableView(_:commit:forRowAt:)`: it is not implemented.
    var defaultCommitRan = false
    /// Whether the data source implements `tableView(_:moveRowAt:to:)` (learned once per data source).
    var dataSourceMovesRows: Bool?
    /// Set by the data source's default `tableView(_:moveRowAt:to:)`: it is not implemented.
    var defaultMoveRan = false
    /// The row being dragged by its reorder control, if any (`TableView+Reordering.swift`).
    var rowReorder: RowReorder?
    /// Drags rows out of the table, as UIKit's `dragDelegate` (`TableView+DragAndDrop.swift`).
    public weak var dragDelegate: (any TableViewDragDelegate)? { didSet { dragAndDrop.update() } }
    /// Takes drops, as UIKit's `dropDelegate`.
    public weak var dropDelegate: (any TableViewDropDelegate)? { didSet { dragAndDrop.update() } }
    /// Whether a long press lifts rows for the drag delegate (true on a panel, as on iPad).
    public var dragInteractionEnabled = true { didSet { dragAndDrop.update() } }
    lazy var dragAndDrop = TableViewDragAndDrop(tableView: self)
    /// The heights self-sizing rows' cells asked for, kept until the row is reloaded or the width changes.
    private var measuredRowHeights: [IndexPath: Double] = [:]
    /// Set while a cell on screen is laid out to be measured.
    private var isMeasuringRows = false
    /// Changes collected by `performBatchUpdates` or between `beginUpdates()` and `endUpdates()`.
    private var batch: ItemChanges?
    private var batchDepth = 0

    /// Where one section's parts are, in content coordinates.
    private struct SectionGeometry {
        var top = 0.0
        /// The space above the header (`sectionHeaderTopPadding`, for a section with a header).
        var headerPadding = 0.0
        var headerHeight = 0.0
        /// Row i runs from rowTops[i] to rowTops[i + 1]; the last entry is the rows' end.
        var rowTops: [Double] = []
        var footerHeight = 0.0
        /// Whether row i sizes itself to its cell (its height is `automaticDimension`).
        var selfSizing: [Bool] = []
        var rows: Int { max(0, rowTops.count - 1) }
        var rowsTop: Double { top + headerPadding + headerHeight }
        /// Where the header rests, below its padding.
        var headerTop: Double { top + headerPadding }
        var rowsBottom: Double { rowTops.last ?? rowsTop }
        var bottom: Double { rowsBottom + footerHeight }
        var headerTitle: String?
        var footerTitle: String?
    }

    /// A table of `style`.
    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        rowSwipeGestureRecognizer.addAction { [weak self] g in
            if let self, let pan = g as? PanGestureRecognizer { self.handleRowSwipe(pan) }
        }
        addGestureRecognizer(rowSwipeGestureRecognizer)
        _ = contextMenuPress.addAction { [weak self] g in
            if g.state == .began { self?.showContextMenu() }
        }
        addGestureRecognizer(contextMenuPress)
    }

    /// A plain table, as `UITableView(frame:)`.
    /// Rows decide the content size, not constraints.
    override var managesContentSize: Bool { true }

    public override convenience init(frame: Rect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Cells

    /// Registers the class to make cells with for `identifier` (made with `init(style: .default,
    /// reuseIdentifier:)`).
    /// Registers the header and footer class made by `dequeueReusableHeaderFooterView(withIdentifier:)` for
    /// `identifier` (nil forgets it).
    public func register(
        _ aClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        headerFooterClasses[identifier] = aClass
    }

    /// A header or footer for `identifier`: one that left the table, after `prepareForReuse()`, or a new
    /// one of the registered class; nil when none is registered and none waits.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        let view: TableViewHeaderFooterView
        if let reused = reusableHeaderFooters[identifier]?.popLast() {
            reused.prepareForReuse()
            view = reused
        } else if let made = headerFooterClasses[identifier] {
            view = made.init(registeredAs: identifier)
        } else {
            return nil
        }
        view.tableStyle = style
        return view
    }

    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `indexPath`: a reused one (after `prepareForReuse()`) or a new one of the registered
    /// class, sized to the row. Traps, as UIKit raises, when no class is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier): register a class for it first "
                    + "(register(_:forCellReuseIdentifier:))")
        }
        let f = rectForRow(at: indexPath)
        if f.height > 0 { cell.frame = f }
        return cell
    }

    /// A reused cell for `identifier`, else a new one of the registered class, else nil (the older UIKit
    /// pattern makes one itself then: `?? UITableViewCell(style: .subtitle, reuseIdentifier: id)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var queue = reusable[identifier], let cell = queue.popLast() {
            reusable[identifier] = queue
            if !cellsBeingReconfigured.contains(ObjectIdentifier(cell)) { cell.prepareForReuse() }
            return cell
        }
        return registered[identifier].map { $0.init(registeredAs: identifier) }
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { visible.sorted { $0.key < $1.key }.map(\.value) }
    /// The rows with cells on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }
    /// The cell on screen for a row, if any.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visible[indexPath] }
    /// The row of a cell on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    /// The row at `point` (in the table's coordinates), if any.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        prepareIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        for (s, g) in sections.enumerated() where point.y >= g.rowsTop && point.y < g.rowsBottom {
            guard let r = Self.row(containing: point.y, in: g.rowTops) else { return nil }
            return IndexPath(row: r, section: s)
        }
        return nil
    }

    /// A row's frame in the table's content coordinates (zero for a row that does not exist).
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section) else { return .zero }
        let g = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < g.rows else { return .zero }
        let (x, w) = rowSpan
        return Rect(
            x: x, y: g.rowTops[indexPath.row], width: w,
            height: g.rowTops[indexPath.row + 1] - g.rowTops[indexPath.row])
    }

    /// A section's frame (header, rows and footer) in content coordinates.
    public func rect(forSection section: Int) -> Rect {
        prepareIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let g = sections[section]
        return Rect(x: 0, y: g.top, width: bounds.width, height: g.bottom - g.top)
    }

    /// A section header's frame in content coordinates (where it rests, not where it floats).
    public func rectForHeader(inSection section: Int) -> Rect {
        prepareIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        return Rect(
            x: 0, y: sections[section].headerTop, width: bounds.width, height: sections[section].headerHeight)
    }

    /// A section footer's frame in content coordinates.
    public func rectForFooter(inSection section: Int) -> Rect {
        prepareIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let g = sections[section]
        return Rect(x: 0, y: g.rowsBottom, width: bounds.width, height: g.footerHeight)
    }

    /// The header shown for a section, if on screen and a `TableViewHeaderFooterView` (the delegate's, or
    /// the one showing the data source's title).
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        headerViews[section] as? TableViewHeaderFooterView
    }
    /// The footer view shown for a section, if on screen.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        footerViews[section] as? TableViewHeaderFooterView
    }

    // MARK: Data

    /// The number of sections the data source reports.
    public var numberOfSections: Int {
        prepareIfNeeded()
        return sections.count
    }

    /// The number of rows in a section.
    public func numberOfRows(inSection section: Int) -> Int {
        prepareIfNeeded()
        return sections.indices.contains(section) ? sections[section].rows : 0
    }

    /// Throws away every cell and asks the data source again in the next layout pass. The selection is
    /// kept for rows that still exist.
    public func reloadData() {
        prefetchWindow.reset()
        closeSwipe(animated: false)
        measuredRowHeights.removeAll()
        needsReload = true
        needsGeometry = true
        setNeedsLayout()
    }

    /// Measures the sections and rows again (heights from the delegate) in the next layout pass, keeping
    /// the cells.
    private func reloadGeometry() {
        needsGeometry = true
        setNeedsLayout()
    }

    // MARK: Changing rows

    /// Inserts rows at `indexPaths` (in the new numbering): the data source must already count them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(ItemChanges(inserts: indexPaths))
    }
    /// Deletes rows at `indexPaths` (in the old numbering): the data source must no longer count them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(ItemChanges(deletes: indexPaths))
    }
    /// Asks the data source again for the cells of the rows at `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(ItemChanges(reloads: indexPaths))
    }

    /// Inserts whole sections at `sections` (in the new numbering): the data source must already count them.
    public func insertSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        change(ItemChanges(sections: SectionChanges(inserts: Array(sections))))
    }
    /// Deletes whole sections at `sections` (in the old numbering), their rows and their selection.
    public func deleteSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        change(ItemChanges(sections: SectionChanges(deletes: Array(sections))))
    }
    /// Asks the data source again for the rows, cells, titles and views of `sections`.
    public func reloadSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        change(ItemChanges(sections: SectionChanges(reloads: Array(sections))))
    }
    /// Moves a section with its rows (and their cells and selection) from `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        change(ItemChanges(sections: SectionChanges(moves: [(section, newSection)])))
    }

    /// Starts a group of row changes applied together at `endUpdates()`.
    public func beginUpdates() {
        if batchDepth == 0 { batch = ItemChanges() }
        batchDepth += 1
    }

    /// Applies the changes since `beginUpdates()` (deletions and reloads numbered as before them,
    /// insertions as after); without changes it measures the rows again, as UIKit does.
    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let b = batch ?? ItemChanges()
        batch = nil
        apply(b)
    }

    /// Runs `updates` (which may insert, delete and reload rows) and applies its changes together; there is
    /// no animation, so `completion` is called with true once they are applied.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
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

    /// Applies row changes: checks the data source's new counts against them (UIKit raises "invalid number
    /// of rows"; here it is a precondition), renumbers the cells on screen and the selection, and recycles
    /// the cells of deleted and reloaded rows.
    private func apply(_ changes: ItemChanges) {
        guard let ds = dataSource else { return }
        if needsReload {
            // Nothing was loaded yet: the next layout pass asks for everything anyway.
            layoutIfNeeded()
            return
        }
        let renumbering = ItemRenumbering(
            old: sections.map(\.rows), sections: ds.numberOfSections(in: self), inserts: changes.inserts,
            deletes: changes.deletes, moves: changes.moves, sectionChanges: changes.sections, noun: "rows"
        ) { self.rowCount(inSection: $0, dataSource: ds) }
        if !changes.sections.isEmpty { removeSectionViews() }
        unhighlight()
        closeSwipe(animated: false) { renumbering.moved($0) }
        if changes.isEmpty {
            // An empty update measures the self-sizing rows on screen again (a cell's content changed).
            for ip in visible.keys { measuredRowHeights[ip] = nil }
        } else {
            for ip in changes.reloads { measuredRowHeights[ip] = nil }
            var heights: [IndexPath: Double] = [:]
            for (ip, h) in measuredRowHeights { if let moved = renumbering.moved(ip) { heights[moved] = h } }
            measuredRowHeights = heights
        }
        visible = renumbering.carry(visible, reloads: changes.reloads) { recycle($0, at: $1) }
        selected = Set(selected.compactMap(renumbering.moved))
        needsGeometry = true
        setNeedsLayout()
        layoutIfNeeded()
    }

    // MARK: Selection

    /// The selected row (the first, when several are).
    public var indexPathForSelectedRow: IndexPath? { selected.min() }
    /// The selected rows, in order; nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects a row without telling the delegate, as UIKit does, scrolling it to `scrollPosition`; nil
    /// clears the selection.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selected { deselectRow(at: ip, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        if !selectsMultipleRows {
            for ip in selected where ip != indexPath { deselectRow(at: ip, animated: animated) }
        }
        selected.insert(indexPath)
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls so that the row is at `position`, within the content.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let f = rectForRow(at: indexPath)
        guard f.height > 0 else { return }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var o = contentOffset
        switch position {
        case .top: o.y = f.minY - inset.top
        case .middle: o.y = f.midY - inset.top - visibleHeight / 2
        case .bottom: o.y = f.maxY - inset.top - visibleHeight
        case .none:
            if f.minY < o.y + inset.top {
                o.y = f.minY - inset.top
            } else if f.maxY > o.y + inset.top + visibleHeight {
                o.y = f.maxY - inset.top - visibleHeight
            }
        }
        setContentOffset(clamped(o), animated: animated)
    }

    // MARK: Layout

    /// The x and width of a row: the table's width, or inset for `.insetGrouped`.
    var rowSpan: (x: Double, width: Double) {
        let inset = style == .insetGrouped ? 20.0 : 0
        return (inset, max(0, bounds.width - 2 * inset))
    }

    private func prepareIfNeeded() {
        if needsReload {
            needsReload = false
            for (ip, cell) in visible { recycle(cell, at: ip) }
            visible = [:]
            removeSectionViews()
            needsGeometry = true
        }
        if needsGeometry {
            needsGeometry = false
            measure()
            let valid = selected.filter { sections.indices.contains($0.section) && $0.row < sections[$0.section].rows }
            if valid != selected { selected = valid }
        }
    }

    /// Takes every section header and footer off the table (they are asked for again), the reusable ones to
    /// their reuse queue.
    private func removeSectionViews() {
        for (s, v) in headerViews { endDisplaying(v, header: true, section: s) }
        for (s, v) in footerViews { endDisplaying(v, header: false, section: s) }
        headerViews = [:]
        footerViews = [:]
        for v in measuredHeaderViews.values { enqueueSectionView(v) }
        for v in measuredFooterViews.values { enqueueSectionView(v) }
        measuredHeaderViews.removeAll()
        measuredFooterViews.removeAll()
    }

    /// Asks the data source and delegate for the counts, titles and heights, and sets the content size.
    private func measure() {
        let ds = dataSource
        let d = tableDelegate
        let count = ds.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        for v in measuredHeaderViews.values { enqueueSectionView(v) }
        for v in measuredFooterViews.values { enqueueSectionView(v) }
        measuredHeaderViews.removeAll()
        measuredFooterViews.removeAll()
        var y = tableHeaderView?.frame.height ?? 0
        var result: [SectionGeometry] = []
        result.reserveCapacity(count)
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : Self.standardRowHeight
        for s in 0..<count {
            var g = SectionGeometry()
            g.top = y
            g.headerTitle = ds?.tableView(self, titleForHeaderInSection: s)
            g.footerTitle = ds?.tableView(self, titleForFooterInSection: s)
            let hasHeaderView = measuredSectionView(header: true, section: s) != nil
            let hasFooterView = measuredSectionView(header: false, section: s) != nil
            g.headerHeight = resolvedHeight(
                d?.tableView(self, heightForHeaderInSection: s), own: sectionHeaderHeight,
                standard: standardBandHeight(hasContent: g.headerTitle != nil || hasHeaderView))
            let padding = sectionHeaderTopPadding.isFinite ? max(0, sectionHeaderTopPadding) : 0
            if g.headerHeight > 0 { g.headerPadding = padding }
            y += g.headerPadding + g.headerHeight
            let rows = ds.map { rowCount(inSection: s, dataSource: $0) } ?? 0
            g.rowTops.reserveCapacity(rows + 1)
            g.selfSizing.reserveCapacity(rows)
            g.rowTops.append(y)
            for r in 0..<rows {
                let ip = IndexPath(row: r, section: s)
                // A placeholder row is its own height; the delegate answers for its data's rows.
                let h =
                    placeholder(at: ip)?.placeholder.rowHeight
                    ?? d?.tableView(self, heightForRowAt: dataIndexPath(ip)) ?? rowHeight
                g.selfSizing.append(h < 0)
                y += h >= 0 ? h : (measuredRowHeights[ip] ?? estimate)
                g.rowTops.append(y)
            }
            g.footerHeight = resolvedHeight(
                d?.tableView(self, heightForFooterInSection: s), own: sectionFooterHeight,
                standard: standardBandHeight(hasContent: g.footerTitle != nil || hasFooterView))
            y += g.footerHeight
            result.append(g)
        }
        y += tableFooterView?.frame.height ?? 0
        sections = result
        let size = Size(width: bounds.width, height: y)
        if contentSize != size { contentSize = size }
    }

    private func resolvedHeight(_ fromDelegate: Double?, own: Double, standard: Double) -> Double {
        if let h = fromDelegate, h >= 0 { return h }
        return own >= 0 ? own : standard
    }

    /// UIKit's header and footer heights: a plain table shows a 28-point band only for a title; grouped
    /// tables keep a gap between groups and make room for a title above or below one.
    private func standardBandHeight(hasContent: Bool) -> Double {
        style == .plain ? (hasContent ? 28 : 0) : (hasContent ? 38 : 18)
    }

    /// The first row whose span contains `y` (`tops` as in `SectionGeometry.rowTops`).
    private static func row(containing y: Double, in tops: [Double]) -> Int? {
        guard tops.count > 1, y >= tops[0], y < tops[tops.count - 1] else { return nil }
        var lo = 0
        var hi = tops.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if isMeasuringRows { return }
        if bounds.width != lastLayoutWidth {
            lastLayoutWidth = bounds.width
            measuredRowHeights.removeAll()
            needsGeometry = true
        }
        prepareIfNeeded()
        layoutTableHeaderAndFooter()
        // Self-sizing rows coming on screen are measured; when one's height differs from its estimate the
        // rows are placed again (a few passes at most: each pass measures only rows not measured yet).
        var passes = 0
        while showRows() && passes < 8 {
            passes += 1
            layoutTableHeaderAndFooter()
        }
        layoutSectionViews(top: contentOffset.y, bottom: contentOffset.y + bounds.height)
        layoutReorder()
        updatePrefetching()
    }

    /// The rows whose frames meet the band from `top` to `bottom`, in content coordinates, in order.
    func indexPathsForRows(between top: Double, and bottom: Double) -> [IndexPath] {
        prepareIfNeeded()
        var result: [IndexPath] = []
        for (s, g) in sections.enumerated() where g.rowsBottom > top && g.rowsTop < bottom && g.rows > 0 {
            var r = Self.row(containing: max(top, g.rowsTop), in: g.rowTops) ?? 0
            while r < g.rows && g.rowTops[r] < bottom {
                if g.rowTops[r + 1] > top { result.append(IndexPath(row: r, section: s)) }
                r += 1
            }
        }
        return result
    }

    /// Gives the rows meeting the visible bounds their cells (recycling the others) and measures the
    /// self-sizing ones not measured yet. Returns whether a measured height differs from the row's current
    /// one; then the content offset is moved so that a row already on screen stays where it was, as UIKit
    /// keeps the content still when rows above it turn out taller or shorter than estimated.
    private func showRows() -> Bool {
        let top = contentOffset.y
        let bottom = top + bounds.height
        var wanted: [IndexPath: Rect] = [:]
        let (x, w) = rowSpan
        for (s, g) in sections.enumerated() where g.bottom > top && g.top < bottom && g.rows > 0 {
            let first = Self.row(containing: max(top, g.rowsTop), in: g.rowTops) ?? 0
            var r = first
            while r < g.rows && g.rowTops[r] < bottom {
                wanted[IndexPath(row: r, section: s)] = Rect(
                    x: x, y: g.rowTops[r], width: w, height: g.rowTops[r + 1] - g.rowTops[r])
                r += 1
            }
        }
        keepReorderedRow(in: &wanted)
        for (ip, cell) in visible where wanted[ip] == nil {
            visible[ip] = nil
            recycle(cell, at: ip)
        }
        let anchor = visible.keys.min()
        var changed = false
        for ip in wanted.keys.sorted() {
            guard let frame = wanted[ip] else { continue }
            let shown = visible[ip]
            let made = placeholder(at: ip).map { placeholderCell($0) }
            guard let cell = shown ?? made ?? dataSource?.tableView(self, cellForRowAt: dataIndexPath(ip)) else {
                continue
            }
            if shown == nil { cell.frame = frame }
            if sections[ip.section].selfSizing[ip.row] && measuredRowHeights[ip] == nil {
                // Measured before a new cell joins the table; laying out one already in it must not lay
                // the table out again from inside this pass.
                isMeasuringRows = true
                let h = max(0, cell.selfSizingHeight(width: frame.width))
                isMeasuringRows = false
                measuredRowHeights[ip] = h
                if h != frame.height { changed = true }
            }
            if shown == nil {
                configureEditing(cell, at: ip)
                cell.setSelected(selected.contains(ip), animated: false)
                cell.setHighlighted(false, animated: false)
                visible[ip] = cell
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
                insertSubview(cell, at: 0)
            }
            let placed = reorderedFrame(swipedFrame(frame, at: ip), at: ip)
            if cell.frame != placed { cell.frame = placed }
            styleCell(cell, at: ip)
        }
        if changed {
            let before = anchor.map { rectForRowInGeometry($0).minY }
            measure()
            if let anchor, let before {
                let shift = rectForRowInGeometry(anchor).minY - before
                if shift != 0 && contentOffset.y > minimumContentOffset.y {
                    contentOffset = Point(x: contentOffset.x, y: contentOffset.y + shift)
                }
            }
        }
        layoutSwipeActions()
        return changed
    }

    /// A row's top in the current geometry, without preparing it again (for anchoring while measuring).
    private func rectForRowInGeometry(_ ip: IndexPath) -> Rect {
        guard sections.indices.contains(ip.section), ip.row < sections[ip.section].rows else { return .zero }
        let g = sections[ip.section]
        return Rect(x: 0, y: g.rowTops[ip.row], width: 0, height: g.rowTops[ip.row + 1] - g.rowTops[ip.row])
    }

    /// The separator and, in an inset grouped table, the rounded corners of a group's ends.
    private func styleCell(_ cell: TableViewCell, at ip: IndexPath) {
        let rows = sections[ip.section].rows
        let isLast = ip.row == rows - 1
        let hidesLine = separatorStyle == .none || (style != .plain && isLast)
        cell.separatorLine.isHidden = hidesLine
        if cell.inheritedSeparatorInset != separatorInset { cell.inheritedSeparatorInset = separatorInset }
        if let separatorColor, cell.separatorLine.backgroundColor != separatorColor {
            cell.separatorLine.backgroundColor = separatorColor
        }
        if style == .insetGrouped {
            var corners: CornerMask = []
            if ip.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.cornerRadius = corners.isEmpty ? 0 : 10
            cell.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
    }

    private func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            let y = sections.last?.bottom ?? (tableHeaderView?.frame.height ?? 0)
            footer.frame = Rect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
        }
    }

    /// Shows the headers and footers of the sections on screen; a plain table's header stays at the top
    /// of the visible area while its section's rows pass under it.
    private func layoutSectionViews(top: Double, bottom: Double) {
        var shownHeaders: Set<Int> = []
        var shownFooters: Set<Int> = []
        let pinnedTop = top + adjustedContentInset.top
        for (s, g) in sections.enumerated() where g.bottom > top && g.top < bottom {
            if g.headerHeight > 0, let (view, isNew) = sectionView(header: true, section: s, title: g.headerTitle) {
                var y = g.headerTop
                if style == .plain { y = min(max(g.headerTop, pinnedTop), g.bottom - g.headerHeight) }
                view.frame = Rect(x: 0, y: y, width: bounds.width, height: g.headerHeight)
                bringSubviewToFront(view)
                shownHeaders.insert(s)
                if isNew { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s) }
            }
            if g.footerHeight > 0, let (view, isNew) = sectionView(header: false, section: s, title: g.footerTitle) {
                view.frame = Rect(x: 0, y: g.rowsBottom, width: bounds.width, height: g.footerHeight)
                shownFooters.insert(s)
                if isNew { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s) }
            }
        }
        // Views scrolled off wait to be shown again (until the next measure asks the delegate afresh).
        for (s, v) in headerViews where !shownHeaders.contains(s) {
            headerViews[s] = nil
            measuredHeaderViews[s] = v
            v.removeFromSuperview()
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
        }
        for (s, v) in footerViews where !shownFooters.contains(s) {
            footerViews[s] = nil
            measuredFooterViews[s] = v
            v.removeFromSuperview()
            tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
        }
    }

    /// The delegate's header or footer view of a section, asked for once per measure: the one on screen,
    /// or one the delegate gave and that waits to be shown.
    private func measuredSectionView(header: Bool, section: Int) -> View? {
        if let v = header ? headerViews[section] : footerViews[section] { return v }
        if let v = header ? measuredHeaderViews[section] : measuredFooterViews[section] { return v }
        let d = tableDelegate
        let made =
            header
            ? d?.tableView(self, viewForHeaderInSection: section) : d?.tableView(self, viewForFooterInSection: section)
        if header { measuredHeaderViews[section] = made } else { measuredFooterViews[section] = made }
        return made
    }

    /// The header or footer view of a section: kept while on screen, else the delegate's (as measured) or a
    /// title view; and whether it was just put on the table.
    private func sectionView(header: Bool, section: Int, title: String?) -> (View, Bool)? {
        if let v = header ? headerViews[section] : footerViews[section] { return (v, false) }
        let measured =
            header ? measuredHeaderViews.removeValue(forKey: section) : measuredFooterViews.removeValue(forKey: section)
        let made = measured ?? title.map { makeTitleView($0, header: header) }
        guard let view = made else { return nil }
        if let hf = view as? TableViewHeaderFooterView {
            hf.textInset = (style == .insetGrouped ? 20.0 : 0) + 16
            hf.placement = style == .plain ? .middle : (header ? .bottom : .top)
        }
        addSubview(view)
        if header { headerViews[section] = view } else { footerViews[section] = view }
        return (view, true)
    }

    /// The reuse identifier of the headers that show the data source's titles.
    private static let titleViewIdentifier = "PanelKit.TableView.title"

    /// The header showing a section title: a grey band with a bold title in a plain table; small grey
    /// capitals over a group (and plain small text under it) in a grouped one.
    private func makeTitleView(_ title: String, header: Bool) -> View {
        let view =
            reusableHeaderFooters[Self.titleViewIdentifier]?.popLast()
            ?? TableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.tableStyle = style
        view.contentConfiguration = nil
        view.backgroundColor = style == .plain ? .secondarySystemBackground : nil
        if let label = view.textLabel {
            TableViewHeaderFooterView.titleProperties(for: style).apply(to: label)
            label.text = style != .plain && header ? title.uppercased() : title
        }
        return view
    }

    /// Takes a header or footer off the table, telling the delegate, and keeps it for reuse.
    private func endDisplaying(_ view: View, header: Bool, section: Int) {
        view.removeFromSuperview()
        if header {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        enqueueSectionView(view)
    }

    /// Keeps a header or footer that has a reuse identifier for `dequeueReusableHeaderFooterView`.
    private func enqueueSectionView(_ view: View) {
        guard let hf = view as? TableViewHeaderFooterView, let id = hf.reuseIdentifier, hf.superview == nil,
            reusableHeaderFooters[id]?.contains(where: { $0 === hf }) != true
        else { return }
        reusableHeaderFooters[id, default: []].append(hf)
    }

    func recycle(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    // MARK: Editing

    /// Enters or leaves editing, as `UITableView.setEditing(_:animated:)`: the editable rows show their
    /// editing controls (a tap on a minus shows the row's "Delete", a tap on a plus commits `.insert`), taps
    /// select nothing unless `allowsSelectionDuringEditing`, and rows do not swipe.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        editingMode = editing
        closeSwipe(animated: false)
        for (ip, cell) in visible { configureEditing(cell, at: ip) }
        setNeedsLayout()
    }

    /// Gives a cell its editing control: the delegate's editing style for an editable row while editing,
    /// and its reorder control for a row that may move.
    func configureEditing(_ cell: TableViewCell, at ip: IndexPath) {
        guard editingMode else {
            cell.setEditing(false, animated: false)
            return
        }
        let editable = dataSource?.tableView(self, canEditRowAt: ip) ?? false
        cell.editingStyle = editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) : .none
        cell.editingControlTapped = { [weak self, weak cell] in
            if let self, let cell { self.editingControlTapped(in: cell) }
        }
        cell.showsSelectionCircle = editable && allowsMultipleSelectionDuringEditing
        configureReordering(cell, at: ip, editable: editable)
        cell.setEditing(true, animated: false)
    }

    // MARK: Touches

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer === rowSwipeGestureRecognizer { return rowSwipeShouldBegin() }
        if gestureRecognizer === contextMenuPress { return contextMenuAtPress() != nil }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// While a row is swiped open, a touch outside its actions goes to the table, which closes the row.
    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        swipeHitTest(super.hitTest(point, with: event))
    }

    /// Scrolling closes a swiped row.
    override func boundsOriginDidChange(from old: Point) {
        super.boundsOriginDidChange(from: old)
        if swipeActionsView != nil && (isDragging || isDecelerating) { closeSwipe(animated: true) }
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if swipeActionsView != nil {
            // A touch anywhere but on the actions closes the open row, and does nothing else.
            touchClosedSwipe = true
            closeSwipe(animated: true)
            return
        }
        guard selectsRows, let t = touches.first, let ip = indexPathForRow(at: t.location(in: self)) else { return }
        // UIKit's order: shouldHighlight, then the cell highlights and didHighlight; a row that may not
        // highlight is not selected by the tap either.
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return }
        highlighted = ip
        visible[ip]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: ip)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    /// The finger lifted on the highlighted row: it unhighlights, then is selected (willSelect, which may
    /// choose another row or none, then didSelect) or, with multiple selection, a selected row is
    /// deselected (willDeselect, then didDeselect). A single selection first deselects the old row.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if touchClosedSwipe {
            touchClosedSwipe = false
            return
        }
        let wasHighlighted = highlighted
        unhighlight()
        guard selectsRows, let t = touches.first, let ip = indexPathForRow(at: t.location(in: self)),
            ip == wasHighlighted
        else { return }
        let d = tableDelegate
        if selectsMultipleRows && selected.contains(ip) {
            guard let target = d == nil ? ip : d?.tableView(self, willDeselectRowAt: ip) else { return }
            deselectRow(at: target, animated: false)
            d?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = d == nil ? ip : d?.tableView(self, willSelectRowAt: ip) else { return }
        if !selectsMultipleRows {
            for old in selected.sorted() where old != target {
                guard let leaving = d == nil ? old : d?.tableView(self, willDeselectRowAt: old) else { continue }
                deselectRow(at: leaving, animated: false)
                d?.tableView(self, didDeselectRowAt: leaving)
            }
        }
        selected.insert(target)
        visible[target]?.setSelected(true, animated: false)
        d?.tableView(self, didSelectRowAt: target)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        touchClosedSwipe = false
        unhighlight()
    }

    func unhighlight() {
        guard let ip = highlighted else { return }
        highlighted = nil
        visible[ip]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
    }
}

extension TableView {
    /// Moves the row at `indexPath` (in the old numbering) to `newIndexPath` (in the new one), as
    /// `UITableView.moveRow(at:to:)`: the data source must already have it there. The row keeps its cell
    /// (the data source is not asked for a new one). Inside `performBatchUpdates` it joins the other changes.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change(ItemChanges(moves: [ItemMove(from: indexPath, to: newIndexPath)]))
    }

    /// Asks the data source again for the cells of the rows on screen among `indexPaths`, as
    /// `UITableView.reconfigureRows(at:)`: dequeuing with the cell's reuse identifier hands back the cell
    /// already showing the row (without `prepareForReuse()`), so the data source updates it in place; a
    /// different cell returned replaces it. Self-sizing rows are measured again. Rows off screen are left
    /// alone: their cells are asked for when they show.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let ds = dataSource else { return }
        prepareIfNeeded()
        var changed = false
        for ip in Set(indexPaths) {
            guard let cell = visible[ip], placeholder(at: ip) == nil else { continue }
            let key = ObjectIdentifier(cell)
            if let id = cell.reuseIdentifier {
                reusable[id, default: []].append(cell)
                cellsBeingReconfigured.insert(key)
            }
            let made = ds.tableView(self, cellForRowAt: dataIndexPath(ip))
            cellsBeingReconfigured.remove(key)
            if let id = cell.reuseIdentifier, let i = reusable[id]?.lastIndex(where: { $0 === cell }) {
                reusable[id]?.remove(at: i)
            }
            measuredRowHeights[ip] = nil
            changed = true
            guard made !== cell else { continue }
            let frame = cell.frame
            visible[ip] = nil
            recycle(cell, at: ip)
            made.frame = frame
            configureEditing(made, at: ip)
            made.setSelected(selected.contains(ip), animated: false)
            made.setHighlighted(false, animated: false)
            visible[ip] = made
            tableDelegate?.tableView(self, willDisplay: made, forRowAt: ip)
            insertSubview(made, at: 0)
        }
        guard changed else { return }
        needsGeometry = true
        setNeedsLayout()
        layoutIfNeeded()
    }
}
