/// Changing a collection view's layout, as `UICollectionView.setCollectionViewLayout(_:animated:)`.
extension CollectionView {
    /// Uses `layout` from now on. Animated (and on screen), the cells on screen move from where the old
    /// layout put them to where the new one does over 0.3 s, and cells that come on screen fade in; otherwise
    /// the cells take their new places at once.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// As `setCollectionViewLayout(_:animated:)`; `completion` runs when the cells are in place (at once
    /// without animation).
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
    ) {
        guard animated, window != nil else {
            collectionViewLayout = layout
            layoutIfNeeded()
            completion?(true)
            return
        }
        layoutIfNeeded()
        var old: [IndexPath: Rect] = [:]
        for ip in indexPathsForVisibleItems {
            if let cell = cellForItem(at: ip) { old[ip] = cell.frame }
        }
        var moves: [(View, Rect)] = []
        var fades: [View] = []
        View.performWithoutAnimation {
            collectionViewLayout = layout
            layoutIfNeeded()
            for ip in indexPathsForVisibleItems {
                guard let cell = cellForItem(at: ip) else { continue }
                if let from = old[ip] {
                    if from != cell.frame {
                        moves.append((cell, cell.frame))
                        cell.frame = from
                    }
                } else {
                    cell.alpha = 0
                    fades.append(cell)
                }
            }
        }
        guard !moves.isEmpty || !fades.isEmpty else {
            completion?(true)
            return
        }
        View.animate(
            withDuration: 0.3, delay: 0, options: [.allowUserInteraction],
            animations: {
                for (cell, frame) in moves { cell.frame = frame }
                for cell in fades { cell.alpha = 1 }
            },
            completion: { finished in completion?(finished) })
    }
}
