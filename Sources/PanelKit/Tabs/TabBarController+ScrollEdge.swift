/// The tab bar's scroll-edge look, following the selected content's main scroll view.
extension TabBarController {
    /// Tells the tab bar whether the selected content is at its bottom edge: its main scroll view (through a
    /// navigation controller, its top controller's) scrolled to the end, or no scroll view at all, as UIKit.
    func updateScrollEdgeState() {
        var content = selectedViewController
        if let nav = content as? NavigationController { content = nav.topViewController }
        guard let scroll = content?.contentScrollView(for: .bottom) else {
            tabBar.isAtScrollEdge = true
            return
        }
        if scroll.tabBarObserver !== self { scroll.tabBarObserver = self }
        let inset = scroll.adjustedContentInset
        tabBar.isAtScrollEdge =
            scroll.contentOffset.y + scroll.bounds.height >= scroll.contentSize.height + inset.bottom - 0.5
    }
}
