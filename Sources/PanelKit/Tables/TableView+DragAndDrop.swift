/// Drag and drop of rows, as UIKit's `UITableView` has it: set `dragDelegate` and a long press on a row
/// lifts it (the preview follows the finger); set `dropDelegate` and a drag over the table asks it for a
/// proposal at the row under the finger, the rows open a gap there, and releasing performs the drop
/// through a `TableViewDropCoordinator`. The work is `TableViewDragAndDrop`'s.
extension TableView {
    /// Whether a drag from this table view is running, as UIKit's `hasActiveDrag`.
    public var hasActiveDrag: Bool { dragAndDrop.interactions.isDragging }
    /// Whether a drag is over this table view, as UIKit's `hasActiveDrop`.
    public var hasActiveDrop: Bool { dragAndDrop.isDropTarget }
}
