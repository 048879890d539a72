/// Asking the prefetch data source for the items about to come on screen, as `UICollectionView` does:
/// after each layout pass, the items whose frames meet the screenful ahead of the visible bounds (in the
/// direction the content last scrolled) and that are not on screen.
extension CollectionView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, bounds.width > 0, bounds.height > 0 else {
            return
        }
        let horizontal = contentSize.width > bounds.width && contentSize.height <= bounds.height
        let rect = prefetchWindow.lookAhead(bounds: bounds, horizontal: horizontal)
        let layoutRect = flippedRect(rect)
        let attributes = collectionViewLayout.layoutAttributesForElements(in: layoutRect) ?? []
        let ahead = Set(
            attributes.filter { $0.representedElementCategory == .cell && $0.frame.intersects(layoutRect) }
                .map(\.indexPath))
        let (prefetch, cancel) = prefetchWindow.update(ahead: ahead, visible: Set(indexPathsForVisibleItems))
        if !cancel.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: prefetch) }
    }
}
