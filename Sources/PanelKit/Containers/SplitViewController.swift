/// A container of two or three columns side by side, as `UISplitViewController`.
///
/// Column style (`init(style: .doubleColumn)` or `.tripleColumn`): `setViewController(_:for:)` puts a
/// controller in a column, wrapped in a `NavigationController` unless it is one (as UIKit does), and
/// `viewController(for:)` gives back what was set. The classic style (`init()`) takes
/// `viewControllers = [primary, secondary]` unwrapped.
///
/// Expanded, the columns are laid out by `displayMode`: the primary column (`primaryColumnWidth`, 320
/// points by default), then the supplementary one (triple column, 320 too), then the secondary one takes
/// the rest; a 1-point separator (`.opaqueSeparator`) stands between neighbours. In the overlay modes the
/// secondary column keeps the whole width, dimmed, under the others; a tap on it hides them.
///
/// Collapsed (a horizontally compact window: narrower than 700 points) only one column shows: the
/// `.compact` column's controller when one is set, else the primary navigation controller with the
/// supplementary and secondary stacks pushed on it, up to the column the delegate picks in
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (`.secondary` is proposed).
/// Expanding gives each column its controllers back.
@MainActor
open class SplitViewController: ViewController {
    /// "Choose for me", for the width properties (UIKit's `automaticDimension`).
    public static let automaticDimension = -1.0
    /// The width of a primary or supplementary column nobody sized, and the automatic maximum.
    public static let defaultColumnWidth = 320.0
    /// How wide the line between two columns is.
    static let separatorWidth = 1.0

    /// How many columns the controller shows.
    public let style: Style
    /// Told about display mode changes, collapsing and expanding.
    public weak var delegate: (any SplitViewControllerDelegate)?

    /// What was set for each column.
    private var assigned: [Column: ViewController] = [:]
    /// What stands in each column: what was set, or the navigation controller wrapping it.
    private var holders: [Column: ViewController] = [:]
    /// The holders whose views are on screen now, bottom to top.
    private var shown: [ViewController] = []
    private var collapsedState = false
    /// How the columns' stacks were put together at collapse, to take them apart again.
    private var collapseRecord: CollapseRecord?
    /// The mode `show(_:)` or `hide(_:)` chose, until the preferred mode changes.
    private var modeOverride: DisplayMode?
    /// The mode laid out last (nil before the first layout).
    private var laidOutMode: DisplayMode?
    private let dimmingView = View(frame: .zero)
    private let dimmingTap = TapGestureRecognizer()
    private var separators: [View] = []
    private var displayModeButtonItemStorage: BarButtonItem?

    /// A column-style split view controller (`.doubleColumn` or `.tripleColumn`).
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A classic split view controller (`style` is `.unspecified`): set `viewControllers`.
    public override init() {
        style = .unspecified
        super.init()
    }

    // MARK: Columns

    /// The columns this style lays out side by side, leading to trailing.
    private var layoutColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Puts `vc` in `column`, wrapped in a navigation controller unless it is one. Column style only: a
    /// classic split view controller ignores it (it takes `viewControllers`), and a double-column one
    /// keeps a supplementary controller without showing it. Nil empties the column.
    open func setViewController(_ vc: ViewController?, for column: Column) {
        guard style != .unspecified, assigned[column] !== vc || vc == nil else { return }
        let holder = vc.map { $0 as? NavigationController ?? NavigationController(rootViewController: $0) }
        replaceHolder(of: column, with: holder, assigned: vc)
    }

    /// What was set for `column` (not the navigation controller wrapping it); nil for the classic style.
    open func viewController(for column: Column) -> ViewController? {
        style == .unspecified ? nil : assigned[column]
    }

