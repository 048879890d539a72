/// Something a dynamic animator moves, as `UIDynamicItem`: the animator reads its centre, bounds and
/// transform when it starts animating it, then writes the centre (and the rotation, as the transform)
/// every step. Views conform.
@MainActor
public protocol DynamicItem: AnyObject {
    /// The position, in the reference view's coordinates.
    var center: Point { get set }
    /// The size is what counts: the item's collision box and mass come from it.
    var bounds: Rect { get }
    /// The rotation; the animator replaces it with a pure rotation when the item turns.
    var transform: AffineTransform { get set }
}

extension View: DynamicItem {}
