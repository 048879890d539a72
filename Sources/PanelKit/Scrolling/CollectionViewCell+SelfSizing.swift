extension CollectionViewCell {
    /// The collection view showing the cell, if any (its nearest collection view ancestor).
    var enclosingCollectionView: CollectionView? {
        var ancestor = superview
        while let view = ancestor, !(view is CollectionView) { ancestor = view.superview }
        return ancestor as? CollectionView
    }

    /// `invalidateIntrinsicContentSize()` was called on the cell or its content view: a layout that sized the
    /// cell by its content measures it again.
    func selfSizingInvalidated() {
        guard let collectionView = enclosingCollectionView, let indexPath = collectionView.indexPath(for: self)
        else { return }
        collectionView.collectionViewLayout.selfSizingInvalidated(at: indexPath)
    }
}
