import Testing

@testable import PanelKit

/// `showsVerticalScrollIndicator`, `showsHorizontalScrollIndicator`, `indicatorStyle` and
/// `flashScrollIndicators()`, from `UIScrollView`'s documentation.
@Suite("Scroll indicators")
@MainActor
struct ScrollIndicatorTests {
    /// A vertical scroll view filling the 200x120 window over white content 600 points tall.
    func make(_ h: Harness) -> ScrollView {
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        s.contentSize = Size(width: 200, height: 600)
        let content = View(frame: Rect(x: 0, y: 0, width: 200, height: 600))
        content.backgroundColor = .white
        s.addSubview(content)
        h.window.addSubview(s)
        h.step()
        return s
    }

    /// A finger that moves up 60 points and stays down.
    func dragAndHold(_ h: Harness) {
        var events = [TouchEvent(id: 0, phase: .began, location: Point(x: 100, y: 100), timestamp: 0)]
        for i in 1...6 {
            events.append(
                TouchEvent(
                    id: 0, phase: .moved, location: Point(x: 100, y: 100 - 10 * Double(i)), timestamp: 0.02 * Double(i))
            )
        }
        h.touch(events)
        h.wait(0.2)
    }

    func lift(_ h: Harness) {
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 100, y: 40), timestamp: 0)])
        h.step(2)
    }

    /// The darkness of the indicator column at the middle of the indicator, 0 (white) to 1 (black).
    func indicatorShade(_ h: Harness, _ s: ScrollView) -> Double {
        guard let bar = s.verticalIndicator else { return 0 }
        let onScreen = s.convert(bar.frame, to: nil)
        return 1 - h.color(Int(onScreen.midX), Int(onScreen.midY)).red
    }

    @Test func defaults() {
        let s = ScrollView(frame: .zero)
        #expect(s.showsVerticalScrollIndicator)
        #expect(s.showsHorizontalScrollIndicator)
        #expect(s.indicatorStyle == .default)
    }

    /// The indicators show while the user scrolls, not at rest; only along an axis with content to scroll.
    @Test func theVerticalIndicatorShowsWhileDragging() throws {
        let h = Harness()
        let s = make(h)
        #expect(s.verticalIndicator == nil && s.horizontalIndicator == nil)
        #expect(close(h.color(195, 60), .white))
        dragAndHold(h)
        let bar = try #require(s.verticalIndicator)
        #expect(s.subviews.last === bar)
        #expect(s.horizontalIndicator == nil)  // the content is not wider than the view
        // Along the right edge, in the visible part of the content.
        let frame = s.convert(bar.frame, to: nil)
        #expect(frame.maxX <= 200 && frame.minX >= 190 && frame.width <= 4)
        #expect(frame.minY >= 0 && frame.maxY <= 120)
        #expect(indicatorShade(h, s) > 0.2)
        lift(h)
    }

    /// The indicator's position follows the scroll position: at the end of the content it sits at the
    /// bottom of the view.
    @Test func theIndicatorTracksTheOffset() throws {
        let h = Harness()
        let s = make(h)
        dragAndHold(h)
        let top = s.convert(try #require(s.verticalIndicator).frame, to: nil)
        lift(h)
        s.setContentOffset(Point(x: 0, y: 480), animated: false)
        s.flashScrollIndicators()
        let bottom = s.convert(try #require(s.verticalIndicator).frame, to: nil)
        #expect(bottom.minY > top.minY)
        #expect(abs(bottom.maxY - (120 - ScrollView.indicatorInset)) < 0.5)
    }

    /// Once scrolling stops the indicators fade out and leave.
    @Test func theIndicatorsFadeOutOnceScrollingStops() {
        let h = Harness()
        let s = make(h)
        dragAndHold(h)
        lift(h)
        h.wait(0.1)
        #expect(s.verticalIndicator != nil)  // still there just after
        h.wait(ScrollView.indicatorFadeDelay + ScrollView.indicatorFadeDuration + 2)
        #expect(s.verticalIndicator == nil)
        #expect(s.subviews.count == 1)
        #expect(close(h.color(195, 60), .white))
    }

    /// `showsVerticalScrollIndicator = false` hides it.
    @Test func aHiddenIndicatorDoesNotShow() {
        let h = Harness()
        let s = make(h)
        s.showsVerticalScrollIndicator = false
        dragAndHold(h)
        #expect(s.verticalIndicator == nil)
        #expect(close(h.color(195, 60), .white))
        lift(h)
    }

    /// `flashScrollIndicators()`: "Displays the scroll indicators momentarily."
    @Test func flashingShowsTheIndicatorsMomentarily() {
        let h = Harness()
        let s = make(h)
        s.flashScrollIndicators()
        h.step()
        #expect(s.verticalIndicator != nil)
        #expect(indicatorShade(h, s) > 0.2)
        h.wait(ScrollView.indicatorFadeDelay + ScrollView.indicatorFadeDuration + 1)
        #expect(s.verticalIndicator == nil)
    }

    /// A horizontal indicator shows for content wider than the view, along the bottom edge.
    @Test func wideContentGetsAHorizontalIndicator() throws {
        let h = Harness()
        let s = make(h)
        s.contentSize = Size(width: 800, height: 120)
        s.flashScrollIndicators()
        let bar = try #require(s.horizontalIndicator)
        #expect(s.verticalIndicator == nil)
        #expect(bar.frame.height <= 4 && bar.frame.maxY <= 120 && bar.frame.minY >= 110)
        #expect(bar.frame.width < 200 / 2)  // a quarter of the content is visible
    }

    /// `indicatorStyle = .white` draws a light indicator (for dark content).
    @Test func theWhiteStyleIsLight() throws {
        let h = Harness()
        let s = make(h)
        s.indicatorStyle = .white
        s.flashScrollIndicators()
        let bar = try #require(s.verticalIndicator)
        #expect((bar.backgroundColor?.red ?? 0) > 0.9)
        s.indicatorStyle = .black
        #expect((bar.backgroundColor?.red ?? 1) < 0.1)
    }
}
