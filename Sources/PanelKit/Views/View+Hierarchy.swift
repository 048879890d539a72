extension View {
    /// The window the view is in, or nil while it is not in one.
    public var window: Window? {
        var v: View = self
        while let s = v.superview { v = s }
        return v as? Window
    }

    /// Adds `view` in front of the other subviews (moving it from its old superview if it has one).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "adding \(view) would make a cycle")
        if view.superview === self {
            guard let from = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: from)
            subviews.insert(view, at: max(0, min(index > from ? index - 1 : index, subviews.count)))
            view.contentDidChange()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        let disappearing =
            windowChanges ? ViewController.beginAutomaticAppearance(in: view, window: oldWindow, appearing: false) : []
        let appearing =
            windowChanges ? ViewController.beginAutomaticAppearance(in: view, window: newWindow, appearing: true) : []

        let oldTint = view.undimmedTintColor
        let oldTintMode = view.effectiveTintAdjustmentMode
        let oldStyle = view.effectiveUserInterfaceStyle
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.detach(view, damaging: oldWindow)
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.constraintsDidAttach()
        if windowChanges { view.notifyDidMoveToWindow(newWindow) }
        view.didMoveToSuperview()
        view.notifyTintColorChangeAfterMove(oldTint: oldTint, oldMode: oldTintMode)
        view.notifyUserInterfaceStyleChange(from: oldStyle)
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
        view.contentDidChange()

        ViewController.endAutomaticAppearance(disappearing)
        ViewController.endAutomaticAppearance(appearing)
    }

    /// Inserts `view` just in front of `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just behind `sibling`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: i)
    }

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews' places in the stacking order.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        subviews[index1].contentDidChange()
        subviews[index2].contentDidChange()
    }

    /// Removes the view from its superview (and its window: the pixels it covered are redrawn).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldTint = undimmedTintColor
        let oldTintMode = effectiveTintAdjustmentMode
        let oldStyle = effectiveUserInterfaceStyle
        let oldWindow = window
        let disappearing =
            oldWindow != nil
            ? ViewController.beginAutomaticAppearance(in: self, window: oldWindow, appearing: false) : []
        // A first responder leaving its window resigns, whatever its delegate says (UIKit does the same).
        if let first = oldWindow?.firstResponderStorage as? View, first.isDescendant(of: self) {
            if !first.resignFirstResponder() { first.forceResignFirstResponder() }
        }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.detach(self, damaging: oldWindow)
        if oldWindow != nil { notifyDidMoveToWindow(nil) }
        didMoveToSuperview()
        notifyTintColorChangeAfterMove(oldTint: oldTint, oldMode: oldTintMode)
        notifyUserInterfaceStyleChange(from: oldStyle)
        parent.setNeedsLayout()
        ViewController.endAutomaticAppearance(disappearing)
    }

    /// True when the view is `view` or one of its subviews, at any depth.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search from this view (itself included).
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews {
            if let v = s.viewWithTag(tag) { return v }
        }
        return nil
    }

    // MARK: Internals

    func detach(_ view: View, damaging window: Window?) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        view.constraintsWillDetach(from: self)
        if let window { view.collectRenderedDamage(into: window) }
        subviews.remove(at: i)
        view.superview = nil
        // The damage pass must look at this view again: its subviews changed.
        markRenderDirty()
    }

    func notifyWillMove(toWindow newWindow: Window?) {
        willMove(toWindow: newWindow)
        for s in subviews { s.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMoveToWindow(_ newWindow: Window?) {
        if let app = newWindow?.application {
            for track in animationTracks { track.driver?.attach(to: app) }
        }
        if newWindow == nil { render = RenderState() } else { layerAnimations?.resume() }
        didMoveToWindow()
        for s in subviews { s.notifyDidMoveToWindow(newWindow) }
    }
}
