/// What kind of timing a `TimingCurveProvider` describes, as `UITimingCurveType`.
public enum TimingCurveType: Int, Hashable, Sendable {
    case builtin
    case cubic
    case spring
    case composed
}

/// Timing for a property animator, as `UITimingCurveProvider`.
public protocol TimingCurveProvider: Sendable {
    var timingCurveType: TimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}

extension TimingCurveProvider {
    /// The timing function and the duration it runs for, given the animator's duration.
    func timing(forDuration duration: Double) -> (function: any TimingFunction, duration: Double) {
        if let spring = springTimingParameters { return spring.timing(forDuration: duration) }
        if let cubic = cubicTimingParameters { return (cubic.bezier, duration) }
        return (CubicBezierTiming.easeInOut, duration)
    }
}

/// A cubic Bézier timing curve, as `UICubicTimingParameters`.
public final class CubicTimingParameters: TimingCurveProvider {
    /// The built-in curve this was made from (`.easeInOut` for custom control points).
    public let animationCurve: AnimationCurve
    public let controlPoint1: Point
    public let controlPoint2: Point

    /// The default curve, ease in and out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the built-in curves.
    public init(animationCurve curve: AnimationCurve) {
        animationCurve = curve
        controlPoint1 = curve.timing.p1
        controlPoint2 = curve.timing.p2
    }

    /// A custom curve through two control points (x in 0...1).
    public init(controlPoint1 point1: Point, controlPoint2 point2: Point) {
        animationCurve = .easeInOut
        controlPoint1 = Point(x: min(1, max(0, point1.x)), y: point1.y)
        controlPoint2 = Point(x: min(1, max(0, point2.x)), y: point2.y)
    }

    public var timingCurveType: TimingCurveType { .cubic }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }

    var bezier: CubicBezierTiming { CubicBezierTiming(p1: controlPoint1, p2: controlPoint2) }
}

/// A spring, as `UISpringTimingParameters`: either a damping ratio (the spring settles at the
/// animator's duration) or mass, stiffness and damping (the spring's own settling time is the duration).
public final class SpringTimingParameters: TimingCurveProvider {
    /// The initial velocity in animation distances per second: `dx` for horizontal components (and
    /// properties with no direction), `dy` for vertical ones (y, height, vertical translation).
    public let initialVelocity: Vector
    let dampingRatio: Double
    let physical: (mass: Double, stiffness: Double, damping: Double)?

    /// A critically damped spring.
    public convenience init() {
        self.init(dampingRatio: 1)
    }

    /// A spring with `ratio` damping (1: no overshoot) starting at rest.
    public convenience init(dampingRatio ratio: Double) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with `ratio` damping starting at `velocity`.
    public init(dampingRatio ratio: Double, initialVelocity velocity: Vector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
    }

    /// A spring from its physical parameters; the animator's duration is ignored.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: Vector) {
        dampingRatio = damping / (2 * (max(stiffness, 1e-6) * max(mass, 1e-6)).squareRoot())
        initialVelocity = velocity
        physical = (mass, stiffness, damping)
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The curve of vertical components when `initialVelocity.dy` differs from `dx`; nil otherwise.
    func verticalTiming(forDuration duration: Double) -> (any TimingFunction)? {
        guard initialVelocity.dy != initialVelocity.dx else { return nil }
        if let p = physical {
            let s = SpringTiming(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: initialVelocity.dy)
            let horizontal = timing(forDuration: duration).duration
            // Both run over the horizontal spring's settling time (the animator has one duration).
            return SpringTiming(
                dampingRatio: s.dampingRatio, initialVelocity: initialVelocity.dy, duration: horizontal)
        }
        return SpringTiming(dampingRatio: dampingRatio, initialVelocity: initialVelocity.dy, duration: duration)
    }

    func timing(forDuration duration: Double) -> (function: any TimingFunction, duration: Double) {
        if let p = physical {
            let s = SpringTiming(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: initialVelocity.dx)
            return (s, s.duration)
        }
        return (
            SpringTiming(dampingRatio: dampingRatio, initialVelocity: initialVelocity.dx, duration: duration), duration
        )
    }
}
