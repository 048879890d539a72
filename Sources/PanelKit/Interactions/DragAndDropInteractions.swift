/// The drag interaction and the drop interaction a list view (collection view, table view) adds to itself
/// for its drag and drop delegates, with one delegate object turning their calls into item or row calls
/// (`CollectionViewDragAndDrop`, `TableViewDragAndDrop`).
@MainActor
final class DragAndDropInteractions {
    private(set) var drag: DragInteraction?
    private(set) var drop: DropInteraction?

    /// Whether a drag from the view is running (its lift press recognizes).
    var isDragging: Bool { drag?.press.state.isRecognizing ?? false }

    /// Adds or removes the interactions on `view`: the drag one while it `drags`, the drop one while it
    /// `drops`, both reporting to `delegate`.
    func update(
        on view: View, drags: Bool, drops: Bool,
        delegate: any DragInteractionDelegate & DropInteractionDelegate
    ) {
        if drags {
            if drag == nil {
                let d = DragInteraction(delegate: delegate)
                drag = d
                view.addInteraction(d)
            }
        } else if let d = drag {
            view.removeInteraction(d)
            drag = nil
        }
        if drops {
            if drop == nil {
                let d = DropInteraction(delegate: delegate)
                drop = d
                view.addInteraction(d)
            }
        } else if let d = drop {
            view.removeInteraction(d)
            drop = nil
        }
    }
}
