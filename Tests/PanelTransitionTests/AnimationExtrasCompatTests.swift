import PanelKitCompat
import Testing

/// iOS 17's spring animations by duration and bounce, `setAnimationsEnabled(_:)` and
/// `inheritedAnimationDuration`, as Apple's documentation describes them.
@Suite("PanelKitCompat: spring durations and the animation switch")
@MainActor
struct AnimationExtrasCompatTests {
    /// The x positions the view shows over `frames` frames of a move from 0 to 100.
    private func positions(frames: Int, animate: (UIView) -> Void) -> [Double] {
        let h = TransitionHarness(width: 240, height: 80)
        let view = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
        h.window.addSubview(view)
        h.step()
        animate(view)
        var xs: [Double] = []
        for _ in 0..<frames {
            h.step()
            xs.append(view.layer.presentation()?.frame.minX ?? view.frame.minX)
        }
        return xs
    }

    @Test func aSpringWithoutBounceArrivesWithoutOvershoot() {
        let xs = positions(frames: 90) { view in
            UIView.animate(springDuration: 0.5, bounce: 0) { view.frame.origin.x = 100 }
        }
        #expect(xs[5] > 5 && xs[5] < 95, "still moving after 5 frames: \(xs[5])")
        #expect(xs.max()! <= 100.01)
        #expect(abs(xs.last! - 100) < 0.01)
    }

    @Test func aBouncySpringOvershootsAndSettles() {
        var completed: Bool?
        let xs = positions(frames: 150) { view in
            UIView.animate(springDuration: 0.5, bounce: 0.5, initialSpringVelocity: 0, delay: 0, options: []) {
                view.frame.origin.x = 100
            } completion: { finished in
                completed = finished
            }
        }
        #expect(xs.max()! > 105, "a bounce of 0.5 overshoots: peak \(xs.max()!)")
        #expect(abs(xs.last! - 100) < 0.01)
        #expect(completed == true)
    }

    @Test func animationsTurnedOffChangeAtOnceAndStillComplete() {
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        var completed: Bool?
        let xs = positions(frames: 2) { view in
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) {
                view.frame.origin.x = 100
            } completion: { finished in
                completed = finished
            }
        }
        #expect(xs[0] == 100)
        #expect(completed == true)
    }

    @Test func inheritedAnimationDurationIsTheEnclosingBlocks() {
        var inside = -1.0
        var nested = -1.0
        UIView.animate(withDuration: 0.4) {
            inside = UIView.inheritedAnimationDuration
            UIView.performWithoutAnimation { nested = UIView.inheritedAnimationDuration }
        }
        #expect(inside == 0.4)
        #expect(nested == 0)
        #expect(UIView.inheritedAnimationDuration == 0)
    }
}
