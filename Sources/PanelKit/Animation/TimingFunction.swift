#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Maps the fraction of an animation's time that has passed (0...1) to the fraction of the change shown.
protocol TimingFunction: Sendable {
    /// The fraction of the change at time fraction `t` (clamped to 0...1; springs may overshoot 1).
    func progress(at t: Double) -> Double
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
struct CubicBezierTiming: TimingFunction, Hashable {
    let p1: Point
    let p2: Point

    static let linear = CubicBezierTiming(p1: Point(x: 0, y: 0), p2: Point(x: 1, y: 1))
    static let easeIn = CubicBezierTiming(p1: Point(x: 0.42, y: 0), p2: Point(x: 1, y: 1))
    static let easeOut = CubicBezierTiming(p1: Point(x: 0, y: 0), p2: Point(x: 0.58, y: 1))
    static let easeInOut = CubicBezierTiming(p1: Point(x: 0.42, y: 0), p2: Point(x: 0.58, y: 1))

    func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if p1.x == p1.y && p2.x == p2.y { return t }
        return sampleY(solveX(t))
    }

    // B(s) = 3(1-s)^2 s P1 + 3(1-s) s^2 P2 + s^3, in polynomial form.
    private func sampleX(_ s: Double) -> Double {
        let cx = 3 * p1.x
        let bx = 3 * (p2.x - p1.x) - cx
        let ax = 1 - cx - bx
        return ((ax * s + bx) * s + cx) * s
    }

    private func sampleY(_ s: Double) -> Double {
        let cy = 3 * p1.y
        let by = 3 * (p2.y - p1.y) - cy
        let ay = 1 - cy - by
        return ((ay * s + by) * s + cy) * s
    }

    private func sampleDX(_ s: Double) -> Double {
        let cx = 3 * p1.x
        let bx = 3 * (p2.x - p1.x) - cx
        let ax = 1 - cx - bx
        return (3 * ax * s + 2 * bx) * s + cx
    }

    /// The curve parameter whose x is `x`: Newton's method, then bisection if it strays.
    private func solveX(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = sampleX(s) - x
            if abs(err) < 1e-9 { return s }
            let d = sampleDX(s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0
        var hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = sampleX(s)
            if abs(v - x) < 1e-9 { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}

/// A damped harmonic oscillator, solved analytically, moving from 0 to 1.
///
/// `dampingRatio` below 1 overshoots and rings, 1 is critically damped, above 1 creeps in. The
/// natural frequency is chosen so that the motion has settled (within 0.1% of the distance) when the
/// duration ends, where the curve snaps to exactly 1: UIKit's "spring with duration".
struct SpringTiming: TimingFunction, Hashable {
    let dampingRatio: Double
    /// Initial velocity in distances per second (UIKit's `initialSpringVelocity` is in distances per
    /// animation duration; the caller converts).
    let initialVelocity: Double
    let duration: Double
    let omega: Double

    static let settleThreshold = 0.001

    init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let zeta = max(0.01, dampingRatio)
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity
        self.duration = max(duration, 1e-6)
        self.omega = SpringTiming.naturalFrequency(dampingRatio: zeta, duration: self.duration)
    }

    /// A spring given by mass, stiffness and damping; its duration is the time it takes to settle.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = max(mass, 1e-6)
        let k = max(stiffness, 1e-6)
        let w = (k / m).squareRoot()
        let zeta = max(0.01, damping / (2 * (k * m).squareRoot()))
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity
        self.omega = w
        self.duration = SpringTiming.settlingTime(omega: w, dampingRatio: zeta, velocity: initialVelocity)
    }

    func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return 1
            + SpringTiming.displacement(
                time: t * duration, omega: omega, dampingRatio: dampingRatio, velocity: initialVelocity)
    }

    /// The distance from the target at `time`, starting at -1 with `velocity`.
    static func displacement(time t: Double, omega w: Double, dampingRatio z: Double, velocity v0: Double) -> Double {
        let x0 = -1.0
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 + z * w * x0) / wd
            return exp(-z * w * t) * (x0 * cos(wd * t) + b * sin(wd * t))
        } else if z == 1 {
            let b = v0 + w * x0
            return (x0 + b * t) * exp(-w * t)
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w * (z - s)
            let r2 = -w * (z + s)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The natural frequency at which the envelope of the motion falls to the threshold at `duration`.
    static func naturalFrequency(dampingRatio z: Double, duration: Double) -> Double {
        let target = log(1 / settleThreshold)
        if z < 1 {
            // Envelope e^(-z w t) / sqrt(1 - z^2).
            return (target - 0.5 * log(1 - z * z)) / (z * duration)
        }
        // Monotone motion: find w with |x(duration)| = threshold by bisection.
        var lo = 1e-3
        var hi = 1e4
        for _ in 0..<100 {
            let mid = (lo * hi).squareRoot()
            if abs(displacement(time: duration, omega: mid, dampingRatio: z, velocity: 0)) > settleThreshold {
                lo = mid
            } else {
                hi = mid
            }
        }
        return hi
    }

    /// The time after which the motion stays within the threshold of the target.
    static func settlingTime(omega w: Double, dampingRatio z: Double, velocity: Double) -> Double {
        let step = 1.0 / 240
        var t = 0.0
        var lastOutside = 0.0
        // Scan ahead generously; the envelope bounds the search.
        let horizon = 4 * log(1 / settleThreshold) / (min(z, 1) * w) + 1
        while t < horizon {
            if abs(displacement(time: t, omega: w, dampingRatio: z, velocity: velocity)) > settleThreshold {
                lastOutside = t
            }
            t += step
        }
        return max(step, lastOutside + step)
    }
}
