import PanelKitCompat
import PanelPlatform
import Testing

@testable import PanelKit

/// `UIView.isExclusiveTouch` and `isMultipleTouchEnabled` as Apple documents them: an exclusive view gets
/// no touch while another view of its window tracks one and keeps the others from getting any while it
/// tracks; a view without multiple touch gets only the first finger.
@Suite("PanelKitCompat: isExclusiveTouch", .serialized)
@MainActor
struct ExclusiveTouchCompatTests {
    /// How many times each button fired.
    final class Taps {
        var a = 0
        var b = 0
    }

    /// Two buttons side by side that count their taps.
    private func buttons(exclusive: Bool) -> (TransitionHarness, UIButton, UIButton, () -> (Int, Int)) {
        let h = TransitionHarness(width: 320, height: 200)
        let a = UIButton(type: .system)
        a.frame = CGRect(x: 10, y: 50, width: 140, height: 60)
        a.setTitle("A", for: .normal)
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 170, y: 50, width: 140, height: 60)
        b.setTitle("B", for: .normal)
        a.isExclusiveTouch = exclusive
        h.window.addSubview(a)
        h.window.addSubview(b)
        let taps = Taps()
        a.addAction(UIAction { _ in taps.a += 1 }, for: .touchUpInside)
        b.addAction(UIAction { _ in taps.b += 1 }, for: .touchUpInside)
        h.step()
        return (h, a, b, { (taps.a, taps.b) })
    }

    /// Finger 0 held on `first` while finger 1 taps `second`, then finger 0 lifts.
    private func holdAndTap(_ h: TransitionHarness, hold first: CGPoint, tap second: CGPoint) {
        h.touch([
            TouchEvent(id: 0, phase: .began, location: first, timestamp: 0),
            TouchEvent(id: 1, phase: .began, location: second, timestamp: 0.1),
            TouchEvent(id: 1, phase: .ended, location: second, timestamp: 0.15),
            TouchEvent(id: 0, phase: .ended, location: first, timestamp: 0.3),
        ])
        h.wait(0.4)
    }

    @Test func withoutExclusiveTouchBothButtonsFire() {
        let (h, a, b, taps) = buttons(exclusive: false)
        holdAndTap(h, hold: a.center, tap: b.center)
        #expect(taps() == (1, 1))
    }

    @Test func anExclusiveButtonBlocksASecondButtonWhileItTracks() {
        let (h, a, b, taps) = buttons(exclusive: true)
        holdAndTap(h, hold: a.center, tap: b.center)
        #expect(taps() == (1, 0), "B got nothing while A tracked, got \(taps())")
        // B tracking: a touch on the exclusive A goes nowhere.
        h.wait(0.5)
        holdAndTap(h, hold: b.center, tap: a.center)
        #expect(taps() == (1, 1), "A got nothing while B tracked, got \(taps())")
        // Alone, each works.
        h.wait(0.5)
        h.tap(at: a.center)
        h.wait(0.5)
        h.tap(at: b.center)
        #expect(taps() == (2, 2))
    }

    /// Counts the fingers it is told about.
    final class Counter: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    }

    @Test func aViewWithoutMultipleTouchGetsOnlyTheFirstFinger() {
        let h = TransitionHarness(width: 320, height: 200)
        let single = Counter(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        h.window.addSubview(single)
        h.step()
        let twoFingers = [
            TouchEvent(id: 0, phase: .began, location: CGPoint(x: 50, y: 50), timestamp: 0),
            TouchEvent(id: 1, phase: .began, location: CGPoint(x: 150, y: 50), timestamp: 0.05),
            TouchEvent(id: 1, phase: .ended, location: CGPoint(x: 150, y: 50), timestamp: 0.1),
            TouchEvent(id: 0, phase: .ended, location: CGPoint(x: 50, y: 50), timestamp: 0.15),
        ]
        h.touch(twoFingers)
        h.wait(0.3)
        #expect(single.began == 1)
        single.isMultipleTouchEnabled = true
        h.touch(twoFingers)
        h.wait(0.3)
        #expect(single.began == 3)
    }
}
