/// What every layer animation shares, as `CAAnimation`: its timing (`duration`, `speed`, `beginTime`,
/// `repeatCount` or `repeatDuration`, `autoreverses`, `timingFunction`), what shows outside its active time
/// (`fillMode`, `isRemovedOnCompletion`) and who hears of its start and stop (`delegate`).
///
/// The timing lives here once: `passTime(at:)` turns seconds since the animation's first frame into seconds
/// into the current pass, and the subclasses (`BasicAnimation`, `KeyframeAnimation`, `SpringAnimation`,
/// `AnimationGroup`) turn that into values. Run one with a layer's `add(_:forKey:)`, which adds a copy.
@MainActor
public class Animation {
    /// How the animation's values apply outside its active time, as `CAMediaTimingFillMode`.
    public enum FillMode: Sendable {
        case removed, forwards, backwards, both
    }

    /// Seconds for one pass (0.25 when 0 or less, as Core Animation's default).
    public var duration = 0.0
    /// How time maps to progress within a pass; nil is linear.
    public var timingFunction: MediaTimingFunction?
    /// How many passes (fractions allowed; `.infinity` repeats for ever); 0 is one.
    public var repeatCount = 0.0
    /// Seconds the animation repeats for (autoreversed passes included), instead of `repeatCount`; 0 is unset.
    public var repeatDuration = 0.0
    /// Whether each pass runs back again.
    public var autoreverses = false
    /// How fast time runs for the animation (1 is normal).
    public var speed = 1.0
    /// Seconds after the animation is added (its first frame) at which it begins. Core Animation counts it in
    /// the layer's time, usually `CACurrentMediaTime() + delay`; that form works too (a media time, see
    /// `MediaTime`, becomes its delay when the animation starts), and a plain number is the delay itself.
    public var beginTime = 0.0
    /// Whether the layer drops the animation when it ends (true by default).
    public var isRemovedOnCompletion = true
    /// What shows before the begin time and after the end (`.removed`: the model value).
    public var fillMode = FillMode.removed
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    public var delegate: AnimationDelegate?

    public required init() {}

    /// A copy with the same settings, as the layer keeps it.
    func copy() -> Animation {
        let c = type(of: self).init()
        c.take(from: self)
        return c
    }

    /// Takes `other`'s settings; each subclass takes its own after its superclass's.
    func take(from other: Animation) {
        duration = other.duration
        timingFunction = other.timingFunction
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        speed = other.speed
        beginTime = other.beginTime
        isRemovedOnCompletion = other.isRemovedOnCompletion
        fillMode = other.fillMode
        delegate = other.delegate
    }

    var fillsForwards: Bool { fillMode == .forwards || fillMode == .both }
    var fillsBackwards: Bool { fillMode == .backwards || fillMode == .both }

    /// Seconds of one pass.
    var passDuration: Double { duration > 0 ? duration : 0.25 }

    /// The speed, with NaN as normal and 0 or less as almost still (never dividing by 0).
    private var rate: Double { speed.isNaN ? 1 : max(speed, 1e-9) }

    /// Seconds from the begin time to the end, all passes and reversals counted.
    private var activeDuration: Double {
        let local =
            repeatDuration > 0
            ? repeatDuration : passDuration * (repeatCount > 0 ? repeatCount : 1) * (autoreverses ? 2 : 1)
        return local / rate
    }

    /// Where the animation is `elapsed` seconds after its first frame: seconds into the current pass
    /// (counting back on the way back of an autoreversed pass), whether it has ended, and whether its values
    /// show (not before the begin time unless filled backwards, not after the end unless filled forwards).
    func passTime(at elapsed: Double) -> (time: Double, done: Bool, shows: Bool) {
        let local = elapsed - (beginTime.isFinite ? beginTime : 0)
        if !(local >= 0) { return (0, false, fillsBackwards) }
        let done = activeDuration.isFinite && local >= activeDuration
        let t = (done ? activeDuration : local) * rate
        let pass = passDuration
        guard pass.isFinite else { return (t, done, !done || fillsForwards) }
        let cycle = autoreverses ? 2 * pass : pass
        var phase = t.truncatingRemainder(dividingBy: cycle)
        if done && phase == 0 && t > 0 { phase = cycle }
        let time = autoreverses && phase > pass ? cycle - phase : min(pass, phase)
        return (time, done, !done || fillsForwards)
    }

    /// `time` seconds into a pass as a fraction of the pass, through the timing function.
    func progress(atPassTime time: Double) -> Double {
        let f = passDuration.isFinite ? min(1, max(0, time / passDuration)) : 0
        return timingFunction?.progress(at: f) ?? f
    }

    /// The key paths whose values the animation shows.
    var animatedKeyPaths: [String] { [] }

    /// Puts the animation's values `elapsed` seconds after its first frame into `shown` (`model` gives a key
    /// path's model value); returns whether the animation has ended. The base class shows nothing.
    func present(at elapsed: Double, model: (String) -> Double, into shown: inout [String: Double]) -> Bool {
        passTime(at: elapsed).done
    }
}
