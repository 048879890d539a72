extension BenchReport {
    private static func fmt(_ value: Double, _ digits: Int) -> String { format(value, digits) }

    /// The layout scenes' lines: PanelKit, PanelLayout and kiwisolver side by side.
    static func layoutLines(_ l: LayoutResult) -> [String] {
        var lines = [
            "- layout (\(l.size), profile screen: \(l.layoutConstraints) constraints, \(l.solverConstraints) in the "
                + "solver, \(l.variables) variables)",
            "  - from nothing: PanelKit \(fmt(l.fromNothingMs, 3)) ms (\(fmt(l.fromNothingAllocations, 0)) allocations; "
                + "constraints to frames, text measured); PanelLayout solver \(fmt(l.solverFromNothingMs, 3)) ms; "
                + (l.kiwiFromNothingMs.map { "kiwisolver \(fmt($0, 3)) ms" } ?? "kiwisolver not timed"),
            "  - drag, one constant per frame (\(l.dragFrames) frames): PanelKit \(fmt(l.editFrameMs * 1000, 1)) µs "
                + "(p99 \(fmt(l.editFrameP99Ms * 1000, 1)) µs, \(fmt(l.editFrameAllocations, 0)) allocations, max "
                + "\(l.editFrameAllocationsMax); solve and frames); PanelLayout suggestValue "
                + "\(fmt(l.solverEditMs * 1000, 1)) µs (p99 \(fmt(l.solverEditP99Ms * 1000, 1)) µs, max "
                + "\(l.solverEditAllocationsMax) allocations); "
                + (l.kiwiEditMs.map { k in
                    "kiwisolver suggestValue \(fmt(k * 1000, 1)) µs (p99 \(fmt((l.kiwiEditP99Ms ?? 0) * 1000, 1)) µs)"
                } ?? "kiwisolver not timed"),
        ]
        if let k = l.kiwi {
            var line =
                "  - kiwisolver: \(k); its times include the Python call around each C++ call; all layout times "
                + "are thread CPU time"
            if let d = l.kiwiMaxDifference { line += "; largest difference from PanelLayout's solution \(fmt(d, 9))" }
            lines.append(line)
        }
        return lines
    }
}
