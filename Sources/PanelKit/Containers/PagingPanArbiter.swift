/// The gesture delegate of a container's paging pan (the page view controller's, the stack
/// container's). The pan begins only for a drag along the container's axis. A scroll view inside the
/// container that scrolls along the same axis keeps its drags, except when it is already at its end in
/// the drag's direction and the container has somewhere to go: then its pan waits for the container's
/// pan, which takes the drag (a horizontal paging collection view inside a page keeps its swipes until
/// its last item, then the next swipe turns the page). Scroll views across the axis are left alone:
/// their own pans begin only along their axis.
@MainActor
final class PagingPanArbiter: GestureRecognizerDelegate {
    /// Whether the container pages horizontally.
    var isHorizontal: Bool
    /// Whether the container can move forward (`true`: to the next page or child) or back.
    var canMove: (_ forward: Bool) -> Bool
    /// Whether the pan may begin at all.
    var isEnabled: () -> Bool

    init(isHorizontal: Bool, canMove: @escaping (Bool) -> Bool, isEnabled: @escaping () -> Bool = { true }) {
        self.isHorizontal = isHorizontal
        self.canMove = canMove
        self.isEnabled = isEnabled
    }

    /// The component of `p` along the axis and across it.
    private func split(_ p: Point) -> (along: Double, across: Double) {
        isHorizontal ? (p.x, p.y) : (p.y, p.x)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isEnabled(), let pan = gestureRecognizer as? PanGestureRecognizer else { return false }
        let t = split(pan.translation(in: nil))
        return abs(t.along) > abs(t.across)
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        guard let scroll = otherGestureRecognizer.view as? ScrollView,
            otherGestureRecognizer === scroll.panGestureRecognizer, let container = gestureRecognizer.view,
            scroll !== container, scroll.isDescendant(of: container)
        else { return false }
        let t = split(scroll.panGestureRecognizer.translation(in: nil))
        guard abs(t.along) > abs(t.across) else { return false }
        guard isHorizontal ? scroll.canScrollHorizontally : scroll.canScrollVertically else { return false }
        let offset = split(scroll.contentOffset).along
        let lo = split(scroll.minimumContentOffset).along
        let hi = split(scroll.maximumContentOffset).along
        // Dragging towards the start of the axis moves the content towards its end.
        if t.along < 0 { return offset >= hi - 0.5 && canMove(true) }
        if t.along > 0 { return offset <= lo + 0.5 && canMove(false) }
        return false
    }
}
