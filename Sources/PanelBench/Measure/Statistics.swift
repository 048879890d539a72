/// Order statistics of a set of samples.
struct Statistics: Codable, Sendable, Equatable {
    var count: Int
    var min: Double
    var median: Double
    var p95: Double
    var p99: Double
    var max: Double

    /// The statistics of `samples`; all zero when there are none.
    init(_ samples: [Double]) {
        let s = samples.sorted()
        count = s.count
        min = s.first ?? 0
        max = s.last ?? 0
        median = Statistics.quantile(s, 0.5)
        p95 = Statistics.quantile(s, 0.95)
        p99 = Statistics.quantile(s, 0.99)
    }

    /// The `q` quantile of sorted samples, interpolating between the two nearest ranks.
    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let f = position - Double(lower)
        return sorted[lower] * (1 - f) + sorted[upper] * f
    }
}
