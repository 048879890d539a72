/// Prepares the data of rows before the table shows them, as `UITableViewDataSourcePrefetching`: set as a
/// table's `prefetchDataSource`, it hears of the rows in the screenful ahead of the visible ones, in the
/// scrolling direction, as they come within it, and of those it no longer need prepare.
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows about to come on screen: start loading their data.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows asked for earlier that will not come on screen soon (the scrolling turned back): stop loading.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Optional, as in UIKit: nothing to stop.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
