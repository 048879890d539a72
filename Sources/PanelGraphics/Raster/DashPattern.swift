/// A dash pattern for strokes, as Core Graphics' `setLineDash(phase:lengths:)` and `UIBezierPath`'s
/// `setLineDash(_:count:phase:)`: alternate painted and unpainted lengths along the path (user space), the
/// pattern started `phase` into itself at the start of every subpath. Curves are dashed along their
/// flattened length; each dash is stroked as an open subpath, so it gets the line's caps.
public struct DashPattern: Hashable, Sendable {
    /// The lengths, painted first; an odd count is repeated once so that the pattern alternates (`[5]` is
    /// 5 on, 5 off), as Core Graphics does.
    public let lengths: [Double]
    /// How far into the pattern each subpath starts.
    public let phase: Double

    /// A pattern, or nil when `lengths` cannot dash a line (empty, a negative or non-finite length, or all
    /// zero): Core Graphics then strokes solid lines.
    public init?(lengths: [Double], phase: Double) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 })
        else { return nil }
        self.lengths = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let total = self.lengths.reduce(0, +)
        let p = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        self.phase = p < 0 ? p + total : p
    }

    /// `path`'s dashes, each an open subpath, with curves flattened to within `tolerance`.
    public func dashing(_ path: Path, tolerance: Double) -> Path {
        var out = Path()
        for sub in path.flattened(tolerance: max(tolerance, 0.01)) {
            var points = sub.points
            if sub.closed, let first = points.first { points.append(first) }
            dash(points, into: &out)
        }
        return out
    }

    /// Adds the dashes of the polyline `points` to `out`.
    private func dash(_ points: [Point], into out: inout Path) {
        guard points.count >= 2 else { return }
        // Where the pattern is at the polyline's start.
        var index = 0
        var left = lengths[0]
        var skip = phase
        while skip > 0 {
            if skip < left {
                left -= skip
                skip = 0
            } else {
                skip -= left
                index = (index + 1) % lengths.count
                left = lengths[index]
            }
        }
        var on = index % 2 == 0
        var inDash = false
        for i in 1..<points.count {
            var a = points[i - 1]
            let b = points[i]
            var segment = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            if segment == 0 { continue }
            while segment > 0 {
                if on && !inDash {
                    out.move(to: a)
                    inDash = true
                }
                if left >= segment {
                    left -= segment
                    if on { out.addLine(to: b) }
                    segment = 0
                } else {
                    let f = left / segment
                    let p = Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                    if on { out.addLine(to: p) }
                    segment -= left
                    a = p
                    index = (index + 1) % lengths.count
                    left = lengths[index]
                    on = index % 2 == 0
                    inDash = false
                }
            }
        }
    }
}
