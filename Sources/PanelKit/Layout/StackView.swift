/// Lays out a row or a column of views with constraints, as `UIStackView`.
///
/// The stack view makes the constraints between its arranged subviews and itself (along the axis by
/// `distribution`, across it by `alignment`); you constrain the stack view (or let it size itself from its
/// arranged subviews' intrinsic sizes). An arranged subview that is hidden collapses and the others close
/// the gap: hiding one inside `View.animate` animates the gap closing.
@MainActor
open class StackView: View {
    /// How the arranged views share the length of the stack view, as `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views fill the length: the one that hugs least grows, the one that resists compression
        /// least shrinks.
        case fill
        /// Every view has the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// The views keep their intrinsic sizes and the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views' centers are equally spaced (with at least `spacing` between neighbours).
        case equalCentering
    }

    /// Where the arranged views sit across the axis, as `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// They fill the stack view's width (of a column) or height (of a row).
        case fill
        /// Left in a column, top in a row.
        case leading
        /// A row's views align their first baselines (the bottom edge for views without text).
        case firstBaseline
        /// Centered.
        case center
        /// Right in a column, bottom in a row.
        case trailing
        /// A row's views align their last baselines.
        case lastBaseline

        /// The top of a row.
        public static let top = Alignment.leading
        /// The bottom of a row.
        public static let bottom = Alignment.trailing
    }

    /// `customSpacing(after:)` for a view without custom spacing: the stack view's `spacing` applies.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// A custom spacing that asks for the standard spacing between siblings (8).
    public static let spacingUseSystem = -Double.greatestFiniteMagnitude

    /// The views the stack view lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []

    /// A row (`.horizontal`, the default) or a column.
    public var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { invalidateArrangement() } }
    }
    /// How the views share the length.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { invalidateArrangement() } }
    }
    /// Where the views sit across the axis.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { invalidateArrangement() } }
    }
    /// The space between neighbours (the least space with `equalSpacing` and `equalCentering`).
    public var spacing: Double = 0 {
        didSet { if spacing != oldValue { invalidateArrangement() } }
    }
    /// Whether the views are laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateArrangement() } }
    }

    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var arrangement: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []
    private var needsArrangement = true

    public override init(frame: Rect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    /// A stack view arranging `views`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews

    /// Adds a view at the end of the arrangement (and as a subview); constraints will place it, so its
    /// `translatesAutoresizingMaskIntoConstraints` becomes false.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if let i = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: i) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        invalidateArrangement()
    }

    /// Takes a view out of the arrangement; it stays a subview (remove it from its superview to take it
    /// away, which also takes it out of the arrangement).
    public func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateArrangement()
    }

    /// Sets the space after `arrangedSubview` (instead of `spacing`).
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == StackView.spacingUseDefault ? nil : spacing
        invalidateArrangement()
    }

    /// The space after `arrangedSubview`, or `spacingUseDefault` when it has none of its own.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// An arranged view was hidden or shown: the arrangement changes. Inside `View.animate` the layout
    /// happens at once, so that the views around it move with the animation.
    func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        invalidateArrangement()
        if AnimationTransaction.current?.driver != nil { layoutIfNeeded() }
    }

    /// An arranged view's intrinsic size changed (proportional lengths follow it).
    func arrangedSubviewContentDidChange(_ view: View) {
        if distribution == .fillProportionally && arrangedSubviews.contains(where: { $0 === view }) {
            invalidateArrangement()
        }
    }

    private func invalidateArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    // MARK: The constraints

    private func arrange() {
        needsArrangement = false
        LayoutConstraint.deactivate(arrangement)
        for g in spacers { removeLayoutGuide(g) }
        arrangement = []
        spacers = []
        let horizontal = axis == .horizontal
        let lead: LayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: LayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let center: LayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let length: LayoutConstraint.Attribute = horizontal ? .width : .height
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made: [LayoutConstraint] = []
        func make(
            _ a: AnyObject, _ attrA: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation, _ b: AnyObject?,
            _ attrB: LayoutConstraint.Attribute, multiplier: Double = 1, constant: Double = 0,
            priority: LayoutPriority = .required, _ name: String
        ) {
            let c = LayoutConstraint(
                item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB, multiplier: multiplier,
                constant: constant)
            c.priority = priority
            c.identifier = "StackView-\(name)"
            c.isInternal = true
            made.append(c)
        }
        func gap(after v: View) -> Double {
            let custom = customSpacings[ObjectIdentifier(v)]
            if let custom { return custom == StackView.spacingUseSystem ? View.systemSpacing : custom }
            return spacing
        }

        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Along the axis.
        if let first = visible.first, let last = visible.last {
            make(first, lead, .equal, canvas, lead, "canvas-connection")
            make(last, trail, .equal, canvas, trail, "canvas-connection")
            var firstSpacer: LayoutGuide?
            for i in 0..<(visible.count - 1) {
                let a = visible[i]
                let b = visible[i + 1]
                let s = gap(after: a)
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    make(b, lead, .equal, a, trail, constant: s, "spacing")
                case .equalSpacing:
                    let g = addSpacer()
                    make(g, lead, .equal, a, trail, "distributing")
                    make(b, lead, .equal, g, trail, "distributing")
                    make(g, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: s, "spacing")
                    if let f = firstSpacer {
                        make(g, length, .equal, f, length, "fill-equally")
                    } else {
                        firstSpacer = g
                    }
                case .equalCentering:
                    let g = addSpacer()
                    make(g, lead, .equal, a, center, "distributing")
                    make(g, trail, .equal, b, center, "distributing")
                    make(b, lead, .greaterThanOrEqual, a, trail, constant: s, "spacing")
                    if let f = firstSpacer {
                        make(g, length, .equal, f, length, priority: LayoutPriority(999), "fill-equally")
                    } else {
                        firstSpacer = g
                    }
                }
            }
            if distribution == .fillEqually {
                for v in visible.dropFirst() { make(v, length, .equal, first, length, "fill-equally") }
            }
            if distribution == .fillProportionally {
                let metrics = visible.map { v -> Double in
                    let s = v.intrinsicContentSize
                    return max(0, horizontal ? s.width : s.height)
                }
                let total = metrics.reduce(0, +)
                if total > 0 {
                    var spaces = 0.0
                    for v in visible.dropLast() { spaces += gap(after: v) }
                    for (v, m) in zip(visible, metrics) {
                        let share = m / total
                        make(
                            v, length, .equal, canvas, length, multiplier: share, constant: -spaces * share,
                            priority: LayoutPriority(999), "fill-proportionally")
                    }
                }
            }
        }
        // Hidden views collapse where they are.
        var previous: View?
        for v in arrangedSubviews {
            if !v.isHidden {
                previous = v
                continue
            }
            make(v, length, .equal, nil, .notAnAttribute, "hiding")
            if let p = previous {
                make(v, lead, .equal, p, trail, "hiding")
            } else {
                make(v, lead, .equal, canvas, lead, "hiding")
            }
        }
        // Across the axis.
        let crossLead: LayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: LayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: LayoutConstraint.Attribute = horizontal ? .height : .width
        var mode = alignment
        if !horizontal && mode == .firstBaseline { mode = .leading }
        if !horizontal && mode == .lastBaseline { mode = .trailing }
        let baselineAnchor = visible.first
        for v in arrangedSubviews where v.isHidden {
            // A hidden view keeps a place across the axis but takes no part in the stack view's size.
            make(v, crossLead, .equal, canvas, crossLead, "hiding")
        }
        for v in visible {
            switch mode {
            case .fill:
                make(v, crossLead, .equal, canvas, crossLead, "alignment")
                make(v, crossTrail, .equal, canvas, crossTrail, "alignment")
            case .leading:
                make(v, crossLead, .equal, canvas, crossLead, "alignment")
                make(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, "spanning-boundary")
            case .trailing:
                make(v, crossTrail, .equal, canvas, crossTrail, "alignment")
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "spanning-boundary")
            case .center:
                make(v, crossCenter, .equal, canvas, crossCenter, "alignment")
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let attr: LayoutConstraint.Attribute = mode == .firstBaseline ? .firstBaseline : .lastBaseline
                if let anchor = baselineAnchor, anchor !== v { make(v, attr, .equal, anchor, attr, "alignment") }
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "spanning-boundary")
                make(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, "spanning-boundary")
            }
        }
        if mode != .fill && !visible.isEmpty {
            // Without a size of its own across the axis, the stack view hugs its tallest (widest) view.
            make(canvas, crossLength, .equal, nil, .notAnAttribute, priority: LayoutPriority(25), "canvas-fit")
        }
        arrangement = made
        LayoutConstraint.activate(made)
    }

    private func addSpacer() -> LayoutGuide {
        let g = LayoutGuide()
        g.identifier = "StackView-spacer"
        addLayoutGuide(g)
        spacers.append(g)
        return g
    }
}
