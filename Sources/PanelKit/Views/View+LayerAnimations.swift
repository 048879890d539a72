import PanelGraphics

/// `view.layer.add(_:forKey:)`: Core Animation's explicit animations on a view's own layer, as the spinner
/// idiom runs them (`CABasicAnimation(keyPath: "transform.rotation.z")`, `repeatCount = .infinity`). They
/// change what is shown (`presentation`), never the model values, and ride on top of `View.animate`.
///
/// Key paths: "opacity", "cornerRadius", "position.x", "position.y", "transform.rotation" (and ".z"; ".x" and
/// ".y" turn the view out of the plane, before its `layer.transform`, see `View+Projection`),
/// "transform.scale" (and ".x", ".y"), "transform.translation.x" and ".y". A transform key path replaces
/// that part of the view's transform (read as scale, then rotation, then translation), as Core Animation's
/// value functions do; other parts keep their model values. Other key paths are accepted and ignored.
extension View: LayerAnimationHost {
    /// The key paths a view's layer animates.
    static let layerAnimatableKeyPaths: Set<String> = [
        "opacity", "cornerRadius", "position.x", "position.y", "transform.rotation", "transform.rotation.z",
        "transform.scale", "transform.scale.x", "transform.scale.y", "transform.translation.x",
        "transform.translation.y", "transform.rotation.x", "transform.rotation.y",
    ]

    func modelValue(forKeyPath keyPath: String) -> Double? {
        // (tx, ty, scaleX, scaleY, angle, shear), as animations interpolate transforms.
        let t = modelTransform.animationVector
        switch keyPath {
        case "opacity": return modelAlpha
        case "cornerRadius": return modelCornerRadius
        case "position.x": return modelCenter.x
        case "position.y": return modelCenter.y
        case "transform.rotation", "transform.rotation.z": return t[4]
        case "transform.scale", "transform.scale.x": return t[2]
        case "transform.scale.y": return t[3]
        case "transform.translation.x": return t[0]
        case "transform.translation.y": return t[1]
        // Turns out of the plane start from none: a 3D transform is not decomposed.
        case "transform.rotation.x", "transform.rotation.y": return 0
        default: return nil
        }
    }

    func layerAnimationsDidChange() {
        // Content, not only placement: a corner radius is drawn, and the old and new places are damaged.
        contentDidChange()
    }

    var animatingView: View? { self }

    /// Puts the layer animations' current values into `p`.
    func applyLayerAnimations(_ animations: LayerAnimations, to p: inout ViewPresentation) {
        if let v = animations.shown("opacity") { p.alpha = min(1, max(0, v)) }
        if let v = animations.shown("cornerRadius") { p.cornerRadius = max(0, v) }
        if let v = animations.shown("position.x") { p.center.x = v }
        if let v = animations.shown("position.y") { p.center.y = v }
        var parts = p.transform.animationVector
        var changed = false
        /// Sets the parts at `indices` of the decomposed transform to the value shown for `keyPath`.
        func take(_ keyPath: String, _ indices: Int...) {
            guard let v = animations.shown(keyPath) else { return }
            for i in indices { parts[i] = v }
            changed = true
        }
        take("transform.rotation", 4)
        take("transform.rotation.z", 4)
        take("transform.scale", 2, 3)
        take("transform.scale.x", 2)
        take("transform.scale.y", 3)
        take("transform.translation.x", 0)
        take("transform.translation.y", 1)
        if changed { p.transform = AffineTransform(parts) }
    }
}
