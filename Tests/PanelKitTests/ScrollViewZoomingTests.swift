import Testing

@testable import PanelKit

/// Names the view to zoom and logs the zoom calls.
@MainActor
final class ZoomLog: ScrollViewDelegate {
    var zoomed: View?
    var events: [String] = []
    var endScales: [Double] = []
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomed }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        events.append(view === zoomed ? "willBegin" : "willBegin(other)")
    }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        if events.last != "didZoom" { events.append("didZoom") }
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        events.append("didEnd")
        endScales.append(scale)
    }
}

/// `UIScrollView` zooming as Apple documents it: "the delegate must implement both
/// viewForZooming(in:) and scrollViewDidEndZooming(_:with:atScale:)", and `maximumZoomScale` must be
/// greater than `minimumZoomScale`.
@Suite("Scroll view zooming, as UIKit documents it")
@MainActor
struct ScrollViewZoomingTests {
    /// A 200x120 scroll view over 200x120 of white content with a red 10-point square at (60, 40), zooming
    /// that content.
    func make(_ h: Harness, max: Double = 4) -> (ScrollView, View, ZoomLog) {
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        let content = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        content.backgroundColor = .white
        let square = View(frame: Rect(x: 60, y: 40, width: 10, height: 10))
        square.backgroundColor = .red
        content.addSubview(square)
        s.addSubview(content)
        s.contentSize = content.frame.size
        let log = ZoomLog()
        log.zoomed = content
        s.delegate = log
        s.minimumZoomScale = 1
        s.maximumZoomScale = max
        h.window.addSubview(s)
        h.step()
        return (s, content, log)
    }

