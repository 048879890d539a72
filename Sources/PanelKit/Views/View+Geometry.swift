extension View {
    /// Maps the view's bounds coordinates to its superview's (model values).
    var transformToSuperview: AffineTransform {
        View.localToParent(center: modelCenter, bounds: modelBounds, transform: modelTransform)
    }

    /// Maps bounds coordinates to window coordinates (model values).
    var transformToWindow: AffineTransform {
        var t = transformToSuperview
        var v = superview
        while let s = v {
            t = t.concatenating(s.transformToSuperview)
            v = s.superview
        }
        return t
    }

    nonisolated static func localToParent(center: Point, bounds: Rect, transform: AffineTransform) -> AffineTransform {
        let mx = bounds.minX + bounds.width / 2
        let my = bounds.minY + bounds.height / 2
        if transform.isIdentity {
            return AffineTransform(translationX: center.x - mx, y: center.y - my)
        }
        return AffineTransform(translationX: -mx, y: -my).concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    func convertFromSuperview(_ point: Point) -> Point {
        if modelTransform.isIdentity {
            return Point(
                x: point.x - modelCenter.x + modelBounds.minX + modelBounds.width / 2,
                y: point.y - modelCenter.y + modelBounds.minY + modelBounds.height / 2)
        }
        return point.applying(transformToSuperview.inverted())
    }

    /// Converts a point from this view's coordinates to `view`'s (window coordinates when nil),
    /// through every transform on the way.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = point.applying(transformToWindow)
        guard let view else { return inWindow }
        return inWindow.applying(view.transformToWindow.inverted())
    }

    /// Converts a point from `view`'s coordinates (window coordinates when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
        return inWindow.applying(transformToWindow.inverted())
    }

    /// Converts a rect from this view's coordinates to `view`'s; the result is the bounding box of the
    /// transformed corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        var t = transformToWindow
        if let view { t = t.concatenating(view.transformToWindow.inverted()) }
        return rect.applying(t)
    }

    /// Converts a rect from `view`'s coordinates (window coordinates when nil) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        var t = view?.transformToWindow ?? .identity
        t = t.concatenating(transformToWindow.inverted())
        return rect.applying(t)
    }
}
