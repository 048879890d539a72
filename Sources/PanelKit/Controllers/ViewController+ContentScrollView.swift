/// The scroll view the bars follow for their scroll-edge look, as iOS 15's `setContentScrollView(_:for:)`.
extension ViewController {
    /// Makes `scrollView` the one the navigation bar (for `.top`) or the tab bar (for `.bottom`) follows for
    /// their scroll-edge appearance and large titles, instead of the one they find in the view (the view
    /// itself or its first scroll view subview). Nil goes back to finding one. Other edges are ignored.
    public func setContentScrollView(_ scrollView: ScrollView?, for edge: RectEdge = [.top, .bottom]) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        (parent as? NavigationController)?.viewIfLoaded?.setNeedsLayout()
        tabBarController?.updateScrollEdgeState()
    }

    /// The scroll view the bar at `edge` follows: the one set with `setContentScrollView(_:for:)`, else the
    /// one found in the view.
    public func contentScrollView(for edge: RectEdge) -> ScrollView? {
        let set = edge.contains(.bottom) && !edge.contains(.top) ? bottomContentScrollView : topContentScrollView
        return set ?? foundScrollView
    }
}
