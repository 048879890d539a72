extension View {
    /// Asks for `layoutSubviews()` in the next frame's layout pass.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        var v = superview
        while let s = v, !s.descendantNeedsLayout {
            s.descendantNeedsLayout = true
            v = s.superview
        }
        window?.needsRenderUpdate = true
    }

    /// Whether a layout is pending for this view.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Runs pending layout now: from the topmost ancestor that needs it, down through this view's
    /// subviews. Constraints are updated and solved first. Inside an animation block the frame changes it
    /// makes are animated.
    public func layoutIfNeeded() {
        let root = layoutRoot
        for _ in 0..<8 {
            root.updateLayoutEngineIfNeeded()
            var top: View = self
            var v = superview
            while let s = v {
                if s.needsLayoutFlag { top = s }
                v = s.superview
            }
            top.layoutSubtreeIfNeeded()
            // Frames Auto Layout set can ask for more layout on this path: settle it within the call.
            guard root.layoutStateIfPresent?.engine != nil, root.layoutEngineNeedsUpdate || needsLayoutOnPath else {
                return
            }
        }
    }

    /// Whether this view, a subview, or an ancestor still waits for layout.
    private var needsLayoutOnPath: Bool {
        if needsLayoutFlag || descendantNeedsLayout { return true }
        var v = superview
        while let s = v {
            if s.needsLayoutFlag { return true }
            v = s.superview
        }
        return false
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping the frame's origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds = Rect(origin: bounds.origin, size: size)
        // UIKit keeps the frame's origin (the top-left corner), not the centre.
        let moved = frame.origin
        if moved != origin { center = Point(x: center.x + origin.x - moved.x, y: center.y + origin.y - moved.y) }
    }

    /// One layout pass over this subtree: the view's own layout first, then its subviews'.
    func layoutSubtreeIfNeeded() {
        if superview == nil { updateLayoutEngineIfNeeded() }
        if needsLayoutFlag {
            needsLayoutFlag = false
            let controller = owningViewController
            if let controller, controller.isAppearingPending, window != nil {
                controller.callViewIsAppearingIfPending()
            }
            controller?.updateContentUnavailableIfNeeded()
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            // A relayout may move the subviews against the safe area: scroll views report a change of
            // their adjusted content inset.
            for s in subviews { (s as? ScrollView)?.updateAdjustedContentInset() }
            controller?.viewDidLayoutSubviews()
        }
        if descendantNeedsLayout {
            descendantNeedsLayout = false
            for s in subviews where s.needsLayoutFlag || s.descendantNeedsLayout {
                s.layoutSubtreeIfNeeded()
            }
        }
    }

    /// Applies the subviews' autoresizing masks after the bounds changed from `oldSize`.
    func resizeSubviews(withOldSize oldSize: Size) {
        let newSize = bounds.size
        for s in subviews where !s.autoresizingMask.isEmpty && s.translatesAutoresizingMaskIntoConstraints {
            let f = s.frame
            let m = s.autoresizingMask
            let (x, w) = View.autoresize(
                origin: f.minX, length: f.width, oldContainer: oldSize.width, newContainer: newSize.width,
                flexibleLeading: m.contains(.flexibleLeftMargin), flexibleLength: m.contains(.flexibleWidth),
                flexibleTrailing: m.contains(.flexibleRightMargin))
            let (y, h) = View.autoresize(
                origin: f.minY, length: f.height, oldContainer: oldSize.height, newContainer: newSize.height,
                flexibleLeading: m.contains(.flexibleTopMargin), flexibleLength: m.contains(.flexibleHeight),
                flexibleTrailing: m.contains(.flexibleBottomMargin))
            let new = Rect(x: x, y: y, width: w, height: h)
            if new != f { s.frame = new }
        }
    }

    /// One axis of UIKit's autoresizing: the change is shared by the flexible parts in proportion to
    /// their lengths (equally when they are all zero).
    nonisolated static func autoresize(
        origin: Double, length: Double, oldContainer: Double, newContainer: Double, flexibleLeading: Bool,
        flexibleLength: Bool, flexibleTrailing: Bool
    ) -> (Double, Double) {
        let delta = newContainer - oldContainer
        if delta == 0 { return (origin, length) }
        let leading = origin
        let trailing = oldContainer - origin - length
        var parts: [(Int, Double)] = []
        if flexibleLeading { parts.append((0, leading)) }
        if flexibleLength { parts.append((1, length)) }
        if flexibleTrailing { parts.append((2, trailing)) }
        if parts.isEmpty { return (origin, length) }
        let total = parts.reduce(0) { $0 + max(0, $1.1) }
        var share = [0.0, 0.0, 0.0]
        for (i, size) in parts {
            share[i] = total > 0 ? delta * max(0, size) / total : delta / Double(parts.count)
        }
        return (origin + share[0], max(0, length + share[1]))
    }
}
