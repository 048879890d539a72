/// Something that moves animation tracks along: a `View.animate` block's animation or a property animator.
@MainActor
protocol AnimationDriver: AnyObject {
    /// The share of a track's delta still shown; `startProgress` is the driver's progress when the
    /// track was added.
    func remaining(startingAt startProgress: Double) -> Double
    /// The same for vertical components (y, height, ty), which a spring with a vertical initial velocity
    /// of its own moves differently.
    func verticalRemaining(startingAt startProgress: Double) -> Double
    /// Whether the animated views take touches meanwhile.
    var allowsUserInteraction: Bool { get }
    /// Registers with the application's engine (once), so that it ticks.
    func attach(to application: Application)
    /// Records a new track.
    func add(_ track: AnimationTrack)
    /// Advances to `time`; returns true when the driver has finished and must be completed.
    func tick(at time: Double) -> Bool
    /// Removes the finished tracks and calls completion handlers.
    func complete()
}

extension AnimationDriver {
    func verticalRemaining(startingAt startProgress: Double) -> Double { remaining(startingAt: startProgress) }
}

/// Runs every animation of an application: each frame it advances the drivers to the frame's target
/// time, marks the animated views for redraw, and completes the drivers that finished.
@MainActor
final class AnimationEngine {
    private(set) var drivers: [any AnimationDriver] = []

    var isIdle: Bool { drivers.isEmpty }
    var activeCount: Int { drivers.count }

    func add(_ driver: any AnimationDriver) {
        if drivers.contains(where: { $0 === driver }) { return }
        drivers.append(driver)
    }

    func remove(_ driver: any AnimationDriver) {
        drivers.removeAll { $0 === driver }
    }

    /// Advances every driver to `time`; returns the drivers that finished (already removed), to complete
    /// once the frame's display links have run.
    func tick(at time: Double) -> [any AnimationDriver] {
        var finished: [any AnimationDriver] = []
        for d in drivers where d.tick(at: time) {
            finished.append(d)
        }
        if !finished.isEmpty {
            drivers.removeAll { d in finished.contains { $0 === d } }
        }
        return finished
    }
}

/// The animation a `View.animate` call (or one nested block of it) creates: every property changed in
/// the block animates with the same timing and completes together.
@MainActor
final class TimedAnimation: AnimationDriver {
    let duration: Double
    let delay: Double
    let timing: any TimingFunction
    /// The block's options; `setAnimationRepeatAutoreverses` can still change `.autoreverse` in the block.
    var options: AnimationOptions
    var completion: ((Bool) -> Void)?
    var startTime: Double?
    private(set) var progress = 0.0
    private(set) var tracks: [AnimationTrack] = []
    private weak var application: Application?
    private var finished = false
    /// Set when a track was removed before the end (a newer animation replaced it).
    var wasInterrupted = false
    /// The timeline that times this animation instead of the application clock (the animations of a
    /// percent-driven transition), or nil.
    var timeline: AnimationTimeline?
    /// Set when a timeline ran the animation back to its start: the model returns to the start values.
    private var endsAtStart = false
    /// How many times the animation runs (`modifyAnimations(withRepeatCount:…)`, `setAnimationRepeatCount`):
    /// a fraction stops part way through the last run (an autoreversing run is there and back); nil runs
    /// once, or forever with `.repeat`.
    var repeatCount: Double?
    /// Blocks whose repeats the completion waits for (`modifyAnimations` inside this block).
    var repeatedBlocks: [TimedAnimation] = []
    /// Set when the animation has shown its last frame (it completes in this frame or was completed).
    private(set) var reachedEnd = false

    init(duration: Double, delay: Double, timing: any TimingFunction, options: AnimationOptions) {
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.timing = timing
        self.options = options
    }

    var allowsUserInteraction: Bool { options.contains(.allowUserInteraction) }

    func remaining(startingAt startProgress: Double) -> Double { 1 - progress }

    func add(_ track: AnimationTrack) {
        tracks.append(track)
    }

    func attach(to application: Application) {
        if self.application != nil || finished { return }
        self.application = application
        if let timeline {
            // The timeline adds its animations to the engine while it runs.
            if timeline.isRunning { application.animationEngine.add(self) }
            return
        }
        if startTime == nil { startTime = application.clock.now }
        application.animationEngine.add(self)
    }

    func tick(at time: Double) -> Bool {
        if finished { return false }
        if let timeline { return show(atTimelineTime: timeline.localTime(at: time), direction: timeline.speed) }
        let start = startTime ?? time
        startTime = start
        let local = time - start - delay
        var u = local <= 0 ? 0 : (duration > 0 ? local / duration : 1)
        // Frame times accumulate rounding; an end a hair away counts as reached.
        if abs(u - u.rounded()) < 1e-9 { u = u.rounded() }
        var done = false
        if let count = repeatCount {
            // Runs of `duration` (there and back counts two when autoreversing), `count` times over.
            let passes = count * (options.contains(.autoreverse) ? 2 : 1)
            if u >= passes {
                u = passes
                done = true
            }
            var pass = u.rounded(.down)
            u -= pass
            // The end of a whole last run shows the run's end, not the start of another.
            if done && u == 0 && pass > 0 {
                pass -= 1
                u = 1
            }
            if options.contains(.autoreverse) && pass.truncatingRemainder(dividingBy: 2) == 1 { u = 1 - u }
        } else if options.contains(.repeat) {
            let cycle = u.rounded(.down)
            u -= cycle
            if options.contains(.autoreverse) && Int(cycle) % 2 == 1 { u = 1 - u }
        } else if options.contains(.autoreverse) {
            if u >= 2 { done = true }
            u = u <= 1 ? u : max(0, 2 - u)
        } else if u >= 1 {
            u = 1
            done = true
        }
        progress = timing.progress(at: u)
        for track in tracks { track.view?.animationDidTick(track.key) }
        if !done && !tracks.isEmpty && tracks.allSatisfy({ $0.view == nil || !$0.isAttached }) {
            wasInterrupted = true
            done = true
        }
        // The completion runs once, after the repeated blocks inside this one have run out.
        if done && repeatedBlocks.contains(where: { !$0.reachedEnd }) { done = false }
        if done { reachedEnd = true }
        return done
    }

