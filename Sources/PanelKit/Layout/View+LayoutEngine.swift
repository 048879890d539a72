public import PanelLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Where Auto Layout meets the view tree: the root's engine, the layout pass, hierarchy changes and frame
// changes. The calls into here from View, View+Layout and View+Hierarchy are one line each.
extension View {
    /// The topmost ancestor (the window for a view on screen): the view whose engine solves this view's
    /// constraints.
    var layoutRoot: View {
        var v: View = self
        while let s = v.superview { v = s }
        return v
    }

    /// The nearest view that is (or contains) both `a` and `b`.
    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        var v: View? = a
        while let c = v {
            if b.isDescendant(of: c) { return c }
            v = c.superview
        }
        return nil
    }

    /// Makes sure the root's next layout pass runs (and with it the engine), without laying out the root
    /// itself.
    func setNeedsConstraintSolve() {
        let root = layoutRoot
        root.descendantNeedsLayout = true
        (root as? Window)?.needsRenderUpdate = true
    }

    /// Runs the update-constraints pass and brings the engine up to date; called on the root at the start
    /// of its layout pass. Views whose frames the solution moved are marked for layout, so the pass that
    /// follows sets their frames (in their superview's `layoutSubviews()`).
    func updateLayoutEngineIfNeeded() {
        guard let state = layoutStateStorage else { return }
        if state.engine == nil && !state.hasConstraints {
            // A view whose superview was freed with its hierarchy (so it never left it): its nodes belong to
            // an engine that is gone, and its subtree may hold constraints.
            if let n = state.node, n.engine == nil {
                state.node = nil
                state.hasConstraints = true
            } else if !state.installed.isEmpty || state.childNodeCount > 0 {
                state.hasConstraints = true
            }
        }
        for _ in 0..<4 {
            if state.needsUpdateConstraints || state.descendantNeedsUpdateConstraints { runUpdateConstraintsPass() }
            if state.engine == nil {
                guard state.hasConstraints else { return }
                let engine = LayoutEngine(root: self, scratch: false)
                state.engine = engine
                engine.addInstalledConstraints(in: self)
            }
            guard let engine = state.engine else { return }
            engine.update()
            if !state.needsUpdateConstraints && !state.descendantNeedsUpdateConstraints && !engine.needsSync { return }
        }
    }

    /// Whether the root's engine has changes waiting.
    var layoutEngineNeedsUpdate: Bool {
        guard let state = layoutStateStorage else { return false }
        if state.needsUpdateConstraints || state.descendantNeedsUpdateConstraints { return true }
        if let engine = state.engine { return engine.needsSync }
        return state.hasConstraints
    }

    /// The default `layoutSubviews()`: sets the frames of the subviews that constraints place, from the
    /// engine's solution, and refreshes the safe area of views whose guides are in use.
    func applyConstraintLayoutToSubviews() {
        guard let state = layoutStateStorage else { return }
        let marginsInUse = state.marginsGuide?.node != nil || state.readableGuide?.node != nil
        if state.safeAreaGuide?.node != nil || (marginsInUse && insetsLayoutMarginsFromSafeArea) {
            refreshSafeAreaInsets()
        }
        guard state.childNodeCount > 0 else { return }
        guard let engine = layoutRoot.layoutStateStorage?.engine else { return }
        engine.update()
        for s in subviews {
            guard let st = s.layoutStateStorage, let node = st.node, node.engine === engine,
                !st.translatesAutoresizingMaskIntoConstraints
            else { continue }
            node.apply(to: s)
        }
    }

    /// A frame change: for a view whose frame becomes constraints, the constraints follow.
    func frameDidChangeForLayout() {
        guard let st = layoutStateStorage, let node = st.node,
            st.translatesAutoresizingMaskIntoConstraints || superview == nil
        else { return }
        node.engine?.nodeDidChange(node)
        setNeedsConstraintSolve()
    }

    /// A hidden arranged subview collapses in its stack view.
    func hiddenDidChangeForLayout() {
        if let stack = superview as? StackView { stack.arrangedSubviewVisibilityDidChange(self) }
    }

    // MARK: Hierarchy changes

    /// Called before the view leaves `parent`: constraints between its subtree and the rest of the old
    /// hierarchy are deactivated (as UIKit does), and its subtree's constraints and variables leave the
    /// old root's engine (they stay installed, and come back wherever the view goes).
    func constraintsWillDetach(from parent: View) {
        let root = parent.layoutRoot
        guard let rootState = root.layoutStateStorage, rootState.hasConstraints || rootState.engine != nil else {
            return
        }
        let engine = rootState.engine
        var crossing: [LayoutConstraint] = []
        var subtreeHasConstraints = false
        func visit(_ v: View) {
            if let st = v.layoutStateStorage {
                for c in st.referencing where !(c.installedView?.isDescendant(of: self) ?? true) { crossing.append(c) }
                var guides = st.guides
                for g in [
                    st.marginsGuide, st.safeAreaGuide, st.keyboardGuide, st.scrollContentGuide, st.scrollFrameGuide,
                    st.readableGuide,
                ] {
                    if let g { guides.append(g) }
                }
                for g in guides {
                    for c in g.referencingConstraints where !(c.installedView?.isDescendant(of: self) ?? true) {
                        crossing.append(c)
                    }
                    if let n = g.node { n.engine?.removeNode(n) }
                }
                if !st.installed.isEmpty {
                    subtreeHasConstraints = true
                    if let engine { for c in st.installed { engine.remove(c) } }
                }
                if let n = st.node { n.engine?.removeNode(n) }
            }
            for s in v.subviews { visit(s) }
        }
        visit(self)
        LayoutConstraint.deactivate(crossing)
        if subtreeHasConstraints { layoutState.hasConstraints = true }
        if engine != nil { parent.setNeedsConstraintSolve() }
    }

    /// Called after the view joined a superview: its subtree's constraints join the new root's engine, and
    /// a pending update-constraints pass is carried up.
    func constraintsDidAttach() {
        let st = layoutStateStorage
        let requires = type(of: self).requiresConstraintBasedLayout && !(st?.didRequireConstraintBasedLayout ?? false)
        if requires {
            layoutState.didRequireConstraintBasedLayout = true
            layoutState.needsUpdateConstraints = true
        }
        guard let st = layoutStateStorage else { return }
        let hasConstraints = st.hasConstraints || st.engine != nil
        let needsUpdate = st.needsUpdateConstraints || st.descendantNeedsUpdateConstraints
        if !hasConstraints && !needsUpdate { return }
        let root = layoutRoot
        if hasConstraints {
            st.engine?.dropEverything()
            st.engine = nil
            st.hasConstraints = false
            let rootState = root.layoutState
            rootState.hasConstraints = true
            rootState.engine?.addInstalledConstraints(in: self)
        }
        if needsUpdate {
            var v = superview
            while let s = v {
                let sst = s.layoutState
                if sst.descendantNeedsUpdateConstraints { break }
                sst.descendantNeedsUpdateConstraints = true
                v = s.superview
            }
        }
        setNeedsConstraintSolve()
    }
}

/// Where Auto Layout's one-line errors and unsatisfiable-constraints messages go when no handler takes
/// them: standard error, as UIKit logs them to the console.
enum LayoutIssueLog {
    static func emit(_ message: String) {
        StandardError.writeLine("PanelKit Auto Layout: " + message)
    }
}

extension View {
    /// The solver constraints of this view's hierarchy (its root's engine), in the order they were added:
    /// your constraints, stack views', autoresizing masks, content sizes, margins. For debugging and for
    /// the benchmark, which solves the same system with other solvers; empty before the first layout.
    public var layoutEngineConstraints: [Constraint] {
        layoutRoot.layoutStateIfPresent?.engine?.solver.constraints ?? []
    }
}
