#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How fast a scroll view slows down after a flick, as `UIScrollView.DecelerationRate`: the share of the
/// velocity kept per millisecond.
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    public let rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// UIKit's normal rate, 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate, 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
}

/// Receives a scroll view's scrolling events, as `UIScrollViewDelegate`. Every method has a default.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is starting.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted. `velocity` is in points per millisecond (as UIKit); the delegate may change
    /// where the scroll view comes to rest through `targetContentOffset.pointee`.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content keeps moving after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started with `setContentOffset(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
    /// The view to scale when the content zooms; nil (the default) means the scroll view does not zoom.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch is starting to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// `zoomScale` changed (a pinch, `setZoomScale`, `zoom(to:animated:)` or a bounce back).
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A pinch (with its bounce back within the limits) or an animated zoom ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}

/// A view whose content is larger than itself and moves under the finger, as `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`. A drag moves the content (rubber-banding past the edges with
/// UIKit's formula `(1 - 1 / (x * 0.55 / d + 1)) * d`), a flick decelerates at `decelerationRate`
/// per millisecond, content released past an edge springs back, and with `isPagingEnabled` it comes
/// to rest on a page. The scroll view clips its content.
@MainActor
open class ScrollView: View {
    /// The size of the content.
    public var contentSize: Size = .zero {
        didSet {
            if contentSize != oldValue {
                setNeedsLayout()
                updateAdjustedContentInset()
                // Whether the content is at an edge (for the bars following it) may have changed.
                barObserver?.contentScrollViewDidScroll(self)
                tabBarObserver?.updateScrollEdgeState()
            }
        }
    }
    /// Extra scrollable space around the content.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            if contentInset != oldValue {
                setNeedsLayout()
                updateAdjustedContentInset()
            }
        }
    }
    /// How the safe area adds to `contentInset` in `adjustedContentInset` (`.automatic` by default, as
    /// UIKit's).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }
    /// The insets in effect: `contentInset` plus, per `contentInsetAdjustmentBehavior`, the safe area insets
    /// of the scroll view (the part of its superview's unsafe area it overlaps). Content offsets are held
    /// within the content grown by these insets.
    public var adjustedContentInset: EdgeInsets {
        var i = adjustedContentInsetWithoutRefresh
        if let r = refreshControl { i.top += r.insetWhileRefreshing }
        return i
    }

    /// `adjustedContentInset` without the room a refreshing `refreshControl` takes.
    var adjustedContentInsetWithoutRefresh: EdgeInsets {
        let c = contentInset
        let s = safeAreaInsets
        guard s != .zero else { return c }
        var horizontal = false
        var vertical = false
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always:
            horizontal = true
            vertical = true
        case .scrollableAxes, .automatic:
            // Scrollable: content larger than the view, or bouncing asked for regardless.
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            if contentInsetAdjustmentBehavior == .automatic && owningViewController?.navigationController != nil {
                vertical = true
            }
        }
        return EdgeInsets(
            top: c.top + (vertical ? s.top : 0), left: c.left + (horizontal ? s.left : 0),
            bottom: c.bottom + (vertical ? s.bottom : 0), right: c.right + (horizontal ? s.right : 0))
    }
    /// The `adjustedContentInset` last reported to `adjustedContentInsetDidChange()`.
    private var reportedAdjustedContentInset = EdgeInsets.zero

    /// Called when `adjustedContentInset` changes (the content inset, the safe area, or the behaviour
    /// changed), as UIKit's; the default tells the delegate (`scrollViewDidChangeAdjustedContentInset`).
    /// Call super when you override it.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Reports a change of `adjustedContentInset`. Checked when an input of it changes and in each layout
    /// pass (the safe area moves with the frames of the scroll view and its ancestors).
    func updateAdjustedContentInset() {
        let now = adjustedContentInset
        guard now != reportedAdjustedContentInset else { return }
        reportedAdjustedContentInset = now
        adjustedContentInsetDidChange()
    }

    /// Lays out the content, takes the content size from `contentLayoutGuide` where constraints decide it,
    /// and reports a change of the safe area's share of the insets; call super when you override it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSizeFromLayoutGuide()
        updateAdjustedContentInset()
    }

    /// The content area for Auto Layout, as `UIScrollView.contentLayoutGuide`: pin the content's edges to it
    /// and its size, which the constraints decide, becomes `contentSize` (on each axis whose size a
    /// constraint involves). Constraints between the scroll view's own edges and its content mean this
    /// guide too, as in UIKit; its width, height and centres are its frame's.
    public var contentLayoutGuide: LayoutGuide {
        if let g = layoutStateStorage?.scrollContentGuide { return g }
        let g = LayoutGuide(kind: .scrollContent, owner: self)
        layoutState.scrollContentGuide = g
        return g
    }

    /// The scroll view's frame for Auto Layout, as `UIScrollView.frameLayoutGuide`: content pinned to it
    /// does not scroll, and `widthAnchor` of the content equal to this guide's makes a vertical list as wide
    /// as the scroll view.
    public var frameLayoutGuide: LayoutGuide {
        if let g = layoutStateStorage?.scrollFrameGuide { return g }
        let g = LayoutGuide(kind: .scrollFrame, owner: self)
        layoutState.scrollFrameGuide = g
        return g
    }

    /// Whether the scroll view sets `contentSize` itself (tables and collection views measure their rows):
    /// then `contentLayoutGuide` is as large as `contentSize` instead of deciding it.
    var managesContentSize: Bool { false }

    /// Sets `contentSize` from the solved content guide, on the axes constraints size it along.
    private func updateContentSizeFromLayoutGuide() {
        guard !managesContentSize, let node = layoutStateStorage?.scrollContentGuide?.node,
            node.engine != nil
        else { return }
        let solved = node.pixelFrame.size
        var size = contentSize
        if node.used & 0b0100 != 0 { size.width = max(0, solved.width) }
        if node.used & 0b1000 != 0 { size.height = max(0, solved.height) }
        if size != contentSize { contentSize = size }
    }
    /// Pull-to-refresh above the content, as `UIScrollView.refreshControl`: it becomes the scroll view's
    /// back-most subview.
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let r = refreshControl {
                insertSubview(r, at: 0)
                r.scrollViewDidScroll(self, pulled: pulledDistance)
            }
            refreshControlInsetDidChange()
        }
    }

    /// How far the content is pulled down past its top (0 when it is not).
    var pulledDistance: Double { max(0, -(contentOffset.y + adjustedContentInsetWithoutRefresh.top)) }

    /// The refresh control began or ended refreshing (or came or went): the insets follow, and content
    /// left showing room that is gone scrolls back.
    func refreshControlInsetDidChange() {
        setNeedsLayout()
        updateAdjustedContentInset()
        guard !isDragging, !isDecelerating else { return }
        let c = clamped(contentOffset)
        if c != contentOffset { setContentOffset(c, animated: true) }
    }

    /// Receives scrolling events.
    public weak var delegate: (any ScrollViewDelegate)?
    /// Whether the user can scroll.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether scrolling comes to rest on multiples of the bounds size.
    public var isPagingEnabled = false
    /// Whether the content can go past its edges (and spring back).
    public var bounces = true
    /// Bounce vertically even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// How quickly a flick slows down.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether a drag that starts along one axis scrolls along that axis only, as
    /// `UIScrollView.isDirectionalLockEnabled`: a drag whose first movement is at least twice as long on
    /// one axis as on the other is locked to it until the finger lifts (its flick too); a diagonal one
    /// moves freely.
    public var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top, as `UIScrollView.scrollsToTop`. Kept: a panel
    /// has no status bar.
    public var scrollsToTop = true
    /// Whether the indicator insets follow the adjusted content inset, as
    /// `UIScrollView.automaticallyAdjustsScrollIndicatorInsets`. Kept: the indicators are placed by the
    /// bounds and `verticalScrollIndicatorInsets` / `horizontalScrollIndicatorInsets` alone.
    public var automaticallyAdjustsScrollIndicatorInsets = true
    /// The axis the current drag is locked to (`isDirectionalLockEnabled`): 1 horizontal, 2 vertical, 0 none.
    private var lockedAxis = 0
    /// The pan that scrolls; add your recognizers' relations to it.
    public let panGestureRecognizer: PanGestureRecognizer

    /// Whether a touch-down reaches the content only once the scroll view knows the finger is not
    /// scrolling, as UIKit's: "If the value of this property is true, the scroll view delays handling the
    /// touch-down gesture until it can determine if scrolling is the intent." The content gets
    /// `touchesBegan` after `contentTouchDelay` without a scroll, or at once when the finger lifts first,
    /// and never when the finger scrolls within the delay. When false, the content gets it at once.
    public var delaysContentTouches = true
    /// Whether a scroll takes touches away from the content that has them (it gets `touchesCancelled`), as
    /// UIKit's: when false, "the scroll view does not scroll regardless of finger movement once the content
    /// view starts tracking".
    public var canCancelContentTouches = true
    /// How long `delaysContentTouches` holds a touch-down back: 150 ms, as UIKit's (not documented).
    public static let contentTouchDelay = 0.15

    /// Whether the vertical indicator shows while the content scrolls vertically (it needs content taller
    /// than the view).
    public var showsVerticalScrollIndicator = true {
        didSet { if showsVerticalScrollIndicator != oldValue { layoutScrollIndicators() } }
    }
    /// Whether the horizontal indicator shows while the content scrolls horizontally (it needs content
    /// wider than the view).
    public var showsHorizontalScrollIndicator = true {
        didSet { if showsHorizontalScrollIndicator != oldValue { layoutScrollIndicators() } }
    }
    /// How far the vertical indicator's track stays from the view's edges: `top` and `bottom` shorten it,
    /// `right` moves it in, as `verticalScrollIndicatorInsets`.
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet { if verticalScrollIndicatorInsets != oldValue { layoutScrollIndicators() } }
    }
    /// How far the horizontal indicator's track stays from the view's edges: `left` and `right` shorten it,
    /// `bottom` moves it up, as `horizontalScrollIndicatorInsets`.
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet { if horizontalScrollIndicatorInsets != oldValue { layoutScrollIndicators() } }
    }
    /// Both indicators' insets, as the deprecated `scrollIndicatorInsets`: setting it sets both; reading it
    /// answers the vertical one's.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether a drag in the scroll view puts the keyboard away (`.none` by default), as
    /// `keyboardDismissMode`.
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// The indicators' colour.
    public var indicatorStyle: ScrollIndicatorStyle = .default {
        didSet { if indicatorStyle != oldValue { layoutScrollIndicators() } }
    }
    /// The indicator views while they show (subviews of the scroll view, in front of the content, as
    /// UIKit's), nil while hidden.
    var verticalIndicator: View?
    var horizontalIndicator: View?
    /// Drives the indicators' fade-out once scrolling stops.
    var indicatorLink: DisplayLink?
    /// When the indicators start fading (nil while the content scrolls).
    var indicatorFadeStart: Double?

    /// A finger is on the content.
    public private(set) var isTracking = false
    /// The content is being dragged.
    public private(set) var isDragging = false
    /// The content is moving after a drag.
    public private(set) var isDecelerating = false

    var dragStartOffset = Point.zero
    var dragStartTranslation = Point.zero
    private var motion: [AxisMotion?] = [nil, nil]
    private var motionLink: DisplayLink?
    private var motionIsAnimation = false
    private var pageAtDragStart = Point.zero

    // Zooming (ScrollView+Zooming.swift).
    /// The smallest `zoomScale` (1 by default); zooming needs `maximumZoomScale` above it.
    public var minimumZoomScale = 1.0 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// The largest `zoomScale` (1 by default).
    public var maximumZoomScale = 1.0 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// Whether a pinch may zoom past the limits, springing back when the fingers lift (true by default).
    public var bouncesZoom = true
    /// Whether a pinch is zooming the content.
    public internal(set) var isZooming = false
    /// Whether the zoom is springing back within the limits after a pinch went past them.
    public internal(set) var isZoomBouncing = false
    /// The scroll view's pinch, as UIKit's: there only while zooming is possible (`maximumZoomScale` above
    /// `minimumZoomScale`).
    public internal(set) var pinchGestureRecognizer: PinchGestureRecognizer?
    /// The zoom scale and the unscaled content point under the fingers when the pinch began.
    var zoomStartScale = 1.0
    var zoomAnchor = Point.zero
    /// Drives an animated zoom.
    var zoomLink: DisplayLink?

    /// A scroll view that clips its content.
    public override init(frame: Rect) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addAction { [weak self] g in self?.handlePan(g as! PanGestureRecognizer) }
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Offset

    /// The point of the content shown at the top-left corner (`bounds.origin`).
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Moves the content, animated with a short spring when `animated`.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopMotion(notify: false)
        guard animated else {
            contentOffset = offset
            return
        }
        motionIsAnimation = true
        let now = application?.clock.now ?? 0
        motion = [
            AxisMotion.spring(to: offset.x, from: contentOffset.x, velocity: 0, at: now),
            AxisMotion.spring(to: offset.y, from: contentOffset.y, velocity: 0, at: now),
        ]
        startMotionLink()
    }

    /// Scrolls the least needed to show `rect` (in content coordinates).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var o = contentOffset
        if rect.maxX > o.x + bounds.width { o.x = rect.maxX - bounds.width }
        if rect.minX < o.x { o.x = rect.minX }
        if rect.maxY > o.y + bounds.height { o.y = rect.maxY - bounds.height }
        if rect.minY < o.y { o.y = rect.minY }
        setContentOffset(clamped(o), animated: animated)
    }

    /// The smallest content offset (the top-left inset, negated).
    public var minimumContentOffset: Point {
        Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest content offset that still fills the view.
    public var maximumContentOffset: Point { maximumContentOffset(for: contentSize) }

    /// The largest content offset that still fills the view, for content of `size` (a zoom's target).
    func maximumContentOffset(for size: Size) -> Point {
        let i = adjustedContentInset
        let minO = minimumContentOffset
        return Point(
            x: max(minO.x, size.width + i.right - bounds.width), y: max(minO.y, size.height + i.bottom - bounds.height))
    }

    override func boundsOriginDidChange(from old: Point) {
        setNeedsLayout()
        refreshControl?.scrollViewDidScroll(self, pulled: pulledDistance)
        if isDragging || isDecelerating {
            showScrollIndicators()
            // Scrolling closes an edit menu shown for a view in the content.
            window?.application?.editMenuPresenterIfMade?.didScroll(self)
        } else {
            layoutScrollIndicators()
        }
        delegate?.scrollViewDidScroll(self)
        barObserver?.contentScrollViewDidScroll(self)
        tabBarObserver?.updateScrollEdgeState()
    }

    /// The navigation controller whose bar follows this scroll view (its top controller's main scroll
    /// view): told of every scroll, to switch to the scroll-edge look and collapse a large title.
    weak var barObserver: NavigationController?
    /// The tab bar controller whose bar follows this scroll view (its selected content's main scroll view).
    weak var tabBarObserver: TabBarController?

    // MARK: Dragging

    var canScrollHorizontally: Bool {
        isScrollEnabled
            && (alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x + 1e-9)
    }

    var canScrollVertically: Bool {
        isScrollEnabled && (alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y + 1e-9)
    }

    /// The scroll view's pan begins only along an axis it can scroll, so a vertical list inside a
    /// horizontal pager leaves sideways drags to the pager. Once the content tracks a finger, it begins
    /// only when the content may lose it: `canCancelContentTouches`, and `touchesShouldCancel(in:)` true
    /// for every content view that tracks a finger.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer === pinchGestureRecognizer { return zoomingView != nil }
        guard gestureRecognizer === panGestureRecognizer else { return true }
        let tracking = contentViewsTracking
        if !tracking.isEmpty {
            if !canCancelContentTouches { return false }
            if !tracking.allSatisfy({ touchesShouldCancel(in: $0) }) { return false }
        }
        let t = panGestureRecognizer.translation(in: self)
        if abs(t.x) > abs(t.y) { return canScrollHorizontally }
        return canScrollVertically
    }

    /// Whether the content gets a touch-down, as UIKit's `touchesShouldBegin(_:with:in:)`: asked just
    /// before a content view's `touchesBegan` (after the `delaysContentTouches` delay, or at once without
    /// it). "Return false if you don't want the scroll view to send event messages to view"; the view then
    /// gets none of those touches, and the scroll view may still scroll. The default returns true.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        true
    }

    /// Whether a scroll may take the touches away from `view`, a content view tracking them, as UIKit's
    /// `touchesShouldCancel(in:)`: "The default returned value is true if view isn't a UIControl object;
    /// otherwise, it returns false." When false, the scroll view does not scroll and the view keeps the
    /// touches. Not asked when `canCancelContentTouches` is false.
    open func touchesShouldCancel(in view: View) -> Bool {
        !(view is Control)
    }

    /// The content views that have been given a finger of the current gesture (their `touchesBegan` went
    /// out: at once, or after `contentTouchDelay`) and still have it.
    var contentViewsTracking: [View] {
        var views: [View] = []
        for t in panGestureRecognizer.trackedTouches where t.viewHasBegan && !t.isCancelledForView {
            if let v = t.view, v !== self, !views.contains(where: { $0 === v }) { views.append(v) }
        }
        return views
    }

    func trackingBegan() {
        isTracking = true
        if isDecelerating || motionIsAnimation { stopMotion(notify: true) }
    }

    func trackingEnded() {
        isTracking = false
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion(notify: true)
            isDragging = true
            dragStartOffset = unbanded(contentOffset)
            dragStartTranslation = pan.translation(in: self)
            lockedAxis = directionalLock(for: dragStartTranslation)
            pageAtDragStart = pageIndex(of: contentOffset)
            delegate?.scrollViewWillBeginDragging(self)
            dismissKeyboardForDrag(pan)
        case .changed:
            // While two fingers zoom, the pinch moves the content with their centre.
            if isZooming { return }
            let t = pan.translation(in: self) - dragStartTranslation
            var raw = dragStartOffset
            if canScrollHorizontally && lockedAxis != 2 { raw.x -= t.x }
            if canScrollVertically && lockedAxis != 1 { raw.y -= t.y }
            contentOffset = bounces ? banded(raw) : clamped(raw)
        case .ended, .cancelled:
            endDrag(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// The axis a drag that began with `translation` is locked to: none unless `isDirectionalLockEnabled`,
    /// the view scrolls both ways and the movement is at least twice as long along one axis.
    private func directionalLock(for translation: Point) -> Int {
        guard isDirectionalLockEnabled, canScrollHorizontally, canScrollVertically else { return 0 }
        let dx = abs(translation.x)
        let dy = abs(translation.y)
        if dx >= 2 * dy && dx > 0 { return 1 }
        if dy >= 2 * dx && dy > 0 { return 2 }
        return 0
    }

    private func endDrag(velocity fingerVelocity: Point) {
        isDragging = false
        isTracking = false
        var v = Point(
            x: canScrollHorizontally && lockedAxis != 2 ? -fingerVelocity.x : 0,
            y: canScrollVertically && lockedAxis != 1 ? -fingerVelocity.y : 0)
        lockedAxis = 0
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        var target: Point
        if isPagingEnabled {
            target = pagedTarget(offset: offset, velocity: v)
        } else {
            // Where free deceleration would come to rest, held inside the content.
            let k = -1 / (1000 * log(rate))
            target = clamped(Point(x: offset.x + v.x * k, y: offset.y + v.y * k))
            target = snappedTarget(proposed: target, velocity: v)
        }
        let proposed = target
        var delegateTarget = target
        withUnsafeMutablePointer(to: &delegateTarget) { p in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: Point(x: v.x / 1000, y: v.y / 1000), targetContentOffset: p)
        }
        target = delegateTarget
        let outside = clamped(offset) != offset
        let targeted = isPagingEnabled || target != proposed || snapsToTargets
        if !targeted {
            // Free deceleration keeps the physics; tiny velocities stop at once.
            if abs(v.x) < 10 { v.x = 0 }
            if abs(v.y) < 10 { v.y = 0 }
        }
        let decelerate = outside || (targeted ? target != offset : (v.x != 0 || v.y != 0))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { return }
        let now = application?.clock.now ?? 0
        if targeted {
            motion = [
                AxisMotion.spring(to: target.x, from: offset.x, velocity: v.x, at: now),
                AxisMotion.spring(to: target.y, from: offset.y, velocity: v.y, at: now),
            ]
        } else {
            let c = clamped(offset)
            motion = [
                offset.x != c.x
                    ? .spring(to: c.x, from: offset.x, velocity: v.x, at: now)
                    : (v.x != 0 ? .decelerate(from: offset.x, velocity: v.x, at: now) : nil),
                offset.y != c.y
                    ? .spring(to: c.y, from: offset.y, velocity: v.y, at: now)
                    : (v.y != 0 ? .decelerate(from: offset.y, velocity: v.y, at: now) : nil),
            ]
        }
        isDecelerating = true
        motionIsAnimation = false
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotionLink()
    }

    /// Whether a subclass's `snappedTarget` moves resting points (paging layouts).
    var snapsToTargets: Bool { false }

    /// Lets a subclass move where a flick comes to rest (a collection view asks its layout).
    func snappedTarget(proposed: Point, velocity: Point) -> Point { proposed }

    private func pageIndex(of offset: Point) -> Point {
        let w = max(bounds.width, 1)
        let h = max(bounds.height, 1)
        return Point(x: (offset.x / w).rounded(), y: (offset.y / h).rounded())
    }

    /// The page a release comes to rest on: the nearest one to where the content is heading, at most
    /// one page from where the drag started.
    private func pagedTarget(offset: Point, velocity: Point) -> Point {
        let w = max(bounds.width, 1)
        let h = max(bounds.height, 1)
        func page(_ o: Double, _ v: Double, _ size: Double, _ start: Double) -> Double {
            var p = ((o + v * 0.15) / size).rounded()
            if abs(v) > 300 && abs(o + v * 0.15 - start * size) > 0 {
                p = v > 0 ? max(p, (o / size).rounded(.down) + 1) : min(p, (o / size).rounded(.up) - 1)
            }
            return min(start + 1, max(start - 1, p)) * size
        }
        let t = Point(
            x: page(offset.x, velocity.x, w, pageAtDragStart.x), y: page(offset.y, velocity.y, h, pageAtDragStart.y))
        return clamped(t)
    }

    // MARK: Rubber band

    func clamped(_ p: Point) -> Point { clamped(p, contentSize: contentSize) }

    /// `p` held between the smallest and largest offsets for content of `size`.
    func clamped(_ p: Point, contentSize size: Size) -> Point {
        let lo = minimumContentOffset
        let hi = maximumContentOffset(for: size)
        return Point(x: min(hi.x, max(lo.x, p.x)), y: min(hi.y, max(lo.y, p.y)))
    }

    /// UIKit's rubber band: how far content dragged `x` past an edge shows, for a view `d` long.
    static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        return (1 - 1 / (x * 0.55 / d + 1)) * d
    }

    static func inverseRubberBand(_ y: Double, dimension d: Double) -> Double {
        guard d > 0, y < d else { return y }
        return d / 0.55 * (1 / (1 - y / d) - 1)
    }

    func banded(_ raw: Point) -> Point {
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        func band(_ v: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            if v < lo { return lo - ScrollView.rubberBand(lo - v, dimension: d) }
            if v > hi { return hi + ScrollView.rubberBand(v - hi, dimension: d) }
            return v
        }
        return Point(x: band(raw.x, lo.x, hi.x, bounds.width), y: band(raw.y, lo.y, hi.y, bounds.height))
    }

    func unbanded(_ shown: Point) -> Point {
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        func unband(_ v: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            if v < lo { return lo - ScrollView.inverseRubberBand(lo - v, dimension: d) }
            if v > hi { return hi + ScrollView.inverseRubberBand(v - hi, dimension: d) }
            return v
        }
        return Point(x: unband(shown.x, lo.x, hi.x, bounds.width), y: unband(shown.y, lo.y, hi.y, bounds.height))
    }

    // MARK: Motion after release

    private var application: Application? { window?.application }

    private func startMotionLink() {
        guard let app = application else {
            // Not on screen: jump to the end.
            finishMotionImmediately()
            return
        }
        motionLink?.invalidate()
        let link = DisplayLink { [weak self] link in self?.stepMotion(at: link.targetTimestamp) }
        motionLink = link
        link.add(to: app)
    }

    private func finishMotionImmediately() {
        var o = contentOffset
        if let m = motion[0] { o.x = m.restingPosition(lo: minimumContentOffset.x, hi: maximumContentOffset.x) }
        if let m = motion[1] { o.y = m.restingPosition(lo: minimumContentOffset.y, hi: maximumContentOffset.y) }
        contentOffset = o
        stopMotion(notify: true)
    }

    private func stepMotion(at time: Double) {
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        let rate = decelerationRate.rawValue
        var o = contentOffset
        for axis in 0..<2 {
            guard var m = motion[axis] else { continue }
            let (l, h) = axis == 0 ? (lo.x, hi.x) : (lo.y, hi.y)
            let (pos, done) = m.position(at: time, rate: rate, lo: l, hi: h, bounces: bounces)
            if axis == 0 { o.x = pos } else { o.y = pos }
            motion[axis] = done ? nil : m
        }
        contentOffset = o
        if motion[0] == nil && motion[1] == nil { stopMotion(notify: true) }
    }

    func stopMotion(notify: Bool) {
        let wasDecelerating = isDecelerating
        let wasAnimating = motionIsAnimation
        motionLink?.invalidate()
        motionLink = nil
        motion = [nil, nil]
        isDecelerating = false
        motionIsAnimation = false
        guard notify else { return }
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        if wasAnimating { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }
}

