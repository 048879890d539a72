extension CollectionViewLayoutAttributes {
    /// A pinned header's or footer's attributes where they are now, for the flow layout's
    /// `sectionHeadersPinToVisibleBounds` and a compositional layout's `pinToVisibleBounds`: a header at the top
    /// (leading edge when horizontal) of `collectionView`'s visible bounds, but never above its place nor past
    /// `bodyEnd` (the end of its section's items and inset), so the next section pushes it out; a footer at the
    /// bottom, but never below its place nor before `bodyStart`. The attributes themselves when unmoved.
    func pinned(
        header: Bool, bodyStart: Double, bodyEnd: Double, vertical: Bool, in collectionView: CollectionView
    ) -> CollectionViewLayoutAttributes {
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        let natural = vertical ? frame.minY : frame.minX
        let thickness = vertical ? frame.height : frame.width
        let along =
            header
            ? max(natural, min(visibleStart, bodyEnd - thickness))
            : min(natural, max(visibleEnd - thickness, bodyStart))
        guard along != natural else { return self }
        let moved = copy()
        if vertical { moved.frame.origin.y = along } else { moved.frame.origin.x = along }
        return moved
    }
}
