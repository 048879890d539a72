import Testing

@testable import PanelKit

/// A content view that logs the touches delivered to it, in order.
@MainActor
final class ContentTouchLog: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if log.last != "moved" { log.append("moved") }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
}

/// `delaysContentTouches` and `canCancelContentTouches`, from `UIScrollView`'s documentation.
@Suite("Scroll view content touches")
@MainActor
struct ScrollViewContentTouchTests {
    /// A vertical scroll view filling the 200x120 window, with 600 points of content that logs touches.
    func make(_ h: Harness) -> (ScrollView, ContentTouchLog) {
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        let content = ContentTouchLog(frame: Rect(x: 0, y: 0, width: 200, height: 600))
        s.addSubview(content)
        h.window.addSubview(s)
        h.step()
        return (s, content)
    }

    /// A finger that lands at `start`, stays `hold` seconds, then moves up 100 points over 0.2 s and lifts.
    static func holdThenDrag(hold: Double, start: Point = Point(x: 100, y: 110)) -> [TouchEvent] {
        var events = [TouchEvent(id: 0, phase: .began, location: start, timestamp: 0)]
        for i in 1...10 {
            let p = Point(x: start.x, y: start.y - 10 * Double(i))
            events.append(TouchEvent(id: 0, phase: .moved, location: p, timestamp: hold + 0.02 * Double(i)))
        }
        events.append(
            TouchEvent(id: 0, phase: .ended, location: Point(x: start.x, y: start.y - 100), timestamp: hold + 0.25))
        return events
    }

    @Test func bothPropertiesDefaultToTrue() {
        let s = ScrollView(frame: .zero)
        #expect(s.delaysContentTouches)
        #expect(s.canCancelContentTouches)
    }

    /// "If the value of this property is true, the scroll view delays handling the touch-down gesture until
    /// it can determine if scrolling is the intent": a finger at rest reaches the content only after the
    /// delay.
    @Test func aRestingFingerReachesTheContentAfterTheDelay() {
        let h = Harness()
        let (_, content) = make(h)
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 100, y: 60), timestamp: 0)])
        h.wait(0.1)
        #expect(content.log.isEmpty)
        h.wait(0.1)
        #expect(content.log == ["began"])
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 100, y: 60), timestamp: 0)])
        h.step(2)
        #expect(content.log == ["began", "ended"])
    }

    /// A tap shorter than the delay is not a scroll: the content gets its touch-down and lift when the
    /// finger lifts.
    @Test func aQuickTapReachesTheContentWhenTheFingerLifts() {
        let h = Harness()
        let (s, content) = make(h)
        h.tap(at: Point(x: 100, y: 60))
        #expect(content.log == ["began", "ended"])
        #expect(s.contentOffset == .zero)
    }

    /// A finger that scrolls within the delay never reaches the content: no touch-down, so no cancel either.
    @Test func aScrollWithinTheDelayNeverReachesTheContent() {
        let h = Harness()
        let (s, content) = make(h)
        h.touch(Self.holdThenDrag(hold: 0))
        h.wait(0.4)
        #expect(s.contentOffset.y > 50)
        #expect(content.log.isEmpty)
    }

    /// A button in a scroll view sees nothing of a drag that scrolls at once: no highlight, no touch-down,
    /// no cancel (the delay is what keeps buttons in lists from flashing as the list scrolls).
    @Test func aButtonSeesNothingOfAScrollThatStartsAtOnce() {
        let h = Harness()
        let (s, _) = make(h)
        let button = Button(frame: Rect(x: 20, y: 40, width: 160, height: 70))
        s.addSubview(button)
        var events = 0
        button.addAction(for: .allTouchEvents) { _ in events += 1 }
        h.step()
        h.touch(Self.holdThenDrag(hold: 0))
        h.wait(0.4)
        #expect(s.contentOffset.y > 50)
        #expect(events == 0)
        #expect(!button.isHighlighted)
    }

    /// "If the value of this property is false, the scroll view immediately calls touchesShouldBegin": the
    /// content has the touch at once; a scroll then takes it back (`canCancelContentTouches` is true).
    @Test func withoutTheDelayTheContentHasTheTouchAtOnceAndAScrollCancelsIt() {
        let h = Harness()
        let (s, content) = make(h)
        s.delaysContentTouches = false
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 100, y: 110), timestamp: 0)])
        h.step(1)
        #expect(content.log == ["began"])
        h.touch(Array(Self.holdThenDrag(hold: 0).dropFirst()))
        h.wait(0.4)
        #expect(s.contentOffset.y > 50)
        #expect(content.log.first == "began" && content.log.last == "cancelled")
        #expect(!content.log.contains("ended"))
    }

    /// "If the value of this property is true and a view in the content has begun tracking a finger touching
    /// it, and if the user drags the finger enough to initiate a scroll, the view receives a
    /// touchesCancelled(_:with:) message and the scroll view handles the touch as a scroll."
    @Test func aScrollAfterTheDelayCancelsTheContentsTouch() {
        let h = Harness()
        let (s, content) = make(h)
        h.touch(Self.holdThenDrag(hold: 0.3))
        h.wait(0.7)
        #expect(s.contentOffset.y > 50)
        #expect(content.log.first == "began" && content.log.last == "cancelled")
    }

    /// "If the value of this property is false, the scroll view does not scroll regardless of finger
    /// movement once the content view starts tracking."
    @Test func withoutCancellingTheContentKeepsATrackedFingerAndNothingScrolls() {
        let h = Harness()
        let (s, content) = make(h)
        s.canCancelContentTouches = false
        h.touch(Self.holdThenDrag(hold: 0.3))
        h.wait(0.7)
        #expect(s.contentOffset == .zero)
        #expect(content.log == ["began", "moved", "ended"])
        #expect(!s.isDragging)
    }

    /// With `canCancelContentTouches` false, a finger that scrolls before the content tracks it still
    /// scrolls: the content never started tracking.
    @Test func withoutCancellingAScrollWithinTheDelayStillScrolls() {
        let h = Harness()
        let (s, content) = make(h)
        s.canCancelContentTouches = false
        h.touch(Self.holdThenDrag(hold: 0))
        h.wait(0.4)
        #expect(s.contentOffset.y > 50)
        #expect(content.log.isEmpty)
    }

    /// Without the delay and without cancelling, the content tracks the whole drag and nothing scrolls.
    @Test func withNeitherTheContentGetsTheWholeDrag() {
        let h = Harness()
        let (s, content) = make(h)
        s.delaysContentTouches = false
        s.canCancelContentTouches = false
        h.touch(Self.holdThenDrag(hold: 0))
        h.wait(0.4)
        #expect(s.contentOffset == .zero)
        #expect(content.log == ["began", "moved", "ended"])
    }
}
