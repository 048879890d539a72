import PanelGraphics

/// How a lifted preview is drawn, as `UIDragPreviewParameters`: the colour behind the snapshot and the
/// part of it shown (the bounding box of `visiblePath`; the path's own outline is not traced).
@MainActor
open class DragPreviewParameters {
    /// Drawn behind the snapshot (nil: the snapshot's own background).
    public var backgroundColor: Color?
    /// The part of the view shown; the preview keeps the path's bounding box.
    public var visiblePath: BezierPath?

    public init() {}

    /// Parameters showing the given rectangles of the view (their union is kept).
    public convenience init(textLineRects: [Rect]) {
        self.init()
        if let first = textLineRects.first {
            let union = textLineRects.dropFirst().reduce(first) { $0.union($1) }
            visiblePath = BezierPath(rect: union)
        }
    }
}

/// A preview and the view it comes from, as `UITargetedDragPreview`: the lift starts from the view's place.
@MainActor
open class TargetedDragPreview {
    /// The view whose snapshot is lifted.
    public let view: View
    public let parameters: DragPreviewParameters

    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters()) {
        self.view = view
        self.parameters = parameters
    }
}
