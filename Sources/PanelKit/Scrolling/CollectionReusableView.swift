/// A view a collection view shows and reuses, as `UICollectionReusableView`: the base of cells and of
/// supplementary views (section headers and footers). A collection view makes registered classes with
/// `init(registeredAs:)`, moves views that scroll out to a reuse queue and hands them out again through
/// its `dequeue…` methods after `prepareForReuse()`, so reset per-element state there.
@MainActor
open class CollectionReusableView: View {
    /// The identifier the view was registered with (nil for a view made directly).
    public internal(set) var reuseIdentifier: String?

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The initializer a collection view makes registered views with: `init(frame: .zero)`, which a
    /// subclass may override. (Required so that any registered subclass can be made; a subclass that
    /// overrides `init(frame:)`, or no initializer, inherits it, so UIKit's `override init(frame:)` with
    /// `required init?(coder:)` compiles.)
    public required convenience init(registeredAs reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before a reused view is handed out again by a `dequeue…` method.
    open func prepareForReuse() {}

    /// The attributes the view asks for, given the layout's (`layoutAttributes`, a copy), as UIKit's
    /// `preferredLayoutAttributesFitting(_:)`: asked only of an element the layout sizes by its content
    /// (an estimated dimension). The default measures the content view's (a cell's) or the view's Auto Layout
    /// size along the estimated dimensions, the others held; without constraints deciding it, the estimate
    /// stays.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        let sizesWidth = layoutAttributes.sizesWidthToFit
        let sizesHeight = layoutAttributes.sizesHeightToFit
        guard sizesWidth || sizesHeight else { return layoutAttributes }
        let target = (self as? CollectionViewCell)?.contentView ?? self
        func fit() -> Size {
            target.systemLayoutSizeFitting(
                Size(
                    width: sizesWidth ? 0 : layoutAttributes.frame.width,
                    height: sizesHeight ? 0 : layoutAttributes.frame.height),
                withHorizontalFittingPriority: sizesWidth ? .fittingSizeLevel : .required,
                verticalFittingPriority: sizesHeight ? .fittingSizeLevel : .required)
        }
        var fitted = fit()
        if sizesWidth && sizesHeight && fitted.width > 0.5 && abs(fitted.width - frame.width) > 0.5 {
            // The width found is not the one the content was laid out at: laid out at it, text that wraps
            // takes its height there, so the content is measured again (Auto Layout's second pass).
            let placed = frame
            frame = Rect(origin: placed.origin, size: Size(width: fitted.width, height: max(1, fitted.height)))
            layoutIfNeeded()
            fitted = fit()
            frame = placed
        }
        if sizesWidth, fitted.width > 0.5 { layoutAttributes.frame.size.width = fitted.width }
        if sizesHeight, fitted.height > 0.5 { layoutAttributes.frame.size.height = fitted.height }
        return layoutAttributes
    }

    /// Applies layout attributes (the frame and the rest).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        // The frame is the untransformed one: placed without the old transform, then transformed about its
        // centre, as UIKit applies `transform`.
        transform = .identity
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        transform = layoutAttributes.transform
    }
}
