/// A row of dots, one per page, with the current one highlighted, as `UIPageControl`. A tap on either
/// side of the current dot moves one page that way and sends `.valueChanged`.
@MainActor
open class PageControl: Control {
    /// Which way the pages go from the first dot, as `UIPageControl.Direction` (iOS 16).
    public enum Direction: Int, Hashable, Sendable {
        /// Along the interface's reading direction: left to right, or right to left in a right-to-left one.
        case natural = 0
        /// From the left, whatever the interface's direction.
        case leftToRight = 1
        /// From the right, whatever the interface's direction.
        case rightToLeft = 2
        /// From the top, the dots in a column.
        case topToBottom = 3
        /// From the bottom, the dots in a column.
        case bottomToTop = 4

        /// A row of dots along the reading direction (PanelKit's earlier name for `.natural`).
        public static let horizontal = Direction.natural
        /// A column of dots from the top (PanelKit's earlier name for `.topToBottom`).
        public static let vertical = Direction.topToBottom

        /// Whether the dots stand in a column.
        var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
    }

    /// How many dots.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages != oldValue {
                currentPage = min(currentPage, max(0, numberOfPages - 1))
                setNeedsDisplay()
            }
        }
    }
    /// The highlighted dot, 0-based.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }
    /// The colour of the other dots.
    open var pageIndicatorTintColor: Color = Color(white: 0.55, alpha: 0.55) {
        didSet { setNeedsDisplay() }
    }
    /// The colour of the current dot.
    open var currentPageIndicatorTintColor: Color = Color(white: 0.15) {
        didSet { setNeedsDisplay() }
    }
    /// Which way the pages go (`.natural` by default).
    open var direction: Direction = .natural {
        didSet { setNeedsDisplay() }
    }

    /// What is drawn behind the dots, as `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// A platter while the user touches the control.
        case automatic = 0
        /// A platter always.
        case prominent = 1
        /// No platter.
        case minimal = 2
    }

    /// What is drawn behind the dots (`.automatic` by default).
    open var backgroundStyle = BackgroundStyle.automatic {
        didSet { setNeedsDisplay() }
    }
    /// Whether a drag along the dots moves through the pages; PanelKit moves one page a tap either way.
    open var allowsContinuousInteraction = true
    /// The picture every indicator shows instead of a dot (tinted as the dot would be), as
    /// `UIPageControl.preferredIndicatorImage`; nil is the dot.
    open var preferredIndicatorImage: Surface? {
        didSet { setNeedsDisplay() }
    }
    /// The picture the current page's indicator shows, as `preferredCurrentPageIndicatorImage`; nil is
    /// the other indicators' picture.
    open var preferredCurrentPageIndicatorImage: Surface? {
        didSet { setNeedsDisplay() }
    }
    private var pageImages: [Int: Surface] = [:]
    private var currentPageImages: [Int: Surface] = [:]

    /// Sets the picture page `page`'s indicator shows while it is the current page (nil goes back to
    /// `preferredCurrentPageIndicatorImage`), as `UIPageControl.setCurrentPageIndicatorImage(_:forPage:)`
    /// (iOS 16). A page outside `0..<numberOfPages` is ignored.
    open func setCurrentPageIndicatorImage(_ image: Surface?, forPage page: Int) {
        guard page >= 0, page < numberOfPages else { return }
        currentPageImages[page] = image
        setNeedsDisplay()
    }

    /// The picture page `page`'s indicator shows while current, as
    /// `UIPageControl.currentPageIndicatorImage(forPage:)`.
    open func currentPageIndicatorImage(forPage page: Int) -> Surface? {
        currentPageImages[page] ?? preferredCurrentPageIndicatorImage
    }

    /// Sets the picture page `page`'s indicator shows (nil goes back to `preferredIndicatorImage`), as
    /// `UIPageControl.setIndicatorImage(_:forPage:)`. A page outside `0..<numberOfPages` is ignored.
    open func setIndicatorImage(_ image: Surface?, forPage page: Int) {
        guard page >= 0, page < numberOfPages else { return }
        pageImages[page] = image
        setNeedsDisplay()
    }

    /// The picture page `page`'s indicator shows, as `UIPageControl.indicatorImage(forPage:)`.
    open func indicatorImage(forPage page: Int) -> Surface? {
        pageImages[page] ?? preferredIndicatorImage
    }

    /// A dot's diameter and the distance between dot centres.
    static let dotDiameter = 7.0
    static let dotPitch = 16.0

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The size that shows `pageCount` dots.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let long = Double(max(0, pageCount)) * PageControl.dotPitch + 8
        return direction.isVertical ? Size(width: 26, height: long) : Size(width: long, height: 26)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        self.size(forNumberOfPages: numberOfPages)
    }

    /// Whether the first page's dot is at the right or bottom end (`direction`, `.natural` following the
    /// interface's direction).
    private var runsBackwards: Bool {
        switch direction {
        case .natural: isRightToLeft
        case .leftToRight, .topToBottom: false
        case .rightToLeft, .bottomToTop: true
        }
    }

    /// The centre of dot `index` in the bounds, the first page at the start of `direction`.
    func dotCenter(_ index: Int) -> Point {
        let b = bounds
        let pitch = PageControl.dotPitch
        let offset = (Double(index) - Double(numberOfPages - 1) / 2) * pitch * (runsBackwards ? -1 : 1)
        return direction.isVertical ? Point(x: b.midX, y: b.midY + offset) : Point(x: b.midX + offset, y: b.midY)
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        if backgroundStyle == .prominent || (backgroundStyle == .automatic && isTracking) {
            // The platter: a capsule around the dots, as iOS's.
            let first = dotCenter(0)
            let last = dotCenter(numberOfPages - 1)
            let platter = Rect(
                x: min(first.x, last.x) - 13, y: min(first.y, last.y) - 13, width: abs(last.x - first.x) + 26,
                height: abs(last.y - first.y) + 26)
            canvas.fillRoundedRect(platter, radii: CornerRadii(all: 13), color: Color(white: 0, alpha: 0.2))
        }
        let d = PageControl.dotDiameter
        for i in 0..<numberOfPages {
            let c = dotCenter(i)
            let color = i == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
            let picture =
                i == currentPage
                ? (currentPageIndicatorImage(forPage: i) ?? indicatorImage(forPage: i)) : indicatorImage(forPage: i)
            if let picture, picture.width > 0, picture.height > 0 {
                // A picture fits in the dot pitch, drawn in the dot's colour.
                let scale = min(1, (PageControl.dotPitch - 2) / max(picture.size.width, picture.size.height))
                let w = picture.size.width * scale
                let h = picture.size.height * scale
                canvas.drawImage(
                    picture.tinted(color.resolved(colorAppearance)),
                    in: Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h))
                continue
            }
            canvas.fillEllipse(in: Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d), color: color)
        }
    }

    override var hasCustomContent: Bool { numberOfPages > 0 }

    open override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let t = touches.first, bounds.contains(t.location(in: self)), numberOfPages > 1 else {
            return
        }
        let p = t.location(in: self)
        let current = dotCenter(currentPage)
        let before = (direction.isVertical ? p.y < current.y : p.x < current.x) != runsBackwards
        let target = currentPage + (before ? -1 : 1)
        guard target >= 0, target < numberOfPages else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }
}
