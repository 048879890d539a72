// `UIView.mask`: a view whose alpha channel masks this view. It is built on `layer.mask` (a `Sublayer`
// masks a view already) with a `ViewMaskLayer` that draws the mask view.
extension View {
    /// A view whose alpha channel masks this view, as `UIView.mask`: this view, its background and its
    /// subviews show where the mask view (placed by its frame in this view's bounds coordinates) is
    /// opaque, partly where it is translucent, and not where it is clear or has nothing. The mask view is
    /// not in any view hierarchy (one that has a superview is taken out of it, and one that masked another
    /// view stops masking it); changing it, its subviews, or animating them, redraws this view. Setting
    /// `layer.mask` replaces it.
    public var mask: View? {
        get { (layer.mask as? ViewMaskLayer)?.maskView }
        set {
            if newValue === mask { return }
            if let newValue, newValue === self || isDescendant(of: newValue) {
                print("PanelKit: a view cannot be masked by itself or a view it is inside; mask left unchanged")
                return
            }
            if let old = mask { ViewMaskLayer.layers[ObjectIdentifier(old)] = nil }
            guard let newValue else {
                layer.mask = nil
                return
            }
            newValue.removeFromSuperview()
            // A view masks one view at a time.
            ViewMaskLayer.layers[ObjectIdentifier(newValue)]?.layer?.maskedView?.layer.mask = nil
            let maskLayer = ViewMaskLayer(maskView: newValue)
            ViewMaskLayer.layers = ViewMaskLayer.layers.filter { $0.value.layer != nil }
            ViewMaskLayer.layers[ObjectIdentifier(newValue)] = WeakMaskLayer(layer: maskLayer)
            layer.mask = maskLayer
        }
    }

    /// Redraws the view masked by the mask view this view is in, if any: called when a view outside any
    /// window changes how it looks or where it is (mask views are outside windows).
    func maskViewDidChange() {
        guard !ViewMaskLayer.layers.isEmpty, !ViewMaskLayer.isDrawing else { return }
        var root = self
        while let s = root.superview { root = s }
        ViewMaskLayer.layers[ObjectIdentifier(root)]?.layer?.maskedView?.contentDidChange()
    }
}
