import PanelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The drawing state `draw(_:)` and `GraphicsImageRenderer` draw through, as Core Graphics' `CGContext`
/// (`UIGraphicsGetCurrentContext()`): fill and stroke colours, line style, a path being built, and the
/// canvas's transform and clip saved and restored with `saveGState()` / `restoreGState()`. `UIColor`'s
/// `setFill()` and `setStroke()`, and `UIBezierPath`'s `fill()` and `stroke()`, use the current one.
@MainActor
public final class GraphicsContext {
    /// The canvas drawn into.
    public private(set) var canvas: Canvas
    /// The colour `fill…` methods use (black at first, as Core Graphics').
    public var fillColor: Color = .black
    /// The colour `stroke…` methods use.
    public var strokeColor: Color = .black
    /// The width of stroked lines.
    public var lineWidth = 1.0
    /// The ends of stroked open subpaths.
    public var lineCap = LineCap.butt
    /// The corners of stroked paths.
    public var lineJoin = LineJoin.miter
    /// The longest a miter join gets, in line widths, before it is bevelled.
    public var miterLimit = 10.0
    /// The path `move(to:)`, `addLine(to:)` and the rest build, drawn and emptied by `fillPath()` /
    /// `strokePath()`.
    public private(set) var path = Path()
    private var saved: [(Color, Color, Double, LineCap, LineJoin, Double)] = []

    /// A context drawing into `canvas`.
    public init(canvas: Canvas) {
        self.canvas = canvas
    }

    // MARK: The current context

    private static var stack: [GraphicsContext] = []
    /// The context views' `draw(_:)` run in, reused from view to view so that drawing allocates nothing.
    private static var viewContext: GraphicsContext?
    /// The canvas of the view drawing now, if any; its context is made ready only when asked for, so a
    /// view whose `draw(_:)` draws nothing costs nothing.
    private static var viewCanvas: Canvas?
    private static var viewContextIsReady = false

    /// The context drawing now: inside `draw(_:)`, or a `GraphicsImageRenderer`'s block; nil elsewhere.
    public static var current: GraphicsContext? {
        if let top = stack.last { return top }
        guard let canvas = viewCanvas else { return nil }
        if viewContextIsReady, let c = viewContext { return c }
        let c = viewContext ?? GraphicsContext(canvas: canvas)
        viewContext = c
        c.prepare(canvas: canvas)
        viewContextIsReady = true
        return c
    }

    /// Starts a view's `draw(_:)` into `canvas`.
    static func beginViewDrawing(into canvas: Canvas) {
        viewCanvas = canvas
        viewContextIsReady = false
    }

    /// Ends a view's `draw(_:)`: restores the canvas states it saved and did not restore, so that its
    /// transform or clip cannot reach the views drawn after it.
    static func endViewDrawing() {
        if viewContextIsReady, let c = viewContext {
            while !c.saved.isEmpty { c.restoreGState() }
        }
        viewCanvas = nil
        viewContextIsReady = false
    }

    /// Puts this context in its initial state, drawing into `canvas`.
    private func prepare(canvas: Canvas) {
        self.canvas = canvas
        fillColor = .black
        strokeColor = .black
        lineWidth = 1
        lineCap = .butt
        lineJoin = .miter
        miterLimit = 10
        path = Path()
        saved.removeAll(keepingCapacity: true)
    }

    /// Runs `body` with `context` current.
    public static func withCurrent<T>(_ context: GraphicsContext, _ body: () throws -> T) rethrows -> T {
        stack.append(context)
        defer { stack.removeLast() }
        return try body()
    }

    // MARK: State

    public func setFillColor(_ color: Color) { fillColor = color }
    public func setStrokeColor(_ color: Color) { strokeColor = color }
    public func setLineWidth(_ width: Double) { lineWidth = width }
    public func setLineCap(_ cap: LineCap) { lineCap = cap }
    public func setLineJoin(_ join: LineJoin) { lineJoin = join }
    public func setMiterLimit(_ limit: Double) { miterLimit = limit }

    /// Saves the colours, line style, transform and clip.
    public func saveGState() {
        saved.append((fillColor, strokeColor, lineWidth, lineCap, lineJoin, miterLimit))
        canvas.saveState()
    }

    /// Restores what the matching `saveGState()` saved.
    public func restoreGState() {
        guard let s = saved.popLast() else { return }
        (fillColor, strokeColor, lineWidth, lineCap, lineJoin, miterLimit) = s
        canvas.restoreState()
    }

