import PanelGraphics

/// A row a table view shows before its data exists, as `UITableViewPlaceholder`: the table dequeues a
/// cell with `reuseIdentifier` for it, `rowHeight` tall, and `cellUpdateHandler` fills it in.
@MainActor
public class TableViewPlaceholder {
    /// Where the placeholder row goes (in the table's numbering after it is inserted).
    public let insertionIndexPath: IndexPath
    /// The cell the placeholder row shows (a registered class, else a plain default cell).
    public let reuseIdentifier: String
    /// The row's height (`TableView.automaticDimension`: the cell's own, measured as a self-sizing row).
    public let rowHeight: Double
    /// Fills in the placeholder's cell each time the table gives it one (and at `setNeedsCellUpdate()`).
    public var cellUpdateHandler: ((TableViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: Double) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}
