/// Prepares the data of items before the collection view shows them, as
/// `UICollectionViewDataSourcePrefetching`: set as a collection view's `prefetchDataSource`, it hears of the
/// items in the screenful ahead of the visible ones, in the scrolling direction, as they come within it,
/// and of those it no longer need prepare.
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items about to come on screen: start loading their data.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items asked for earlier that will not come on screen soon (the scrolling turned back): stop loading.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Optional, as in UIKit: nothing to stop.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
