import PanelLayout

/// Solves the active constraints of one view hierarchy (the views under a root, usually a window) with
/// PanelLayout's incremental solver, as UIKit's per-window engine.
///
/// Changes are queued as they happen (constraints activated or deactivated, constants and priorities
/// changed, frames of autoresizing views set, content sizes invalidated) and applied in `update()`, which
/// the root's layout pass calls: removals, then changed nodes, then additions, then constant and priority
/// changes (the dual simplex: a drag that moves one constant costs a few pivots), then the solution is read
/// and the superviews of the views that moved are marked for layout. Nothing queued, nothing solved.
///
/// Each view or guide in a constraint gets a node: variables for its frame in its superview. A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true has those variables defined by its frame and
/// autoresizing mask (`variable == a × superview size + b`); the others get content-size constraints
/// from `intrinsicContentSize` and are placed by the constraints.
@MainActor
final class LayoutEngine {
    unowned let root: View
    /// A scratch engine (for `systemLayoutSizeFitting`) keeps its nodes and constraints to itself.
    let isScratch: Bool
    let solver = Solver()
    var nodes: [LayoutNode] = []
    /// Margin and safe-area guide nodes, whose insets follow geometry.
    var insetNodes: [LayoutNode] = []
    var scratchNodes: [ObjectIdentifier: LayoutNode] = [:]

    var pendingAdds: [LayoutConstraint] = []
    var pendingRemovals: [Constraint] = []
    var queued: [LayoutConstraint] = []
    var dirtyNodes: [LayoutNode] = []
    /// Required constraints left out because they contradicted others: they stay in the solver just below
    /// required (so they hold as far as the others allow) and are tried again when constraints go away.
    var broken: [LayoutConstraint] = []
    var needsSync = true

    /// The strength a broken required constraint keeps (priority 999.99).
    static let brokenStrength = LayoutPriority(999.99).strength

    /// How many updates found work to do (tests check that an unchanged frame solves nothing).
    private(set) var solveCount = 0

    init(root: View, scratch: Bool) {
        self.root = root
        isScratch = scratch
    }

    // MARK: Queueing changes

    func add(_ c: LayoutConstraint) {
        pendingAdds.append(c)
        needsSync = true
    }

    func remove(_ c: LayoutConstraint) {
        if c.isBroken { broken.removeAll { $0 === c } }
        if let sc = c.solverConstraint {
            pendingRemovals.append(sc)
            c.solverConstraint = nil
        }
        c.isBroken = false
        needsSync = true
    }

    /// Builds the constraint's solver constraint again (a label's baseline moved with its text).
    func rebuild(_ c: LayoutConstraint) {
        guard c.installedView != nil, c.solverConstraint != nil || c.isBroken else { return }
        remove(c)
        add(c)
    }

    func constraintDidChange(_ c: LayoutConstraint) {
        guard c.solverConstraint != nil || c.isBroken, !c.isQueued else { return }
        c.isQueued = true
        queued.append(c)
        needsSync = true
    }

    func nodeDidChange(_ node: LayoutNode) {
        needsSync = true
        if node.isDirty { return }
        node.isDirty = true
        dirtyNodes.append(node)
    }

    /// Queues every constraint installed in `view`'s subtree.
    func addInstalledConstraints(in view: View) {
        if let st = view.layoutStateIfPresent {
            for c in st.installed { add(c) }
        }
        for s in view.subviews { addInstalledConstraints(in: s) }
    }

    // MARK: Nodes

    func node(for view: View) -> LayoutNode {
        if isScratch {
            if let n = scratchNodes[ObjectIdentifier(view)] { return n }
        } else if let n = view.layoutStateIfPresent?.node, n.engine === self {
            return n
        }
        let n = LayoutNode(engine: self, view: view, guide: nil, name: view.layoutDescription)
        nodes.append(n)
        if isScratch {
            scratchNodes[ObjectIdentifier(view)] = n
        } else {
            view.layoutState.node = n
            if view !== root { view.superview?.layoutState.childNodeCount += 1 }
        }
        if !isDefined(view) { updateContentConstraints(n, view: view) }
        return n
    }

