/// An animation of one numeric layer property through a list of values, as `CAKeyframeAnimation`: the shake
/// of a field that refused its input (`values = [-20, 20, -20, 20, -10, 10, -5, 5, 0]` on
/// "transform.translation.x") or a value that steps.
///
/// `keyTimes` places the values in the pass (fractions from 0 to 1, one per value; for `.discrete` one more
/// than the values may be given). Without them, or when their count is wrong or they decrease or leave 0...1,
/// the values are spaced evenly, as Core Animation does. `timingFunctions` eases each segment between two
/// values; `timingFunction` eases the whole pass. Values that are not numbers are skipped; with none the
/// model value shows.
@MainActor
public final class KeyframeAnimation: PropertyAnimation {
    /// How values between keyframes are found, as `CAAnimationCalculationMode`.
    public enum CalculationMode: Sendable {
        /// Straight lines between values at their key times.
        case linear
        /// Each value held from its key time to the next; no values in between.
        case discrete
        /// Straight lines at an even speed: key times follow the distances between values (`keyTimes` and
        /// `timingFunctions` are ignored).
        case paced
        /// A smooth curve through the values at their key times (Catmull-Rom).
        case cubic
        /// A smooth curve through the values, timed as `.paced`.
        case cubicPaced
    }

    /// The values the property passes through (numbers).
    public var values: [Any]?
    /// When each value applies, as fractions of the pass.
    public var keyTimes: [Double]?
    /// The easing of each segment between two values; nil or missing ones are linear.
    public var timingFunctions: [MediaTimingFunction]?
    /// How values between keyframes are found.
    public var calculationMode = CalculationMode.linear

    override func take(from other: Animation) {
        super.take(from: other)
        guard let other = other as? KeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
    }

    override func value(atPassTime time: Double, model: Double) -> Double? {
        let numbers = (values ?? []).compactMap { Self.number($0) }
        guard let first = numbers.first else { return nil }
        let f = progress(atPassTime: time)
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let times = paced ? pacedTimes(numbers) : givenTimes(count: numbers.count) ?? evenTimes(count: numbers.count)
        if calculationMode == .discrete {
            // The last value whose key time has come.
            let i = times.lastIndex { $0 <= f } ?? 0
            return numbers[min(i, numbers.count - 1)]
        }
        guard numbers.count > 1, f > times[0] else { return first }
        guard let i = times.indices.dropLast().last(where: { times[$0] <= f }), f < times[numbers.count - 1]
        else { return numbers[numbers.count - 1] }
        let span = times[i + 1] - times[i]
        var u = span > 0 ? (f - times[i]) / span : 1
        if !paced, let ease = timingFunctions, i < ease.count { u = ease[i].progress(at: u) }
        let (a, b) = (numbers[i], numbers[i + 1])
        guard calculationMode == .cubic || calculationMode == .cubicPaced else { return a + (b - a) * u }
        // Catmull-Rom: a smooth curve through the values, each one's tangent along its neighbours (Core
        // Animation's Kochanek-Bartels spline with tension, continuity and bias 0); an end's along its segment.
        let ta = (b - numbers[max(0, i - 1)]) / 2
        let tb = (numbers[min(numbers.count - 1, i + 2)] - a) / 2
        let (u2, u3) = (u * u, u * u * u)
        return (2 * u3 - 3 * u2 + 1) * a + (u3 - 2 * u2 + u) * ta + (3 * u2 - 2 * u3) * b + (u3 - u2) * tb
    }

    /// `keyTimes` when they fit `count` values: one each (or one more for `.discrete`), from 0 to 1, never
    /// decreasing; else nil.
    private func givenTimes(count: Int) -> [Double]? {
        guard let keyTimes,
            keyTimes.count == count || (calculationMode == .discrete && keyTimes.count == count + 1),
            keyTimes.allSatisfy({ $0 >= 0 && $0 <= 1 }),
            zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return keyTimes
    }

    /// Key times spaced evenly: values at both ends of the pass, or, discrete, each held for an equal share.
    private func evenTimes(count: Int) -> [Double] {
        let steps = Double(calculationMode == .discrete ? count : max(1, count - 1))
        return (0..<count).map { Double($0) / steps }
    }

    /// Key times in proportion to the distance travelled, so the value moves at one speed.
    private func pacedTimes(_ numbers: [Double]) -> [Double] {
        var sums = [0.0]
        for (a, b) in zip(numbers, numbers.dropFirst()) { sums.append(sums[sums.count - 1] + abs(b - a)) }
        let total = sums[sums.count - 1]
        guard total > 0, total.isFinite else { return evenTimes(count: numbers.count) }
        return sums.map { $0 / total }
    }
}
