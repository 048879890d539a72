/// The state of an animator, as `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or finished: the animations are not running and hold no values.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped with `stopAnimation(false)`; waits for `finishAnimation(at:)`.
    case stopped
}

/// Where an animator ended, as `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Int, Hashable, Sendable {
    case end
    case start
    case current
}

/// An animation that can be started, paused, scrubbed, reversed and stopped, as `UIViewAnimating`.
@MainActor
public protocol ViewAnimating: AnyObject {
    var state: ViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: Double { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: Double)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animating object that takes more animations and completions, as `UIViewImplicitlyAnimating`
/// (what `interruptibleAnimator(using:)` returns in seed 003).
@MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double)
}

/// Animates view properties under full control, as `UIViewPropertyAnimator`.
///
/// The animation blocks run when the animator starts (or is first paused or scrubbed): the model
/// values change then, and the screen shows them moving. While paused, `fractionComplete` scrubs
/// (linearly when `scrubsLinearly`); `isReversed` sends every property back to its start value;
/// completions receive the position the animator ended at.
@MainActor
open class ViewPropertyAnimator: ViewImplicitlyAnimating, AnimationDriver {
    /// The duration given at creation (the spring's settling time for a physical spring).
    public let duration: Double
    /// The delay of the latest start.
    public private(set) var delay: Double = 0
    /// The timing the animator was created with.
    public let timingParameters: (any TimingCurveProvider)?
    /// Whether the animator can be paused, scrubbed, reversed and stopped while it runs.
    public var isInterruptible = true
    /// Whether the animated views take touches while they animate (true by default).
    public var isUserInteractionEnabled = true
    /// Whether scrubbing a paused animator moves the values linearly (true) or along the curve.
    public var scrubsLinearly = true
    /// When true the animator pauses at its end instead of finishing, so it can be reversed.
    public var pausesOnCompletion = false
    /// Whether hit testing sees the presentation values (kept for API parity; PanelKit hit-tests the model).
    public var isManualHitTestingEnabled = false

    /// `.inactive`, `.active` (running or paused) or `.stopped`.
    public private(set) var state: ViewAnimatingState = .inactive

    /// Whether the animations are running (not paused).
    public var isRunning: Bool { running }

    private struct Segment {
        var startTime: Double?
        var delay: Double
        var fromFraction: Double
        var toFraction: Double
        var fromProgress: Double
        var toProgress: Double
        var duration: Double
        var timing: any TimingFunction
        /// Following the animator's own curve (not scrubbed, no new timing): progress is curve(fraction).
        var followsCurve: Bool
    }

    private let baseTiming: any TimingFunction
    /// The curve of vertical components when a spring's vertical initial velocity differs.
    private let baseVerticalTiming: (any TimingFunction)?
    private let baseDuration: Double
    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var tracks: [AnimationTrack] = []
    private var stoppedTracks: [(view: View, key: AnimatableKey, from: AnimationVector, to: AnimationVector)] = []
    private var fraction = 0.0
    private var progress = 0.0
    private var verticalProgress = 0.0
    private var segment: Segment?
    private var running = false
    private var reversed = false
    private var followsCurve = true
    private weak var application: Application?
    /// Called with the progress (the curve's output: 0 at the start, 1 at the end) whenever it changes:
    /// phase-driven transitions follow an animator this way (`PhaseTransition.makeAnimator()`).
    var progressObservers: [(Double) -> Void] = []

    // MARK: Creating

    /// An animator with a timing provider (cubic or spring).
    public init(duration: Double, timingParameters parameters: any TimingCurveProvider) {
        timingParameters = parameters
        let t = parameters.timing(forDuration: duration)
        baseTiming = t.function
        baseVerticalTiming = (parameters as? SpringTimingParameters)?.verticalTiming(forDuration: duration)
        baseDuration = t.duration
        self.duration = t.duration
    }

    /// An animator with no duration and the default ease-in-out curve, as `UIViewPropertyAnimator()`.
    public convenience init() {
        self.init(duration: 0, timingParameters: CubicTimingParameters(animationCurve: .easeInOut))
    }

