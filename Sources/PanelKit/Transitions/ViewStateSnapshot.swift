/// The properties of a view that transitions change, saved to be put back exactly: after a cancelled
/// transition, and by `PhaseTransition.cleanup()`.
@MainActor
struct ViewStateSnapshot {
    let view: View
    let center: Point
    let bounds: Rect
    let transform: AffineTransform
    let alpha: Double
    let isHidden: Bool
    let cornerRadius: Double
    let autoresizingMask: AutoresizingMask

    init(_ view: View) {
        self.view = view
        center = view.center
        bounds = view.bounds
        transform = view.transform
        alpha = view.alpha
        isHidden = view.isHidden
        cornerRadius = view.cornerRadius
        autoresizingMask = view.autoresizingMask
    }

    /// Puts every saved property back, without animation.
    func restore() {
        View.performWithoutAnimation {
            if view.transform != transform { view.transform = transform }
            if view.bounds != bounds { view.bounds = bounds }
            if view.center != center { view.center = center }
            if view.alpha != alpha { view.alpha = alpha }
            if view.isHidden != isHidden { view.isHidden = isHidden }
            if view.cornerRadius != cornerRadius { view.cornerRadius = cornerRadius }
            if view.autoresizingMask != autoresizingMask { view.autoresizingMask = autoresizingMask }
        }
    }
}
