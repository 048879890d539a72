import PanelGraphics

/// A placeholder row for dropped data still loading, as `UITableViewDropPlaceholder`: handed to
/// `TableViewDropCoordinator.drop(_:to:)`, which inserts it and returns its context.
@MainActor
public final class TableViewDropPlaceholder: TableViewPlaceholder {
    /// How the dropped item's preview lands on the placeholder's cell (nil: the whole cell). Kept: the drop
    /// preview lands on the row's frame.
    public var previewParametersProvider: ((TableViewCell) -> DragPreviewParameters?)?
}
