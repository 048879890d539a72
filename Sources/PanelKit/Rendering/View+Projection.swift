import PanelGraphics

extension View {
    /// How the view's bounds coordinates map to its superview's when a 3D transform flattens it: its own
    /// `layer.transform` (when not affine) and its superview's `layer.sublayerTransform`, applied around the
    /// anchor points (the centres) as Core Animation does. Nil for a view without either, the usual case,
    /// which is drawn through its affine transform.
    func projection(_ p: ViewPresentation) -> Homography? {
        // Nearly every view: no 3D transform or rotation animation of its own, no sublayer transform above.
        if layerAnimations == nil && !layerOptions.hasExtras && superview?.layerOptions.hasExtras != true {
            return nil
        }
        var own = layerOptions.transform3D
        if let animations = layerAnimations, animations.showsValues {
            // "transform.rotation.x"/".y" animations turn the view before its transform (and its m34).
            let x = animations.shown("transform.rotation.x")
            let y = animations.shown("transform.rotation.y")
            if x != nil || y != nil {
                own = Transform3D(rotationAngle: x ?? 0, x: 1, y: 0, z: 0)
                    .concatenating(Transform3D(rotationAngle: y ?? 0, x: 0, y: 1, z: 0))
                    .concatenating(own ?? Transform3D(p.transform))
            }
        }
        let outer = superview?.layerOptions.sublayerTransform
        if own == nil && outer == nil { return nil }
        var m = own ?? Transform3D(p.transform)
        var anchor = p.center
        if let outer, let parent = superview {
            let pb = parent.bounds
            m = m.concatenating(Transform3D(translationX: p.center.x - pb.midX, y: p.center.y - pb.midY, z: 0))
                .concatenating(outer)
            anchor = Point(x: pb.midX, y: pb.midY)
        }
        return m.flattened
            .preceded(by: AffineTransform(translationX: -p.bounds.midX, y: -p.bounds.midY))
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The window pixels `extent` (in the view's bounds coordinates) covers: through `local` (bounds to
    /// window) without a projection, else through the projection and then `parent` (superview to window).
    /// A projection that takes a corner behind the eye covers all of `clip`.
    static func projectedExtent(
        _ extent: Rect, _ projection: Homography?, local: AffineTransform, parent: AffineTransform, clip: Rect
    ) -> Rect {
        guard let h = projection else { return extent.applying(local).intersection(clip) }
        if extent.isNull || extent.isEmpty { return .null }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for corner in extent.corners {
            guard h.weight(corner) > 1e-9 else { return clip }
            let q = h.apply(corner).applying(parent)
            minX = min(minX, q.x)
            minY = min(minY, q.y)
            maxX = max(maxX, q.x)
            maxY = max(maxY, q.y)
        }
        // A pixel of margin for the bilinear filter's edge.
        return Rect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2).intersection(clip)
    }

    /// Whether `projection` shows the back of `bounds` (the projected corners wind the other way).
    static func showsBack(_ projection: Homography, bounds: Rect) -> Bool {
        let corners = bounds.corners.map { projection.apply($0) }
        var area = 0.0
        for i in 0..<4 {
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0
    }
}
