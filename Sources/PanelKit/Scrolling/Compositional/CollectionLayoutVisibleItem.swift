/// An element of a compositional layout's section on screen, handed to the section's
/// `visibleItemsInvalidationHandler`, as `NSCollectionLayoutVisibleItem`: what the handler sets on it (its
/// transform, alpha, z-index, visibility or centre) is what the element's view shows in this layout pass.
@MainActor
public final class CollectionLayoutVisibleItem {
    /// The layout attributes being changed.
    let attributes: CollectionViewLayoutAttributes

    init(_ attributes: CollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    /// The element's index path.
    public var indexPath: IndexPath { attributes.indexPath }
    /// Cell, supplementary view or decoration view.
    public var representedElementCategory: CollectionView.ElementCategory {
        attributes.representedElementCategory
    }
    /// The kind of a supplementary or decoration view; nil for a cell.
    public var representedElementKind: String? { attributes.representedElementKind }
    /// The element's frame in the layout, before its transform (in a section scrolling across the axis, in
    /// the section's unscrolled content, as UIKit's).
    public var frame: Rect { attributes.frame }
    /// The element's size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: attributes.frame.size) }
    /// The element's centre; setting it moves the element.
    public var center: Point {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    public var alpha: Double {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    /// The transform about the element's centre (the carousel's scale, say).
    public var transform: AffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    public var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    public var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
}
