import PanelGraphics
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The ratio chart: per scene and size, the frame's cost over the raw pixman version and over memset or
/// memcpy of its bytes, on a log scale, with the goals drawn as lines. Drawn with PanelKit's own canvas.
enum Chart {
    static let rawColor = Color(hex: 0x0A84FF)
    static let bandwidthColor = Color(hex: 0xFF9F0A)

    static func render(_ report: BenchReport, library: FontLibrary) -> Surface {
        let sizes = uniqueOrdered(report.scenes.map(\.size))
        let names = uniqueOrdered(report.scenes.map(\.scene))
        let barHeight = 7.0
        let rowHeight = 2 * barHeight + 4
        let blockGap = 14.0
        let top = 92.0
        let left = 250.0
        let width = 1200
        let plotWidth = Double(width) - left - 40
        let blockHeight = Double(sizes.count) * rowHeight + blockGap
        let height = Int(top + Double(names.count) * blockHeight + 50)
        let surface = Surface(width: width, height: height, format: .argb32)
        let canvas = Canvas(surface: surface)
        canvas.fill(surface.bounds, color: .white)

        let maxRatio = max(4, report.scenes.map { max($0.ratioToRaw, $0.ratioToBandwidth) }.max() ?? 4)
        let lo = log(0.5)
        let hi = log(min(1000, maxRatio * 1.2))
        func x(_ v: Double) -> Double { left + (log(min(max(v, 0.5), exp(hi))) - lo) / (hi - lo) * plotWidth }

        func text(_ s: String, _ p: Point, size: Double = 13, bold: Bool = false, color: Color = .black) {
            let layout = library.layout(
                s, style: TextStyle(font: library.font(size: size, weight: bold ? .bold : .regular), color: color))
            canvas.draw(layout, at: p)
        }
        text(
            "PanelKit frame cost: × raw pixman (blue) and × memset/memcpy of its bytes (orange)", Point(x: 16, y: 12),
            size: 17, bold: true)
        text(
            "\(report.machine.summary)\(report.quick ? " (quick run)" : "")", Point(x: 16, y: 36), size: 12,
            color: Color(white: 0.35))
        // Grid: powers of two.
        var v = 0.5
        while v <= exp(hi) * 1.001 {
            let gx = x(v).rounded()
            canvas.fill(
                Rect(x: gx, y: top - 8, width: 1, height: Double(height) - top - 30),
                color: Color(white: v == 1 ? 0.2 : 0.85))
            text(v < 1 ? "0.5" : "\(Int(v))", Point(x: gx - 8, y: top - 28), size: 11, color: Color(white: 0.3))
            v *= 2
        }
        // The raw goal, 1.15x, across the chart.
        canvas.fill(
            Rect(x: x(1.15).rounded(), y: top - 8, width: 2, height: Double(height) - top - 30),
            color: rawColor.withAlphaComponent(0.45))
        text("1.15", Point(x: x(1.15) + 3, y: top - 44), size: 11, color: rawColor)

        for (n, name) in names.enumerated() {
            let y0 = top + Double(n) * blockHeight
            text(name, Point(x: 16, y: y0 + 2), size: 14, bold: true)
            for (k, size) in sizes.enumerated() {
                guard let s = report.scenes.first(where: { $0.scene == name && $0.size == size }) else { continue }
                let y = y0 + Double(k) * rowHeight
                text(size, Point(x: 160, y: y + 1), size: 11, color: Color(white: 0.35))
                canvas.fill(Rect(x: left, y: y, width: x(s.ratioToRaw) - left, height: barHeight), color: rawColor)
                canvas.fill(
                    Rect(x: left, y: y + barHeight, width: x(s.ratioToBandwidth) - left, height: barHeight),
                    color: bandwidthColor)
                if let goal = report.goals.first(where: {
                    $0.scene == name && $0.size == size && $0.unit.hasPrefix("x mem")
                }) {
                    canvas.fill(
                        Rect(x: x(goal.limit).rounded() - 1, y: y + barHeight - 2, width: 3, height: barHeight + 4),
                        color: Color(hex: 0xC62828))
                }
            }
        }
        text(
            "Red ticks: the bandwidth goals (fill 1.2x memset, blit 1.3x memcpy, slide 1.5x memcpy). Log scale.",
            Point(x: 16, y: Double(height) - 26), size: 11, color: Color(white: 0.35))
        return surface
    }

    static func uniqueOrdered(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}

extension BenchReport {
    /// Draws the ratio chart and writes it as PNG.
    /// - Throws: `ImageError` when the file cannot be written, `TextError` without fonts.
    public func writeChart(to path: String) throws {
        let library = try FontLibrary()
        try Chart.render(self, library: library).writePNG(path: path)
    }
}
