/// The navigation bar's scroll-edge look and large title, following the top controller's main scroll view.
extension NavigationController {
    /// How long a large title takes to collapse or grow back.
    static let largeTitleDuration = 0.25

    /// Tells the bar whether the content is at its top edge (no scroll view counts as at the edge, as in
    /// UIKit) and whether the large title shows: it does while the bar wants one and the content is at the
    /// top, or cannot scroll past the space the large title takes.
    func updateScrollEdgeState() {
        let scroll = topViewController.flatMap(\.mainScrollView)
        if let scroll, scroll.barObserver !== self { scroll.barObserver = self }
        guard let scroll else {
            navigationBar.isAtScrollEdge = true
            navigationBar.showsLargeTitle = navigationBar.wantsLargeTitle
            return
        }
        let inset = scroll.adjustedContentInset
        let atEdge = scroll.contentOffset.y <= -inset.top + 0.5
        navigationBar.isAtScrollEdge = atEdge
        // Content that fits with the large title shown never collapses it (else collapsing would bring the
        // content back to its top and the title would grow again).
        let extra = navigationBar.showsLargeTitle ? NavigationBar.largeTitleHeight : 0
        let scrollable = scroll.contentSize.height + inset.top + inset.bottom > scroll.bounds.height + extra
        navigationBar.showsLargeTitle = navigationBar.wantsLargeTitle && (atEdge || !scrollable)
    }

    /// The top controller's main scroll view moved: the bar switches look at once and a large title
    /// collapses (or grows back) over `largeTitleDuration` while the content gives up (or takes) the space.
    func contentScrollViewDidScroll(_ scrollView: ScrollView) {
        guard let root = viewIfLoaded, let top = topViewController, top.mainScrollView === scrollView
        else { return }
        let wasLarge = navigationBar.showsLargeTitle
        updateScrollEdgeState()
        guard navigationBar.showsLargeTitle != wasLarge else { return }
        root.setNeedsLayout()
        guard root.window != nil else { return }
        View.animate(
            withDuration: NavigationController.largeTitleDuration, options: [.curveEaseInOut],
            animations: { root.layoutIfNeeded() })
    }

    /// Behind the bar, the top controller's background colour, so that a transparent appearance shows the
    /// content's colour there (the content itself starts below the bar in PanelKit). Only once appearances
    /// are in use; the classic bar is opaque.
    func layoutBarBackdrop(in root: View) {
        let backdrop = navigationBarBackdrop
        guard navigationBar.resolvedAppearance != nil, let topView = topViewController?.viewIfLoaded else {
            backdrop.isHidden = true
            return
        }
        if backdrop.superview !== root { root.insertSubview(backdrop, belowSubview: navigationBar) }
        backdrop.isHidden = navigationBar.isHidden
        backdrop.backgroundColor = topView.backgroundColor
        backdrop.frame = navigationBar.frame
    }
}

extension ViewController {
    /// The scroll view the navigation bar follows: the one set with `setContentScrollView(_:for: .top)`,
    /// else the one UIKit finds for its bars (nil before the view loads).
    var mainScrollView: ScrollView? { contentScrollView(for: .top) }

    /// The main scroll view as UIKit finds it for its bars: the view when it is a scroll view, else the
    /// first of its subviews that is one.
    var foundScrollView: ScrollView? {
        guard let v = viewIfLoaded else { return nil }
        if let s = v as? ScrollView { return s }
        return v.subviews.lazy.compactMap { $0 as? ScrollView }.first
    }
}
