// Auto Layout on `View`: constraints, anchors, layout guides, margins and the safe area, intrinsic content
// size with hugging and compression resistance, the update-constraints pass and size fitting.
extension View: LayoutItem {
    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let s = layoutStateStorage { return s }
        let s = ViewLayoutState()
        layoutStateStorage = s
        return s
    }

    var layoutStateIfPresent: ViewLayoutState? { layoutStateStorage }

    var layoutView: View? { self }

    var referencingConstraints: [LayoutConstraint] {
        get { layoutStateStorage?.referencing ?? [] }
        set { layoutState.referencing = newValue }
    }

    /// The standard space between sibling views (`constraint(equalToSystemSpacingAfter:multiplier:)`).
    static let systemSpacing = 8.0

    // MARK: Constraints

    /// Whether the view's frame (with its autoresizing mask) becomes constraints, as in UIKit: true by
    /// default, so views keep the frames you give them. Set it to false for a view that constraints place;
    /// Auto Layout then sets its frame in each layout pass (and its autoresizing mask no longer applies).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            if let node = layoutStateStorage?.node { node.engine?.nodeDidChange(node) }
            setNeedsConstraintSolve()
        }
    }

    /// The constraints installed on this view (the active constraints whose nearest common ancestor is
    /// this view).
    public var constraints: [LayoutConstraint] { layoutStateStorage?.installed ?? [] }

    /// Installs a constraint on this view (the older form of activating it). The view must be an ancestor
    /// (or one) of the constraint's items; otherwise one line on standard error says so.
    public func addConstraint(_ constraint: LayoutConstraint) {
        if constraint.isActive { return }
        if let reason = constraint.invalidReason {
            LayoutIssueLog.emit("cannot add \(constraint): \(reason)")
            return
        }
        let (a, b) = constraint.itemViews
        guard let a, a.isDescendant(of: self), b == nil || b!.isDescendant(of: self) else {
            LayoutIssueLog.emit("cannot add \(constraint) to \(layoutDescription): its items are not in its subtree")
            return
        }
        install(constraint)
    }

    /// Installs each constraint on this view.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes a constraint installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedView === self { uninstall(constraint) }
    }

    /// Removes each constraint installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    func install(_ c: LayoutConstraint) {
        layoutState.installed.append(c)
        c.installedView = self
        c.firstLayoutItem?.referencingConstraints.append(c)
        if let second = c.secondLayoutItem, second !== c.firstLayoutItem { second.referencingConstraints.append(c) }
        let root = layoutRoot
        root.layoutState.hasConstraints = true
        root.layoutStateStorage?.engine?.add(c)
        setNeedsConstraintSolve()
    }

    func uninstall(_ c: LayoutConstraint) {
        guard let state = layoutStateStorage else { return }
        state.installed.removeAll { $0 === c }
        c.installedView = nil
        c.firstLayoutItem?.referencingConstraints.removeAll { $0 === c }
        c.secondLayoutItem?.referencingConstraints.removeAll { $0 === c }
        layoutRoot.layoutStateStorage?.engine?.remove(c)
        c.isBroken = false
        setNeedsConstraintSolve()
    }

    // MARK: Anchors

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides

    /// The guides added to this view.
    public var layoutGuides: [LayoutGuide] { layoutStateStorage?.guides ?? [] }

    /// Adds a guide; its frame is in this view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Removes a guide and deactivates the constraints that name it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        LayoutConstraint.deactivate(guide.referencingConstraints)
        if let node = guide.node { node.engine?.removeNode(node) }
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let g = layoutStateStorage?.marginsGuide { return g }
        let g = LayoutGuide(kind: .layoutMargins, owner: self)
        layoutState.marginsGuide = g
        return g
    }

    /// The part of the layout margins where lines of text stay readable, as `UIView.readableContentGuide`:
    /// the margins guide narrowed, about its centre, to at most `LayoutGuide.readableWidth` (672) points.
    /// It follows the view's width: the engine checks the guide's insets at every update.
    public var readableContentGuide: LayoutGuide {
        if let g = layoutStateStorage?.readableGuide { return g }
        let g = LayoutGuide(kind: .readableContent, owner: self)
        layoutState.readableGuide = g
        return g
    }

    /// The part of the view that no ancestor's safe area insets (a bezel, a notch, a bar) cover.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = layoutStateStorage?.safeAreaGuide { return g }
        let g = LayoutGuide(kind: .safeArea, owner: self)
        layoutState.safeAreaGuide = g
        return g
    }

    // MARK: Margins and safe area

    /// The space kept between the view's edges and its content when constraints use
    /// `layoutMarginsGuide` (8 on each side by default).
    public var layoutMargins: EdgeInsets {
        get { layoutStateStorage?.layoutMargins ?? EdgeInsets(all: 8) }
        set {
            guard newValue != layoutMargins else { return }
            layoutState.layoutMargins = newValue
            layoutMarginsDidChangeInternally()
        }
    }

    /// The layout margins by reading direction: leading is the left margin, or the right one when the view
    /// lays out right to left.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : DirectionalEdgeInsets(m)
        }
        set {
            layoutMargins =
                effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? EdgeInsets(
                    top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : newValue.edgeInsets
        }
    }

    /// Whether the margins are measured from the safe area rather than from the bounds (true by
    /// default): with a safe area inset on an edge, the margin guide's edge is the inset plus the margin.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsDidChangeInternally()
        }
    }

    /// Whether the view's margins grow to keep its content within its superview's margins where its edges
    /// come close to them.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutState.preservesSuperviewLayoutMargins = newValue
            layoutMarginsDidChangeInternally()
        }
    }

    /// The margins the margins guide uses: `layoutMargins`, plus the safe area insets when
    /// `insetsLayoutMarginsFromSafeArea`, grown to the superview's margins when
    /// `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = EdgeInsets(
                top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let sup = superview {
            let f = frame
            let inner = Rect(origin: .zero, size: sup.bounds.size).inset(by: sup.effectiveLayoutMargins)
            m.left = max(m.left, inner.minX - f.minX)
            m.top = max(m.top, inner.minY - f.minY)
            m.right = max(m.right, f.maxX - inner.maxX)
            m.bottom = max(m.bottom, f.maxY - inner.maxY)
        }
        return m
    }

    /// The insets from the bounds that the safe area excludes: for a controller's view its
    /// `additionalSafeAreaInsets`, plus for every view the part of its superview's unsafe area that it
    /// overlaps (capped at the superview's insets, as UIKit does).
    public var safeAreaInsets: EdgeInsets {
        var insets = EdgeInsets.zero
        if let sup = superview {
            let s = sup.safeAreaInsets
            if s != .zero {
                let f = frame
                let size = sup.bounds.size
                insets.top = min(max(0, s.top - f.minY), s.top)
                insets.left = min(max(0, s.left - f.minX), s.left)
                insets.bottom = min(max(0, f.maxY - (size.height - s.bottom)), s.bottom)
                insets.right = min(max(0, f.maxX - (size.width - s.right)), s.right)
            }
        }
        if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    func layoutMarginsDidChangeInternally() {
        for g in [layoutStateStorage?.marginsGuide, layoutStateStorage?.readableGuide] {
            if let node = g?.node { node.engine?.nodeDidChange(node) }
        }
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
        setNeedsConstraintSolve()
    }

    /// Recomputes the safe area insets; when they changed, the guides that depend on them follow and
    /// `safeAreaInsetsDidChange()` is called.
    func refreshSafeAreaInsets() {
        guard let state = layoutStateStorage else { return }
        let now = safeAreaInsets
        if now == state.safeAreaInsets { return }
        state.safeAreaInsets = now
        if let node = state.safeAreaGuide?.node { node.engine?.nodeDidChange(node) }
        if insetsLayoutMarginsFromSafeArea {
            for g in [state.marginsGuide, state.readableGuide] {
                if let node = g?.node { node.engine?.nodeDidChange(node) }
            }
        }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        setNeedsConstraintSolve()
    }

    // MARK: Intrinsic content size

    /// Tells Auto Layout that `intrinsicContentSize` changed (labels, images and buttons call it when their
    /// content changes).
    public func invalidateIntrinsicContentSize() {
        if let node = layoutStateStorage?.node {
            node.engine?.nodeDidChange(node)
            if self is Label {
                for c in referencingConstraints where c.mentions(self, baseline: true) { node.engine?.rebuild(c) }
            }
        }
        if let stack = superview as? StackView { stack.arrangedSubviewContentDidChange(self) }
        if layoutStateStorage?.node != nil { setNeedsConstraintSolve() }
        // A self-sizing collection view cell (or its content view) asks to be measured again, as UIKit's
        // `selfSizingInvalidation` lets it.
        let cell = self as? CollectionViewCell ?? superview as? CollectionViewCell
        if let cell, self === cell || self === cell.contentView { cell.selfSizingInvalidated() }
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let s = layoutStateStorage else { return .defaultLow }
        return axis == .horizontal ? s.horizontalHugging : s.verticalHugging
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.horizontalHugging = priority
        } else {
            layoutState.verticalHugging = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let s = layoutStateStorage else { return .defaultHigh }
        return axis == .horizontal ? s.horizontalCompression : s.verticalCompression
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.horizontalCompression = priority
        } else {
            layoutState.verticalCompression = priority
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: Updating constraints

    /// Asks for `updateConstraints()` (or the controller's `updateViewConstraints()`) before the next
    /// layout: the update pass runs from the subviews up, then the constraints are solved.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        var v = superview
        while let s = v {
            let st = s.layoutState
            if st.descendantNeedsUpdateConstraints { break }
            st.descendantNeedsUpdateConstraints = true
            v = s.superview
        }
        setNeedsConstraintSolve()
    }

    /// Whether an update-constraints pass is pending for the view.
    public func needsUpdateConstraints() -> Bool {
        layoutStateStorage?.needsUpdateConstraints ?? false
    }

    /// Runs the pending update-constraints pass of the view's hierarchy now.
    public func updateConstraintsIfNeeded() {
        layoutRoot.runUpdateConstraintsPass()
    }

    func runUpdateConstraintsPass() {
        guard let st = layoutStateStorage else { return }
        if st.descendantNeedsUpdateConstraints {
            st.descendantNeedsUpdateConstraints = false
            for s in subviews { s.runUpdateConstraintsPass() }
        }
        if st.needsUpdateConstraints {
            st.needsUpdateConstraints = false
            if let vc = owningViewController {
                vc.updateViewConstraints()
            } else {
                updateConstraints()
            }
        }
    }

    // MARK: Fitting

    /// The smallest size Auto Layout can give a view (`UIView.layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest size Auto Layout can give a view (`UIView.layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it closest to `targetSize` (as small as possible with
    /// `layoutFittingCompressedSize`). The view's own frame does not count; its subviews' constraints,
    /// intrinsic sizes and autoresizing masks do.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` where each axis is held at its priority: `.required` fixes that
    /// dimension (a cell's width), `.fittingSizeLevel` lets the constraints decide.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        layoutRoot.runUpdateConstraintsPass()
        let engine = LayoutEngine(root: self, scratch: true)
        return engine.fittingSize(target: targetSize, horizontal: horizontal, vertical: vertical)
    }

    // MARK: Reporting

    /// Called, on a hierarchy's root view (a window), instead of printing to standard error when
    /// required constraints cannot all hold. The report names the constraints and the one broken.
    public var unsatisfiableConstraintsHandler: ((UnsatisfiableConstraintsReport) -> Void)? {
        get { layoutStateStorage?.unsatisfiableConstraintsHandler }
        set { layoutState.unsatisfiableConstraintsHandler = newValue }
    }

    /// A short name for messages: the type, a label's text, the tag.
    var layoutDescription: String {
        var s = "\(type(of: self))"
        if let label = self as? Label, let text = label.text, !text.isEmpty {
            s += "('\(text.count > 24 ? String(text.prefix(23)) + "…" : text)')"
        }
        if tag != 0 { s += "#\(tag)" }
        return s
    }
}
