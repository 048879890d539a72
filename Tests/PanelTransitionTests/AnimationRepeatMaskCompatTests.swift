import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Repeating part of an animation block (`modifyAnimations(withRepeatCount:autoreverses:animations:)`,
/// `setAnimationRepeatCount`), `perform(.delete, on:…)` and `UIView.mask`, as Apple's documentation
/// describes them.
@Suite("PanelKitCompat: animation repeats and UIView.mask")
@MainActor
struct AnimationRepeatMaskCompatTests {
    /// A harness with one 40-point view at the origin.
    private func scene() -> (TransitionHarness, UIView) {
        let h = TransitionHarness(width: 240, height: 120)
        let view = UIView(frame: CGRect(x: 0, y: 10, width: 40, height: 40))
        view.backgroundColor = .blue
        h.window.addSubview(view)
        h.step()
        return (h, view)
    }

    private func shownAlpha(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? -1) }
    private func shownX(_ view: UIView) -> Double { view.layer.presentation()?.frame.minX ?? -1 }

    @Test func twoAutoreversingRepeatsReturnAfterEachCycleAndCompleteOnceAtTheEnd() {
        let (h, view) = scene()
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                view.alpha = 0
            }
        } completion: { finished in
            completions.append(finished)
        }
        #expect(view.alpha == 0, "the model value changes at once")
        h.wait(0.5)
        #expect(shownAlpha(view) < 0.1, "there after half a cycle: \(shownAlpha(view))")
        h.wait(0.5)
        #expect(shownAlpha(view) > 0.9, "back near the start after one cycle: \(shownAlpha(view))")
        #expect(completions.isEmpty, "the completion waits for the second cycle")
        h.wait(0.5)
        #expect(shownAlpha(view) < 0.1)
        #expect(completions.isEmpty)
        h.wait(0.6)
        #expect(completions == [true], "the completion runs once, after two cycles")
        #expect(shownAlpha(view) == 0, "the model value shows when the repeats end")
        h.wait(1)
        #expect(completions.count == 1)
    }

    @Test func aFractionalCountStopsPartWayThroughItsLastRunThenShowsTheEndValue() {
        let (h, view) = scene()
        var done = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            UIView.modifyAnimations(withRepeatCount: 1.5, autoreverses: false) {
                view.frame.origin.x = 100
            }
        } completion: { _ in
            done = true
        }
        h.wait(0.5)
        #expect(abs(shownX(view) - 50) < 6, "halfway through the first run: \(shownX(view))")
        h.wait(0.75)
        #expect(abs(shownX(view) - 25) < 6, "a quarter into the second run: \(shownX(view))")
        #expect(!done)
        h.wait(0.4)
        #expect(done, "done after one and a half runs")
        #expect(shownX(view) == 100 && view.frame.minX == 100, "the end value")
    }

    @Test func oneAndAHalfAutoreversingCyclesEndGoingForward() {
        let (h, view) = scene()
        var done = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            UIView.modifyAnimations(withRepeatCount: 1.5, autoreverses: true) {
                view.frame.origin.x = 100
            }
        } completion: { _ in
            done = true
        }
        h.wait(1.5)
        #expect(abs(shownX(view) - 50) < 6, "halfway back: \(shownX(view))")
        h.wait(1)
        #expect(abs(shownX(view) - 50) < 6, "halfway forward again: \(shownX(view))")
        #expect(!done)
        h.wait(0.6)
        #expect(done && shownX(view) == 100)
    }

    @Test func theBlocksOwnChangesRunOnceWhileTheModifiedOnesRepeat() {
        let (h, view) = scene()
        var completions = 0
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            view.frame.origin.x = 100
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) {
                view.alpha = 0.2
            }
        } completion: { _ in
            completions += 1
        }
        h.wait(0.75)
        #expect(shownX(view) == 100, "the move ran once")
        #expect(abs(shownAlpha(view) - 0.6) < 0.1, "the fade is halfway through its second run: \(shownAlpha(view))")
        #expect(completions == 0)
        h.wait(0.9)
        #expect(completions == 1)
    }

    @Test func outsideAnAnimationBlockTheChangesAreSimplyMade() {
        let (h, view) = scene()
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) {
            view.alpha = 0.5
        }
        h.step()
        #expect(shownAlpha(view) == 0.5)
    }

    @Test func setAnimationRepeatCountLimitsARepeatingBlock() {
        let (h, view) = scene()
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear]) {
            UIView.setAnimationRepeatCount(2)
            view.frame.origin.x = 100
        } completion: { f in
            finished = f
        }
        h.wait(0.75)
        #expect(abs(shownX(view) - 50) < 8, "halfway through the second run: \(shownX(view))")
        #expect(finished == nil)
        h.wait(0.4)
        #expect(finished == true, "two runs, not forever")
        #expect(shownX(view) == 100)
    }

    @Test func performDeleteFadesTheViewsOutAndRemovesThem() {
        let (h, view) = scene()
        let other = UIView(frame: CGRect(x: 100, y: 10, width: 40, height: 40))
        h.window.addSubview(other)
        let moved = UIView(frame: CGRect(x: 0, y: 60, width: 40, height: 40))
        h.window.addSubview(moved)
        var finished: Bool?
        UIView.perform(.delete, on: [view, other], options: [.curveLinear]) {
            moved.frame.origin.x = 100
        } completion: { f in
            finished = f
        }
        h.step(3)
        #expect(shownAlpha(view) < 1 && shownAlpha(view) > 0, "fading: \(shownAlpha(view))")
        #expect(shownX(moved) > 0 && shownX(moved) < 100, "the parallel animation runs alongside")
        #expect(view.superview != nil)
        h.wait(1)
        #expect(finished == true)
        #expect(view.superview == nil && other.superview == nil, "removed once faded")
        #expect(moved.superview != nil && moved.frame.minX == 100)
    }

    // MARK: mask

    /// A red square at (40, 40) on the white window, masked by a view with a round opaque background.
    private func maskedSquare() -> (TransitionHarness, UIView, UIView) {
        let h = TransitionHarness(width: 240, height: 180)
        let square = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        square.backgroundColor = .red
        h.window.addSubview(square)
        let circle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 50
        square.mask = circle
        h.step()
        return (h, square, circle)
    }

    @Test func aRoundMaskViewShowsTheSquareInsideTheCircleOnly() {
        let (h, square, circle) = maskedSquare()
        let ink = ScreenInk(h: h)
        #expect(square.mask === circle)
        #expect(ink.isRed(90, 90), "the centre")
        #expect(ink.isRed(90, 45) && ink.isRed(45, 90), "inside the circle's edge")
        let corner = ink.rgb(43, 43)
        #expect(corner.r > 240 && corner.g > 240 && corner.b > 240, "the square's corner shows the window: \(corner)")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/view-mask-circle.png")
        }
        square.mask = nil
        h.step()
        #expect(ink.isRed(43, 43), "no mask, the whole square")
    }

    @Test func aMaskViewLeavesItsSuperviewAndAViewCannotMaskItself() {
        let (h, square, circle) = maskedSquare()
        let ink = ScreenInk(h: h)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.addSubview(inner)
        // Bad input leaves the mask as it was.
        square.mask = square
        inner.mask = square
        #expect(square.mask === circle && inner.mask == nil)
        // A view in a hierarchy used as a mask is taken out of it.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.backgroundColor = .black
        h.window.addSubview(other)
        square.mask = other
        h.step()
        #expect(other.superview == nil && square.mask === other)
        #expect(ink.isRed(43, 43), "a square mask shows the whole square")
    }

    @Test func aHalfTransparentMaskViewHalfBlends() {
        let (h, _, circle) = maskedSquare()
        circle.alpha = 0.5
        h.step()
        let c = ScreenInk(h: h).rgb(90, 90)
        #expect(c.r > 240 && abs(c.g - 128) < 16 && abs(c.b - 128) < 16, "half red on white: \(c)")
    }

    @Test func changingOrAnimatingTheMaskViewRedrawsTheMaskedView() {
        let (h, square, circle) = maskedSquare()
        let ink = ScreenInk(h: h)
        // Moved to the right half: the left half of the square is gone.
        circle.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        h.step()
        #expect(!ink.isRed(60, 90) && ink.isRed(120, 90))
        // A subview of the mask view (in its top left corner, outside the circle) masks too.
        #expect(!ink.isRed(94, 44))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        dot.backgroundColor = .black
        circle.addSubview(dot)
        h.step()
        #expect(ink.isRed(94, 44), "the mask's subview lets the square show")
        #expect(!ink.isRed(45, 90))
        // Animated: each frame shows the mask's presentation frame.
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            circle.frame = CGRect(x: -50, y: 0, width: 100, height: 100)
        }
        h.wait(0.5)
        #expect(ink.isRed(45, 90) && ink.isRed(135, 90), "halfway the circle spans the square")
        h.wait(0.6)
        #expect(!ink.isRed(100, 90) && ink.isRed(45, 90))
        #expect(square.mask?.frame.minX == -50)
    }
}
