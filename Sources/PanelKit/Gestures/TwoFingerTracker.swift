#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What pinch and rotation follow: the span and the angle of the line between the first two fingers,
/// sampled with their times for velocities.
struct TwoFingerTracker {
    /// The distance between the two fingers and the angle of the line from the first to the second.
    struct Sample {
        var time: Double
        var span: Double
        var angle: Double
    }

    private(set) var first: Sample?
    private(set) var samples: [Sample] = []

    /// The span and angle of the first two of `touches`, or nil with fewer than two.
    @MainActor static func measure(_ touches: [Touch], time: Double) -> Sample? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].locationInWindow
        let b = touches[1].locationInWindow
        return Sample(time: time, span: a.distance(to: b), angle: atan2(b.y - a.y, b.x - a.x))
    }

    /// Records a sample (the first one is the reference), keeping the last 100 ms.
    mutating func record(_ s: Sample) {
        if first == nil { first = s }
        var sample = s
        if let last = samples.last {
            // Keep the angle continuous across ±π.
            while sample.angle - last.angle > .pi { sample.angle -= 2 * .pi }
            while sample.angle - last.angle < -.pi { sample.angle += 2 * .pi }
        }
        samples.append(sample)
        let cutoff = sample.time - 0.1
        if let keep = samples.firstIndex(where: { $0.time >= cutoff }), keep > 0, samples.count - keep >= 2 {
            samples.removeFirst(keep)
        }
    }

    /// Forgets everything (the fingers lifted).
    mutating func reset() {
        first = nil
        samples = []
    }

    /// Starts measuring again from the latest sample (a finger joined or left).
    mutating func rebase(_ s: Sample) {
        first = s
        samples = [s]
    }

    /// The latest sample.
    var latest: Sample? { samples.last }

    /// The change of `value` per second over the kept samples.
    func rate(_ value: (Sample) -> Double) -> Double {
        guard let a = samples.first, let b = samples.last, b.time - a.time > 0.001 else { return 0 }
        return (value(b) - value(a)) / (b.time - a.time)
    }
}
