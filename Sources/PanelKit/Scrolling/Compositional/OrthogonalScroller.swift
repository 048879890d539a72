/// The scroll view a collection view puts over a band of a compositional layout that scrolls across the
/// layout's axis: it holds the band's cells and scrolls them sideways (or up and down in a horizontal
/// layout), coming to rest as the section's behaviour says.
@MainActor
final class OrthogonalScroller: ScrollView {
    /// Whether the band scrolls sideways (the layout scrolls vertically).
    var horizontal = true
    /// The resting offsets along the band (a group at the leading inset), or nil to rest anywhere.
    var restingOffsets: [Double]?

    /// Takes the band's frame, content size and behaviour.
    func configure(for region: OrthogonalRegion) {
        horizontal = region.scrollsHorizontally
        if frame != region.frame { frame = region.frame }
        if contentSize != region.contentSize { contentSize = region.contentSize }
        isPagingEnabled = region.behavior == .paging
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        switch region.behavior {
        case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
            restingOffsets = region.groupOffsets
        case .none, .continuous, .paging:
            restingOffsets = nil
        }
    }

    override var snapsToTargets: Bool { restingOffsets != nil }

    /// Scrolling the band lays the collection view out again: its sections' visible items handlers see the
    /// new offset.
    override func boundsOriginDidChange(from old: Point) {
        super.boundsOriginDidChange(from: old)
        superview?.setNeedsLayout()
    }

    /// The resting offset nearest the proposed one, within the content.
    override func snappedTarget(proposed: Point, velocity: Point) -> Point {
        guard let offsets = restingOffsets, !offsets.isEmpty else { return proposed }
        let along = horizontal ? proposed.x : proposed.y
        let nearest = offsets.min { abs($0 - along) < abs($1 - along) } ?? along
        let lo = horizontal ? minimumContentOffset.x : minimumContentOffset.y
        let hi = horizontal ? maximumContentOffset.x : maximumContentOffset.y
        let rest = min(hi, max(lo, nearest))
        return horizontal ? Point(x: rest, y: proposed.y) : Point(x: proposed.x, y: rest)
    }
}