    func node(for guide: LayoutGuide) -> LayoutNode {
        if isScratch {
            if let n = scratchNodes[ObjectIdentifier(guide)] { return n }
        } else if let n = guide.node, n.engine === self {
            return n
        }
        let n = LayoutNode(engine: self, view: nil, guide: guide, name: guide.description)
        nodes.append(n)
        if guide.kind != .user { insetNodes.append(n) }
        if isScratch {
            scratchNodes[ObjectIdentifier(guide)] = n
        } else {
            guide.node = n
        }
        return n
    }

    /// Takes a node out: its definitions and content constraints leave the solver.
    func removeNode(_ n: LayoutNode) {
        for d in n.definitions { if let d, !d.isBroken { try? solver.removeConstraint(d.constraint) } }
        for c in n.content { if let c, !c.isBroken { try? solver.removeConstraint(c.constraint) } }
        n.definitions = [nil, nil, nil, nil]
        n.content = [nil, nil, nil, nil]
        if let i = nodes.firstIndex(where: { $0 === n }) { nodes.remove(at: i) }
        if let i = insetNodes.firstIndex(where: { $0 === n }) { insetNodes.remove(at: i) }
        if let i = dirtyNodes.firstIndex(where: { $0 === n }) { dirtyNodes.remove(at: i) }
        if let v = n.view, v.layoutStateIfPresent?.node === n {
            v.layoutState.node = nil
            if v !== root, let s = v.superview?.layoutStateIfPresent { s.childNodeCount -= 1 }
        }
        if let g = n.guide, g.node === n { g.node = nil }
        needsSync = true
    }

    /// Forgets every node and constraint (the root joined another hierarchy, whose engine takes over).
    func dropEverything() {
        func forget(_ v: View) {
            if let st = v.layoutStateIfPresent {
                for c in st.installed {
                    c.solverConstraint = nil
                    c.isBroken = false
                    c.isQueued = false
                }
            }
            for s in v.subviews { forget(s) }
        }
        forget(root)
        dropAllNodes()
        pendingAdds = []
        queued = []
        broken = []
    }

    /// Forgets every node.
    func dropAllNodes() {
        for n in nodes {
            if let v = n.view, v.layoutStateIfPresent?.node === n {
                v.layoutState.node = nil
                if v !== root, let s = v.superview?.layoutStateIfPresent { s.childNodeCount -= 1 }
            }
            if let g = n.guide, g.node === n { g.node = nil }
        }
        for c in pendingAdds + queued { c.isQueued = false }
        nodes = []
        insetNodes = []
    }

    /// Whether a view's frame is given rather than solved: the root's, and autoresizing views'.
    func isDefined(_ view: View) -> Bool {
        if view === root { return !isScratch }
        return view.translatesAutoresizingMaskIntoConstraints
    }

    /// Marks a variable of a node as used, giving it its definition when the node's frame is given.
    func use(_ n: LayoutNode, _ k: Int) {
        let bit: UInt8 = 1 << UInt8(k)
        if n.used & bit != 0 { return }
        n.used |= bit
        if defines(n, k) { updateDefinition(n, k) }
    }

    func isDefinitional(_ n: LayoutNode) -> Bool {
        if let v = n.view { return isDefined(v) }
        if let g = n.guide { return g.kind != .user }
        return false
    }

    /// Whether variable `k` of the node is given rather than solved. A scroll view's content guide has its
    /// origin at the content's origin and its size free for constraints to decide, unless the scroll view
    /// sizes its content itself (tables, collection views), when its size is the content size.
    func defines(_ n: LayoutNode, _ k: Int) -> Bool {
        if let g = n.guide, g.kind == .scrollContent {
            return k < 2 || ((g.owningView as? ScrollView)?.managesContentSize ?? true)
        }
        return isDefinitional(n)
    }

    // MARK: Update

