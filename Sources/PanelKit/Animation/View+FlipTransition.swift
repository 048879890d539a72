import PanelGraphics

extension AnimationOptions {
    /// `View.transition`: the view turns around its vertical axis, its left side coming forward.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// The view turns around its vertical axis, its right side coming forward.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curl upwards; PanelKit draws it as a flip from the bottom (see DEVIATIONS.md).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curl downwards; PanelKit draws it as a flip from the top (see DEVIATIONS.md).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// The view turns around its horizontal axis, its top coming forward.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// The view turns around its horizontal axis, its bottom coming forward.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// For a flip (or a curl, drawn as one): the rotation axis (x, y) and the sign of the angle that brings
    /// the named side forward; nil for other transitions.
    var flipAxis: (x: Double, y: Double, sign: Double)? {
        switch (rawValue >> 20) & 0xF {
        case 1: (0, 1, 1)
        case 2: (0, 1, -1)
        case 3, 7: (1, 0, 1)
        case 4, 6: (1, 0, -1)
        default: nil
        }
    }
}

extension View {
    /// A flip transition of `view` (`.transitionFlipFromLeft` and the others): the old rendering, kept as a
    /// picture over the view, turns away in perspective for the first half of `duration`; at the half the
    /// view is edge-on, the picture goes, and the new content turns in for the second half. The changes
    /// `animations` makes take effect at once, under the picture. Returns false when the view was not drawn
    /// yet (the caller animates the changes plainly).
    static func flipTransition(
        with view: View, duration: Double, options: AnimationOptions, animations: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) -> Bool {
        guard let axis = options.flipAxis, duration > 0, let application = view.window?.application,
            let snapshot = application.renderer.snapshot(of: view)
        else { return false }
        let cover = TransitionSnapshotView(
            image: snapshot,
            frame: Rect(
                origin: view.bounds.origin, size: Size(width: Double(snapshot.width), height: Double(snapshot.height))))
        performWithoutAnimation {
            animations?()
            view.addSubview(cover)
        }
        let original = view.layer.transform
        var perspective = Transform3D.identity
        perspective.m34 = -1 / max(500, 2.5 * max(view.bounds.width, view.bounds.height))
        let timing = options.curve.timing
        var start: Double?
        let link = DisplayLink { [weak view] link in
            guard let view else {
                link.invalidate()
                return
            }
            let began = start ?? link.timestamp
            start = began
            let t = min(1, max(0, (link.targetTimestamp - began) / duration))
            let turn = timing.progress(at: t) * Double.pi
            if turn >= Double.pi / 2, cover.superview != nil { cover.removeFromSuperview() }
            // The second half turns the new side in from the other edge, so it is never seen from behind.
            let angle = axis.sign * (turn < Double.pi / 2 ? turn : turn - Double.pi)
            if t >= 1 {
                link.invalidate()
                cover.removeFromSuperview()
                view.layer.transform = original
                completion?(true)
                return
            }
            view.layer.transform = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: 0)
                .concatenating(perspective).concatenating(original)
        }
        link.add(to: application)
        return true
    }
}
