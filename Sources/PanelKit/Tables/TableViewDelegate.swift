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
    /// A section's header is about to show (restyle it here: `view as? TableViewHeaderFooterView`).
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A section's footer is about to show.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// A section's header left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A section's footer left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
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
    /// The change a row's "Delete" button stands for (`.delete` by default; `.none` gives the row no
    /// swipe-to-delete).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// Whether an editable row's content moves aside while the table edits (true by default); false keeps a
    /// row whose editing style is `.none` (a row that only moves) unindented.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// Where a dragged row from `sourceIndexPath` goes when the table proposes
    /// `proposedDestinationIndexPath` (both as UIKit numbers them): the proposal by default; return another
    /// place to keep rows, say, in their section.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The title of a row's swipe-to-delete button ("Delete" by default).
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The actions a row reveals when swiped to the right (nil, the default, for none).
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The actions a row reveals when swiped to the left (nil, the default, for the table's own: "Delete"
    /// when the data source implements `tableView(_:commit:forRowAt:)`).
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// A row is being swiped open.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// A swiped row closed (its index path, nil when the row is gone).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// The context menu for a long press on the row at `indexPath` (`point` in the table); nil shows none.
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration?
    /// A row's context menu is about to show (there is no animator on a panel: it is nil).
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// A row's context menu is closing.
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
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
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
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
    public func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle { .delete }
    public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Delete" }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration? { nil }
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
