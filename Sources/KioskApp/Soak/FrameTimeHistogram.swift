/// Frame times in logarithmic buckets (1 % apart, 1 µs to 100 s), so hours of frames take constant memory
/// and percentiles stay within 1 %.
struct FrameTimeHistogram {
    private static let base = 1.01
    private static let smallest = 1e-6
    private var buckets = [Int](repeating: 0, count: 1900)
    private(set) var count = 0
    private(set) var maximum = 0.0
    private(set) var total = 0.0

    mutating func add(_ seconds: Double) {
        let s = max(seconds, Self.smallest)
        let index = Int((log(s / Self.smallest) / log(Self.base)).rounded(.down))
        buckets[min(max(index, 0), buckets.count - 1)] += 1
        count += 1
        total += seconds
        maximum = max(maximum, seconds)
    }

    /// The time below which `fraction` of the frames fell (the bucket's upper edge), or 0 without frames.
    func percentile(_ fraction: Double) -> Double {
        guard count > 0 else { return 0 }
        let rank = Int((fraction * Double(count)).rounded(.up))
        var seen = 0
        for (i, n) in buckets.enumerated() {
            seen += n
            if seen >= max(rank, 1) { return min(Self.smallest * pow(Self.base, Double(i + 1)), maximum) }
        }
        return maximum
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
