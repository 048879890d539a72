/// Asking the prefetch data source for the rows about to come on screen, as `UITableView` does: after each
/// layout pass, the rows in the screenful below the visible ones (above, once the table last scrolled up)
/// that are not on screen.
extension TableView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, bounds.height > 0 else { return }
        let rect = prefetchWindow.lookAhead(bounds: bounds, horizontal: false)
        let ahead = Set(indexPathsForRows(between: rect.minY, and: rect.maxY))
        let (prefetch, cancel) = prefetchWindow.update(ahead: ahead, visible: Set(indexPathsForVisibleRows ?? []))
        if !cancel.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetcher.tableView(self, prefetchRowsAt: prefetch) }
    }
}