    /// An animator with a built-in curve.
    public convenience init(duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve.
    public convenience init(
        duration: Double, controlPoint1 point1: Point, controlPoint2 point2: Point, animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of `ratio` damping that settles at `duration`.
    public convenience init(duration: Double, dampingRatio ratio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator, as `UIViewPropertyAnimator.runningPropertyAnimator`.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let a = ViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        a.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    // MARK: Animations and completions

    /// Adds animations; while the animator runs they start from the current point and end with the rest.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` of the remaining duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
        if state == .inactive {
            pendingAnimations.append((animation, delayFactor))
        } else {
            let start = progress + (1 - progress) * min(1, max(0, delayFactor))
            run(animation, startProgress: start)
        }
    }

    /// Adds a completion, called with the position the animator finished at.
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Controlling

    /// Starts (or resumes) the animations.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds.
    public func startAnimation(afterDelay delay: Double) {
        switch state {
        case .stopped:
            return
        case .inactive:
            activate()
        case .active:
            if running { return }
        }
        self.delay = delay
        beginSegment(timing: nil, durationFactor: 1, delay: delay)
    }

    /// Pauses; an inactive animator becomes active and paused at its start.
    public func pauseAnimation() {
        switch state {
        case .stopped:
            return
        case .inactive:
            activate()
        case .active:
            guard running, isInterruptible else { return }
            freeze()
        }
    }

    /// Stops the animations where they are. With `withoutFinishing` the animator becomes inactive and
    /// no completion runs; otherwise it is `.stopped` until `finishAnimation(at:)`. Either way the
    /// animated properties keep the values they show now.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if running { freeze() }
        stoppedTracks = []
        for t in tracks {
            guard let view = t.view else { continue }
            let current = t.toValue + t.shownDelta
            stoppedTracks.append((view, t.key, t.fromValue, t.toValue))
            view.removeTrack(t)
            view.setModelVector(t.key, current)
        }
        tracks = []
        segment = nil
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing {
            stoppedTracks = []
            resetProgress()
        }
    }

    /// Finishes a stopped animator: properties go to their end or start values (or stay, for
    /// `.current`), and the completions run with `finalPosition`.
    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else { return }
        for t in stoppedTracks {
            switch finalPosition {
            case .end: t.view.setModelVector(t.key, t.to)
            case .start: t.view.setModelVector(t.key, t.from)
            case .current: break
            }
        }
        switch finalPosition {
        case .end: notifyProgress(1)
        case .start: notifyProgress(0)
        case .current: break
        }
        stoppedTracks = []
        state = .inactive
        resetProgress()
        callCompletions(finalPosition)
    }

    /// Resumes a paused animator with new timing over the remaining duration times `durationFactor`.
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {
        switch state {
        case .stopped:
            return
        case .inactive:
            activate()
        case .active:
            if running { return }
        }
        beginSegment(timing: parameters, durationFactor: durationFactor, delay: 0)
    }

    /// How far the animation has run, 0...1. Settable while paused (an inactive animator becomes active
    /// and paused): the views follow, linearly when `scrubsLinearly`.
    public var fractionComplete: Double {
        get { fraction }
        set {
            if state == .inactive { activate() }
            guard state == .active, !running else { return }
            fraction = min(1, max(0, newValue))
            progress = scrubsLinearly ? fraction : baseTiming.progress(at: fraction)
            verticalProgress = scrubsLinearly ? fraction : (baseVerticalTiming ?? baseTiming).progress(at: fraction)
            followsCurve = !scrubsLinearly
            markTracksDirty()
        }
    }

