/// A view controller whose view is a table it is the data source and delegate of, as
/// `UITableViewController`: override the data source and delegate methods (`override func tableView(_:
/// numberOfRowsInSection:)` and so on). By default the table has no sections' rows (0 rows), and the
/// selection is cleared each time the view is about to appear.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table is made with.
    public let tableViewStyle: TableView.Style
    /// Whether `viewWillAppear` deselects the selected rows (true by default, as UIKit's).
    open var clearsSelectionOnViewWillAppear = true
    private var ownTable: TableView?

    /// The table's pull-to-refresh control (`tableView.refreshControl`), as `UITableViewController`'s.
    public var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// A controller whose table has `style`.
    public init(style: TableView.Style) {
        tableViewStyle = style
        super.init()
    }

    /// A controller with a plain table.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// A controller with a plain table (the nib is not loaded: PanelKit has none).
    public override convenience init(nibName: String?, bundle: AnyObject?) {
        self.init(style: .plain)
    }

    /// The table: the controller's view.
    public var tableView: TableView! {
        get {
            loadViewIfNeeded()
            return ownTable
        }
        set {
            ownTable = newValue
            if let newValue { view = newValue }
        }
    }

    open override func loadView() {
        let table = ownTable ?? TableView(frame: Application.current?.screen.bounds ?? .zero, style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        ownTable = table
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = ownTable else { return }
        for ip in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: ip, animated: animated) }
    }

    /// Turns editing on or off for the controller and its table (the table shows its rows' editing
    /// controls), as UIKit's table view controller does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        ownTable?.setEditing(editing, animated: animated)
    }

    // MARK: Data source

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Subclasses with rows must override this; the default traps, as UIKit's does.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:)")
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented unless overridden: rows have no "Delete" button of their own.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.defaultCommitRan = true
    }
    /// True when `tableView(_:moveRowAt:to:)` is overridden.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.dataSourceMovesRows(probing: indexPath)
    }
    /// Not implemented unless overridden: rows have no reorder control.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.defaultMoveRan = true
    }

    // MARK: Delegate

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        TableView.automaticDimension
    }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        TableView.automaticDimension
    }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
    }
    open func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle { .delete }
    open func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Delete" }
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    open func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration? { nil }
    open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