    /// The child controllers: expanded, the primary, (supplementary,) and secondary column's (their
    /// navigation controllers in column style); collapsed, the one shown. Setting it in the classic style
    /// makes the first the primary and the second the secondary (more are ignored).
    open var viewControllers: [ViewController] {
        get {
            if collapsedState { return [holders[.compact] ?? holders[.primary]].compactMap { $0 } }
            return layoutColumns.compactMap { holders[$0] }
        }
        set {
            let columns = layoutColumns
            for (i, column) in columns.enumerated() {
                let vc = i < newValue.count ? newValue[i] : nil
                if style == .unspecified {
                    replaceHolder(of: column, with: vc, assigned: vc)
                } else {
                    setViewController(vc, for: column)
                }
            }
        }
    }

    /// Swaps the controller standing in `column`; collapsed, the stacks are taken apart and put together
    /// again around it.
    private func replaceHolder(of column: Column, with holder: ViewController?, assigned vc: ViewController?) {
        if holders[column] === holder, assigned[column] === vc { return }
        let wasCollapsed = collapsedState
        if wasCollapsed { expandStacks() }
        if let old = holders[column], old !== holder {
            hideOnScreen(old)
            if old.parent === self { old.remove() }
        }
        holders[column] = holder
        assigned[column] = vc
        if let holder, holder.parent !== self {
            addChild(holder)
            holder.didMove(toParent: self)
        }
        if wasCollapsed { collapseStacks(top: nil) }
        applyLayout()
    }

    /// The navigation controller standing in `column`.
    private func navigation(_ column: Column) -> NavigationController? {
        holders[column] as? NavigationController
    }

    // MARK: Display modes

