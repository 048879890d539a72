/// A basic animation whose value moves as a mass on a damped spring, as `CASpringAnimation`: the pop of a
/// view that appears (`fromValue = 0.8`, `toValue = 1`, `damping = 10`, `duration = settlingDuration`).
///
/// The value follows the damped harmonic oscillator of `mass`, `stiffness` and `damping`, starting at
/// `fromValue` with `initialVelocity` (in distances from `fromValue` to `toValue` per second, positive
/// towards `toValue`): a light damping overshoots and rings, a heavy one creeps in. Time runs in seconds, so
/// `duration` clips the motion (`settlingDuration` is the time it takes to settle) and `timingFunction` is
/// not used. A mass or stiffness that is not a positive number has no motion: the value is `toValue` at once.
@MainActor
public final class SpringAnimation: BasicAnimation {
    /// The mass on the spring (1 by default).
    public var mass = 1.0
    /// The spring's stiffness (100 by default).
    public var stiffness = 100.0
    /// The friction slowing the motion (10 by default); 0 or less rings almost for ever.
    public var damping = 10.0
    /// The speed at the start, in distances from `fromValue` to `toValue` per second (0 by default).
    public var initialVelocity = 0.0

    /// A spring that seems to take `perceptualDuration` seconds and overshoots by `bounce` (0 none, towards 1
    /// more; below 0 creeps in), as iOS 17's `init(perceptualDuration:bounce:)`; its duration is its settling
    /// duration.
    public convenience init(perceptualDuration: Double, bounce: Double) {
        self.init()
        let d = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        let b = bounce.isFinite ? min(0.99, max(-0.99, bounce)) : 0
        stiffness = (2 * Double.pi / d) * (2 * Double.pi / d)
        damping = b >= 0 ? 4 * Double.pi * (1 - b) / d : 4 * Double.pi / (d * (1 + b))
        duration = settlingDuration
    }

    override func take(from other: Animation) {
        super.take(from: other)
        guard let other = other as? SpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    /// The seconds the spring takes until it stays within a thousandth of the distance of `toValue`.
    public var settlingDuration: Double { spring?.duration ?? 0 }

    /// The spring solved for the current settings (kept until they change, as it is asked each frame).
    private var solved: (settings: [Double], spring: SpringTiming?)?

    /// The oscillator, or nil when the mass or stiffness is not a positive number.
    private var spring: SpringTiming? {
        let settings = [mass, stiffness, damping, initialVelocity]
        if let solved, solved.settings == settings { return solved.spring }
        var spring: SpringTiming?
        if mass > 0, mass.isFinite, stiffness > 0, stiffness.isFinite {
            spring = SpringTiming(
                mass: mass, stiffness: stiffness, damping: damping.isFinite ? max(0, damping) : 0,
                initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
        }
        solved = (settings, spring)
        return spring
    }

    override func value(atPassTime time: Double, model: Double) -> Double? {
        let (start, end) = ends(model: model)
        guard let spring else { return end }
        return start + (end - start) * spring.progress(at: time / spring.duration)
    }
}
