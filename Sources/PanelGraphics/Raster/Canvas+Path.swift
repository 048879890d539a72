extension Canvas {
    /// Fills `path` (in user space) with `color` under `rule`, antialiased.
    public func fillPath(_ path: Path, rule: FillRule = .nonZero, color: Color) {
        let color = color.resolved(appearance)
        if color.alpha <= 0 || isClipEmpty { return }
        let polygons = path.applying(transform).flattened(tolerance: 0.2).map(\.points)
        fillPolygons(polygons, rule: rule, color: color)
    }

    /// Strokes `path` (in user space) with a line `lineWidth` wide (scaled with the canvas), antialiased.
    public func strokePath(
        _ path: Path, lineWidth: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        color: Color
    ) {
        let color = color.resolved(appearance)
        if color.alpha <= 0 || lineWidth <= 0 || isClipEmpty { return }
        let width = lineWidth * scale
        let stroker = PathStroker(
            width: width, cap: cap, join: join, miterLimit: miterLimit,
            roundSteps: min(96, max(8, Int((width * 2).rounded(.up)))))
        var polygons: [[Point]] = []
        for sub in path.applying(transform).flattened(tolerance: 0.2) {
            polygons += stroker.outline(sub.points, closed: sub.closed)
        }
        fillPolygons(polygons, rule: .nonZero, color: color)
    }

    /// Fills device-space polygons through one coverage mask over their bounds cut to the clip.
    private func fillPolygons(_ polygons: [[Point]], rule: FillRule, color: Color) {
        let box = Coverage.bounds(polygons.flatMap { $0 }).intersection(clipBounds)
        if box.isEmpty { return }
        let mask = Surface(width: box.width, height: box.height, format: .a8)
        PathRasterizer.add(polygons, rule: rule, to: mask, ox: box.x, oy: box.y)
        composite(solid: color, mask: mask, at: box)
    }
}
