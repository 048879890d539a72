/// Which rows or items a table or collection view has asked its prefetch data source to prepare, as UIKit's
/// `prefetchDataSource` contract: the ones in the screenful ahead of the visible bounds, in the direction
/// the content last scrolled (down or right at first). Items that come on screen leave the set without a
/// cancel; items that leave the look-ahead without coming on screen (the scrolling turned back) are
/// cancelled.
struct PrefetchWindow {
    /// The index paths asked for and neither shown nor cancelled since.
    private(set) var prefetched: Set<IndexPath> = []
    /// The content offset at the last update, to tell the scrolling direction.
    private var lastOffset: Point?
    /// Whether the content last moved towards its end (down or right).
    private(set) var forward = true

    /// The rectangle, in content coordinates, of the screenful ahead of `bounds` in the scrolling direction
    /// along the vertical axis (or the horizontal one when `horizontal`).
    mutating func lookAhead(bounds: Rect, horizontal: Bool) -> Rect {
        let offset = bounds.origin
        if let last = lastOffset {
            let delta = horizontal ? offset.x - last.x : offset.y - last.y
            if delta != 0 { forward = delta > 0 }
        }
        lastOffset = offset
        let sign = forward ? 1.0 : -1.0
        return horizontal
            ? bounds.offsetBy(dx: sign * bounds.width, dy: 0) : bounds.offsetBy(dx: 0, dy: sign * bounds.height)
    }

    /// Takes the index paths now `ahead` (without those `visible`); returns those to prefetch (new ahead)
    /// and those to cancel (no longer ahead, not shown), each in order.
    mutating func update(ahead: Set<IndexPath>, visible: Set<IndexPath>) -> (
        prefetch: [IndexPath], cancel: [IndexPath]
    ) {
        let wanted = ahead.subtracting(visible)
        let prefetch = wanted.subtracting(prefetched).sorted()
        let cancel = prefetched.subtracting(wanted).subtracting(visible).sorted()
        prefetched = wanted
        return (forward ? prefetch : prefetch.reversed(), cancel)
    }

    /// Forgets what was asked for (the data was reloaded).
    mutating func reset() {
        prefetched = []
    }
}