    /// Applies the queued changes and reads the solution. Returns whether anything was solved.
    @discardableResult
    func update() -> Bool {
        for n in insetNodes where !n.isDirty { checkInsets(n) }
        guard needsSync else { return false }
        needsSync = false
        solveCount += 1
        if !pendingRemovals.isEmpty {
            for sc in pendingRemovals { try? solver.removeConstraint(sc) }
            pendingRemovals.removeAll(keepingCapacity: true)
            retryBrokenConstraints()
        }
        if !dirtyNodes.isEmpty {
            let list = dirtyNodes
            dirtyNodes.removeAll(keepingCapacity: true)
            for n in list {
                n.isDirty = false
                refresh(n)
            }
        }
        while !pendingAdds.isEmpty {
            let list = pendingAdds
            pendingAdds.removeAll(keepingCapacity: true)
            for c in list {
                guard let v = c.installedView, v.layoutRoot === root else { continue }
                // Already in this solver; a solver constraint of another engine (one whose hierarchy went
                // away without its views leaving it) is forgotten.
                if let sc = c.solverConstraint, solver.hasConstraint(sc) { continue }
                c.solverConstraint = nil
                addToSolver(c)
            }
        }
        if !queued.isEmpty {
            for c in queued {
                c.isQueued = false
                applyChange(c)
            }
            queued.removeAll(keepingCapacity: true)
        }
        solver.updateVariables()
        for n in nodes where n.readSolution() {
            guard !isScratch else { continue }
            if let v = n.view {
                if v !== root && !v.translatesAutoresizingMaskIntoConstraints { v.superview?.setNeedsLayout() }
            } else if let owner = n.guide?.owningView {
                owner.setNeedsLayout()
            }
        }
        return true
    }

    /// Broken constraints try to hold again (some of what they contradicted may have gone).
    private func retryBrokenConstraints() {
        guard !broken.isEmpty else { return }
        let list = broken
        broken = []
        for c in list where c.isBroken && c.installedView != nil {
            if let fallback = c.solverConstraint { try? solver.removeConstraint(fallback) }
            c.solverConstraint = nil
            addToSolver(c, reportingFailure: false)
        }
    }

    /// A constraint's constant or priority changed.
    private func applyChange(_ c: LayoutConstraint) {
        guard c.installedView != nil else { return }
        if c.isBroken {
            // A broken constraint gets another chance with its new constant or priority.
            if let fallback = c.solverConstraint { try? solver.removeConstraint(fallback) }
            c.solverConstraint = nil
            addToSolver(c)
            return
        }
        guard let sc = c.solverConstraint else { return }
        let strength = c.priority.strength
        if sc.strength != strength {
            do {
                try solver.setStrength(of: sc, to: strength)
            } catch {
                c.solverConstraint = nil
                addToSolver(c)
                return
            }
        }
        let constant = c.attributeConstant - (isRightToLeft(c) ? -c.constant : c.constant)
        if sc.expression.constant != constant {
            do {
                try solver.setConstant(of: sc, to: constant)
            } catch {
                // The new constant contradicts required constraints: report it and leave it out.
                try? solver.removeConstraint(sc)
                c.solverConstraint = nil
                addToSolver(c)
            }
        }
    }

    // MARK: Constraints

    /// Builds the solver constraint for `c` and adds it. When it cannot hold with the other required
    /// constraints it is reported and broken: it stays in the solver just below required.
    func addToSolver(_ c: LayoutConstraint, reportingFailure: Bool = true) {
        guard let sc = solverConstraint(for: c) else { return }
        do {
            try solver.addConstraint(sc)
            if !isScratch {
                c.solverConstraint = sc
                c.isBroken = false
            }
        } catch .unsatisfiableConstraint {
            if reportingFailure { report(sc) }
            let fallback = Constraint(sc.expression, sc.relation, strength: LayoutEngine.brokenStrength)
            fallback.owner = c
            try? solver.addConstraint(fallback)
            if !isScratch {
                c.isBroken = true
                c.solverConstraint = fallback
                broken.append(c)
            }
        } catch {
            LayoutIssueLog.emit("could not add \(c): \(error)")
        }
    }