    /// Documented defaults: zoom scales 1, `bouncesZoom` true; no pinch until the limits allow zooming.
    @Test func defaults() {
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.zoomScale == 1 && s.minimumZoomScale == 1 && s.maximumZoomScale == 1)
        #expect(s.bouncesZoom && !s.isZooming && !s.isZoomBouncing)
        #expect(s.pinchGestureRecognizer == nil)
        s.maximumZoomScale = 3
        #expect(s.pinchGestureRecognizer != nil)
        #expect(s.gestureRecognizers?.contains { $0 === s.pinchGestureRecognizer } == true)
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil)
    }

    /// Without a view for zooming, setting the scale changes nothing.
    @Test func noViewForZoomingDoesNotZoom() {
        let h = Harness()
        let (s, content, log) = make(h)
        log.zoomed = nil
        s.zoomScale = 2
        #expect(s.zoomScale == 1)
        #expect(content.transform == .identity)
        #expect(s.contentSize == Size(width: 200, height: 120))
    }

    /// `zoomScale` scales the view (its transform), keeps it at the content's origin, makes the content its
    /// scaled size, zooms about the middle of the visible area, is clamped to the limits, and tells the
    /// delegate `scrollViewDidZoom`.
    @Test func settingZoomScale() {
        let h = Harness()
        let (s, content, log) = make(h)
        s.zoomScale = 2
        #expect(s.zoomScale == 2)
        #expect(content.transform == AffineTransform(scaleX: 2, y: 2))
        #expect(content.frame == Rect(x: 0, y: 0, width: 400, height: 240))
        #expect(s.contentSize == Size(width: 400, height: 240))
        #expect(s.contentOffset == Point(x: 100, y: 60))
        #expect(log.events == ["didZoom"])
        s.zoomScale = 10
        #expect(s.zoomScale == 4)
        s.zoomScale = 0.2
        #expect(s.zoomScale == 1)
        #expect(s.contentOffset == .zero)
    }

    /// `zoom(to:animated:)` fits the rectangle (in the zoomed view's coordinates) into the visible area.
    /// Animated, the scale moves through the values between and the delegate hears the end.
    @Test func zoomToRect() {
        let h = Harness()
        let (s, content, log) = make(h)
        s.zoom(to: Rect(x: 50, y: 30, width: 50, height: 30), animated: false)
        #expect(s.zoomScale == 4)
        #expect(s.contentOffset == Point(x: 200, y: 120))
        // The square at (60, 40) now covers (40, 40)-(80, 80) of the screen.
        h.step()
        #expect(close(h.color(60, 60), .red))
        #expect(close(h.color(90, 60), .white))

        s.zoom(to: content.bounds, animated: true)
        h.wait(0.15)
        #expect(s.zoomScale > 1.1 && s.zoomScale < 3.9)
        h.wait(0.3)
        #expect(s.zoomScale == 1)
        #expect(s.contentOffset == .zero)
        #expect(log.endScales == [1])
    }

    /// A pinch zooms about the fingers: the content point between them stays between them, and the
    /// delegate hears will-begin, did-zoom and did-end with the final scale.
    @Test func pinchZoomsAboutTheFingers() {
        let h = Harness()
        let (s, _, log) = make(h)
        #expect(close(h.color(75, 55), .white))
        // Fingers 40 points apart around (65, 45), spreading to 80: scale 2.
        h.touch(
            twoFingerScript(duration: 0.5) { f in
                (Point(x: 45 - 20 * f, y: 45), Point(x: 85 + 20 * f, y: 45))
            })
        h.wait(0.6)
        #expect(close(s.zoomScale, 2, 0.01))
        #expect(close(s.contentOffset, Point(x: 65, y: 45), 1))
        #expect(log.events == ["willBegin", "didZoom", "didEnd"])
        #expect(log.endScales.count == 1 && close(log.endScales[0], 2, 0.01))
        #expect(!s.isZooming)
        h.step()
        // The square, now 20 points, is centred where the fingers were.
        #expect(close(h.color(57, 37), .red))
        #expect(close(h.color(72, 52), .red))
        #expect(close(h.color(52, 45), .white))
        #expect(close(h.color(78, 45), .white))
    }

    /// Past `maximumZoomScale`, a pinch goes on zooming with resistance and springs back to the limit when
    /// the fingers lift; `scrollViewDidEndZooming` reports the limit. Without `bouncesZoom` it stops at it.
    @Test func pinchPastTheLimitSpringsBack() {
        let h = Harness()
        let (s, _, log) = make(h, max: 1.5)
        var peak = 1.0
        let watcher = DisplayLink { _ in peak = Swift.max(peak, s.zoomScale) }
        watcher.add(to: h.driver.application)
        h.touch(
            twoFingerScript(duration: 0.5) { f in
                (Point(x: 80 - 40 * f, y: 60), Point(x: 120 + 40 * f, y: 60))
            })
        h.wait(0.55)
        #expect(peak > 1.55 && peak < 3)
        #expect(s.isZoomBouncing || s.zoomScale == 1.5)
        h.wait(0.5)
        #expect(s.zoomScale == 1.5)
        #expect(!s.isZoomBouncing)
        #expect(log.endScales == [1.5])

        s.bouncesZoom = false
        s.zoomScale = 1
        peak = 1
        h.touch(
            twoFingerScript(duration: 0.5) { f in
                (Point(x: 80 - 40 * f, y: 60), Point(x: 120 + 40 * f, y: 60))
            })
        h.wait(0.6)
        watcher.invalidate()
        #expect(peak <= 1.5)
        #expect(s.zoomScale == 1.5)
    }

    /// Zoomed in, one finger scrolls the enlarged content.
    @Test func zoomedContentScrolls() {
        let h = Harness()
        let (s, _, log) = make(h)
        s.zoomScale = 3
        let before = s.contentOffset
        h.drag(from: Point(x: 150, y: 100), to: Point(x: 50, y: 40), duration: 0.4, hold: 0.05, settle: 60)
        #expect(s.contentOffset.x > before.x + 50)
        #expect(s.contentOffset.y > before.y + 30)
        #expect(s.zoomScale == 3)
        #expect(log.events == ["didZoom"])
    }
}
