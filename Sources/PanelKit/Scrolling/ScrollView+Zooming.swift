#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Zooming, as `UIScrollView`'s: the delegate names the view to zoom (`viewForZooming(in:)`), and a pinch,
/// `setZoomScale(_:animated:)` or `zoom(to:animated:)` scales it between `minimumZoomScale` and
/// `maximumZoomScale`.
///
/// As in UIKit, the zoom scale is the zoomed view's transform (a uniform scale, replacing any other
/// transform), the view's frame is kept at the content's origin, and `contentSize` becomes the view's
/// scaled size. A pinch keeps the content point between the fingers under them as they spread and move; past
/// the limits it resists (with `bouncesZoom`) and springs back when the fingers lift.
extension ScrollView {
    /// How long an animated zoom (and the spring back after a pinch past the limits) takes.
    static let zoomAnimationDuration = 0.3

    /// The view the delegate zooms, if any.
    var zoomingView: View? { delegate?.viewForZooming(in: self) }

    /// How much the content is scaled: the zoomed view's scale, 1 without one. Setting it zooms about the
    /// centre of the visible area, clamped to the limits.
    public var zoomScale: Double {
        get { zoomingView.map { $0.transform.a } ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to `minimumZoomScale`...`maximumZoomScale`) about the centre of the visible
    /// area, at once or animated. Does nothing when the delegate names no view to zoom.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard let view = zoomingView else { return }
        let s = clampedZoomScale(scale)
        let centre = Point(x: bounds.width / 2, y: bounds.height / 2)
        let current = max(zoomScale, 1e-9)
        let anchor = Point(x: (contentOffset.x + centre.x) / current, y: (contentOffset.y + centre.y) / current)
        let offset = clamped(
            Point(x: anchor.x * s - centre.x, y: anchor.y * s - centre.y), contentSize: zoomedSize(of: view, at: s))
        zoom(view, to: s, offset: offset, animated: animated)
    }

    /// Zooms so that `rect`, in the zoomed view's coordinates, fills the visible area as far as the limits
    /// allow, centred in it.
    public func zoom(to rect: Rect, animated: Bool) {
        guard let view = zoomingView else { return }
        let r = rect.standardized
        let fit = min(
            r.width > 0 ? bounds.width / r.width : .infinity, r.height > 0 ? bounds.height / r.height : .infinity)
        let s = clampedZoomScale(fit.isFinite ? fit : zoomScale)
        let origin = view.bounds.origin
        let offset = clamped(
            Point(x: (r.midX - origin.x) * s - bounds.width / 2, y: (r.midY - origin.y) * s - bounds.height / 2),
            contentSize: zoomedSize(of: view, at: s))
        zoom(view, to: s, offset: offset, animated: animated)
    }

    /// The pinch is there while the limits allow zooming.
    func updatePinchGestureRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.addAction { [weak self] g in self?.handleZoomPinch(g as! PinchGestureRecognizer) }
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    // MARK: Applying a scale

    func clampedZoomScale(_ s: Double) -> Double {
        min(max(s, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    private func zoomedSize(of view: View, at scale: Double) -> Size {
        Size(width: view.bounds.width * scale, height: view.bounds.height * scale)
    }

    /// Scales the view, keeps its frame at the content's origin and makes the content its scaled size.
    private func apply(_ scale: Double, to view: View) {
        view.transform = AffineTransform(scaleX: scale, y: scale)
        let size = zoomedSize(of: view, at: scale)
        view.center = Point(x: size.width / 2, y: size.height / 2)
        contentSize = size
    }

    private func zoom(_ view: View, to scale: Double, offset: Point, animated: Bool) {
        stopZoomAnimation()
        stopMotion(notify: true)
        guard animated, let app = window?.application else {
            apply(scale, to: view)
            contentOffset = offset
            delegate?.scrollViewDidZoom(self)
            return
        }
        animateZoom(view, to: scale, offset: offset, on: app) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
        }
    }

    /// Moves the scale and the offset to their targets over `zoomAnimationDuration`, ease in and out.
    private func animateZoom(
        _ view: View, to scale: Double, offset: Point, on app: Application, completion: @escaping () -> Void
    ) {
        let fromScale = zoomScale
        let fromOffset = contentOffset
        let start = app.clock.now
        let link = DisplayLink { [weak self, weak view] link in
            guard let self, let view else { return link.invalidate() }
            let t = min(1, max(0, (link.targetTimestamp - start) / ScrollView.zoomAnimationDuration))
            let e = t * t * (3 - 2 * t)
            self.apply(fromScale + (scale - fromScale) * e, to: view)
            self.contentOffset = Point(
                x: fromOffset.x + (offset.x - fromOffset.x) * e, y: fromOffset.y + (offset.y - fromOffset.y) * e)
            self.delegate?.scrollViewDidZoom(self)
            if t >= 1 {
                self.stopZoomAnimation()
                completion()
            }
        }
        zoomLink = link
        link.add(to: app)
    }

    func stopZoomAnimation() {
        zoomLink?.invalidate()
        zoomLink = nil
        isZoomBouncing = false
    }

    // MARK: The pinch

    func handleZoomPinch(_ pinch: PinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        switch pinch.state {
        case .began:
            stopZoomAnimation()
            stopMotion(notify: true)
            isZooming = true
            zoomStartScale = zoomScale
            let p = pinch.location(in: self)
            let s = max(zoomStartScale, 1e-9)
            zoomAnchor = Point(x: p.x / s, y: p.y / s)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            let raw = zoomStartScale * pinch.scale
            let s = bouncesZoom ? bandedZoomScale(raw) : clampedZoomScale(raw)
            // Where the fingers' centre is in the visible area, before the offset changes.
            let p = pinch.location(in: self) - contentOffset
            apply(s, to: view)
            let o = Point(x: zoomAnchor.x * s - p.x, y: zoomAnchor.y * s - p.y)
            contentOffset = bounces ? banded(o) : clamped(o)
            delegate?.scrollViewDidZoom(self)
        case .ended, .cancelled:
            isZooming = false
            if isDragging {
                // A finger still down goes on scrolling from here.
                dragStartOffset = unbanded(contentOffset)
                dragStartTranslation = panGestureRecognizer.translation(in: self)
            }
            settleZoom(view, about: pinch.location(in: self) - contentOffset)
        default:
            break
        }
    }

    /// After a pinch: springs back within the zoom limits (about `point` of the visible area) and the
    /// content limits, then tells the delegate the zoom ended.
    private func settleZoom(_ view: View, about point: Point) {
        let current = zoomScale
        let s = clampedZoomScale(current)
        let anchor = Point(x: (contentOffset.x + point.x) / current, y: (contentOffset.y + point.y) / current)
        let target = clamped(
            Point(x: anchor.x * s - point.x, y: anchor.y * s - point.y), contentSize: zoomedSize(of: view, at: s))
        guard s != current || target != contentOffset, let app = window?.application else {
            if s != current { apply(s, to: view) }
            contentOffset = target
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
            return
        }
        animateZoom(view, to: s, offset: target, on: app) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
        }
        isZoomBouncing = s != current
    }

    /// A scale past the limits shows less far past them, growing ever slower (UIKit's zoom bounce).
    private func bandedZoomScale(_ s: Double) -> Double {
        let hi = max(minimumZoomScale, maximumZoomScale)
        let lo = minimumZoomScale
        if s > hi, hi > 0 { return hi * (1 + log(s / hi) * 0.4) }
        if s < lo, s > 0 { return lo / (1 + log(lo / s) * 0.4) }
        return s
    }
}