    public func translateBy(x: Double, y: Double) { canvas.translateBy(x: x, y: y) }
    public func scaleBy(x: Double, y: Double) { canvas.concatenate(AffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: Double) { canvas.concatenate(AffineTransform(rotationAngle: angle)) }
    public func concatenate(_ transform: AffineTransform) { canvas.concatenate(transform) }
    /// Narrows the clip to `rect` (user space; its bounding box under a rotation).
    public func clip(to rect: Rect) { canvas.clip(to: rect) }

    // MARK: Shapes

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: Rect) { canvas.fill(rect, color: fillColor) }
    /// Fills rectangles with the fill colour.
    public func fill(_ rects: [Rect]) { for r in rects { canvas.fill(r, color: fillColor) } }
    /// Strokes a rectangle's outline with the stroke colour and line style.
    public func stroke(_ rect: Rect) { draw(shape: { $0.addRect(rect) }, fill: false) }
    /// Strokes a rectangle's outline `width` wide.
    public func stroke(_ rect: Rect, width: Double) {
        let w = lineWidth
        lineWidth = width
        stroke(rect)
        lineWidth = w
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: Rect) { draw(shape: { $0.addEllipse(in: rect) }, fill: true) }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: Rect) { draw(shape: { $0.addEllipse(in: rect) }, fill: false) }
    /// Strokes straight lines between pairs of points: 0 to 1, 2 to 3, and so on.
    public func strokeLineSegments(between points: [Point]) {
        draw(
            shape: { p in
                var i = 0
                while i + 1 < points.count {
                    p.move(to: points[i])
                    p.addLine(to: points[i + 1])
                    i += 2
                }
            }, fill: false)
    }
    /// Clears a rectangle to transparent black.
    public func clear(_ rect: Rect) { canvas.clear(rect) }

    private func draw(shape: (inout Path) -> Void, fill: Bool) {
        var p = Path()
        shape(&p)
        if fill { canvas.fillPath(p, color: fillColor) } else { stroke(p) }
    }

    /// Strokes `path` with the stroke colour and line style.
    func stroke(_ path: Path) {
        canvas.strokePath(
            path, lineWidth: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit, color: strokeColor)
    }

    // MARK: The path

    /// Empties the path.
    public func beginPath() { path = Path() }
    public func move(to p: Point) { path.move(to: p) }
    public func addLine(to p: Point) { path.addLine(to: p) }
    /// Adds a polyline through `points`.
    public func addLines(between points: [Point]) {
        guard let first = points.first else { return }
        path.move(to: first)
        for p in points.dropFirst() { path.addLine(to: p) }
    }
    public func addRect(_ rect: Rect) { path.addRect(rect) }
    public func addRects(_ rects: [Rect]) { for r in rects { path.addRect(r) } }
    public func addEllipse(in rect: Rect) { path.addEllipse(in: rect) }
    public func addCurve(to p: Point, control1: Point, control2: Point) {
        path.addCurve(to: p, control1: control1, control2: control2)
    }
    public func addQuadCurve(to p: Point, control: Point) { path.addQuadCurve(to: p, control: control) }
    /// Adds an arc; `clockwise` as Core Graphics counts it in UIKit's flipped coordinates (true runs
    /// anticlockwise on screen, the opposite of `UIBezierPath`'s).
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    public func addPath(_ other: Path) { path.addPath(other) }
    public func closePath() { path.closeSubpath() }
    /// Whether the path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    /// Fills the path with the fill colour, then empties it.
    public func fillPath(using rule: FillRule = .nonZero) {
        canvas.fillPath(path, rule: rule, color: fillColor)
        path = Path()
    }

    /// Strokes the path with the stroke colour and line style, then empties it.
    public func strokePath() {
        stroke(path)
        path = Path()
    }

    /// How `drawPath(using:)` paints, as `CGPathDrawingMode`.
    public enum DrawingMode: Sendable {
        case fill, eoFill, stroke, fillStroke, eoFillStroke
    }

    /// Paints the path as `mode` says, then empties it.
    public func drawPath(using mode: DrawingMode) {
        switch mode {
        case .fill, .fillStroke: canvas.fillPath(path, rule: .nonZero, color: fillColor)
        case .eoFill, .eoFillStroke: canvas.fillPath(path, rule: .evenOdd, color: fillColor)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { stroke(path) }
        path = Path()
    }
}
