/// The edges a compositional section's content insets are measured from, as `UIContentInsetsReference`.
/// The reference's insets are added on the edges across the scrolling axis (leading and trailing in a
/// vertical layout, top and bottom in a horizontal one).
public enum ContentInsetsReference: Int, Sendable {
    /// The layout configuration's reference for a section; the safe area for the configuration.
    case automatic = 0
    /// The collection view's edges.
    case none = 1
    /// The safe area's edges. The layout already fits the collection view's adjusted content area, so
    /// nothing is added.
    case safeArea = 2
    /// The collection view's layout margins.
    case layoutMargins = 3
    /// The collection view's readable content guide (the margins narrowed to a readable width).
    case readableContent = 4
}