    /// The display mode wanted (`.automatic`: chosen from the split behavior and the size). Setting it
    /// lays the columns out again at once, forgetting what `show(_:)` and `hide(_:)` chose.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            modeOverride = nil
            applyLayout()
        }
    }

    /// How the columns share the width (`.automatic`: from the preferred display mode, else `.tile`).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet {
            modeOverride = nil
            applyLayout()
        }
    }

    /// The split behavior in effect: the preferred one, or the one the preferred display mode implies
    /// (an "over" mode overlays, `.twoDisplaceSecondary` displaces), else `.tile`.
    public var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch preferredDisplayMode {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        default: return .tile
        }
    }

    /// The arrangement of the columns now (never `.automatic`). Collapsed, the one they take on expanding.
    public var displayMode: DisplayMode { laidOutMode ?? resolvedMode(size: currentSize) }

    /// Whether only one column shows (the window is horizontally compact).
    public var isCollapsed: Bool { collapsedState }

    /// Whether a swipe shows and hides the primary column (kept, not acted on: PanelKit has no such swipe).
    open var presentsWithGesture = true
    /// Whether a button to show the secondary column alone is in the bar (kept, no button is drawn).
    open var showsSecondaryOnlyButton = false

    /// A bar button item that shows and hides the primary column, as `displayModeButtonItem` (put it in the
    /// secondary controller's navigation item). It shows the `line.3.horizontal` symbol (PanelKit has no
    /// `sidebar.left`). A tap takes the delegate's `targetDisplayModeForAction(in:)` when it gives one;
    /// otherwise it hides the primary column when it shows (collapsed: when the secondary is on top, it
    /// shows the primary) and shows it when not.
    public var displayModeButtonItem: BarButtonItem {
        if let item = displayModeButtonItemStorage { return item }
        let item = BarButtonItem(
            title: nil, style: .plain,
            primaryAction: Action(title: "") { [weak self] _ in self?.displayModeButtonTapped() })
        item.image = Surface(systemName: "line.3.horizontal")
        displayModeButtonItemStorage = item
        return item
    }

    private func displayModeButtonTapped() {
        if !collapsedState, let target = delegate?.targetDisplayModeForAction(in: self), target != .automatic {
            setMode(fitted(target))
        } else if collapsedState || !columns(in: displayMode).contains(.primary) {
            show(.primary)
        } else {
            hide(.primary)
        }
    }

    /// The mode for a split view of `size`, from the preferred mode or the show/hide choice.
    private func resolvedMode(size: Size) -> DisplayMode {
        let wanted = modeOverride ?? preferredDisplayMode
        return fitted(wanted == .automatic ? automaticMode(size: size) : wanted)
    }

    /// `.automatic` for `size`: the columns beside the secondary in a landscape view (two for triple column),
    /// the secondary alone (or the supplementary beside it, triple column) in a portrait one; an overlay
    /// behavior starts with the secondary alone (double) or the supplementary beside it (triple).
    private func automaticMode(size: Size) -> DisplayMode {
        let landscape = size.width > size.height
        if style == .tripleColumn {
            guard landscape else { return .oneBesideSecondary }
            switch splitBehavior {
            case .overlay: return .oneBesideSecondary
            case .displace: return .twoDisplaceSecondary
            default: return .twoBesideSecondary
            }
        }
        return landscape && splitBehavior != .overlay ? .oneBesideSecondary : .secondaryOnly
    }

    /// `mode` made possible for this style and split behavior.
    private func fitted(_ mode: DisplayMode) -> DisplayMode {
        var m = mode == .automatic ? DisplayMode.secondaryOnly : mode
        if style != .tripleColumn {
            switch m {
            case .twoBesideSecondary, .twoDisplaceSecondary: m = .oneBesideSecondary
            case .twoOverSecondary: m = .oneOverSecondary
            default: break
            }
        }
        switch (splitBehavior, m) {
        case (.tile, .oneOverSecondary): return .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): return .twoDisplaceSecondary
        default: return m
        }
    }

    /// The columns `mode` shows.
    private func columns(in mode: DisplayMode) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary:
            return style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return [.primary, .supplementary, .secondary]
        }
    }

    /// Shows `column`: expanded, by the display mode the split behavior gives for it; collapsed, by
    /// stacking the columns up to it on the primary navigation controller.
    open func show(_ column: Column) {
        if collapsedState {
            guard column != .compact, holders[.compact] == nil else { return }
            expandStacks()
            collapseStacks(top: column)
            applyLayout()
            return
        }
        let current = displayMode
        let behavior = splitBehavior
        var target = current
        switch column {
        case .primary:
            if style == .tripleColumn {
                target =
                    behavior == .overlay
                    ? .twoOverSecondary : (behavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary)
            } else {
                target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
            }
        case .supplementary:
            guard style == .tripleColumn, current == .secondaryOnly else { return }
            target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .secondary:
            switch current {
            case .oneOverSecondary, .twoOverSecondary: target = .secondaryOnly
            case .twoDisplaceSecondary: target = .oneBesideSecondary
            default: return
            }
        case .compact:
            return
        }
        setMode(target)
    }

    /// Hides `column`: expanded, by the display mode without it (the secondary column cannot hide);
    /// collapsed, by popping the primary navigation controller back to the column before it.
    open func hide(_ column: Column) {
        if collapsedState {
            guard holders[.compact] == nil, column == .secondary || column == .supplementary else { return }
            expandStacks()
            collapseStacks(top: column == .secondary && style == .tripleColumn ? .supplementary : .primary)
            applyLayout()
            return
        }
        let current = displayMode
        var target = current
        switch column {
        case .primary:
            switch current {
            case .twoBesideSecondary, .twoDisplaceSecondary: target = .oneBesideSecondary
            case .twoOverSecondary: target = .oneOverSecondary
            case .oneBesideSecondary, .oneOverSecondary: if style != .tripleColumn { target = .secondaryOnly }
            default: return
            }
        case .supplementary:
            guard style == .tripleColumn else { return }
            target = .secondaryOnly
        case .secondary, .compact:
            return
        }
        setMode(target)
    }

    private func setMode(_ mode: DisplayMode) {
        modeOverride = mode
        applyLayout()
    }

    // MARK: Widths

    /// The width the primary column prefers, in points (`automaticDimension`: none). It takes precedence
    /// over `preferredPrimaryColumnWidthFraction`.
    open var preferredPrimaryColumnWidth = automaticDimension { didSet { applyLayout() } }
    /// The width the primary column prefers, as a fraction of the split view's (0...1).
    open var preferredPrimaryColumnWidthFraction = automaticDimension { didSet { applyLayout() } }
    /// The narrowest the primary column gets (automatic: 0).
    open var minimumPrimaryColumnWidth = automaticDimension { didSet { applyLayout() } }
    /// The widest the primary column gets (automatic: 320 for an automatic or fractional width; a width
    /// in points is then only held by the minimum).
    open var maximumPrimaryColumnWidth = automaticDimension { didSet { applyLayout() } }
    /// The supplementary column's preferred width in points (triple column).
    open var preferredSupplementaryColumnWidth = automaticDimension { didSet { applyLayout() } }
    /// The supplementary column's preferred width as a fraction of the split view's.
    open var preferredSupplementaryColumnWidthFraction = automaticDimension { didSet { applyLayout() } }
    /// The narrowest the supplementary column gets.
    open var minimumSupplementaryColumnWidth = automaticDimension { didSet { applyLayout() } }
    /// The widest the supplementary column gets.
    open var maximumSupplementaryColumnWidth = automaticDimension { didSet { applyLayout() } }

    /// The primary column's width in points, for the split view's width now.
    public var primaryColumnWidth: Double {
        SplitViewController.columnWidth(
            total: currentSize.width, points: preferredPrimaryColumnWidth,
            fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width in points, for the split view's width now.
    public var supplementaryColumnWidth: Double {
        SplitViewController.columnWidth(
            total: currentSize.width, points: preferredSupplementaryColumnWidth,
            fraction: preferredSupplementaryColumnWidthFraction, minimum: minimumSupplementaryColumnWidth,
            maximum: maximumSupplementaryColumnWidth)
    }

    /// A column's width: `points`, else `fraction` of `total`, else 320; held between the minimum (0 when
    /// automatic) and the maximum (320 when automatic, unless `points` asked for more), and at most
    /// `total`. Negative values and values that are not numbers count as automatic (an infinite maximum is
    /// none).
    static func columnWidth(total: Double, points: Double, fraction: Double, minimum: Double, maximum: Double)
        -> Double
    {
        func given(_ v: Double) -> Double? { v.isFinite && v >= 0 ? v : nil }
        let total = given(total) ?? 0
        let preferred: Double
        if let p = given(points) {
            preferred = p
        } else if let f = given(fraction) {
            preferred = min(f, 1) * total
        } else {
            preferred = defaultColumnWidth
        }
        let lo = given(minimum) ?? 0
        // An infinite maximum is no maximum.
        let givenMaximum = maximum >= 0 && !maximum.isNaN ? maximum : nil
        let hi = max(lo, givenMaximum ?? max(defaultColumnWidth, given(points) ?? 0))
        return min(max(preferred, lo), hi, total)
    }

    // MARK: Showing controllers

    /// Shows `vc` as the primary controller: expanded, it replaces the primary column's stack (the
    /// column in the classic style); collapsed, it is pushed on the primary navigation controller.
    open override func show(_ vc: ViewController, sender: Any?) {
        if collapsedState, let nav = navigation(.compact) ?? navigation(.primary) {
            push(vc, on: nav)
        } else if style != .unspecified, !(vc is NavigationController), let nav = navigation(.primary) {
            nav.setViewControllers([vc], animated: false)
            assigned[.primary] = vc
        } else if style != .unspecified {
            setViewController(vc, for: .primary)
        } else {
            replaceHolder(of: .primary, with: vc, assigned: vc)
        }
    }

    /// Shows `vc` as the secondary controller: the delegate may do it itself; expanded, it replaces the
    /// secondary column's stack (and hides columns overlaying it); collapsed, it is pushed on the primary
    /// (or compact) navigation controller, or presented when there is none.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsedState {
            if let nav = navigation(.compact) ?? navigation(.primary) {
                push(vc, on: nav)
            } else {
                present(vc, animated: true)
            }
            return
        }
        if style != .unspecified, !(vc is NavigationController), let nav = navigation(.secondary) {
            nav.setViewControllers([vc], animated: false)
            assigned[.secondary] = vc
        } else if style != .unspecified {
            setViewController(vc, for: .secondary)
        } else {
            replaceHolder(of: .secondary, with: vc, assigned: vc)
        }
        if [.oneOverSecondary, .twoOverSecondary].contains(displayMode) { show(.secondary) }
    }

    /// Pushes `vc` on `nav` (a navigation controller's stack is pushed whole, its controllers moved).
    private func push(_ vc: ViewController, on nav: NavigationController) {
        if let inner = vc as? NavigationController {
            let moved = inner.viewControllers
            inner.setViewControllers([], animated: false)
            nav.setViewControllers(nav.viewControllers + moved, animated: nav.viewIfLoaded?.window != nil)
        } else {
            nav.pushViewController(vc, animated: nav.viewIfLoaded?.window != nil)
        }
    }

    // MARK: Collapsing

    /// The primary stack's length and each stacked column's own stack at collapse.
    private struct CollapseRecord {
        var primaryCount: Int
        var parts: [(column: Column, stack: [ViewController])]
    }

    /// Whether the split view is horizontally compact: its window's width (the screen's before it is in
    /// one) is under 700 points.
    private var shouldCollapse: Bool {
        guard let width = viewIfLoaded?.window?.bounds.width ?? Application.current?.screen.bounds.width else {
            return false
        }
        return TraitCollection.environment(size: Size(width: width, height: 1), style: .light).horizontalSizeClass
            == .compact
    }

    /// Stacks the columns on the primary navigation controller up to `top` (nil: ask the delegate, with
    /// `.secondary` proposed). With a `.compact` controller, nothing is stacked.
    private func collapseStacks(top: Column?) {
        collapsedState = true
        collapseRecord = nil
        guard holders[.compact] == nil, let primary = navigation(.primary) else { return }
        var stacked: [Column] = []
        if style == .unspecified {
            if let secondary = holders[.secondary],
                delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true
            {
                stacked = [.secondary]
            }
        } else {
            let topColumn =
                top ?? delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
                ?? .secondary
            switch topColumn {
            case .supplementary: stacked = style == .tripleColumn ? [.supplementary] : []
            case .secondary, .compact: stacked = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
            case .primary: stacked = []
            }
        }
        var record = CollapseRecord(primaryCount: primary.viewControllers.count, parts: [])
        var stack = primary.viewControllers
        for column in stacked {
            guard let holder = holders[column] else { continue }
            hideOnScreen(holder)
            let part: [ViewController]
            if let nav = holder as? NavigationController {
                part = nav.viewControllers
                nav.setViewControllers([], animated: false)
            } else {
                part = [holder]
                holder.remove()
            }
            record.parts.append((column, part))
            stack += part
        }
        primary.setViewControllers(stack, animated: false)
        collapseRecord = record
    }

    /// Gives each stacked column its controllers back: the primary keeps what it had at collapse (or
    /// less, if popped); the rest go to the stacked columns in turn, the last taking all that was pushed
    /// since. A column left with nothing gets its first controller back.
    private func expandStacks() {
        collapsedState = false
        guard let record = collapseRecord, let primary = navigation(.primary) else {
            collapseRecord = nil
            return
        }
        collapseRecord = nil
        let all = primary.viewControllers
        let keep = max(1, min(record.primaryCount, all.count))
        var rest = Array(all.dropFirst(keep))
        primary.setViewControllers(Array(all.prefix(keep)), animated: false)
        for (i, part) in record.parts.enumerated() {
            let isLast = i == record.parts.count - 1
            var mine = isLast ? rest : Array(rest.prefix(part.stack.count))
            rest.removeFirst(mine.count)
            if mine.isEmpty, let first = part.stack.first { mine = [first] }
            if let nav = holders[part.column] as? NavigationController {
                nav.setViewControllers(mine, animated: false)
            } else if let vc = mine.last {
                // A classic secondary that is not a navigation controller: the newest detail stands in.
                holders[part.column] = vc
                assigned[part.column] = vc
                addChild(vc)
                vc.didMove(toParent: self)
            }
        }
    }

    // MARK: Layout

    /// The split view's size (the screen's before the view loads).
    private var currentSize: Size {
        viewIfLoaded?.bounds.size ?? Application.current?.screen.bounds.size ?? Size(width: 0, height: 0)
    }

    open override func loadView() {
        let root = View(frame: Application.current?.screen.bounds ?? .zero)
        root.backgroundColor = .systemBackground
        dimmingView.backgroundColor = Color.black.withAlphaComponent(0.1)
        dimmingTap.addTarget(self, action: SplitViewController.dimmingTapped)
        dimmingView.addGestureRecognizer(dimmingTap)
        view = root
        applyLayout()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        applyLayout()
    }

    /// A tap on the dimmed secondary column hides the columns over it.
    private func dimmingTapped(_ tap: TapGestureRecognizer) {
        show(.secondary)
    }

    /// Collapses or expands as the width asks, then lays the columns out for the display mode, telling
    /// the delegate of a display mode change and of the columns it shows and hides.
    private func applyLayout() {
        guard let root = viewIfLoaded else { return }
        let collapse = shouldCollapse
        if collapse != collapsedState {
            if collapse {
                collapseStacks(top: nil)
                layoutCollapsed(root)
                if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
            } else {
                expandStacks()
                var mode = resolvedMode(size: root.bounds.size)
                if style != .unspecified {
                    let proposed = mode
                    mode = fitted(
                        delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
                            ?? proposed)
                    if mode != proposed { modeOverride = mode }
                }
                layoutExpanded(root, mode: mode)
                if style != .unspecified { delegate?.splitViewControllerDidExpand(self) }
            }
            return
        }
        if collapsedState {
            layoutCollapsed(root)
        } else {
            layoutExpanded(root, mode: resolvedMode(size: root.bounds.size))
        }
    }

    private func layoutCollapsed(_ root: View) {
        let holder = holders[.compact] ?? holders[.primary]
        display(holder.map { [($0, root.bounds)] } ?? [], separatorsAt: [], dimming: nil)
    }

    private func layoutExpanded(_ root: View, mode: DisplayMode) {
        if let old = laidOutMode, old != mode {
            delegate?.splitViewController(self, willChangeTo: mode)
            if style != .unspecified {
                let before = columns(in: old)
                let after = columns(in: mode)
                for c in before where !after.contains(c) { delegate?.splitViewController(self, willHide: c) }
                for c in after where !before.contains(c) { delegate?.splitViewController(self, willShow: c) }
            }
        }
        laidOutMode = mode
        let b = root.bounds
        let w = b.width
        let h = b.height
        let gap = SplitViewController.separatorWidth
        let p = primaryColumnWidth
        let s = supplementaryColumnWidth
        func rect(_ x: Double, _ width: Double) -> Rect { Rect(x: x, y: 0, width: max(0, width), height: h) }
        var items: [(Column, Rect)] = []
        var lines: [Double] = []
        // Where the secondary column is dimmed under the columns over it (or pushing it aside).
        var dimming: Rect?
        let first: Column = style == .tripleColumn ? .supplementary : .primary
        let firstWidth = style == .tripleColumn ? s : p
        switch mode {
        case .automatic, .secondaryOnly:
            items = [(.secondary, b)]
        case .oneBesideSecondary:
            items = [(first, rect(0, firstWidth)), (.secondary, rect(firstWidth + gap, w - firstWidth - gap))]
            lines = [firstWidth]
        case .oneOverSecondary:
            items = [(.secondary, b), (first, rect(0, firstWidth))]
            lines = [firstWidth]
            dimming = b
        case .twoBesideSecondary:
            items = [
                (.primary, rect(0, p)), (.supplementary, rect(p + gap, s)),
                (.secondary, rect(p + s + 2 * gap, w - p - s - 2 * gap)),
            ]
            lines = [p, p + gap + s]
        case .twoOverSecondary:
            items = [(.secondary, b), (.primary, rect(0, p)), (.supplementary, rect(p + gap, s))]
            lines = [p, p + gap + s]
            dimming = b
        case .twoDisplaceSecondary:
            // The secondary keeps its width beside the supplementary column and is pushed right, dimmed.
            let secondary = rect(p + s + 2 * gap, w - s - gap)
            items = [(.primary, rect(0, p)), (.supplementary, rect(p + gap, s)), (.secondary, secondary)]
            lines = [p, p + gap + s]
            dimming = secondary
        }
        let placed = items.compactMap { item in holders[item.0].map { ($0, item.1) } }
        let dimmed = dimming.flatMap { frame in holders[.secondary].map { (above: $0, frame: frame) } }
        display(placed, separatorsAt: lines, dimming: dimmed)
    }

    /// Puts the holders' views in the split view at their frames, bottom to top, the dimming view (when
    /// given) at its frame just above the holder it dims, and the separators on top. Views that come and go
    /// get their appearance callbacks while the split view controller is on screen.
    private func display(
        _ items: [(ViewController, Rect)], separatorsAt lines: [Double],
        dimming: (above: ViewController, frame: Rect)?
    ) {
        guard let root = viewIfLoaded else { return }
        for old in shown where !items.contains(where: { $0.0 === old }) { hideOnScreen(old) }
        let visible = isAppearedOrAppearing && root.window?.isVisibleForAppearance == true
        View.performWithoutAnimation {
            for (holder, frame) in items {
                let v: View = holder.view
                v.autoresizingMask = []
                v.frame = frame
                if v.superview !== root {
                    if visible { holder.beginAppearanceTransition(true, animated: false) }
                    root.addSubview(v)
                    if visible { holder.endAppearanceTransition() }
                }
            }
            var dimmed = false
            for (holder, _) in items {
                root.bringSubviewToFront(holder.view)
                if let dimming, dimming.above === holder {
                    dimmingView.frame = dimming.frame
                    root.addSubview(dimmingView)
                    dimmed = true
                }
            }
            if !dimmed { dimmingView.removeFromSuperview() }
            while separators.count < lines.count {
                let line = View(frame: .zero)
                line.backgroundColor = .opaqueSeparator
                separators.append(line)
            }
            for (i, line) in separators.enumerated() {
                if i < lines.count {
                    line.frame = Rect(
                        x: lines[i], y: 0, width: SplitViewController.separatorWidth, height: root.bounds.height)
                    root.addSubview(line)
                } else {
                    line.removeFromSuperview()
                }
            }
        }
        shown = items.map(\.0)
    }

    /// Takes `holder`'s view off the split view, with its disappearance callbacks when on screen.
    private func hideOnScreen(_ holder: ViewController) {
        shown.removeAll { $0 === holder }
        guard let root = viewIfLoaded, let v = holder.viewIfLoaded, v.superview === root else { return }
        let visible = isAppearedOrAppearing && root.window?.isVisibleForAppearance == true
        if visible { holder.beginAppearanceTransition(false, animated: false) }
        v.removeFromSuperview()
        if visible { holder.endAppearanceTransition() }
    }
}

extension ViewController {
    /// The nearest split view controller up the parent chain.
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }
}
