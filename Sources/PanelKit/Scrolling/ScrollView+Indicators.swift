/// The scroll indicators: a thin rounded bar along the right edge (vertical) and the bottom edge
/// (horizontal) whose length is the visible share of the content and whose position is the scroll
/// position. They show while the user drags or the content decelerates, and after
/// `flashScrollIndicators()`; once the content rests they stay `indicatorFadeDelay`, then fade out over
/// `indicatorFadeDuration` and leave the view hierarchy.
extension ScrollView {
    /// An indicator's thickness in points.
    static let indicatorThickness = 3.0
    /// The gap between an indicator and the scroll view's edges.
    static let indicatorInset = 3.0
    /// The shortest indicator, however long the content.
    static let minimumIndicatorLength = 36.0
    /// How long the indicators stay once the content rests.
    public static let indicatorFadeDelay = 0.5
    /// How long they take to fade out.
    public static let indicatorFadeDuration = 0.25

    /// Shows the indicators for a moment, as `UIScrollView.flashScrollIndicators()` ("You should call this
    /// method whenever you bring the scroll view to front"); only indicators that are enabled and whose axis
    /// has content to scroll show.
    public func flashScrollIndicators() {
        showScrollIndicators()
    }

    /// Puts the indicators in front at full opacity and (re)starts the wait before they fade.
    func showScrollIndicators() {
        indicatorFadeStart = nil
        layoutScrollIndicators(creating: true)
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) { indicator.alpha = 1 }
        keepIndicatorsInFront()
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        if indicatorLink == nil, let app = window?.application {
            let link = DisplayLink { [weak self] link in self?.stepIndicatorFade(at: link.targetTimestamp) }
            indicatorLink = link
            link.add(to: app)
        }
    }

    /// Places the indicators that show (creating them when `creating`), and removes those that should not
    /// show (disabled, or nothing to scroll along their axis).
    func layoutScrollIndicators(creating: Bool = false) {
        let b = bounds
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        let inset = Self.indicatorInset
        let thickness = Self.indicatorThickness
        let wantsVertical = showsVerticalScrollIndicator && hi.y > lo.y + 1e-9
        let wantsHorizontal = showsHorizontalScrollIndicator && hi.x > lo.x + 1e-9
        // With both, each track stops short of the corner the other one uses.
        let corner = wantsVertical && wantsHorizontal ? thickness + inset : 0

        /// The length and start of a bar along a track for an axis scrolled to `offset` in `lo...hi`.
        func bar(track: Double, visible: Double, offset: Double, lo: Double, hi: Double) -> (Double, Double) {
            let content = visible + (hi - lo)
            var length = max(Self.minimumIndicatorLength, track * visible / content)
            // Past an edge (rubber-banding) the bar shortens by the overshoot, as UIKit's.
            let overshoot = max(0, lo - offset, offset - hi)
            length = max(thickness * 2, min(track, length) - overshoot)
            let progress = max(0, min(1, (offset - lo) / (hi - lo)))
            return (length, progress * (track - length))
        }

        func place(_ indicator: inout View?, wanted: Bool, frame: () -> Rect) {
            guard wanted, indicator != nil || creating else {
                indicator?.removeFromSuperview()
                indicator = nil
                return
            }
            let view = indicator ?? View()
            if indicator == nil {
                view.isUserInteractionEnabled = false
                view.cornerRadius = thickness / 2
                indicator = view
                addSubview(view)
            }
            view.backgroundColor = indicatorStyle.color
            view.frame = frame()
        }

        let v = verticalScrollIndicatorInsets
        let h = horizontalScrollIndicatorInsets
        place(&verticalIndicator, wanted: wantsVertical) {
            let (length, start) = bar(
                track: max(0, b.height - 2 * inset - corner - v.top - v.bottom), visible: b.height, offset: b.minY,
                lo: lo.y, hi: hi.y)
            return Rect(
                x: b.maxX - inset - thickness - v.right, y: b.minY + inset + v.top + start, width: thickness,
                height: length)
        }
        place(&horizontalIndicator, wanted: wantsHorizontal) {
            let (length, start) = bar(
                track: max(0, b.width - 2 * inset - corner - h.left - h.right), visible: b.width, offset: b.minX,
                lo: lo.x, hi: hi.x)
            return Rect(
                x: b.minX + inset + h.left + start, y: b.maxY - inset - thickness - h.bottom, width: length,
                height: thickness)
        }
        if verticalIndicator == nil && horizontalIndicator == nil { stopIndicatorFade() }
    }

    /// A frame of the fade: full opacity while the content scrolls, then after the delay a linear fade, and
    /// at the end the indicators leave.
    private func stepIndicatorFade(at time: Double) {
        keepIndicatorsInFront()
        if isDragging || isDecelerating {
            indicatorFadeStart = nil
            return
        }
        let start = indicatorFadeStart ?? (time + Self.indicatorFadeDelay)
        indicatorFadeStart = start
        let alpha = 1 - (time - start) / Self.indicatorFadeDuration
        if alpha <= 0 {
            verticalIndicator?.removeFromSuperview()
            horizontalIndicator?.removeFromSuperview()
            verticalIndicator = nil
            horizontalIndicator = nil
            stopIndicatorFade()
            return
        }
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) { indicator.alpha = min(1, alpha) }
    }

    /// Brings the indicators in front of content added since they showed (a collection view's new cells).
    private func keepIndicatorsInFront() {
        let indicators = [verticalIndicator, horizontalIndicator].compactMap { $0 }
        let top = subviews.suffix(indicators.count)
        if !indicators.allSatisfy({ indicator in top.contains { $0 === indicator } }) {
            for indicator in indicators { bringSubviewToFront(indicator) }
        }
    }

    private func stopIndicatorFade() {
        indicatorLink?.invalidate()
        indicatorLink = nil
        indicatorFadeStart = nil
    }
}
