import PanelGraphics

/// An animation of one numeric layer property from one value to another, as `CABasicAnimation`:
/// `keyPath` names the property ("strokeEnd", "strokeStart", "opacity", "lineWidth", "cornerRadius",
/// "borderWidth"), `fromValue`/`toValue`/`byValue` give the values (any number type; a missing end is the
/// model value, as documented), and the timing is `duration`, `timingFunction`, `repeatCount`,
/// `autoreverses` and `speed`.
///
/// Run it with the layer's `add(_:forKey:)`. The layer's model value does not change: when the animation ends
/// it is removed and the model value shows again, unless `isRemovedOnCompletion` is false and `fillMode` is
/// `.forwards` or `.both`, which hold the last value.
@MainActor
public final class BasicAnimation {
    /// How the animation's values apply outside its active time, as `CAMediaTimingFillMode`.
    public enum FillMode: Sendable {
        case removed, forwards, backwards, both
    }

    /// The layer property animated.
    public var keyPath: String?
    /// The start value (a number); nil starts from the model value (or `toValue - byValue`).
    public var fromValue: Any?
    /// The end value (a number); nil ends at the model value (or `fromValue + byValue`).
    public var toValue: Any?
    /// The change from the start value, when one of the ends is missing.
    public var byValue: Any?
    /// Seconds for one pass (0.25 when 0 or less, as Core Animation's default).
    public var duration = 0.0
    /// How time maps to progress; nil is linear.
    public var timingFunction: MediaTimingFunction?
    /// How many passes (fractions allowed; `.infinity` repeats for ever); 0 is one.
    public var repeatCount = 0.0
    /// Whether each pass runs back again.
    public var autoreverses = false
    /// How fast time runs for the animation (1 is normal).
    public var speed = 1.0
    /// Whether the layer drops the animation when it ends (true by default).
    public var isRemovedOnCompletion = true
    /// What shows after the end while the animation stays (`.removed`: the model value).
    public var fillMode = FillMode.removed
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    public var delegate: AnimationDelegate?

    public init() {}

    /// An animation of `keyPath`, as `CABasicAnimation(keyPath:)`.
    public init(keyPath: String?) {
        self.keyPath = keyPath
    }

    func copy() -> BasicAnimation {
        let c = BasicAnimation(keyPath: keyPath)
        c.fromValue = fromValue
        c.toValue = toValue
        c.byValue = byValue
        c.duration = duration
        c.timingFunction = timingFunction
        c.repeatCount = repeatCount
        c.autoreverses = autoreverses
        c.speed = speed
        c.isRemovedOnCompletion = isRemovedOnCompletion
        c.fillMode = fillMode
        c.delegate = delegate
        return c
    }

    var fillsForwards: Bool { fillMode == .forwards || fillMode == .both }

    private var pass: Double { duration > 0 ? duration : 0.25 }

    /// Seconds until the end, all passes and reversals counted.
    private var activeDuration: Double {
        pass * (repeatCount > 0 ? repeatCount : 1) * (autoreverses ? 2 : 1) / max(speed, 1e-9)
    }

    /// Whether `elapsed` seconds after the start is past the end.
    func isDone(at elapsed: Double) -> Bool { activeDuration.isFinite && elapsed >= activeDuration }

    /// The value `elapsed` seconds after the start, with `model` filling a missing end; and whether it ended.
    func value(at elapsed: Double, model: Double) -> (Double, Bool) {
        let from = Self.number(fromValue)
        let to = Self.number(toValue)
        let by = Self.number(byValue)
        let start = from ?? (to.flatMap { t in by.map { t - $0 } } ?? model)
        let end = to ?? (by.map { start + $0 } ?? model)
        let done = isDone(at: elapsed)
        let t = (done ? activeDuration : max(0, elapsed)) * speed
        let cycle = autoreverses ? 2 * pass : pass
        var phase = t.truncatingRemainder(dividingBy: cycle)
        if done && phase == 0 && t > 0 { phase = cycle }
        var f = autoreverses && phase > pass ? (cycle - phase) / pass : min(1, phase / pass)
        f = timingFunction?.progress(at: f) ?? f
        return (start + (end - start) * f, done)
    }

    /// A number given as any of Swift's number types.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as Int32: Double(v)
        case let v as UInt: Double(v)
        default: nil
        }
    }
}

/// Told when a layer animation starts and stops, as `CAAnimationDelegate`.
@MainActor
public protocol AnimationDelegate: AnyObject {
    /// The animation's first frame is about to show.
    func animationDidStart(_ anim: BasicAnimation)
    /// The animation ended (`finished`) or was removed or replaced before its end.
    func animationDidStop(_ anim: BasicAnimation, finished flag: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ anim: BasicAnimation) {}
    public func animationDidStop(_ anim: BasicAnimation, finished flag: Bool) {}
}

/// A timing curve for layer animations, as `CAMediaTimingFunction`.
public struct MediaTimingFunction: Sendable, Hashable {
    /// The named curves, as `CAMediaTimingFunctionName`.
    public enum Name: Sendable {
        case linear, easeIn, easeOut, easeInEaseOut, `default`
    }

    let curve: CubicBezierTiming

    /// One of the named curves.
    public init(name: Name) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        case .default: curve = CubicBezierTiming(p1: Point(x: 0.25, y: 0.1), p2: Point(x: 0.25, y: 1))
        }
    }

    /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezierTiming(
            p1: Point(x: Double(c1x), y: Double(c1y)), p2: Point(x: Double(c2x), y: Double(c2y)))
    }

    func progress(at t: Double) -> Double { curve.progress(at: t) }
}
