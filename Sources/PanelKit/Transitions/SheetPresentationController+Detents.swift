// A sheet's detents: the heights it rests at, the drag between them, the dimming that stops at
// `largestUndimmedDetentIdentifier`, and the grabber. The sheet's frame comes from
// `frameOfPresentedViewInContainerView`, whose height is `sheetHeight(maximum:)`: the dragged height during a
// drag between detents, else the selected detent's.
extension SheetPresentationController {
    /// The active detents in the container now, as (identifier, height), shortest first; `.large()` when
    /// none is active.
    func resolvedDetents(maximum: Double) -> [(id: Detent.Identifier, height: Double)] {
        let traits = containerView?.traitCollection ?? TraitCollection(verticalSizeClass: .regular)
        let context = DetentContext(containerTraitCollection: traits, maximumDetentValue: max(0, maximum))
        var list = detents.compactMap { d in d.resolvedValue(in: context).map { (id: d.identifier, height: $0) } }
        if list.isEmpty { list = [(id: .large, height: max(0, maximum))] }
        return list.sorted { $0.height < $1.height }
    }

    /// The largest height a sheet can have in the container now (the large detent's).
    private var maximumHeight: Double {
        guard let bounds = containerView?.bounds else { return 0 }
        return bounds.height - min(Self.pageSheetTopInset, bounds.height)
    }

    /// Whether detents size the sheet: a page sheet always, a form sheet only in a compact-width container.
    private var usesDetents: Bool {
        guard let bounds = containerView?.bounds else { return style == .pageSheet }
        return style == .pageSheet || Self.isCompact(bounds.size)
    }

    /// The height of the selected detent (the smallest active one when none is selected or the selected
    /// one is inactive).
    private func selectedHeight(maximum: Double) -> Double {
        let list = resolvedDetents(maximum: maximum)
        if let id = selectedDetentIdentifier, let match = list.first(where: { $0.id == id }) { return match.height }
        return list[0].height
    }

    /// The sheet's height, at most `maximum`.
    func sheetHeight(maximum: Double) -> Double {
        guard usesDetents else { return maximum }
        return min(maximum, max(0, draggedHeight ?? selectedHeight(maximum: maximum)))
    }

    /// How dark the dimming view is with the sheet at its height now: clear at or below the largest
    /// undimmed detent, full above the next detent, and in between on the way.
    var dimmingAlphaForDetent: Double {
        guard let id = largestUndimmedDetentIdentifier, usesDetents else { return Self.dimmingAlpha }
        let maximum = maximumHeight
        let list = resolvedDetents(maximum: maximum)
        guard let index = list.firstIndex(where: { $0.id == id }) else { return Self.dimmingAlpha }
        let height = sheetHeight(maximum: maximum)
        let undimmed = list[index].height
        guard height > undimmed else { return 0 }
        guard index + 1 < list.count, list[index + 1].height > undimmed else { return Self.dimmingAlpha }
        return Self.dimmingAlpha * min(1, (height - undimmed) / (list[index + 1].height - undimmed))
    }

    /// Re-lays the sheet out after its detents or their settings changed: at once, or animated inside
    /// `animateChanges(_:)` or an animation block.
    func detentsDidChange() {
        guard isSettled, let container = containerView, let sheet = presentedView, sheet.superview === container
        else { return }
        sheet.cornerRadius = preferredCornerRadius ?? Self.cornerRadius
        let f = frameOfPresentedViewInContainerView
        sheet.bounds = Rect(origin: sheet.bounds.origin, size: f.size)
        sheet.center = Point(x: f.midX, y: f.midY)
        sheet.layoutIfNeeded()
        let alpha = dimmingAlphaForDetent
        dimmingView.alpha = alpha
        dimmingView.isUserInteractionEnabled = alpha > 0
        updateGrabber()
    }