/// One axis of a scroll view's motion after release: free deceleration, or a critically damped spring
/// to a target (a page, an edge after a bounce, a delegate's target).
struct AxisMotion {
    enum Kind {
        case decelerate(origin: Double, velocity: Double)
        case spring(target: Double, offset: Double, velocity: Double)
    }

    var kind: Kind
    var start: Double

    /// The spring's stiffness: it settles within about half a second.
    static let omega = 18.0

    static func decelerate(from origin: Double, velocity: Double, at time: Double) -> AxisMotion {
        AxisMotion(kind: .decelerate(origin: origin, velocity: velocity), start: time)
    }

    static func spring(to target: Double, from position: Double, velocity: Double, at time: Double) -> AxisMotion? {
        if abs(position - target) < 0.01 && abs(velocity) < 1 { return nil }
        return AxisMotion(kind: .spring(target: target, offset: position - target, velocity: velocity), start: time)
    }

    /// Where the axis stops if left alone.
    func restingPosition(lo: Double, hi: Double) -> Double {
        switch kind {
        case .decelerate(let origin, let v): return min(hi, max(lo, origin - v / (1000 * log(0.998))))
        case .spring(let target, _, _): return target
        }
    }

    /// The position at `time`, and whether the motion is over. Deceleration that runs past an edge
    /// turns into a spring back to it (a bounce).
    mutating func position(at time: Double, rate: Double, lo: Double, hi: Double, bounces: Bool) -> (Double, Bool) {
        let t = max(0, time - start)
        switch kind {
        case .decelerate(let origin, let v0):
            let ms = t * 1000
            let lnr = log(rate)
            let decay = pow(rate, ms)
            let pos = origin + v0 / 1000 * (decay - 1) / lnr
            let v = v0 * decay
            if pos < lo || pos > hi {
                let edge = pos < lo ? lo : hi
                if !bounces { return (edge, true) }
                kind = .spring(target: edge, offset: pos - edge, velocity: v)
                start = time
                return (pos, false)
            }
            return abs(v) < 2 ? (pos, true) : (pos, false)
        case .spring(let target, let x0, let v0):
            let w = AxisMotion.omega
            let e = exp(-w * t)
            let x = (x0 + (v0 + w * x0) * t) * e
            let v = (v0 - w * (v0 + w * x0) * t) * e
            if abs(x) < 0.1 && abs(v) < 5 { return (target, true) }
            return (target + x, false)
        }
    }
}

