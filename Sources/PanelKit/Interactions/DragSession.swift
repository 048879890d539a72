import PanelGraphics

/// A drag in progress, as the source sees it (`UIDragSession`): the items, where the finger is, and a
/// context the source app keeps for itself.
@MainActor
public final class DragSession {
    /// The items being dragged.
    public internal(set) var items: [DragItem] = []
    /// Anything the source app keeps with the drag (it comes back in every delegate call).
    public var localContext: Any?
    /// Whether a drop may move (not only copy) the items; a drag within one app always may.
    public var allowsMoveOperation: Bool { true }
    /// Whether the drag stays in this app; on a panel there is no other.
    public var isRestrictedToDraggingApplication: Bool { true }
    /// The finger, in window coordinates.
    var locationInWindow: Point = .zero
    /// The window the drag happens in.
    weak var window: Window?
    /// Where a drop asked the preview to land (a collection view's item), in window coordinates.
    var dropTargetInWindow: Rect?

    init() {}

    /// Where the finger is, in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Whether any item can give an object of `aClass`.
    public func canLoadObjects(ofClass aClass: any ItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// Whether any item has a representation conforming to one of `typeIdentifiers`.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }
}