    /// `first.attribute - multiplier × second.attribute - constant (relation) 0`, in the coordinates of the
    /// view the constraint is installed on.
    func solverConstraint(for c: LayoutConstraint) -> Constraint? {
        guard let container = c.installedView, let first = c.firstLayoutItem else { return nil }
        // Right to left, leading is the right edge and trailing the left, and a constant counts leftwards:
        // -first.right = m × -second.right + c, which is first.right = m × second.right - c.
        let rightToLeft = isRightToLeft(c)
        let firstAttribute = rightToLeft ? c.firstAttribute.rightToLeft : c.firstAttribute
        let secondAttribute = rightToLeft ? c.secondAttribute.rightToLeft : c.secondAttribute
        var e = Expression()
        guard addAttribute(firstAttribute, of: first, in: container, times: 1, to: &e) else {
            LayoutIssueLog.emit(
                "cannot solve \(c): \(LayoutConstraint.describe(first, .notAnAttribute)) is not in "
                    + "\(container.layoutDescription)'s subtree")
            return nil
        }
        if let second = c.secondLayoutItem {
            guard addAttribute(secondAttribute, of: second, in: container, times: -c.multiplier, to: &e) else {
                LayoutIssueLog.emit(
                    "cannot solve \(c): its second item is not in \(container.layoutDescription)'s subtree")
                return nil
            }
        }
        c.attributeConstant = e.constant
        e.constant -= rightToLeft ? -c.constant : c.constant
        let relation: Relation
        switch c.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let sc = Constraint(e, relation, strength: c.priority.strength)
        sc.owner = c
        return sc
    }

