import PanelGraphics

/// How a layer's rounded corners are drawn (`CALayerCornerCurve`).
public struct CornerCurve: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles, the default.
    public static let circular = CornerCurve(rawValue: "circular")
    /// Apple's continuous (squircle) corners; PanelKit draws them as circular (see DEVIATIONS.md).
    public static let continuous = CornerCurve(rawValue: "continuous")
}

extension Layer {
    /// The view's transform in 3D (`CALayer.transform`), around its centre. An affine value is the view's
    /// `transform` (the two are one property, as in UIKit); any other (a rotation out of the plane, a
    /// perspective through `m34`) draws the view and its subviews into a bitmap that is flattened through it,
    /// and `view.transform` then reads as the identity.
    public var transform: Transform3D {
        get { view.layerOptions.transform3D ?? Transform3D(view.transform) }
        nonmutating set {
            if newValue.isAffine {
                if view.layerOptions.transform3D != nil {
                    view.layerOptions.transform3D = nil
                    view.contentDidChange()
                }
                view.transform = newValue.affineTransform
                return
            }
            if view.layerOptions.transform3D == newValue { return }
            if !view.transform.isIdentity { view.transform = .identity }
            view.layerOptions.transform3D = newValue
            projectionDidChange()
        }
    }

    /// Only the view's placement changed: its bitmap stays valid. Where it was is damaged here (the damage
    /// pass adds where it is, and may not see a change when a turn keeps the same bounding box).
    private func projectionDidChange() {
        if view.render.isVisible, let window = view.window {
            window.pendingDamage.formUnion(Region(view.render.subtreeRect))
        }
        view.markRenderDirty()
        view.window?.needsRenderUpdate = true
    }

    /// A transform applied to the subviews (`CALayer.sublayerTransform`), around this view's centre: with
    /// `m34 = -1 / d` it gives every subview rotated in 3D a shared perspective. Identity by default.
    public var sublayerTransform: Transform3D {
        get { view.layerOptions.sublayerTransform ?? .identity }
        nonmutating set {
            let value: Transform3D? = newValue.isIdentity ? nil : newValue
            if view.layerOptions.sublayerTransform == value { return }
            view.layerOptions.sublayerTransform = value
            for s in view.subviews { s.contentDidChange() }
            view.contentDidChange()
        }
    }

    /// Whether the view shows when its back faces the viewer (`CALayer.isDoubleSided`); true by default, when
    /// the back shows the content mirrored.
    public var isDoubleSided: Bool {
        get { view.layerOptions.isDoubleSided }
        nonmutating set {
            if newValue == view.layerOptions.isDoubleSided { return }
            view.layerOptions.isDoubleSided = newValue
            projectionDidChange()
        }
    }

    /// The shape of the rounded corners (`CALayer.cornerCurve`). Kept and read back; `.continuous` is drawn as
    /// `.circular`.
    public var cornerCurve: CornerCurve {
        get { view.layerOptions.cornerCurve }
        nonmutating set { view.layerOptions.cornerCurve = newValue }
    }
}

extension Layer {
    /// A layer whose alpha masks the view (`CALayer.mask`): the view and its subviews show only where the
    /// mask, placed in the view's bounds coordinates, is opaque. A masked view is drawn through a bitmap.
    public var mask: Sublayer? {
        get { view.layerOptions.mask }
        nonmutating set {
            let old = view.layerOptions.mask
            if old === newValue { return }
            old?.maskedView = nil
            newValue?.removeFromSuperlayer()
            newValue?.maskedView = view
            view.layerOptions.mask = newValue
            view.contentDidChange()
        }
    }
}
