/// Receives a table view's selection and display events and answers its sizes, as `UITableViewDelegate`.
/// Every method has a default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height (the table view's `rowHeight` by default).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// A section header's height (`TableView.automaticDimension`, the default, for the table's own).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// A section footer's height (`TableView.automaticDimension`, the default, for the table's own).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A view to show above a section instead of its title (nil by default).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view to show below a section instead of its title (nil by default).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// Whether a touched row highlights (true by default); a row that does not is not selected either.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap selects: `indexPath` by default, another row, or nil for none.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row a tap deselects: `indexPath` by default, or nil to keep it selected.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        TableView.automaticDimension
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        TableView.automaticDimension
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
}
