/// A container's rubber band: dragged past its first or last page (or child), the current view follows
/// the finger with UIKit's resistance `(1 - 1 / (x * 0.55 / d + 1)) * d` and springs back on release.
@MainActor
final class RubberBand {
    private(set) weak var view: View?
    private var rest = AffineTransform.identity
    /// The direction the band is stretched in (true: forward, the drag towards the start of the axis).
    private(set) var isForward: Bool?
    private weak var bouncing: View?

    /// Whether a view is stretched.
    var isActive: Bool { view != nil }

    /// Starts stretching `view` (stopping its bounce if it still springs back).
    func start(_ view: View, forward: Bool) {
        stopBounce()
        view.removeAllAnimations()
        self.view = view
        rest = view.transform
        isForward = forward
    }

    /// Shows the drag `t` (along the axis) against a page `length`.
    func show(_ t: Double, length: Double, horizontal: Bool) {
        guard let view else { return }
        let shown = ScrollView.rubberBand(abs(t), dimension: length) * (t < 0 ? -1 : 1)
        let offset =
            horizontal ? AffineTransform(translationX: shown, y: 0) : AffineTransform(translationX: 0, y: shown)
        View.performWithoutAnimation { view.transform = rest.concatenating(offset) }
    }

    /// Lets go: springs back (animated) or jumps back.
    func end(animated: Bool) {
        guard let view else { return }
        let rest = self.rest
        self.view = nil
        isForward = nil
        if animated {
            bouncing = view
            View.animate(
                withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                animations: { view.transform = rest })
        } else {
            view.removeAllAnimations()
            View.performWithoutAnimation { view.transform = rest }
        }
    }

    /// Stops a bounce under way (its view is already back at rest in the model).
    func stopBounce() {
        bouncing?.removeAllAnimations()
        bouncing = nil
    }
}
