/// A container that shows one page at a time and turns pages with a drag, as `UIPageViewController`
/// with the scroll transition style.
///
/// The data source supplies the pages before and after the current one. A drag along the navigation
/// axis brings the neighbouring page in with `makeTransition()` (by default a `SlideTransition`, so the
/// pages move with the finger like a scroll view; any `PhaseTransition` works); on release the page
/// turns when the translation plus half a second of velocity passes half a page (seed 004's rule) and
/// goes back otherwise. At the first and last page the drag rubber-bands (UIKit's
/// `(1 - 1 / (x * 0.55 / d + 1)) * d`) and springs back. The delegate hears `willTransitionTo` when a
/// drag starts turning and `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when the
/// turn ends; `setViewControllers(_:direction:animated:completion:)` does not call it, as in UIKit.
///
/// When the data source answers `presentationCount(for:)` with more than 0, a `PageControl` shows
/// the pages as dots (at the bottom, or at the right edge for vertical navigation).
///
/// Gestures inside pages keep working: the page pan begins only for drags along the navigation axis,
/// so a vertical list in a horizontal pager keeps its vertical scrolling, and a scroll view that
/// scrolls along the same axis (a horizontal paging collection view) keeps its drags until it is at its
/// end in the drag's direction; the next drag that way turns the page (see `PagingPanArbiter`).
@MainActor
open class PageViewController: ViewController {
    /// How pages turn, as `UIPageViewController.TransitionStyle` (PanelKit has the scroll style only;
    /// the raw value is UIKit's, where `.pageCurl` is 0).
    public enum TransitionStyle: Int, Hashable, Sendable {
        case scroll = 1
    }

    /// Where the spine of a page-curl book is, as `UIPageViewController.SpineLocation`. The scroll style
    /// has no spine: its `spineLocation` is always `.none`.
    public enum SpineLocation: Int, Hashable, Sendable {
        case none
        case min
        case mid
        case max
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Hashable, Sendable {
        case horizontal
        case vertical
    }

    /// Which way a page turn goes.
    public enum NavigationDirection: Int, Hashable, Sendable {
        /// To the page after (from the right, or from below).
        case forward
        /// To the page before.
        case reverse
    }

    /// Options given at creation, as `UIPageViewController.OptionsKey`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The gap between pages while they move, a `Double` in points.
        public static let interPageSpacing = OptionsKey(rawValue: "interPageSpacing")
    }

    /// How pages turn (set at creation).
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along (set at creation).
    public let navigationOrientation: NavigationOrientation
    /// The spine's location: `.none` for the scroll style, as in UIKit.
    public var spineLocation: SpineLocation { .none }
    /// Whether content is printed on the back of pages; false by default as in UIKit. Only the page-curl
    /// style (which PanelKit does not have) uses it.
    public var isDoubleSided = false
    /// Supplies the pages.
    public weak var dataSource: (any PageViewControllerDataSource)?
    /// Hears about drag-driven page turns.
    public weak var delegate: (any PageViewControllerDelegate)?
    /// The page shown (an array of one, as in UIKit's scroll style).
    public private(set) var viewControllers: [ViewController]?
    /// The gap between pages while they move.
    public var interPageSpacing: Double
    /// Makes the transition of each page turn (it runs reversed for `.reverse`). The default slides
    /// along the navigation axis with `interPageSpacing`.
    public var makeTransition: () -> PhaseTransition
    /// Whether drags turn pages.
    public var isScrollEnabled = true
    /// The page indicator (hidden while the data source reports no count).
    public let pageControl = PageControl()
    /// The pan that turns pages; relate your recognizers to it.
    public let panGestureRecognizer = PanGestureRecognizer()
    /// The page view controller's recognizers (the pan), as UIKit's `gestureRecognizers`.
    public var gestureRecognizers: [GestureRecognizer] { [panGestureRecognizer] }

    /// The view the pages are in.
    public private(set) var pagesView: View!

    private var driver: ChildTransitionDriver?
    private var dragDirection: NavigationDirection?
    private var isAbandoningDrag = false
    private let band = RubberBand()
    private lazy var arbiter = PagingPanArbiter(
        isHorizontal: navigationOrientation == .horizontal,
        canMove: { [weak self] forward in self?.neighbour(forward ? .forward : .reverse) != nil },
        isEnabled: { [weak self] in self?.isScrollEnabled ?? false })