/// The scroll view's own pan: it tells the scroll view when a finger lands (stopping a deceleration, as
/// touching a moving list does) and lifts.
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// Whether `ScrollView.contentTouchDelay` has passed since the first finger landed.
    private(set) var contentDelayIsOver = false

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if trackedTouches.count == touches.count && !contentDelayIsOver {
            // The first finger: wake when the content may have it.
            deadline = event.timestamp + ScrollView.contentTouchDelay
        }
        (view as? ScrollView)?.trackingBegan()
    }

    override func timeDidAdvance(to time: Double) {
        deadline = nil
        contentDelayIsOver = true
    }

    /// The content's touch-down waits while the pan could still begin, until the delay is over.
    override func delaysBegan(of touch: Touch) -> Bool {
        if super.delaysBegan(of: touch) { return true }
        guard let scrollView = view as? ScrollView, scrollView.delaysContentTouches else { return false }
        return state == .possible && isEnabled && !contentDelayIsOver
    }

    override func reset() {
        super.reset()
        contentDelayIsOver = false
    }

    /// The scroll view's pinch runs beside its pan: two fingers zoom and move the content at once.
    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        preventedGestureRecognizer !== (view as? ScrollView)?.pinchGestureRecognizer
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if liveTouches.isEmpty { (view as? ScrollView)?.trackingEnded() }
    }
}