    /// Whether the animations run backwards, towards their start values. Reversing a running animator
    /// turns it around where it is.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if running && isInterruptible {
                let current = segment
                freeze()
                beginSegment(timing: nil, durationFactor: 1, delay: 0, keepCurve: current?.followsCurve ?? false)
            }
        }
    }

    // MARK: Driving

    private func activate() {
        state = .active
        resetProgress()
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, factor) in blocks { run(block, startProgress: min(1, max(0, factor))) }
    }

    private func resetProgress() {
        fraction = 0
        progress = 0
        verticalProgress = 0
        followsCurve = true
        running = false
        reversed = reversed && state != .inactive
    }

    private func run(_ block: () -> Void, startProgress: Double) {
        let transaction = AnimationTransaction(
            driver: self, startProgress: startProgress, duration: baseDuration, timing: baseTiming,
            options: isUserInteractionEnabled ? [.allowUserInteraction] : [])
        AnimationTransaction.$current.withValue(transaction, operation: block)
        if application == nil, let app = Application.current { attach(to: app) }
    }

    private func beginSegment(
        timing: (any TimingCurveProvider)?, durationFactor: Double, delay: Double, keepCurve: Bool? = nil
    ) {
        let target = reversed ? 0.0 : 1.0
        var function = baseTiming
        var total = baseDuration
        if let timing {
            let t = timing.timing(forDuration: baseDuration)
            function = t.function
            total = t.duration
        }
        let remaining = abs(target - fraction)
        let curve =
            keepCurve ?? (followsCurve && timing == nil && abs(progress - baseTiming.progress(at: fraction)) < 1e-9)
        followsCurve = curve
        segment = Segment(
            startTime: application?.clock.now, delay: delay, fromFraction: fraction, toFraction: target,
            fromProgress: progress, toProgress: target, duration: remaining * total * max(0, durationFactor),
            timing: function, followsCurve: curve)
        running = true
        if let app = application ?? Application.current
            ?? tracks.lazy.compactMap({ $0.view?.window?.application }).first
        {
            application = app
            app.animationEngine.add(self)
            app.requestFrame()
        }
    }

    /// Stops the clock at the current time without finishing.
    private func freeze() {
        if let now = application?.clock.now { advance(to: now) }
        running = false
        segment = nil
        application?.animationEngine.remove(self)
    }

    @discardableResult
    private func advance(to time: Double) -> Bool {
        guard var seg = segment else { return false }
        if seg.startTime == nil {
            seg.startTime = time
            segment = seg
        }
        let local = time - (seg.startTime ?? time) - seg.delay
        if local < 0 { return false }
        let u = seg.duration > 0 ? min(1, local / seg.duration) : 1
        fraction = seg.fromFraction + (seg.toFraction - seg.fromFraction) * u
        if seg.followsCurve {
            progress = baseTiming.progress(at: fraction)
            verticalProgress = (baseVerticalTiming ?? baseTiming).progress(at: fraction)
        } else {
            progress = seg.fromProgress + (seg.toProgress - seg.fromProgress) * seg.timing.progress(at: u)
            verticalProgress = progress
        }
        if u >= 1 - 1e-9 {
            fraction = seg.toFraction
            progress = seg.toProgress
            verticalProgress = progress
        }
        markTracksDirty()
        return u >= 1 - 1e-9
    }

    private func markTracksDirty() {
        for t in tracks { t.view?.animationDidTick(t.key) }
        notifyProgress(progress)
        application?.requestFrame()
    }

    private func notifyProgress(_ value: Double) {
        for observer in progressObservers { observer(value) }
    }

    private func callCompletions(_ position: ViewAnimatingPosition) {
        let list = completions
        completions = []
        for c in list { c(position) }
    }

    // MARK: AnimationDriver

    var allowsUserInteraction: Bool { isUserInteractionEnabled }

    func remaining(startingAt startProgress: Double) -> Double {
        ViewPropertyAnimator.remaining(progress, startingAt: startProgress)
    }

    func verticalRemaining(startingAt startProgress: Double) -> Double {
        ViewPropertyAnimator.remaining(
            baseVerticalTiming == nil ? progress : verticalProgress, startingAt: startProgress)
    }

    private static func remaining(_ progress: Double, startingAt startProgress: Double) -> Double {
        if startProgress <= 0 { return 1 - progress }
        if startProgress >= 1 { return 0 }
        return 1 - max(0, (progress - startProgress) / (1 - startProgress))
    }

    func add(_ track: AnimationTrack) {
        tracks.append(track)
    }

    func attach(to application: Application) {
        if self.application == nil { self.application = application }
        if running {
            if segment?.startTime == nil { segment?.startTime = application.clock.now }
            application.animationEngine.add(self)
        }
    }

    func tick(at time: Double) -> Bool {
        guard running else { return false }
        return advance(to: time)
    }

    func complete() {
        guard running else { return }
        running = false
        segment = nil
        if pausesOnCompletion { return }
        let position: ViewAnimatingPosition = reversed ? .start : .end
        for t in tracks {
            guard let view = t.view else { continue }
            view.removeTrack(t)
            if position == .start { view.setModelVector(t.key, t.fromValue) }
        }
        tracks = []
        state = .inactive
        reversed = false
        resetProgress()
        callCompletions(position)
    }
}
