import PanelGraphics

/// A drag as a drop target sees it, as `UIDropSession`: the items, the finger, and the source's session
/// (always there: a drag on a panel comes from the same app).
@MainActor
public final class DropSession {
    /// The drag in this app the drop comes from.
    public let localDragSession: DragSession?
    private let drag: DragSession

    init(drag: DragSession) {
        self.drag = drag
        localDragSession = drag
    }

    /// The items being dragged.
    public var items: [DragItem] { drag.items }
    /// Whether the drop may move the items.
    public var allowsMoveOperation: Bool { drag.allowsMoveOperation }
    /// Whether the drag stays in this app.
    public var isRestrictedToDraggingApplication: Bool { true }

    /// Where the finger is, in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point { drag.location(in: view) }

    /// Whether any item can give an object of `aClass`.
    public func canLoadObjects(ofClass aClass: any ItemProviderReading.Type) -> Bool {
        drag.canLoadObjects(ofClass: aClass)
    }

    /// Whether any item has a representation conforming to one of `typeIdentifiers`.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        drag.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }

    /// Loads an object of `aClass` from every item that can give one and hands them over at once, in
    /// item order (items that cannot are left out), on the main actor after this call returned.
    @discardableResult
    public func loadObjects<T: ItemProviderReading>(
        ofClass aClass: T.Type, completion: @escaping ([T]) -> Void
    ) -> ItemProvider.LoadProgress? {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        guard !providers.isEmpty else {
            ItemProvider.later { completion([]) }
            return nil
        }
        var results = [T?](repeating: nil, count: providers.count)
        var left = providers.count
        for (i, p) in providers.enumerated() {
            p.loadObject(ofClass: aClass) { object, _ in
                results[i] = object
                left -= 1
                if left == 0 { completion(results.compactMap { $0 }) }
            }
        }
        return nil
    }
}
