/// One thing being dragged, as `UIDragItem`: its item provider (the data a drop loads) and, for drops in
/// the same app, any object as `localObject`.
@MainActor
public final class DragItem {
    /// The data of the item.
    public let itemProvider: ItemProvider
    /// Any object the app attaches for a drop in the app itself (a model object, an index path).
    public var localObject: Any?
    /// The preview the item lifts with, when the app sets one instead of the view's snapshot.
    public var previewProvider: (() -> DragPreview?)?

    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// A picture of a dragged item, as `UIDragPreview`: a view (drawn as a snapshot) with parameters.
@MainActor
public final class DragPreview {
    public let view: View
    public let parameters: DragPreviewParameters

    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters()) {
        self.view = view
        self.parameters = parameters
    }
}
