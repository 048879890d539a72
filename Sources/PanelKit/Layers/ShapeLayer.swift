import PanelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A layer that draws a path, as `CAShapeLayer`: filled with `fillColor` (black by default, nil for none)
/// and stroked with `strokeColor` (none by default) `lineWidth` wide, in the layer's own coordinates.
/// `strokeStart` and `strokeEnd` draw part of the stroke (the fractions of the path's length), which is how
/// progress rings are made; both animate through `BasicAnimation`.
@MainActor
open class ShapeLayer: Sublayer {
    /// The shape (`UIBezierPath.cgPath` is one).
    public var path: Path? {
        didSet { if path != oldValue { setNeedsDisplay() } }
    }

    /// The fill's colour; nil fills nothing.
    public var fillColor: Color? = .black {
        didSet { if fillColor != oldValue { setNeedsDisplay() } }
    }

    /// How overlapping parts of the path fill (`.nonZero` by default).
    public var fillRule = FillRule.nonZero {
        didSet { if fillRule != oldValue { setNeedsDisplay() } }
    }

    /// The stroke's colour; nil strokes nothing.
    public var strokeColor: Color? {
        didSet { if strokeColor != oldValue { setNeedsDisplay() } }
    }

    /// The stroke's width (1 by default).
    public var lineWidth = 1.0 {
        didSet { if lineWidth != oldValue { setNeedsDisplay() } }
    }

    /// The stroke's ends (`.butt` by default).
    public var lineCap = LineCap.butt {
        didSet { if lineCap != oldValue { setNeedsDisplay() } }
    }

    /// The stroke's corners (`.miter` by default).
    public var lineJoin = LineJoin.miter {
        didSet { if lineJoin != oldValue { setNeedsDisplay() } }
    }

    /// The longest a miter join gets, in line widths.
    public var miterLimit = 10.0 {
        didSet { if miterLimit != oldValue { setNeedsDisplay() } }
    }

    /// Where along the path the stroke starts, 0 to 1.
    public var strokeStart = 0.0 {
        didSet { if strokeStart != oldValue { setNeedsDisplay() } }
    }

    /// Where along the path the stroke ends, 0 to 1.
    public var strokeEnd = 1.0 {
        didSet { if strokeEnd != oldValue { setNeedsDisplay() } }
    }

    open override func modelValue(forKeyPath keyPath: String) -> Double? {
        switch keyPath {
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "lineWidth": lineWidth
        default: super.modelValue(forKeyPath: keyPath)
        }
    }

    override func drawContent(in canvas: Canvas, alpha: Double) {
        guard let path, !path.isEmpty else { return }
        if let fill = fillColor, fill.alpha > 0 {
            canvas.fillPath(path, rule: fillRule, color: fill.withAlphaComponent(fill.alpha * alpha))
        }
        let width = shown("lineWidth", lineWidth)
        guard let stroke = strokeColor, stroke.alpha > 0, width > 0 else { return }
        let from = min(1, max(0, shown("strokeStart", strokeStart)))
        let to = min(1, max(0, shown("strokeEnd", strokeEnd)))
        guard to > from else { return }
        let drawn = from <= 0 && to >= 1 ? path : ShapeLayer.trim(path, from: from, to: to)
        canvas.strokePath(
            drawn, lineWidth: width, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
            color: stroke.withAlphaComponent(stroke.alpha * alpha))
    }

    /// The part of `path` between the fractions `from` and `to` of its length, as line segments along it.
    static func trim(_ path: Path, from: Double, to: Double) -> Path {
        let subpaths = path.flattened(tolerance: 0.1).map { sub in
            sub.closed ? sub.points + [sub.points[0]] : sub.points
        }
        var total = 0.0
        for points in subpaths { total += length(points) }
        guard total > 0 else { return Path() }
        let a = from * total
        let b = to * total
        var out = Path()
        var walked = 0.0
        for points in subpaths {
            var started = false
            for (p, q) in zip(points, points.dropFirst()) {
                let d = hypot(q.x - p.x, q.y - p.y)
                defer { walked += d }
                guard d > 0, walked + d > a, walked < b else { continue }
                let s = max(0, (a - walked) / d)
                let e = min(1, (b - walked) / d)
                let ps = Point(x: p.x + (q.x - p.x) * s, y: p.y + (q.y - p.y) * s)
                let pe = Point(x: p.x + (q.x - p.x) * e, y: p.y + (q.y - p.y) * e)
                if !started {
                    out.move(to: ps)
                    started = true
                }
                out.addLine(to: pe)
            }
        }
        return out
    }

    private static func length(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