    /// Shows the animation at `time` on its timeline; returns true when it reached its end in the
    /// timeline's direction (`direction` > 0 forwards, < 0 backwards, 0 paused: never done).
    @discardableResult
    func show(atTimelineTime time: Double, direction: Double) -> Bool {
        if finished { return false }
        let local = time - (startTime ?? 0) - delay
        let u = duration > 0 ? min(1, max(0, local / duration)) : (local >= 0 ? 1 : 0)
        progress = timing.progress(at: u)
        for track in tracks { track.view?.animationDidTick(track.key) }
        if direction > 0 && u >= 1 - 1e-9 { return true }
        if direction < 0 && local <= 1e-9 {
            endsAtStart = true
            return true
        }
        return false
    }

    /// Whether the animation has completed.
    var isFinished: Bool { finished }

    func complete() {
        if finished { return }
        finished = true
        reachedEnd = true
        if repeatedBlocks.contains(where: { $0.wasInterrupted }) { wasInterrupted = true }
        repeatedBlocks = []
        // The model keeps the end value (after `.autoreverse` too, as in UIKit), unless a timeline ran
        // the animation back to its start.
        progress = 1
        for track in tracks {
            track.view?.removeTrack(track)
            if endsAtStart { track.view?.setModelVector(track.key, track.fromValue) }
        }
        tracks = []
        let c = completion
        completion = nil
        c?(!wasInterrupted)
    }

    /// Completes with no tracks once the application can run the completion (UIKit never calls it
    /// synchronously).
    func commit(application: Application?) {
        if let app = application ?? tracks.lazy.compactMap({ $0.view?.window?.application }).first
            ?? Application.current
        {
            attach(to: app)
        } else if tracks.isEmpty {
            // Nothing animates and no application can defer the completion: run it now.
            finished = true
            let c = completion
            completion = nil
            c?(true)
        }
    }
}

extension View {
    /// A track attached to the view; called by drivers and by `recordAnimation`.
    func addTrack(_ track: AnimationTrack) {
        animationTracks.append(track)
        if let app = window?.application { track.driver?.attach(to: app) }
        animationDidTick(track.key)
    }

    func removeTrack(_ track: AnimationTrack) {
        guard let i = animationTracks.firstIndex(where: { $0 === track }) else { return }
        animationTracks.remove(at: i)
        animationDidTick(track.key)
    }

    /// Stops every animation; interrupted `View.animate` blocks complete with `false`.
    func removeAllAnimations() {
        let tracks = animationTracks
        animationTracks = []
        for t in tracks {
            if let timed = t.driver as? TimedAnimation { timed.wasInterrupted = true }
            animationDidTick(t.key)
        }
    }

    /// The presentation value of `key` changed.
    func animationDidTick(_ key: AnimatableKey) {
        if key.isStyle {
            contentDidChange()
        } else {
            geometryDidChange()
        }
    }

    /// Whether a running animation keeps touches away from the view (UIKit's default for animated views).
    var isInteractionBlockedByAnimation: Bool {
        animationTracks.contains { t in
            guard let d = t.driver else { return false }
            return !d.allowsUserInteraction && t.remaining > 0
        }
    }

    /// Records a model change inside an animation block as a track from `old` to `new`.
    func recordAnimation(_ key: AnimatableKey, from old: AnimationVector, to new: AnimationVector) {
        guard let transaction = AnimationTransaction.current, let driver = transaction.driver, old != new else {
            return
        }
        var from = old
        if transaction.beginFromCurrentState {
            from = presentationVector(key)
            let replaced = animationTracks.filter { $0.key == key }
            animationTracks.removeAll { $0.key == key }
            for t in replaced {
                if let timed = t.driver as? TimedAnimation { timed.wasInterrupted = true }
            }
        }
        let track = AnimationTrack(
            view: self, key: key, from: from, to: new, startProgress: transaction.startProgress, driver: driver)
        driver.add(track)
        addTrack(track)
    }
}

extension AnimationTrack {
    /// Whether the track is still on its view.
    var isAttached: Bool { view?.animationTracks.contains { $0 === self } ?? false }
}

/// The animation block being run: where property changes are recorded.
@MainActor
final class AnimationTransaction: Sendable {
    /// The driver that new tracks belong to; nil inside `performWithoutAnimation`.
    let driver: (any AnimationDriver)?
    let beginFromCurrentState: Bool
    let startProgress: Double
    /// For nested blocks: what they inherit unless they override it.
    let duration: Double
    let timing: (any TimingFunction)?
    let options: AnimationOptions

    init(
        driver: (any AnimationDriver)?, beginFromCurrentState: Bool = false, startProgress: Double = 0,
        duration: Double = 0, timing: (any TimingFunction)? = nil, options: AnimationOptions = []
    ) {
        self.driver = driver
        self.beginFromCurrentState = beginFromCurrentState
        self.startProgress = startProgress
        self.duration = duration
        self.timing = timing
        self.options = options
    }

    @TaskLocal static var current: AnimationTransaction?

    /// A transaction that records nothing: changes made in it are immediate.
    static var disabled: AnimationTransaction { AnimationTransaction(driver: nil) }
}
