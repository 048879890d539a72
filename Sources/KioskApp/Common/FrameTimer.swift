import PanelKit

/// Runs a closure once, `after` seconds of the application's clock, checked at each frame (so a
/// `ManualClock` makes it deterministic). Without an application the closure runs at once.
@MainActor
final class FrameTimer {
    private var link: DisplayLink?

    init(after seconds: Double, in application: Application?, _ action: @escaping () -> Void) {
        guard let application else {
            action()
            return
        }
        let deadline = application.clock.now + seconds
        let l = DisplayLink { link in
            guard link.targetTimestamp >= deadline - 1e-9 else { return }
            link.invalidate()
            action()
        }
        link = l
        l.add(to: application)
    }

    /// Stops the timer without running the closure.
    func cancel() {
        link?.invalidate()
        link = nil
    }
}
