/// The search bar of the top controller's `navigationItem.searchController`, under the navigation bar.
extension NavigationController {
    /// Shows the top controller's search bar at `y` in `root` (removing any other controller's) and makes
    /// the controller the one its search covers; returns the bar's height, 0 without one.
    func layoutSearchBar(in root: View, at y: Double) -> Double {
        let top = topViewController
        let search = top?.navigationItemIfLoaded?.searchController
        for case let bar as SearchBar in root.subviews where bar !== search?.searchBar {
            bar.removeFromSuperview()
        }
        guard let top, let search else { return 0 }
        search.host = top
        let bar = search.searchBar
        if bar.superview !== root { root.insertSubview(bar, belowSubview: navigationBar) }
        // A bar without a background of its own shares the navigation bar's (following its appearance).
        if bar.backgroundColor == nil || bar.backgroundColor == searchBarBackgroundGiven {
            let colour = navigationBar.drawnBackgroundColor ?? top.viewIfLoaded?.backgroundColor
            bar.backgroundColor = colour
            searchBarBackgroundGiven = colour
        }
        let height = bar.intrinsicContentSize.height
        bar.frame = Rect(x: 0, y: y, width: root.bounds.width, height: height)
        return height
    }
}
