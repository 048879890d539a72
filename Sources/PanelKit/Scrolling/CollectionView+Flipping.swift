/// A layout flipped for the opposite direction, as UIKit's collection view flips one: when the layout's
/// `flipsHorizontallyInOppositeLayoutDirection` is true and the collection view's
/// `effectiveUserInterfaceLayoutDirection` is not the layout's `developmentLayoutDirection`, every frame the
/// layout gives is mirrored across the content's width before it places a cell, supplementary or decoration
/// view and before the collection view reports it (`layoutAttributesForItem(at:)`,
/// `layoutAttributesForSupplementaryElement(ofKind:at:)`, `indexPathForItem(at:)`), so a flow layout's first
/// item sits at the right. The layout keeps reasoning left to right: the rects, points and offsets it is
/// asked about are mirrored into its coordinates. The cells of a section that scrolls across the layout's
/// axis stay where the layout puts them in their band.
extension CollectionView {
    /// Whether the layout's frames are mirrored.
    var flipsLayout: Bool {
        let layout = collectionViewLayout
        return layout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// The width frames are mirrored across: the content's, or the width inside the horizontal insets when
    /// that is wider (a short row then starts at the right edge of the view, not of the content).
    var flipWidth: Double {
        let inset = adjustedContentInset
        return max(contentSize.width, bounds.width - inset.left - inset.right)
    }

    /// `rect` in the other coordinates: the layout's when given the collection view's and the other way
    /// round (mirroring is its own inverse); unchanged when the layout is not flipped.
    func flippedRect(_ rect: Rect) -> Rect {
        guard flipsLayout else { return rect }
        return Rect(x: flipWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Whether the element `a` places is mirrored: all are while the layout is flipped, except the cells of
    /// a section scrolling across the axis.
    func isFlipped(_ a: CollectionViewLayoutAttributes) -> Bool {
        flipsLayout
            && !(a.representedElementCategory == .cell
                && collectionViewLayout.orthogonalRegions[a.indexPath.section] != nil)
    }

    /// The layout's attributes as the collection view reports them: a copy with the frame mirrored when
    /// flipped (the layout's own attributes are left as they are).
    func reported(_ a: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let a, isFlipped(a) else { return a }
        let c = a.copy()
        c.frame.origin.x = flipWidth - a.frame.maxX
        return c
    }

    /// Applies `a` to `view` and, when flipped, moves the view to the mirrored place (the view gets the
    /// layout's own attributes object, so a layout's attributes subclass reaches it).
    func place(_ view: CollectionReusableView, with a: CollectionViewLayoutAttributes) {
        view.apply(a)
        if isFlipped(a) { view.center.x = flipWidth - a.center.x }
    }

    /// A content offset's `x` in the other coordinates (the left edge of the visible rect mirrored to its
    /// right edge); unchanged when the layout is not flipped.
    func flippedOffsetX(_ x: Double) -> Double {
        flipsLayout ? flipWidth - bounds.width - x : x
    }

    /// The content offset in the layout's coordinates.
    public var layoutContentOffset: Point { Point(x: flippedOffsetX(contentOffset.x), y: contentOffset.y) }

    /// A flick's resting point: the layout's choice, asked in its own coordinates when it is flipped.
    func layoutTarget(proposed: Point, velocity: Point) -> Point {
        let layout = collectionViewLayout
        guard flipsLayout else {
            return layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        }
        let target = layout.targetContentOffset(
            forProposedContentOffset: Point(x: flippedOffsetX(proposed.x), y: proposed.y),
            withScrollingVelocity: Point(x: -velocity.x, y: velocity.y))
        return Point(x: flippedOffsetX(target.x), y: target.y)
    }

    /// Keeps the content in view when the flip or the content's width changes: a flipped collection view is
    /// anchored at the right (its first item in view when it first shows, the same items in view when
    /// the content grows or shrinks), and turning the flip on or off shows the same part of the layout.
    func keepOffsetAcrossFlip() {
        let flipped = flipsLayout
        let width = flipWidth
        let wasFlipped = flippedAtLastLayout
        let previousWidth = flipWidthAtLastLayout ?? width
        flippedAtLastLayout = flipped
        flipWidthAtLastLayout = width
        guard flipped || wasFlipped else { return }
        var o = contentOffset
        if flipped && wasFlipped {
            o.x += width - previousWidth
        } else if flipped {
            o.x = width - bounds.width - o.x
        } else {
            o.x = previousWidth - bounds.width - o.x
        }
        let target = clamped(o)
        if target != contentOffset { contentOffset = target }
    }
}