    /// Whether `c` names leading or trailing and the view it is installed on (whose immediate content it
    /// arranges) lays out right to left.
    private func isRightToLeft(_ c: LayoutConstraint) -> Bool {
        guard c.namesDirectionalAttribute, let container = c.installedView else { return false }
        return container.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Adds `k ×` the attribute of `item`, expressed in `container`'s coordinates.
    func addAttribute(
        _ attribute: LayoutConstraint.Attribute, of item: any LayoutItem, in container: View, times k: Double,
        to e: inout Expression
    ) -> Bool {
        var item = item
        var attribute = attribute
        if let plain = attribute.withoutMargin {
            if let v = item as? View { item = v.layoutMarginsGuide }
            attribute = plain
        }
        // Between a scroll view and its content, the scroll view's edges are its content area's (UIKit's
        // rule: its width, height and centres stay its frame's).
        if item === container, let scrollView = container as? ScrollView, attribute.isEdge {
            item = scrollView.contentLayoutGuide
        }
        switch attribute {
        case .width, .height:
            let n = anyNode(item, container: container)
            let k2 = attribute == .width ? 2 : 3
            use(n, k2)
            e.add(n.variables[k2], k)
            return true
        case .left, .leading, .right, .trailing, .centerX:
            guard addOffset(horizontal: true, of: item, in: container, times: k, to: &e) else { return false }
            let f = attribute == .centerX ? 0.5 : (attribute == .right || attribute == .trailing ? 1 : 0)
            if f != 0 {
                let n = anyNode(item, container: container)
                use(n, 2)
                e.add(n.widthVariable, k * f)
            }
            return true
        case .top, .bottom, .centerY:
            guard addOffset(horizontal: false, of: item, in: container, times: k, to: &e) else { return false }
            let f = attribute == .centerY ? 0.5 : (attribute == .top ? 0 : 1)
            if f != 0 {
                let n = anyNode(item, container: container)
                use(n, 3)
                e.add(n.heightVariable, k * f)
            }
            return true
        case .firstBaseline, .lastBaseline:
            // A label's baselines are at a fixed distance from its center (it centres its text); other
            // views' are their bottom edge.
            guard addOffset(horizontal: false, of: item, in: container, times: k, to: &e) else { return false }
            let n = anyNode(item, container: container)
            use(n, 3)
            if let label = item as? Label, let offsets = label.baselineOffsetsFromCenter {
                e.add(n.heightVariable, k * 0.5)
                e.constant += k * (attribute == .firstBaseline ? offsets.first : offsets.last)
            } else {
                e.add(n.heightVariable, k)
            }
            return true
        default:
            return false
        }
    }

    private func anyNode(_ item: any LayoutItem, container: View) -> LayoutNode {
        if let v = item as? View { return node(for: v) }
        return node(for: item as! LayoutGuide)
    }

    /// Adds `k ×` the item's origin on one axis in `container`'s coordinates: the sum of the minX (or minY)
    /// variables from the item up to the container (zero for the container itself).
    private func addOffset(
        horizontal: Bool, of item: any LayoutItem, in container: View, times k: Double, to e: inout Expression
    )
        -> Bool
    {
        let axis = horizontal ? 0 : 1
        var n: LayoutNode
        var parent: View?
        if let v = item as? View {
            if v === container { return true }
            n = node(for: v)
            parent = v.superview
        } else {
            let g = item as! LayoutGuide
            n = node(for: g)
            parent = g.owningView
        }
        while true {
            use(n, axis)
            e.add(n.variables[axis], k)
            guard let p = parent else { return false }
            if p === container { return true }
            n = node(for: p)
            parent = p.superview
        }
    }

    // MARK: Definitions

    /// `(a, b, parent)` such that variable `k` of the node equals `a × parent + b`.
    func formula(_ n: LayoutNode, _ k: Int) -> (Double, Double, Variable?) {
        let horizontal = k == 0 || k == 2
        if let v = n.view {
            let b = v.bounds.size
            if v === root || v.superview == nil {
                switch k {
                case 2: return (0, b.width, nil)
                case 3: return (0, b.height, nil)
                default: return (0, 0, nil)
                }
            }
            let sup = v.superview!
            let f = View.frame(center: v.center, bounds: Rect(origin: .zero, size: b), transform: .identity)
            let m = v.autoresizingMask
            let container = horizontal ? sup.bounds.width : sup.bounds.height
            let origin = horizontal ? f.minX : f.minY
            let length = horizontal ? f.width : f.height
            let trailing = container - origin - length
            let flexLead = m.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
            let flexSize = m.contains(horizontal ? .flexibleWidth : .flexibleHeight)
            let flexTrail = m.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
            // UIKit's autoresizing shares a change of the container among the flexible parts in proportion
            // to their lengths (equally when they are all zero): the same rule as `View.autoresize`.
            var parts: [(Int, Double)] = []
            if flexLead { parts.append((0, max(0, origin))) }
            if flexSize { parts.append((1, max(0, length))) }
            if flexTrail { parts.append((2, max(0, trailing))) }
            let total = parts.reduce(0) { $0 + $1.1 }
            var share = [0.0, 0.0, 0.0]
            for (i, size) in parts { share[i] = total > 0 ? size / total : 1 / Double(parts.count) }
            let isOrigin = k < 2
            let fraction = isOrigin ? share[0] : share[1]
            let value = isOrigin ? origin : length
            if fraction == 0 { return (0, value, nil) }
            let p = node(for: sup)
            use(p, horizontal ? 2 : 3)
            return (fraction, value - fraction * container, p.variables[horizontal ? 2 : 3])
        }
        guard let g = n.guide, let owner = g.owningView else { return (0, 0, nil) }
        if g.kind == .scrollContent {
            let size = (owner as? ScrollView)?.contentSize ?? .zero
            switch k {
            case 2: return (0, size.width, nil)
            case 3: return (0, size.height, nil)
            default: return (0, 0, nil)
            }
        }
        let insets = g.insets(of: owner)
        let p = node(for: owner)
        switch k {
        case 0: return (0, insets.left, nil)
        case 1: return (0, insets.top, nil)
        case 2:
            use(p, 2)
            return (1, -(insets.left + insets.right), p.widthVariable)
        default:
            use(p, 3)
            return (1, -(insets.top + insets.bottom), p.heightVariable)
        }
    }

    /// Adds, updates or removes the definition of variable `k`.
    func updateDefinition(_ n: LayoutNode, _ k: Int) {
        let (a, b, parent) = formula(n, k)
        if let d = n.definitions[k] {
            if d.parent === parent && abs(d.a - a) < 1e-12 {
                if abs(d.b - b) < 1e-9 { return }
                if d.isBroken {
                    n.definitions[k] = nil
                } else {
                    do {
                        try solver.setConstant(of: d.constraint, to: -b)
                        n.definitions[k]!.b = b
                        return
                    } catch {
                        try? solver.removeConstraint(d.constraint)
                        n.definitions[k] = nil
                    }
                }
            } else {
                if !d.isBroken { try? solver.removeConstraint(d.constraint) }
                n.definitions[k] = nil
            }
        }
        var e = Expression(n.variables[k])
        if let parent, a != 0 { e.add(parent, -a) }
        e.constant = -b
        let c = Constraint(e, .equal)
        c.label = definitionLabel(n, k, a: a, b: b)
        var broken = false
        do {
            try solver.addConstraint(c)
        } catch {
            broken = true
            report(c)
        }
        n.definitions[k] = LayoutNode.Definition(constraint: c, a: a, b: b, parent: parent, isBroken: broken)
    }

    func removeDefinitions(_ n: LayoutNode) {
        for k in 0..<4 {
            if let d = n.definitions[k], !d.isBroken { try? solver.removeConstraint(d.constraint) }
            n.definitions[k] = nil
        }
    }

    /// A node whose frame, mask, insets, content size or priorities changed.
    func refresh(_ n: LayoutNode) {
        if n.guide != nil {
            for k in 0..<4 where n.used & (1 << UInt8(k)) != 0 {
                if defines(n, k) {
                    updateDefinition(n, k)
                } else if let d = n.definitions[k] {
                    if !d.isBroken { try? solver.removeConstraint(d.constraint) }
                    n.definitions[k] = nil
                }
            }
        } else if isDefinitional(n) {
            removeContentConstraints(n)
            for k in 0..<4 where n.used & (1 << UInt8(k)) != 0 { updateDefinition(n, k) }
        } else {
            removeDefinitions(n)
            if let v = n.view { updateContentConstraints(n, view: v) }
        }
    }

    /// For margin, safe-area, keyboard and scroll-view guides: follows the owner's insets when they changed
    /// with its geometry (or the keyboard moved, or the content scrolled or changed size).
    private func checkInsets(_ n: LayoutNode) {
        guard n.guide?.owningView != nil else { return }
        for k in 0..<4 {
            if let d = n.definitions[k], abs(d.b - formula(n, k).1) > 1e-9 {
                nodeDidChange(n)
                return
            }
        }
    }

    // MARK: Content size

    func updateContentConstraints(_ n: LayoutNode, view v: View) {
        let size = v.intrinsicContentSize
        let st = v.layoutStateIfPresent
        let specs: [(Int, Double, LayoutPriority, Relation)] = [
            (2, size.width, st?.horizontalHugging ?? .defaultLow, .lessThanOrEqual),
            (2, size.width, st?.horizontalCompression ?? .defaultHigh, .greaterThanOrEqual),
            (3, size.height, st?.verticalHugging ?? .defaultLow, .lessThanOrEqual),
            (3, size.height, st?.verticalCompression ?? .defaultHigh, .greaterThanOrEqual),
        ]
        for (i, (k, metric, priority, relation)) in specs.enumerated() {
            let wanted = metric >= 0 && metric != View.noIntrinsicMetric
            if let existing = n.content[i] {
                if !wanted || existing.isBroken || existing.priority.isRequired != priority.isRequired {
                    if !existing.isBroken { try? solver.removeConstraint(existing.constraint) }
                    n.content[i] = nil
                } else {
                    if existing.priority != priority {
                        try? solver.setStrength(of: existing.constraint, to: priority.strength)
                        n.content[i]!.priority = priority
                    }
                    if existing.metric != metric {
                        do {
                            try solver.setConstant(of: existing.constraint, to: -metric)
                            n.content[i]!.metric = metric
                        } catch {
                            try? solver.removeConstraint(existing.constraint)
                            n.content[i] = nil
                        }
                    }
                    if n.content[i] != nil { continue }
                }
            }
            guard wanted else { continue }
            use(n, k)
            let c = Constraint(Expression(n.variables[k]) - metric, relation, strength: priority.strength)
            let what = i % 2 == 0 ? "hugging" : "compression resistance"
            c.label =
                "<ContentSize \(n.view?.layoutDescription ?? "?").\(k == 2 ? "width" : "height") "
                + "\(relation) \(LayoutConstraint.format(metric)) (\(what) @\(priority))>"
            var broken = false
            do {
                try solver.addConstraint(c)
            } catch {
                broken = true
                report(c)
            }
            n.content[i] = LayoutNode.ContentConstraint(
                constraint: c, metric: metric, priority: priority, isBroken: broken)
        }
    }

    func removeContentConstraints(_ n: LayoutNode) {
        for i in 0..<4 {
            if let c = n.content[i], !c.isBroken { try? solver.removeConstraint(c.constraint) }
            n.content[i] = nil
        }
    }

    // MARK: Reporting

    private func definitionLabel(_ n: LayoutNode, _ k: Int, a: Double, b: Double) -> String {
        let names = ["minX", "minY", "width", "height"]
        let what: String
        let subject: String
        if let v = n.view {
            what = v === root ? "Root" : "AutoresizingMask"
            subject = v.layoutDescription
        } else {
            what =
                switch n.guide?.kind {
                case .safeArea: "SafeArea"
                case .keyboard: "Keyboard"
                case .scrollContent: "ContentLayoutGuide"
                case .scrollFrame: "FrameLayoutGuide"
                case .readableContent: "ReadableContent"
                default: "LayoutMargins"
                }
            subject = n.guide?.description ?? "?"
        }
        var rhs = LayoutConstraint.format(b)
        if a != 0 {
            let parent = k == 0 || k == 2 ? "width" : "height"
            let base = a == 1 ? "superview.\(parent)" : "\(LayoutConstraint.format(a)) × superview.\(parent)"
            rhs =
                b == 0
                ? base : base + (b < 0 ? " - \(LayoutConstraint.format(-b))" : " + \(LayoutConstraint.format(b))")
        }
        return "<\(what) \(subject).\(names[k]) == \(rhs)>"
    }

    /// Describes the conflict `c` is part of and hands it to the root's handler, or prints it.
    func report(_ c: Constraint) {
        let conflict = solver.conflictingConstraints(with: c)
        let describe: (Constraint) -> String = { k in
            if let lc = k.owner as? LayoutConstraint { return lc.description }
            return k.label ?? k.description
        }
        let report = UnsatisfiableConstraintsReport(
            descriptions: conflict.map(describe), constraints: conflict.compactMap { $0.owner as? LayoutConstraint },
            brokenDescription: describe(c), brokenConstraint: c.owner as? LayoutConstraint)
        if let handler = root.layoutStateIfPresent?.unsatisfiableConstraintsHandler {
            handler(report)
        } else {
            LayoutIssueLog.emit(report.description)
        }
    }

    // MARK: Fitting

    /// The scratch engine's answer to `systemLayoutSizeFitting`: the root's size with every constraint of
    /// its subtree and the target size held at the given priorities.
    func fittingSize(target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        addInstalledConstraints(in: root)
        let n = node(for: root)
        use(n, 2)
        use(n, 3)
        for (variable, value, priority) in [
            (n.widthVariable, target.width, horizontal), (n.heightVariable, target.height, vertical),
        ] {
            let c = Constraint(Expression(variable) - value, .equal, strength: priority.strength)
            c.label =
                "<Fitting \(root.layoutDescription).\(variable === n.widthVariable ? "width" : "height") == "
                + "\(LayoutConstraint.format(value)) @\(priority)>"
            do {
                try solver.addConstraint(c)
            } catch {
                report(c)
            }
        }
        for c in pendingAdds { addToSolver(c) }
        pendingAdds = []
        solver.updateVariables()
        return Size(width: n.widthVariable.value, height: n.heightVariable.value)
    }
}
