import PanelKit
import PanelText

/// The kiosk's root: a page view controller (seed 004's `UIPageViewController` with the scroll style,
/// horizontal) over the three experiences, Profile, Cards and Player, with a page indicator in a strip
/// below the pages. A swipe turns the page; a tap on the indicator moves one page. Content problems
/// show in a banner above everything until it is closed.
@MainActor
public final class RootViewController: ViewController, PageViewControllerDataSource, PageViewControllerDelegate {
    public let pageViewController = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    /// The experiences, in page order.
    public let pages: [ViewController]
    /// The page indicator.
    public let pageControl = PageControl()
    let strip = View()
    let theme: Theme
    /// The banner listing content problems, while it is shown.
    private(set) var issueBanner: IssueBanner?
    private let issues: [String]
    /// The strip's colour for each page (the colour at the bottom of each experience).
    private let stripColors: [Color]

    /// Called with the page index after a turn completes (a swipe or the page indicator).
    public var onPageChange: ((Int) -> Void)?

    init(pages: [ViewController], stripColors: [Color], issues: [String], theme: Theme) {
        self.pages = pages
        self.stripColors = stripColors
        self.issues = issues
        self.theme = theme
        super.init()
    }

    /// The index of the page shown.
    public var currentPageIndex: Int {
        guard let current = pageViewController.viewControllers?.first else { return 0 }
        return pages.firstIndex { $0 === current } ?? 0
    }

    public override func loadView() {
        let v = View()
        v.backgroundColor = Palette.groupedBackground
        view = v
        add(pageViewController, view: v)
        pageViewController.view.autoresizingMask = []
        pageViewController.dataSource = self
        pageViewController.delegate = self
        pageViewController.setViewControllers(
            pages.first.map { [$0] }, direction: .forward, animated: false)
        v.addSubview(strip)
        strip.addSubview(pageControl)
        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 0
        pageControl.addAction(for: .valueChanged) { [weak self] control in
            guard let self, let pc = control as? PageControl else { return }
            self.showPage(pc.currentPage, animated: true)
        }
        if !issues.isEmpty {
            let banner = IssueBanner(issues: issues, theme: theme)
            banner.onDismiss = { [weak self] in
                guard let self else { return }
                self.issueBanner = nil
                // The pages take the banner's room back.
                View.animate(withDuration: 0.3) {
                    self.view.setNeedsLayout()
                    self.view.layoutIfNeeded()
                }
            }
            issueBanner = banner
            v.addSubview(banner)
        }
        updateStrip(animated: false)
    }

    /// Turns to page `index`.
    public func showPage(_ index: Int, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard pages.indices.contains(index), index != currentPageIndex else {
            pageControl.currentPage = currentPageIndex
            completion?(true)
            return
        }
        let direction: PageViewController.NavigationDirection = index > currentPageIndex ? .forward : .reverse
        pageViewController.setViewControllers([pages[index]], direction: direction, animated: animated) {
            [weak self] done in
            self?.updateStrip(animated: animated)
            if done, let self { self.onPageChange?(self.currentPageIndex) }
            completion?(done)
        }
        updateStrip(animated: animated)
    }

    private func updateStrip(animated: Bool) {
        let i = currentPageIndex
        pageControl.currentPage = i
        let color = stripColors.indices.contains(i) ? stripColors[i] : Palette.surface
        let dark = color.red * 0.3 + color.green * 0.59 + color.blue * 0.11 < 0.5
        pageControl.currentPageIndicatorTintColor = dark ? .white : Palette.label
        pageControl.pageIndicatorTintColor = dark ? Color(white: 1, alpha: 0.35) : Color(white: 0, alpha: 0.2)
        if animated {
            View.animate(withDuration: 0.25) { self.strip.backgroundColor = color }
        } else {
            strip.backgroundColor = color
        }
    }

    // MARK: Layout

    /// The height of the indicator strip.
    var stripHeight: Double { theme.s(24) }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let h = stripHeight
        // A banner takes a row of its own above the pages, so it never covers a screen.
        var top = 0.0
        if let banner = issueBanner {
            let w = min(b.width - theme.padding * 2, theme.s(640))
            let bh = banner.height(forWidth: w)
            banner.frame = Rect(x: ((b.width - w) / 2).rounded(), y: theme.s(8), width: w, height: bh)
            top = banner.frame.maxY + theme.s(8)
        }
        pageViewController.view.frame = Rect(x: 0, y: top, width: b.width, height: b.height - h - top)
        strip.frame = Rect(x: 0, y: b.height - h, width: b.width, height: h)
        let size = pageControl.size(forNumberOfPages: pages.count)
        // The control draws fixed-size dots: scale it with the panel.
        pageControl.bounds = Rect(origin: .zero, size: size)
        pageControl.center = Point(x: (b.width / 2).rounded(), y: (h / 2).rounded())
        pageControl.transform = theme.scale == 1 ? .identity : AffineTransform(scaleX: theme.scale, y: theme.scale)
    }

    // MARK: PageViewControllerDataSource

    public func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }

    public func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    // MARK: PageViewControllerDelegate

    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        updateStrip(animated: true)
        if completed { onPageChange?(currentPageIndex) }
    }
}
