/// Layers added to a view's layer in code, as `CALayer`'s sublayer methods on `view.layer`.
extension Layer {
    /// The layers added to the view's layer, back to front; nil when there are none. (Unlike Core Animation's,
    /// the list holds only layers added in code, not the subviews' layers.)
    public var sublayers: [Sublayer]? { view.hostedSublayers.isEmpty ? nil : view.hostedSublayers }

    /// Adds `layer` in front of everything in the view (subviews added later go in front of it).
    public func addSublayer(_ layer: Sublayer) {
        place(layer, after: view.subviews.last, atFront: true)
    }

    /// Inserts `layer` at `index` among the view's subviews' layers and its other sublayers, back to front
    /// (0 puts it behind every subview: the usual gradient background).
    public func insertSublayer(_ layer: Sublayer, at index: UInt32) {
        // The back-to-front list Core Animation keeps: layers under every subview, then each subview with the
        // layers just above it.
        var order: [(anchor: View?, layer: Sublayer?)] = view.hostedSublayers.filter { $0.anchor == nil }.map {
            (nil, $0)
        }
        for s in view.subviews {
            order.append((s, nil))
            order += view.hostedSublayers.filter { $0.anchor === s }.map { (s, $0) }
        }
        let i = min(Int(index), order.count)
        if i == 0 {
            place(layer, after: nil, atFront: false)
            return
        }
        let before = order[i - 1]
        if let sibling = before.layer {
            place(layer, after: before.anchor, atFront: false, behindIndex: position(of: sibling).map { $0 + 1 })
        } else {
            place(layer, after: before.anchor, atFront: false)
        }
    }

    /// Inserts `layer` just behind `sibling`, one of the view's sublayers (in front of everything otherwise).
    public func insertSublayer(_ layer: Sublayer, below sibling: Sublayer?) {
        guard let sibling, let i = position(of: sibling) else { return addSublayer(layer) }
        place(layer, after: sibling.anchor, atFront: false, behindIndex: i)
    }

    /// Inserts `layer` just in front of `sibling`, one of the view's sublayers (in front of everything
    /// otherwise).
    public func insertSublayer(_ layer: Sublayer, above sibling: Sublayer?) {
        guard let sibling, let i = position(of: sibling) else { return addSublayer(layer) }
        place(layer, after: sibling.anchor, atFront: false, behindIndex: i + 1)
    }

    private func position(of layer: Sublayer) -> Int? {
        view.hostedSublayers.firstIndex { $0 === layer }
    }

    /// Puts `layer` into the view just above `anchor` (nil: under every subview): at the front of the layers
    /// there, at the back, or at `behindIndex` in the view's list.
    private func place(_ layer: Sublayer, after anchor: View?, atFront: Bool, behindIndex: Int? = nil) {
        layer.removeFromSuperlayer()
        layer.anchor = anchor
        layer.hostView = view
        var list = view.hostedSublayers
        if let i = behindIndex {
            list.insert(layer, at: min(i, list.count))
        } else if atFront {
            list.append(layer)
        } else {
            let first = list.firstIndex { $0.anchor === anchor } ?? list.count
            list.insert(layer, at: first)
        }
        view.hostedSublayers = list
        view.contentDidChange()
        layer.layerAnimations?.resume()
    }
}
