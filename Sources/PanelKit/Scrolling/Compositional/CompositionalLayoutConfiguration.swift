/// Settings of a whole compositional layout, as `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
public final class CompositionalLayoutConfiguration {
    /// The direction the layout scrolls in; sections follow one another along it.
    public var scrollDirection = CollectionViewFlowLayout.ScrollDirection.vertical
    /// The space between one section and the next.
    public var interSectionSpacing = 0.0
    /// What sections' content insets are measured from when theirs is `.automatic` (`.automatic`: the safe
    /// area).
    public var contentInsetsReference = ContentInsetsReference.automatic
    public init() {}
}
