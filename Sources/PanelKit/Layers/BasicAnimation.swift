import PanelGraphics

/// An animation of one numeric layer property from one value to another, as `CABasicAnimation`:
/// `keyPath` names the property ("strokeEnd", "strokeStart", "opacity", "lineWidth", "cornerRadius",
/// "borderWidth"), `fromValue`/`toValue`/`byValue` give the values (any number type; a missing end is the
/// model value, as documented), and the timing is `Animation`'s.
///
/// Run it with the layer's `add(_:forKey:)`. The layer's model value does not change: when the animation ends
/// it is removed and the model value shows again, unless `isRemovedOnCompletion` is false and `fillMode` is
/// `.forwards` or `.both`, which hold the last value.
@MainActor
public class BasicAnimation: PropertyAnimation {
    /// The start value (a number); nil starts from the model value (or `toValue - byValue`).
    public var fromValue: Any?
    /// The end value (a number); nil ends at the model value (or `fromValue + byValue`).
    public var toValue: Any?
    /// The change from the start value, when one of the ends is missing.
    public var byValue: Any?

    override func take(from other: Animation) {
        super.take(from: other)
        guard let other = other as? BasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The start and end values, with `model` filling a missing end.
    func ends(model: Double) -> (start: Double, end: Double) {
        let from = Self.number(fromValue)
        let to = Self.number(toValue)
        let by = Self.number(byValue)
        let start = from ?? (to.flatMap { t in by.map { t - $0 } } ?? model)
        return (start, to ?? (by.map { start + $0 } ?? model))
    }

    override func value(atPassTime time: Double, model: Double) -> Double? {
        let (start, end) = ends(model: model)
        return start + (end - start) * progress(atPassTime: time)
    }

    /// The value `elapsed` seconds after the start, with `model` filling a missing end; and whether it ended.
    func value(at elapsed: Double, model: Double) -> (Double, Bool) {
        let (time, done, _) = passTime(at: elapsed)
        return (value(atPassTime: time, model: model) ?? model, done)
    }
}

/// Told when a layer animation starts and stops, as `CAAnimationDelegate`.
@MainActor
public protocol AnimationDelegate: AnyObject {
    /// The animation's first frame is about to show.
    func animationDidStart(_ anim: Animation)
    /// The animation ended (`finished`) or was removed or replaced before its end.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ anim: Animation) {}
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
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
