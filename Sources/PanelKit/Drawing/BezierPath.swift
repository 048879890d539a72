import PanelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A path with its line style, drawn into the current graphics context, as `UIBezierPath`: build it with
/// `move(to:)`, `addLine(to:)`, curves and arcs, or start from a rectangle, oval, rounded rectangle or arc;
/// then, inside `draw(_:)`, set colours (`UIColor.red.setFill()`) and call `fill()` or `stroke()`.
@MainActor
open class BezierPath: Hashable {
    /// The path.
    public var cgPath: Path
    /// The width of stroked lines (1 by default).
    open var lineWidth = 1.0
    /// The ends of stroked open subpaths.
    open var lineCapStyle = LineCap.butt
    /// The corners of stroked paths.
    open var lineJoinStyle = LineJoin.miter
    /// The longest a miter join gets, in line widths.
    open var miterLimit = 10.0
    /// Whether `fill()` uses the even-odd rule (false: non-zero winding, as UIKit's default).
    open var usesEvenOddFillRule = false
    /// How finely curves are flattened when the path is hit-tested, in points.
    open var flatness = 0.6
    /// The dash pattern `stroke()` draws (nil: solid lines), as `setLineDash(_:count:phase:)` sets it.
    public private(set) var lineDash: DashPattern?

    /// An empty path.
    public init() { cgPath = Path() }

    /// A path of `path`'s elements.
    public init(cgPath path: Path) { cgPath = path }

    /// A closed rectangle.
    public convenience init(rect: Rect) {
        self.init()
        cgPath.addRect(rect)
    }

    /// The closed oval inscribed in `rect`.
    public convenience init(ovalIn rect: Rect) {
        self.init()
        cgPath.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        cgPath.addRoundedRect(rect, radii: CornerRadii(all: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded (by `cornerRadii.width`, as UIKit draws them).
    public convenience init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        self.init()
        let r = cornerRadii.width
        cgPath.addRoundedRect(
            rect,
            radii: CornerRadii(
                topLeft: corners.contains(.topLeft) ? r : 0, topRight: corners.contains(.topRight) ? r : 0,
                bottomRight: corners.contains(.bottomRight) ? r : 0, bottomLeft: corners.contains(.bottomLeft) ? r : 0))
    }

    /// An arc of a circle; `clockwise` on screen, as UIKit's.
    public convenience init(
        arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        self.init()
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    public func move(to point: Point) { cgPath.move(to: point) }
    public func addLine(to point: Point) { cgPath.addLine(to: point) }
    public func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to point: Point, controlPoint: Point) {
        cgPath.addQuadCurve(to: point, control: controlPoint)
    }
    /// Adds an arc, joined to the current point by a line; `clockwise` on screen.
    public func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    public func close() { cgPath.closeSubpath() }
    /// Empties the path.
    public func removeAllPoints() { cgPath = Path() }
    /// Adds `other`'s subpaths.
    public func append(_ other: BezierPath) { cgPath.addPath(other.cgPath) }
    /// Transforms every point.
    public func apply(_ transform: AffineTransform) { cgPath = cgPath.applying(transform) }

    /// Whether the path has no segment.
    public var isEmpty: Bool { cgPath.isEmpty }
    /// The rectangle holding every point, control points included; `.null` when empty.
    public var bounds: Rect { cgPath.bounds }
    /// The path's last point (zero when empty).
    public var currentPoint: Point { cgPath.currentPoint ?? .zero }

    /// Whether `point` is inside the path as `fill()` would fill it (open subpaths count as closed).
    public func contains(_ point: Point) -> Bool {
        var winding = 0
        for sub in cgPath.flattened(tolerance: flatness) where sub.points.count > 2 {
            let pts = sub.points
            for i in pts.indices {
                let a = pts[i]
                let b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return usesEvenOddFillRule ? winding & 1 != 0 : winding != 0
    }

    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    // MARK: Drawing

    /// Sets the dash pattern of `stroke()`: the first `count` values of `pattern`, painted and unpainted
    /// lengths in turn, started `phase` into the pattern. A nil pattern, a count of 0 or an unusable
    /// pattern (a negative length, all zero) strokes solid lines.
    public func setLineDash(_ pattern: UnsafePointer<Double>?, count: Int, phase: Double) {
        guard let pattern, count > 0 else {
            lineDash = nil
            return
        }
        lineDash = DashPattern(lengths: Array(UnsafeBufferPointer(start: pattern, count: count)), phase: phase)
    }

    /// Fills the path with the current context's fill colour (nothing outside a drawing context), casting
    /// the context's shadow.
    public func fill() {
        GraphicsContext.current?.fill(cgPath, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Strokes the path with the current context's stroke colour and this path's line style and dashes.
    public func stroke() {
        guard let context = GraphicsContext.current else { return }
        context.stroke(
            cgPath, lineWidth: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit,
            dash: lineDash, color: context.strokeColor)
    }

    /// Fills the path composited with `blendMode` at `alpha`, as `fill(with:alpha:)`.
    public func fill(with blendMode: Canvas.BlendMode, alpha: Double) {
        GraphicsContext.current?.withBlendMode(blendMode, alpha: alpha) { fill() }
    }

    /// Strokes the path composited with `blendMode` at `alpha`, as `stroke(with:alpha:)`.
    public func stroke(with blendMode: Canvas.BlendMode, alpha: Double) {
        GraphicsContext.current?.withBlendMode(blendMode, alpha: alpha) { stroke() }
    }

    /// Narrows the current context's clip to the inside of the path (by its fill rule) until the context's
    /// state is restored, as `addClip()`.
    public func addClip() {
        GraphicsContext.current?.clip(to: cgPath, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    public nonisolated static func == (a: BezierPath, b: BezierPath) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
