import Testing

@testable import PanelKit

/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)` with `.transitionCrossDissolve`, from Apple's
/// documentation: the old rendering dissolves into the new one, and `transition(from:to:)` "removes fromView
/// from its superview and adds toView" unless `.showHideTransitionViews`.
@Suite("View transitions")
@MainActor
struct ViewTransitionTests {
    /// A 100x60 red view at (20, 20) in a white window, drawn once.
    func makeRed(_ h: Harness) -> View {
        let v = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
        v.backgroundColor = .red
        h.window.addSubview(v)
        h.step()
        return v
    }

    /// Half-way through a linear cross-dissolve the screen shows half the old rendering and half the new.
    @Test func aCrossDissolveMixesTheOldAndNewRenderings() {
        let h = Harness()
        let v = makeRed(h)
        var finished: Bool?
        View.transition(
            with: v, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { v.backgroundColor = .blue }, completion: { finished = $0 })
        // The change itself is made at once; only the picture animates.
        #expect(v.backgroundColor == .blue)
        h.step()
        #expect(close(h.color(70, 50), .red, 0.1))
        h.wait(0.5)
        let mid = h.color(70, 50)
        #expect(abs(mid.red - 0.5) < 0.06 && abs(mid.blue - 0.5) < 0.06 && mid.green < 0.02)
        #expect(close(h.color(5, 5), .white))
        #expect(finished == nil)
        h.wait(0.6)
        h.step(2)
        #expect(close(h.color(70, 50), .blue))
        #expect(finished == true)
        #expect(v.subviews.isEmpty)  // the picture of the old rendering is gone
    }

    /// The old rendering includes the subviews: a subview hidden by the block fades out with the picture.
    @Test func subviewsDissolveWithTheirView() {
        let h = Harness()
        let v = makeRed(h)
        let child = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
        child.backgroundColor = .green
        v.addSubview(child)
        h.step()
        #expect(close(h.color(40, 40), .green))
        View.transition(
            with: v, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { child.isHidden = true })
        // While it runs, the picture is the frontmost subview.
        #expect(v.subviews.count == 2 && v.subviews.last is TransitionSnapshotView)
        h.wait(0.5)
        let mid = h.color(40, 40)
        #expect(abs(mid.green - 0.5) < 0.06 && abs(mid.red - 0.5) < 0.06)
        h.wait(0.6)
        h.step(2)
        #expect(close(h.color(40, 40), .red))
        #expect(v.subviews.count == 1 && v.subviews.first === child)
    }

    /// Without `.allowAnimatedContent` the block's changes are not animated themselves: the new frame is on
    /// screen at once, under the fading picture.
    @Test func theBlocksChangesDoNotAnimateOnTheirOwn() {
        let h = Harness()
        let v = makeRed(h)
        View.transition(
            with: v, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { v.alpha = 0.2 })
        h.step()
        #expect(v.layer.presentation()?.alpha == 0.2)
        h.wait(1.1)
    }

    /// `transition(from:to:)`: "fromView … is removed from its superview as part of the transition",
    /// "toView … is added to the superview of fromView", here in fromView's place among its siblings.
    @Test func fromToReplacesTheViewInItsSuperview() {
        let h = Harness()
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        let a = View(frame: .zero)
        let from = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
        from.backgroundColor = .red
        let b = View(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(from)
        parent.addSubview(b)
        h.window.addSubview(parent)
        h.step()
        let to = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
        to.backgroundColor = .blue
        var finished: Bool?
        View.transition(
            from: from, to: to, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            completion: { finished = $0 })
        #expect(from.superview == nil)
        #expect(to.superview === parent)
        h.wait(0.5)
        let mid = h.color(70, 50)
        #expect(abs(mid.red - 0.5) < 0.06 && abs(mid.blue - 0.5) < 0.06)
        h.wait(0.6)
        h.step(2)
        #expect(finished == true)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, to, b].map(ObjectIdentifier.init))
        #expect(close(h.color(70, 50), .blue))
    }

    /// `.showHideTransitionViews`: "Hide or show views during a view transition" instead of removing and
    /// adding them.
    @Test func showHideKeepsBothViewsInTheHierarchy() {
        let h = Harness()
        let from = makeRed(h)
        let to = View(frame: from.frame)
        to.backgroundColor = .blue
        to.isHidden = true
        h.window.addSubview(to)
        h.step()
        var finished: Bool?
        View.transition(
            from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews],
            completion: { finished = $0 })
        h.wait(0.4)
        h.step(2)
        #expect(finished == true)
        #expect(from.superview === h.window && from.isHidden)
        #expect(to.superview === h.window && !to.isHidden)
        #expect(close(h.color(70, 50), .blue))
    }

    /// Without a transition option the views are swapped too, and the completion still runs.
    @Test func fromToWithoutAnOptionStillSwaps() {
        let h = Harness()
        let from = makeRed(h)
        let to = View(frame: from.frame)
        to.backgroundColor = .blue
        var finished: Bool?
        View.transition(from: from, to: to, duration: 0.2, options: [], completion: { finished = $0 })
        h.wait(0.3)
        h.step(2)
        #expect(finished == true)
        #expect(from.superview == nil && to.superview === h.window)
        #expect(close(h.color(70, 50), .blue))
    }
}