    /// Runs `changes` (setting detents, the selected detent...) and animates the sheet to the result, as
    /// `UISheetPresentationController.animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        isAnimatingDetentChanges = true
        View.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { changes() })
        isAnimatingDetentChanges = false
    }

    /// Resolves the detents again (a custom resolver's answer may have changed) and re-lays the sheet out,
    /// as `invalidateDetents()`.
    public func invalidateDetents() { detentsDidChange() }

    // MARK: Touches through an undimmed sheet

    /// Whether a touch outside the sheet goes to the views behind: with the sheet at or below its largest
    /// undimmed detent.
    var passesTouchesOutsideSheet: Bool { isSettled && dimmingAlphaForDetent == 0 }

    // MARK: The drag between detents

    /// Whether a pan that began with `translation` resizes the sheet: mostly vertical, upwards with a taller
    /// detent above or downwards with a shorter one below.
    func beginsDetentDrag(_ translation: Point) -> Bool {
        guard usesDetents, isSettled, abs(translation.y) >= abs(translation.x), translation.y != 0,
            presentedViewController.presentedViewController == nil, presentedViewController.activeTransition == nil
        else { return false }
        let maximum = maximumHeight
        let list = resolvedDetents(maximum: maximum)
        let height = sheetHeight(maximum: maximum)
        let possible =
            translation.y < 0
            ? list.contains { $0.height > height + 0.5 } : list.contains { $0.height < height - 0.5 }
        if possible { detentDragStartHeight = height }
        return possible
    }

    /// Follows the finger between the shortest and tallest detents (with resistance beyond them) and, on
    /// release, settles at the detent nearest to where the sheet is heading.
    func dragBetweenDetents(_ pan: PanGestureRecognizer, translation: Point, in container: View) {
        guard let start = detentDragStartHeight else { return }
        let maximum = maximumHeight
        let list = resolvedDetents(maximum: maximum)
        let lowest = list[0].height
        let highest = list[list.count - 1].height
        switch pan.state {
        case .began, .changed:
            var height = start - translation.y
            // Beyond the end detents the sheet follows at a third of the finger's travel.
            if height > highest { height = highest + (height - highest) / 3 }
            if height < lowest { height = lowest - (lowest - height) / 3 }
            draggedHeight = min(maximum, max(0, height))
            View.performWithoutAnimation { detentsDidChange() }
        default:
            detentDragStartHeight = nil
            let height = draggedHeight ?? start
            draggedHeight = nil  // the sheet stays where the finger left it until the spring below moves it
            // Where the sheet would be after a tenth of a second more at the finger's speed.
            let aim = height - (pan.state == .ended ? pan.velocity(in: container).y * 0.1 : 0)
            let target = list.min { abs($0.height - aim) < abs($1.height - aim) }!
            let old = selectedDetentIdentifier ?? list[0].id
            selectedDetentIdentifierSetByUser(target.id)
            if target.id != old {
                (delegate as? any SheetPresentationControllerDelegate)?
                    .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
        }
    }

    /// Selects `id` and springs the sheet to it.
    private func selectedDetentIdentifierSetByUser(_ id: Detent.Identifier) {
        View.animate(
            withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { self.selectedDetentIdentifier = id })
    }

    // MARK: The grabber

    /// Adds, places or removes the grabber as `prefersGrabberVisible` says.
    func updateGrabber() {
        guard prefersGrabberVisible, isSettled, let container = containerView else {
            grabber?.removeFromSuperview()
            grabber = nil
            return
        }
        if grabber == nil {
            let g = View(frame: Rect(x: 0, y: 0, width: 36, height: 5))
            g.backgroundColor = Color(hex: 0x3C3C43, alpha: 0.3)
            g.cornerRadius = 2.5
            g.isUserInteractionEnabled = false
            grabber = g
        }
        if let g = grabber, g.superview !== container { container.addSubview(g) }
        placeGrabber()
    }

    /// Centres the grabber 5 points below the sheet's top edge.
    func placeGrabber() {
        guard let g = grabber, let sheet = presentedView else { return }
        let f = frameOfPresentedViewInContainerView
        g.center = Point(x: f.midX, y: f.minY + 5 + 2.5 + sheet.transform.ty)
    }
}
