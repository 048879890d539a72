/// A view's style properties under their Core Animation names, so `view.layer.cornerRadius = 12` and
/// `view.layer.presentation()?.frame` port from UIKit unchanged. It stores nothing: every property
/// reads and writes the view.
@MainActor
public struct Layer {
    /// The view whose properties this exposes.
    public unowned let view: View

    init(view: View) {
        self.view = view
    }

    public var frame: Rect {
        get { view.frame }
        nonmutating set { view.frame = newValue }
    }

    public var bounds: Rect {
        get { view.bounds }
        nonmutating set { view.bounds = newValue }
    }

    /// The view's center.
    public var position: Point {
        get { view.center }
        nonmutating set { view.center = newValue }
    }

    /// The view's alpha.
    public var opacity: Double {
        get { view.alpha }
        nonmutating set { view.alpha = newValue }
    }

    public var isHidden: Bool {
        get { view.isHidden }
        nonmutating set { view.isHidden = newValue }
    }

    /// The view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        nonmutating set { view.clipsToBounds = newValue }
    }

    public var backgroundColor: Color? {
        get { view.backgroundColor }
        nonmutating set { view.backgroundColor = newValue }
    }

    public var cornerRadius: Double {
        get { view.cornerRadius }
        nonmutating set { view.cornerRadius = newValue }
    }

    public var maskedCorners: CornerMask {
        get { view.maskedCorners }
        nonmutating set { view.maskedCorners = newValue }
    }

    public var borderWidth: Double {
        get { view.borderWidth }
        nonmutating set { view.borderWidth = newValue }
    }

    public var borderColor: Color? {
        get { view.borderColor }
        nonmutating set { view.borderColor = newValue }
    }

    public var shadowColor: Color? {
        get { view.shadowColor }
        nonmutating set { view.shadowColor = newValue }
    }

    public var shadowOpacity: Double {
        get { view.shadowOpacity }
        nonmutating set { view.shadowOpacity = newValue }
    }

    /// The shape of the shadow, in the layer's coordinates, as `CALayer.shadowPath`: nil (the default) casts
    /// the shadow of the (rounded) bounds. The blurred shape is cached, so a path set once costs nothing
    /// while the view only moves.
    public var shadowPath: Path? {
        get { view.layerOptions.shadowPath }
        nonmutating set {
            guard newValue != view.layerOptions.shadowPath else { return }
            view.layerOptions.shadowPath = newValue
            view.contentDidChange()
        }
    }

    public var shadowOffset: Size {
        get { view.shadowOffset }
        nonmutating set { view.shadowOffset = newValue }
    }

    public var shadowRadius: Double {
        get { view.shadowRadius }
        nonmutating set { view.shadowRadius = newValue }
    }

    /// Whether the view and its subviews are drawn once into a cached bitmap, which is then composited
    /// while only the view's position, transform or alpha changes (`CALayer.shouldRasterize`). Set it on
    /// a subtree that moves as a whole, as the pages of a slide; any change inside the subtree redraws
    /// the bitmap. Costs a bitmap the size of the subtree.
    public var shouldRasterize: Bool {
        get { view.layerOptions.shouldRasterize }
        nonmutating set {
            if newValue == view.layerOptions.shouldRasterize { return }
            view.layerOptions.shouldRasterize = newValue
            view.contentDidChange()
        }
    }

    /// A promise that the view's drawing covers its bounds with opaque pixels (`CALayer.isOpaque`), as a
    /// full-bleed photo does: the renderer then draws nothing behind the view. Views with an opaque,
    /// square-cornered background colour are known to be opaque without it. Default false.
    public var isOpaque: Bool {
        get { view.layerOptions.isOpaque }
        nonmutating set {
            if newValue == view.layerOptions.isOpaque { return }
            view.layerOptions.isOpaque = newValue
            view.contentDidChange()
        }
    }

    /// The view's values as they are on screen now, mid-animation included. Never nil; optional as
    /// in Core Animation so that `layer.presentation()?.frame` ports unchanged.
    public func presentation() -> ViewPresentation? {
        view.presentation
    }

    /// Stops every animation of the view, `View.animate`'s and `add(_:forKey:)`'s; the view shows its model
    /// values. Completion handlers and delegates of the animations it interrupts receive `false`.
    public func removeAllAnimations() {
        view.removeAllAnimations()
        view.layerAnimations?.removeAll()
    }

    /// Runs `animation` on the view's layer under `key` (replacing an animation with the same key), as
    /// `CALayer.add(_:forKey:)`: the view shows the animation's values from the next frame while its model
    /// values stay (see `View+LayerAnimations` for the key paths). The animation is copied.
    public func add(_ animation: Animation, forKey key: String?) {
        if view.layerAnimations == nil { view.layerAnimations = LayerAnimations(host: view) }
        view.layerAnimations?.add(animation, forKey: key)
    }

    /// The running animation under `key`, if any.
    public func animation(forKey key: String) -> Animation? {
        view.layerAnimations?.animation(forKey: key)
    }

    /// The keys of the running animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        view.layerAnimations?.keys
    }

    /// Stops the animation under `key`; the view shows its model value again.
    public func removeAnimation(forKey key: String) {
        view.layerAnimations?.remove(forKey: key, finished: false)
    }

    /// Redraws the view's content in the next frame.
    public func setNeedsDisplay() {
        view.setNeedsDisplay()
    }

    /// Lays out the view in the next layout pass.
    public func setNeedsLayout() {
        view.setNeedsLayout()
    }
}
