import PanelTestSupport
import Testing

@testable import PanelKit

/// Logs a scroll view's delegate calls in order (scrolls once per run of `didScroll`).
@MainActor
final class ScrollOrderLog: ScrollViewDelegate {
    var events: [String] = []
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if events.last != "didScroll" { events.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) { events.append("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { events.append("didChangeAdjustedInset") }
}

/// A scroll view that lets a scroll take touches from controls too, as UIKit apps do to scroll lists of
/// buttons from a finger that rests on one first.
@MainActor
final class CancellingScrollView: ScrollView {
    override func touchesShouldCancel(in view: View) -> Bool { true }
}

/// A scroll view that keeps touch-downs from its content and records what it was asked.
@MainActor
final class RefusingScrollView: ScrollView {
    var askedFor: [View] = []
    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        askedFor.append(view)
        return false
    }
}

/// A scroll view that counts `adjustedContentInsetDidChange()`.
@MainActor
final class InsetCountingScrollView: ScrollView {
    var changes = 0
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
    }
}

/// `UIScrollView` as Apple documents it.
@Suite("Scroll views, as UIKit documents them")
@MainActor
struct ScrollViewDocumentationTests {
    /// A finger that lands at `start`, rests `hold` seconds, then moves up 100 points over 0.2 s and lifts.
    static func holdThenDrag(hold: Double, start: Point = Point(x: 100, y: 110)) -> [TouchEvent] {
        ScrollViewContentTouchTests.holdThenDrag(hold: hold, start: start)
    }

    /// A 200x120 scroll view with 600 points of content and a button on it, in the window.
    func makeWithButton(_ h: Harness, _ s: ScrollView = ScrollView(frame: .zero)) -> (ScrollView, Button, [String]) {
        s.frame = Rect(x: 0, y: 0, width: 200, height: 120)
        s.contentSize = Size(width: 200, height: 600)
        h.window.addSubview(s)
        let button = Button(frame: Rect(x: 20, y: 40, width: 160, height: 75))
        s.addSubview(button)
        h.step()
        return (s, button, [])
    }

    // MARK: Defaults

