/// A clock of its own for the `View.animate` animations of a percent-driven transition, as Core
/// Animation's layer `speed` and `timeOffset`: paused, the animations show the time the interaction
/// sets; running, they move forwards or backwards at a speed, and those that reach their end (or, going
/// backwards, their start) complete.
///
/// `PercentDrivenInteractiveTransition` makes one when the animator has no interruptible animator and
/// runs `animateTransition(using:)` with it as `AnimationTimeline.current`.
@MainActor
final class AnimationTimeline {
    /// The timeline animations made now belong to.
    @TaskLocal static var current: AnimationTimeline?

    /// The application whose clock and engine run the timeline.
    private(set) weak var application: Application?
    private var drivers: [TimedAnimation] = []
    /// The timeline's time at `anchor` on the application clock.
    private var anchorLocal = 0.0
    private var anchor = 0.0
    /// Timeline seconds per clock second: 0 while paused, negative when running backwards.
    private(set) var speed = 0.0

    init(application: Application?) {
        self.application = application
        anchor = application?.clock.now ?? 0
    }

    /// Whether the timeline moves (forwards or backwards).
    var isRunning: Bool { speed != 0 }

    /// The timeline's time when the application clock reads `time`.
    func localTime(at time: Double) -> Double {
        speed == 0 ? anchorLocal : anchorLocal + (time - anchor) * speed
    }

    /// The timeline's time now.
    var now: Double { localTime(at: application?.clock.now ?? anchor) }

    /// Adopts an animation that is being created: it starts at the timeline's current time.
    func register(_ driver: TimedAnimation) {
        driver.timeline = self
        driver.startTime = now
        drivers.removeAll { $0.isFinished }
        drivers.append(driver)
    }

    /// Stops the timeline at `time` and shows every animation there.
    func seek(to time: Double) {
        pause()
        anchorLocal = time
        for d in drivers where !d.isFinished { d.show(atTimelineTime: time, direction: 0) }
        application?.requestFrame()
    }

    /// Stops the timeline where it is.
    func pause() {
        guard speed != 0 else { return }
        anchorLocal = now
        anchor = application?.clock.now ?? anchor
        speed = 0
        if let engine = application?.animationEngine {
            for d in drivers { engine.remove(d) }
        }
    }

    /// Runs the timeline from where it is at `speed` (negative: backwards).
    func run(speed newSpeed: Double) {
        anchorLocal = now
        anchor = application?.clock.now ?? anchor
        speed = newSpeed
        guard let app = application else { return }
        for d in drivers where !d.isFinished { app.animationEngine.add(d) }
        app.requestFrame()
    }
}
