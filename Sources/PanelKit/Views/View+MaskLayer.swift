import PanelGraphics

/// The `layer.mask` that a view's `mask` view becomes: it draws the mask view (its background, content and
/// subviews, as on screen, at its presentation frame, transform and alpha) into the masked view's mask
/// coverage, so the masked view shows only where the mask view is opaque. The mask view is outside any
/// window; its changes reach the masked view through `View.maskViewDidChange()`.
@MainActor
final class ViewMaskLayer: Sublayer {
    /// The view whose alpha channel masks.
    let maskView: View

    /// The mask layer of each mask view in use, by the mask view's identity: how a change anywhere in a
    /// mask view's tree finds the view to redraw.
    static var layers: [ObjectIdentifier: WeakMaskLayer] = [:]
    /// Set while a mask view is drawn, when the changes drawing makes (layout, render state) must not
    /// redraw the masked view again.
    static var isDrawing = false

    init(maskView: View) {
        self.maskView = maskView
        super.init()
    }

    /// Set while this mask draws: a mask view that holds the view it masks would draw itself forever.
    private var isDrawingSelf = false

    override func drawContent(in canvas: Canvas, alpha: Double) {
        guard !isDrawingSelf else { return }
        isDrawingSelf = true
        let wasDrawing = Self.isDrawing
        Self.isDrawing = true
        defer {
            Self.isDrawing = wasDrawing
            isDrawingSelf = false
        }
        let shown = maskView.presentation
        let opacity = min(1, max(0, shown.alpha)) * alpha
        guard !maskView.isHidden, opacity > 0,
            let image = maskView.snapshotImage(afterScreenUpdates: true)
        else { return }
        // The picture covers the mask view's bounds; it is placed as the view is: around its centre,
        // through its transform.
        let place = AffineTransform(translationX: -shown.bounds.width / 2, y: -shown.bounds.height / 2)
            .concatenating(shown.transform)
            .concatenating(AffineTransform(translationX: shown.center.x, y: shown.center.y))
        canvas.drawImage(image, transform: place, alpha: opacity)
    }
}

/// A mask layer held without keeping it alive (the masked view's render state owns it).
@MainActor
struct WeakMaskLayer {
    weak var layer: ViewMaskLayer?
}