    /// A page view controller, as `UIPageViewController(transitionStyle:navigationOrientation:options:)`.
    public init(
        transitionStyle: TransitionStyle = .scroll, navigationOrientation: NavigationOrientation = .horizontal,
        options: [OptionsKey: Any]? = nil
    ) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        let spacing = (options?[.interPageSpacing] as? Double) ?? 0
        interPageSpacing = spacing
        let edge: TransitionEdge = navigationOrientation == .horizontal ? .right : .bottom
        makeTransition = {
            let slide = SlideTransition(edge: edge)
            slide.spacing = spacing
            return slide
        }
        super.init()
    }

    open override func loadView() {
        let root = PageViewControllerView(frame: .zero)
        root.clipsToBounds = true
        root.orientation = navigationOrientation
        let pages = View(frame: .zero)
        pages.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(pages)
        pageControl.isHidden = true
        pageControl.direction = navigationOrientation == .horizontal ? .horizontal : .vertical
        pageControl.addAction(for: .valueChanged) { [weak self] _ in self?.pageControlChanged() }
        root.addSubview(pageControl)
        root.pageControl = pageControl
        panGestureRecognizer.delegate = arbiter
        panGestureRecognizer.addTarget(self, action: PageViewController.handlePan)
        root.addGestureRecognizer(panGestureRecognizer)
        pagesView = pages
        view = root
    }

    // MARK: Setting pages

    /// Shows `viewControllers` (one page), turning to it with the page transition when `animated` (the
    /// view in a window), `.reverse` playing it backwards. A turn under way finishes first. The delegate
    /// is not called; `completion` gets whether the turn completed.
    public func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        finishRunningTransition()
        loadViewIfNeeded()
        let old = self.viewControllers?.first
        guard let new = viewControllers?.first else {
            old?.remove()
            self.viewControllers = nil
            updatePageControl(askingIndex: true)
            completion?(true)
            return
        }
        if old === new {
            completion?(true)
            return
        }
        self.viewControllers = [new]
        guard let old, animated, view.window != nil else {
            old?.remove()
            add(new, view: pagesView)
            updatePageControl(askingIndex: true)
            completion?(true)
            return
        }
        turn(from: old, to: new, direction: direction) { [weak self] completed in
            self?.updatePageControl(askingIndex: true)
            completion?(completed)
        }.run()
    }

    /// Starts a page turn under a driver; `ended` runs after the containment is settled.
    @discardableResult
    private func turn(
        from old: ViewController, to new: ViewController, direction: NavigationDirection,
        ended: @escaping (Bool) -> Void
    ) -> ChildTransitionDriver {
        addChild(new)
        let d = ChildTransitionDriver(
            parent: self, host: pagesView, from: old, to: new, transition: makeTransition(),
            reversed: direction == .reverse)
        d.willRemove = { completed in (completed ? old : new).willMove(toParent: nil) }
        d.onEnd = { [weak self] completed in
            guard let self else { return }
            self.driver = nil
            if completed {
                old.removeFromParent()
                new.didMove(toParent: self)
                self.viewControllers = [new]
            } else {
                new.removeFromParent()
                self.viewControllers = [old]
            }
            ended(completed)
        }
        driver = d
        return d
    }

    /// The page before or after the current one, from the data source.
    func neighbour(_ direction: NavigationDirection) -> ViewController? {
        guard let current = viewControllers?.first, let dataSource else { return nil }
        let page: ViewController?
        switch direction {
        case .forward: page = dataSource.pageViewController(self, viewControllerAfter: current)
        case .reverse: page = dataSource.pageViewController(self, viewControllerBefore: current)
        }
        return page === current ? nil : page
    }

    /// Ends a page turn under way at once, where it was heading.
    private func finishRunningTransition() {
        driver?.finishNow()
        band.end(animated: false)
    }

    // MARK: The page indicator

    /// The dot of the page shown (the page control shows it; a tap moves the control first).
    private var indicatorIndex = 0
    /// The number of dots the data source gave after the last `setViewControllers`.
    private var indicatorCount = 0

    /// Updates the indicator. UIKit asks the data source for the count and index only after
    /// `setViewControllers` (`askingIndex`), never for gesture-driven turns, which move the dot by one.
    private func updatePageControl(askingIndex: Bool) {
        if askingIndex { indicatorCount = dataSource?.presentationCount(for: self) ?? 0 }
        let count = indicatorCount
        pageControl.isHidden = count <= 0
        guard count > 0 else { return }
        pageControl.numberOfPages = count
        if askingIndex, let dataSource { indicatorIndex = dataSource.presentationIndex(for: self) }
        pageControl.currentPage = indicatorIndex
        view.setNeedsLayout()
    }

    private func pageTurned(_ direction: NavigationDirection) {
        indicatorIndex += direction == .forward ? 1 : -1
        updatePageControl(askingIndex: false)
    }

    /// A tap on the page control turns one page that way, as a drag does (the delegate hears it).
    private func pageControlChanged() {
        let direction: NavigationDirection = pageControl.currentPage > indicatorIndex ? .forward : .reverse
        pageControl.currentPage = indicatorIndex
        guard driver == nil, let current = viewControllers?.first, let next = neighbour(direction) else { return }
        delegate?.pageViewController(self, willTransitionTo: [next])
        turn(from: current, to: next, direction: direction) { [weak self] completed in
            guard let self else { return }
            if completed { self.pageTurned(direction) }
            self.delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completed)
        }.run()
    }

    // MARK: Dragging

    /// The page length a drag travels for a whole turn.
    private var pageLength: Double {
        let size = pagesView.bounds.size
        return max(1, (navigationOrientation == .horizontal ? size.width : size.height) + interPageSpacing)
    }

    private func along(_ p: Point) -> Double {
        navigationOrientation == .horizontal ? p.x : p.y
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        let t = along(pan.translation(in: view))
        switch pan.state {
        case .began:
            finishRunningTransition()
            band.stopBounce()
            follow(t)
        case .changed:
            follow(t)
        case .ended, .cancelled:
            release(t, velocity: along(pan.velocity(in: view)), cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    private func follow(_ t: Double) {
        guard let current = viewControllers?.first else { return }
        let direction: NavigationDirection? = t < 0 ? .forward : (t > 0 ? .reverse : nil)
        if let d = driver, dragDirection != direction {
            // The finger went back past where it started: the other neighbour's turn now.
            isAbandoningDrag = true
            d.finishNow(completing: false)
            isAbandoningDrag = false
        }
        if driver == nil, let direction, !band.isActive || band.isForward != (direction == .forward) {
            band.end(animated: false)
            if let next = neighbour(direction) {
                startDrag(from: current, to: next, direction: direction)
            } else {
                band.start(current.view, forward: direction == .forward)
            }
        }
        if let d = driver {
            d.scrub(to: abs(t) / pageLength)
        } else {
            band.show(t, length: pageLength, horizontal: navigationOrientation == .horizontal)
        }
    }

    private func startDrag(from current: ViewController, to next: ViewController, direction: NavigationDirection) {
        dragDirection = direction
        delegate?.pageViewController(self, willTransitionTo: [next])
        _ = turn(from: current, to: next, direction: direction) { [weak self] completed in
            guard let self else { return }
            self.dragDirection = nil
            if self.isAbandoningDrag { return }
            if completed { self.pageTurned(direction) }
            self.delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completed)
        }
    }

    private func release(_ t: Double, velocity: Double, cancelled: Bool) {
        if let d = driver, let direction = dragDirection {
            let projected = t + velocity * 0.5
            let half = pageLength / 2
            let completes = !cancelled && (direction == .forward ? projected < -half : projected > half)
            d.end(completing: completes)
        } else {
            band.end(animated: true)
        }
    }
}

/// A page view controller's root view: it lays out the page indicator.
@MainActor
final class PageViewControllerView: View {
    weak var pageControl: PageControl?
    var orientation: PageViewController.NavigationOrientation = .horizontal

    override func layoutSubviews() {
        guard let pc = pageControl else { return }
        let b = bounds
        pc.frame =
            orientation == .horizontal
            ? Rect(x: b.minX, y: b.maxY - 26, width: b.width, height: 26)
            : Rect(x: b.maxX - 26, y: b.minY, width: 26, height: b.height)
    }

    override var hasCustomContent: Bool { false }
}