    /// Documented defaults: `isScrollEnabled` true, `bounces` true, `alwaysBounceVertical` and
    /// `alwaysBounceHorizontal` false, `isPagingEnabled` false, `contentInsetAdjustmentBehavior`
    /// `.automatic`, `decelerationRate` `.normal`, `contentOffset` and `contentSize` zero, and insets zero.
    @Test func defaults() {
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.isScrollEnabled)
        #expect(s.bounces)
        #expect(!s.alwaysBounceVertical)
        #expect(!s.alwaysBounceHorizontal)
        #expect(!s.isPagingEnabled)
        #expect(s.contentInsetAdjustmentBehavior == .automatic)
        #expect(s.decelerationRate == .normal)
        #expect(s.contentOffset == .zero)
        #expect(s.contentSize == .zero)
        #expect(s.contentInset == .zero)
        #expect(s.adjustedContentInset == .zero)
        #expect(!s.isDragging && !s.isDecelerating && !s.isTracking)
    }

    // MARK: touchesShouldBegin / touchesShouldCancel

    /// `touchesShouldCancel(in:)`: "The default returned value is true if view isn't a UIControl object;
    /// otherwise, it returns false."
    @Test func touchesShouldCancelDefaultsToFalseOnlyForControls() {
        let s = ScrollView(frame: .zero)
        #expect(s.touchesShouldCancel(in: View(frame: .zero)))
        #expect(s.touchesShouldCancel(in: Label(frame: .zero)))
        #expect(!s.touchesShouldCancel(in: Button(frame: .zero)))
        #expect(s.touchesShouldBegin([], with: nil, in: View(frame: .zero)))
    }

    /// "If it receives false from this method, it stops dragging and forwards the touch events to the
    /// content subview": a finger that rests on a button (the button tracks it) and then drags keeps the
    /// button's touch; the scroll view does not scroll and the button sees no cancel.
    @Test func aButtonThatTracksTheFingerKeepsItAndNothingScrolls() {
        let h = Harness()
        let (s, button, _) = makeWithButton(h)
        var events: [String] = []
        button.addAction(for: .touchDown) { _ in events.append("down") }
        button.addAction(for: .touchCancel) { _ in events.append("cancel") }
        button.addAction(for: .touchUpInside) { _ in events.append("upInside") }
        button.addAction(for: .touchUpOutside) { _ in events.append("upOutside") }
        h.touch(Self.holdThenDrag(hold: 0.3))
        h.wait(0.7)
        #expect(s.contentOffset == .zero)
        #expect(!s.isDragging)
        #expect(events.first == "down")
        #expect(!events.contains("cancel"))
        #expect(events.last == "upInside" || events.last == "upOutside")
    }

    /// The same drag on a plain content view scrolls and cancels its touches (`touchesShouldCancel` is true
    /// for views that are not controls).
    @Test func aPlainContentViewLosesTheFingerToTheScroll() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        let content = ContentTouchLog(frame: Rect(x: 20, y: 40, width: 160, height: 75))
        s.addSubview(content)
        h.window.addSubview(s)
        h.step()
        h.touch(Self.holdThenDrag(hold: 0.3))
        h.wait(0.7)
        #expect(s.contentOffset.y > 50)
        #expect(content.log.last == "cancelled")
    }

    /// A subclass that overrides `touchesShouldCancel(in:)` to return true scrolls from a button, which
    /// gets `touchCancel`.
    @Test func aSubclassCanLetTheScrollTakeTheButtonsTouch() {
        let h = Harness()
        let (s, button, _) = makeWithButton(h, CancellingScrollView(frame: .zero))
        var events: [String] = []
        button.addAction(for: .touchDown) { _ in events.append("down") }
        button.addAction(for: .touchCancel) { _ in events.append("cancel") }
        button.addAction(for: [.touchUpInside, .touchUpOutside]) { _ in events.append("up") }
        h.touch(Self.holdThenDrag(hold: 0.3))
        h.wait(0.7)
        #expect(s.contentOffset.y > 50)
        #expect(events == ["down", "cancel"])
    }

    /// A drag that starts on a button at once (within the `delaysContentTouches` delay) scrolls: the button
    /// never began tracking, so `touchesShouldCancel` is not in question.
    @Test func aQuickDragFromAButtonStillScrolls() {
        let h = Harness()
        let (s, button, _) = makeWithButton(h)
        var events = 0
        button.addAction(for: .allTouchEvents) { _ in events += 1 }
        h.touch(Self.holdThenDrag(hold: 0))
        h.wait(0.5)
        #expect(s.contentOffset.y > 50)
        #expect(events == 0)
    }

    /// `canCancelContentTouches` false: "The scroll view does not call this method if the value of the
    /// canCancelContentTouches property is false" — nothing scrolls even for a subclass that would cancel.
    @Test func touchesShouldCancelIsNotAskedWithoutCanCancelContentTouches() {
        let h = Harness()
        let s = CancellingScrollView(frame: .zero)
        s.canCancelContentTouches = false
        let (_, button, _) = makeWithButton(h, s)
        var cancels = 0
        button.addAction(for: .touchCancel) { _ in cancels += 1 }
        h.touch(Self.holdThenDrag(hold: 0.3))
        h.wait(0.7)
        #expect(s.contentOffset == .zero)
        #expect(cancels == 0)
    }

    /// `touchesShouldBegin(_:with:in:)`: "The default behavior of UIScrollView is to invoke the UIResponder
    /// event-handling methods of the target subview that the touches occur in"; "Return false if you don't
    /// want the scroll view to send event messages to view." The content then sees nothing of a tap, and a
    /// later drag still scrolls (the content never tracked the finger).
    @Test func touchesShouldBeginFalseKeepsTheTouchFromTheContent() {
        let h = Harness()
        let s = RefusingScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        let content = ContentTouchLog(frame: Rect(x: 0, y: 0, width: 200, height: 600))
        s.addSubview(content)
        h.window.addSubview(s)
        h.step()
        h.tap(at: Point(x: 100, y: 60))
        #expect(content.log.isEmpty)
        #expect(s.askedFor.count == 1 && s.askedFor.first === content)
        h.touch(Self.holdThenDrag(hold: 0.3))
        h.wait(0.7)
        #expect(content.log.isEmpty)
        #expect(s.contentOffset.y > 50)
    }

    /// `delaysContentTouches`: "If the value of this property is false, the scroll view immediately calls
    /// touchesShouldBegin(_:with:in:)"; with the delay it is asked only once the delay is over.
    @Test func touchesShouldBeginIsAskedAtTouchDownWithoutTheDelay() {
        let h = Harness()
        let s = RefusingScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        let content = ContentTouchLog(frame: Rect(x: 0, y: 0, width: 200, height: 600))
        s.addSubview(content)
        h.window.addSubview(s)
        h.step()
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 100, y: 60), timestamp: 0)])
        h.step(1)
        #expect(s.askedFor.isEmpty)
        h.wait(0.2)
        #expect(s.askedFor.count == 1)
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 100, y: 60), timestamp: 0)])
        h.step(2)
        s.delaysContentTouches = false
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 100, y: 60), timestamp: 0)])
        h.step(1)
        #expect(s.askedFor.count == 2)
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 100, y: 60), timestamp: 0)])
        h.step(2)
        #expect(content.log.isEmpty)
    }

    // MARK: Adjusted content inset

    /// A controller whose view has a 20-point top, 10-point bottom and 5-point side unsafe area, and a scroll
    /// view filling it.
    func makeInSafeArea(_ h: Harness, _ s: ScrollView = ScrollView(frame: .zero)) -> ScrollView {
        let root = ViewController()
        h.window.rootViewController = root
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 5, bottom: 10, right: 5)
        s.frame = root.view.bounds
        root.view.addSubview(s)
        h.step()
        return s
    }

    /// `adjustedContentInset`: "The insets derived from the content insets and the safe area of the scroll
    /// view." `.always`: "Always include the safe area insets in the content adjustment." `.never`: "Do not
    /// adjust the scroll view insets."
    @Test func alwaysAndNeverAdjust() {
        let h = Harness()
        let s = makeInSafeArea(h)
        s.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        s.contentInsetAdjustmentBehavior = .always
        #expect(s.safeAreaInsets == EdgeInsets(top: 20, left: 5, bottom: 10, right: 5))
        #expect(s.adjustedContentInset == EdgeInsets(top: 21, left: 7, bottom: 13, right: 9))
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// `.scrollableAxes`: "Adjust insets only in scrollable directions." `.automatic` does the same outside a
    /// navigation controller. Content taller than the view scrolls vertically only; content that also is
    /// wider scrolls both ways; `alwaysBounceHorizontal` makes the horizontal axis scrollable too.
    @Test func scrollableAxesAdjustOnlyScrollableDirections() {
        let h = Harness()
        let s = makeInSafeArea(h)
        for behavior in [ContentInsetAdjustmentBehavior.scrollableAxes, .automatic] {
            s.contentInsetAdjustmentBehavior = behavior
            s.alwaysBounceHorizontal = false
            s.contentSize = Size(width: 100, height: 600)
            #expect(s.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
            s.contentSize = Size(width: 900, height: 600)
            #expect(s.adjustedContentInset == EdgeInsets(top: 20, left: 5, bottom: 10, right: 5))
            s.contentSize = Size(width: 100, height: 50)
            #expect(s.adjustedContentInset == .zero)
            s.alwaysBounceHorizontal = true
            #expect(s.adjustedContentInset == EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        }
    }

    /// `.automatic`: "Content is always adjusted vertically when the scroll view is the content view of a view
    /// controller that is currently displayed by a navigation or tab bar controller."
    @Test func automaticAlwaysAdjustsVerticallyInANavigationController() {
        let h = Harness()
        let top = ViewController()
        let s = ScrollView(frame: .zero)
        top.view = s
        let nav = NavigationController(rootViewController: top)
        h.window.rootViewController = nav
        h.step()
        top.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
        s.contentSize = Size(width: 10, height: 10)
        #expect(s.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
        s.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(s.adjustedContentInset == .zero)
    }

    /// The scroll range is the content grown by the adjusted insets: a drag down past the top comes to rest
    /// at `-adjustedContentInset.top`, and the bottom-most offset leaves the bottom inset below the content.
    @Test func offsetsAreHeldWithinTheAdjustedInsets() {
        let h = Harness()
        let s = makeInSafeArea(h)
        s.contentSize = Size(width: s.bounds.width, height: 600)
        s.contentInsetAdjustmentBehavior = .always
        #expect(s.minimumContentOffset == Point(x: -5, y: -20))
        #expect(s.maximumContentOffset.y == 600 + 10 - s.bounds.height)
        s.contentOffset = Point(x: 0, y: 30)
        h.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 115), duration: 0.6, hold: 0.3)
        h.wait(2)
        #expect(close(s.contentOffset.y, -20, 0.5))
    }

    /// `adjustedContentInsetDidChange()`: "Called when the adjusted content insets of the scroll view
    /// change." It runs for a new content inset and a new behaviour, and not for a value that changes nothing.
    @Test func adjustedContentInsetDidChangeIsCalledOnChange() {
        let h = Harness()
        let s = InsetCountingScrollView(frame: .zero)
        let log = ScrollOrderLog()
        s.delegate = log
        _ = makeInSafeArea(h, s)
        s.contentInsetAdjustmentBehavior = .always
        let afterAlways = s.changes
        #expect(afterAlways >= 1)
        s.contentInset = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        #expect(s.changes == afterAlways + 1)
        s.contentInset = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        #expect(s.changes == afterAlways + 1)
        // A change of the safe area it sits in reaches it with the next layout pass.
        (s.superview?.owningViewController)?.additionalSafeAreaInsets = .zero
        h.step()
        #expect(s.changes == afterAlways + 2)
        #expect(s.adjustedContentInset == EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
        #expect(log.events.filter { $0 == "didChangeAdjustedInset" }.count == s.changes)
    }

    // MARK: Scrolling properties

    /// `isScrollEnabled`: "If the value of this property is false, scrolling is disabled."
    @Test func scrollingDisabledDoesNotScroll() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        h.window.addSubview(s)
        s.isScrollEnabled = false
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 10), duration: 0.3)
        h.wait(1)
        #expect(s.contentOffset == .zero)
    }

    /// `bounces`: "If the value of this property is false, scrolling stops immediately at the content
    /// boundary without bouncing."
    @Test func withoutBouncingTheContentStopsAtTheEdge() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        h.window.addSubview(s)
        s.bounces = false
        var lowest = 0.0
        let watcher = OffsetWatcher { lowest = min(lowest, $0.contentOffset.y) }
        s.delegate = watcher
        h.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 110), duration: 0.3, hold: 0.2)
        h.wait(1)
        #expect(lowest == 0)
        #expect(s.contentOffset == .zero)
    }

    /// `alwaysBounceVertical`: "If this property is set to true and bounces is true, vertical dragging is
    /// allowed even if the content is smaller than the bounds of the scroll view. The default value is
    /// false."
    @Test func alwaysBounceVerticalLetsShortContentBounce() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 50)
        h.window.addSubview(s)
        var lowest = 0.0
        let watcher = OffsetWatcher { lowest = min(lowest, $0.contentOffset.y) }
        s.delegate = watcher
        h.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 110), duration: 0.3, hold: 0.2)
        h.wait(1)
        #expect(lowest == 0)
        s.alwaysBounceVertical = true
        h.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 110), duration: 0.3, hold: 0.2)
        #expect(lowest < -10)
        h.wait(1)
        #expect(close(s.contentOffset.y, 0, 0.5))
    }

    /// `alwaysBounceVertical` bounces short content only "if this property is set to true and bounces is
    /// true": without `bounces` nothing moves.
    @Test func alwaysBounceVerticalNeedsBounces() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 50)
        s.alwaysBounceVertical = true
        s.bounces = false
        h.window.addSubview(s)
        var lowest = 0.0
        let watcher = OffsetWatcher { lowest = min(lowest, $0.contentOffset.y) }
        s.delegate = watcher
        h.drag(from: Point(x: 100, y: 10), to: Point(x: 100, y: 110), duration: 0.3, hold: 0.2)
        h.wait(1)
        #expect(lowest == 0)
    }

    /// `isTracking`: "true if the user has touched the content view but might not have yet have started
    /// dragging it." `isDragging`: "true if user has started scrolling. This may require some time and or
    /// distance to move to initiate dragging." `isDecelerating`: "true if user isn't dragging (touch up) but
    /// scroll view is still moving."
    @Test func trackingDraggingAndDecelerating() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 2000)
        h.window.addSubview(s)
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 100, y: 110), timestamp: 0)])
        h.step(1)
        #expect(s.isTracking && !s.isDragging && !s.isDecelerating)
        h.touch([
            TouchEvent(id: 0, phase: .moved, location: Point(x: 100, y: 90), timestamp: 0),
            TouchEvent(id: 0, phase: .moved, location: Point(x: 100, y: 60), timestamp: 0.03),
        ])
        h.wait(0.05)
        #expect(s.isTracking && s.isDragging && !s.isDecelerating)
        h.touch([
            TouchEvent(id: 0, phase: .moved, location: Point(x: 100, y: 30), timestamp: 0),
            TouchEvent(id: 0, phase: .ended, location: Point(x: 100, y: 20), timestamp: 0.02),
        ])
        h.wait(0.1)
        #expect(!s.isTracking && !s.isDragging && s.isDecelerating)
        h.wait(4)
        #expect(!s.isTracking && !s.isDragging && !s.isDecelerating)
    }

    /// `isPagingEnabled`: "If the value of this property is true, the scroll view stops on multiples of the
    /// scroll view's bounds when the user scrolls." A horizontal pager 150 points wide stops at 150 after a
    /// leftward flick, not at the window's width or the content's.
    @Test func pagingStopsOnMultiplesOfTheBounds() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 150, height: 120))
        s.contentSize = Size(width: 600, height: 120)
        s.isPagingEnabled = true
        h.window.addSubview(s)
        h.drag(from: Point(x: 140, y: 60), to: Point(x: 80, y: 60), duration: 0.1)
        h.wait(2)
        #expect(close(s.contentOffset.x, 150, 0.5))
        // A short slow drag falls back to the page it started on.
        h.drag(from: Point(x: 100, y: 60), to: Point(x: 80, y: 60), duration: 0.6, hold: 0.3)
        h.wait(2)
        #expect(close(s.contentOffset.x, 150, 0.5))
    }

    /// `setContentOffset(_:animated:)`: "true to animate the transition at a constant velocity to the new
    /// offset, false to make the transition immediate." `scrollViewDidEndScrollingAnimation`: "The scroll
    /// view calls this method at the end of its implementations of the setContentOffset(_:animated:) and
    /// scrollRectToVisible(_:animated:) methods, but only if animations are requested."
    @Test func setContentOffsetAnimatedOrNot() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        let log = ScrollOrderLog()
        s.delegate = log
        h.window.addSubview(s)
        s.setContentOffset(Point(x: 0, y: 100), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 100))
        h.wait(1)
        #expect(log.events == ["didScroll"])
        log.events = []
        s.setContentOffset(Point(x: 0, y: 300), animated: true)
        #expect(s.contentOffset.y == 100)
        h.wait(1.5)
        #expect(close(s.contentOffset.y, 300, 1e-6))
        #expect(log.events == ["didScroll", "didEndScrollingAnimation"])
    }

    /// `scrollRectToVisible(_:animated:)`: "This method scrolls the content view so that the area defined by
    /// rect is just visible inside the scroll view. If the area is already visible, the method does nothing."
    @Test func scrollRectToVisibleScrollsJustEnough() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        let log = ScrollOrderLog()
        s.delegate = log
        h.window.addSubview(s)
        s.scrollRectToVisible(Rect(x: 0, y: 300, width: 50, height: 40), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 220))
        log.events = []
        s.scrollRectToVisible(Rect(x: 0, y: 250, width: 50, height: 40), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 220))
        #expect(log.events.isEmpty)
        s.scrollRectToVisible(Rect(x: 0, y: 100, width: 50, height: 40), animated: true)
        h.wait(1.5)
        #expect(close(s.contentOffset.y, 100, 1e-6))
        #expect(log.events.last == "didEndScrollingAnimation")
    }

    /// The delegate's order for a flick (UIScrollViewDelegate): `scrollViewWillBeginDragging`, then
    /// `scrollViewDidScroll` as the content moves, `scrollViewWillEndDragging`,
    /// `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`, more scrolling,
    /// and `scrollViewDidEndDecelerating` when it rests. A drag that stops before lifting does not decelerate:
    /// `willDecelerate` is false and no deceleration callbacks follow.
    @Test func delegateOrderForAFlickAndADrag() {
        let h = Harness()
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 2000)
        let log = ScrollOrderLog()
        s.delegate = log
        h.window.addSubview(s)
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 20), duration: 0.1)
        h.wait(4)
        #expect(
            log.events == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        log.events = []
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 100, y: 60), duration: 0.5, hold: 0.3)
        h.wait(1)
        #expect(log.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }
}

/// Calls a closure on every scroll.
@MainActor
final class OffsetWatcher: ScrollViewDelegate {
    let onScroll: (ScrollView) -> Void
    init(_ onScroll: @escaping (ScrollView) -> Void) { self.onScroll = onScroll }
    func scrollViewDidScroll(_ scrollView: ScrollView) { onScroll(scrollView) }
}
