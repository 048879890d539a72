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
///
/// A clip to a path (`clip()`, `UIBezierPath.addClip()`) draws what follows into a layer the path's mask
/// composites back when the state it was made in is restored (`Canvas.PathClip`), so `canvas` is that
/// layer's canvas meanwhile.
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
    /// The dash pattern of stroked lines (nil: solid), as `setLineDash(phase:lengths:)` sets it.
    public private(set) var lineDash: DashPattern?
    /// The shadow fills cast (nil: none), as `setShadow(offset:blur:color:)` sets it.
    public private(set) var shadow: Shadow?
    /// How drawing combines with what is under it, as `setBlendMode(_:)` sets it.
    public private(set) var blendMode = Canvas.BlendMode.normal
    /// The opacity every drawing operation is composited with, as `setAlpha(_:)` sets it.
    public private(set) var alpha = 1.0

    /// What `saveGState()` saves besides the canvas's transform and clip.
    private struct SavedState {
        var fillColor: Color
        var strokeColor: Color
        var lineWidth: Double
        var lineCap: LineCap
        var lineJoin: LineJoin
        var miterLimit: Double
        var lineDash: DashPattern?
        var shadow: Shadow?
        var blendMode: Canvas.BlendMode
        var alpha: Double
    }
    private var saved: [SavedState] = []
    /// Path clips in effect, innermost last, each with the number of saved states when it was made.
    private var pathClips: [(depth: Int, clip: Canvas.PathClip)] = []

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
            c.endPathClips(deeperThan: -1)
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
        lineDash = nil
        shadow = nil
        blendMode = .normal
        alpha = 1
        path = Path()
        saved.removeAll(keepingCapacity: true)
        pathClips.removeAll()
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
    public func setFillColor(red: Double, green: Double, blue: Double, alpha: Double) {
        fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: Double, green: Double, blue: Double, alpha: Double) {
        strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: Double, alpha: Double) { fillColor = Color(white: gray, alpha: alpha) }
    public func setStrokeColor(gray: Double, alpha: Double) { strokeColor = Color(white: gray, alpha: alpha) }
    public func setLineWidth(_ width: Double) { lineWidth = width }
    public func setLineCap(_ cap: LineCap) { lineCap = cap }
    public func setLineJoin(_ join: LineJoin) { lineJoin = join }
    public func setMiterLimit(_ limit: Double) { miterLimit = limit }

    /// Sets the dash pattern of stroked lines: `lengths` painted and unpainted in turn, starting `phase`
    /// into the pattern; an empty or unusable pattern (a negative length, all zero) strokes solid lines.
    public func setLineDash(phase: Double, lengths: [Double]) {
        lineDash = DashPattern(lengths: lengths, phase: phase)
    }

    /// Makes fills cast a shadow `offset` away (down and right for positive values), blurred by `blur`,
    /// in `color` (nil or clear: no shadow).
    public func setShadow(offset: Size, blur: Double, color: Color?) {
        guard let color, color.alpha > 0 else {
            shadow = nil
            return
        }
        shadow = Shadow(color: color, offset: offset, blur: max(0, blur.isFinite ? blur : 0))
    }

    /// A shadow in black at a third opacity, Core Graphics' default.
    public func setShadow(offset: Size, blur: Double) {
        setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3))
    }

    /// How images are filtered when scaled, as `interpolationQuality`: kept, not read (images are always
    /// filtered bilinearly).
    public var interpolationQuality = InterpolationQuality.default

    /// How images are filtered when scaled, as `CGInterpolationQuality`.
    public enum InterpolationQuality: Int32, Sendable {
        case `default` = 0, none = 1, low = 2, medium = 4, high = 3
    }

    /// Whether shapes are antialiased, as `setShouldAntialias(_:)`: kept, not read (PanelKit always
    /// antialiases).
    public private(set) var shouldAntialias = true
    public func setShouldAntialias(_ value: Bool) { shouldAntialias = value }
    public func setAllowsAntialiasing(_ value: Bool) {}

    /// Sets how what is drawn next combines with what is under it, as `setBlendMode(_:)`.
    public func setBlendMode(_ mode: Canvas.BlendMode) { blendMode = mode }

    /// Sets the opacity each drawing operation is composited with (clamped to 0...1), as `setAlpha(_:)`.
    public func setAlpha(_ value: Double) { alpha = value.isFinite ? min(1, max(0, value)) : 1 }

    /// Runs one drawing operation: straight into the canvas, or, under a blend mode or an alpha, into a
    /// layer composited as they say (`Canvas.BlendLayer`).
    public func paint(_ body: (Canvas) -> Void) {
        if blendMode == .normal && alpha >= 1 { return body(canvas) }
        let layer = canvas.beginBlendLayer(mode: blendMode, alpha: alpha)
        body(layer.canvas)
        layer.end()
    }

    /// Runs `draw` with the blend mode `mode` and the alpha multiplied by `alpha`, then restores the state:
    /// UIKit's `fill(with:alpha:)`, `stroke(_:blendMode:)` and `draw(in:blendMode:alpha:)`.
    func withBlendMode(_ mode: Canvas.BlendMode, alpha: Double = 1, _ draw: () -> Void) {
        saveGState()
        setBlendMode(mode)
        setAlpha(alpha * self.alpha)
        draw()
        restoreGState()
    }

    /// Saves the colours, line style, shadow, blend mode, alpha, transform and clip.
    public func saveGState() {
        saved.append(
            SavedState(
                fillColor: fillColor, strokeColor: strokeColor, lineWidth: lineWidth, lineCap: lineCap,
                lineJoin: lineJoin, miterLimit: miterLimit, lineDash: lineDash, shadow: shadow, blendMode: blendMode,
                alpha: alpha))
        canvas.saveState()
    }

    /// Restores what the matching `saveGState()` saved, path clips made since included.
    public func restoreGState() {
        guard let s = saved.popLast() else { return }
        fillColor = s.fillColor
        strokeColor = s.strokeColor
        lineWidth = s.lineWidth
        lineCap = s.lineCap
        lineJoin = s.lineJoin
        miterLimit = s.miterLimit
        lineDash = s.lineDash
        shadow = s.shadow
        blendMode = s.blendMode
        alpha = s.alpha
        endPathClips(deeperThan: saved.count)
        canvas.restoreState()
    }

    /// Composites the path clips made with more than `depth` states saved and draws on their parents.
    func endPathClips(deeperThan depth: Int) {
        while let last = pathClips.last, last.depth > depth {
            pathClips.removeLast()
            last.clip.end()
            canvas = last.clip.parent
        }
    }

    public func translateBy(x: Double, y: Double) { canvas.translateBy(x: x, y: y) }
    public func scaleBy(x: Double, y: Double) { canvas.concatenate(AffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: Double) { canvas.concatenate(AffineTransform(rotationAngle: angle)) }
    public func concatenate(_ transform: AffineTransform) { canvas.concatenate(transform) }
    /// Narrows the clip to `rect` (user space; its bounding box under a rotation).
    public func clip(to rect: Rect) { canvas.clip(to: rect) }
    /// Narrows the clip to the union of `rects`.
    public func clip(to rects: [Rect]) {
        var p = Path()
        for r in rects { p.addRect(r) }
        clip(to: p, rule: .nonZero)
    }

    /// Narrows the clip to the inside of the path under `rule`, then empties the path (an empty path
    /// clips everything away), as `CGContext.clip(using:)`.
    public func clip(using rule: FillRule = .nonZero) {
        clip(to: path, rule: rule)
        path = Path()
    }

    /// Narrows the clip to the inside of `shape` (user space) under `rule`; `restoreGState()` undoes it.
    public func clip(to shape: Path, rule: FillRule) {
        let c = canvas.beginClip(to: shape, rule: rule)
        pathClips.append((saved.count, c))
        canvas = c.canvas
    }

    /// The clip's bounds in user space, as `boundingBoxOfClipPath`.
    public var boundingBoxOfClipPath: Rect {
        canvas.clipBounds.rect.applying(canvas.transform.inverted())
    }

    // MARK: Gradients

    /// Paints the clip with `gradient` along the line from `start` to `end`, as
    /// `drawLinearGradient(_:start:end:options:)`; `options` say whether the end colours continue beyond.
    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point, options: Gradient.DrawingOptions) {
        paint {
            $0.drawLinearGradient(
                from: start, to: end, stops: gradient.stops,
                extendsStart: options.contains(.drawsBeforeStartLocation),
                extendsEnd: options.contains(.drawsAfterEndLocation))
        }
    }

    /// Paints the clip with `gradient` blending from the start circle to the end circle, as
    /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
        options: Gradient.DrawingOptions
    ) {
        paint {
            $0.drawRadialGradient(
                startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius,
                stops: gradient.stops, extendsStart: options.contains(.drawsBeforeStartLocation),
                extendsEnd: options.contains(.drawsAfterEndLocation))
        }
    }

    // MARK: Shapes

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: Rect) {
        paint { canvas in
            if let shadow { canvas.drawShadow(for: rect, radii: .zero, shadow: shadow) }
            canvas.fill(rect, color: fillColor)
        }
    }
    /// Fills rectangles with the fill colour.
    public func fill(_ rects: [Rect]) { for r in rects { fill(r) } }
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
        if fill { self.fill(p, rule: .nonZero) } else { stroke(p) }
    }

    /// Fills `shape` with the fill colour, casting the shadow if one is set.
    func fill(_ shape: Path, rule: FillRule) {
        paint { canvas in
            if let shadow { canvas.drawShadow(of: shape, shadow: shadow) }
            canvas.fillPath(shape, rule: rule, color: fillColor)
        }
    }

    /// Strokes `path` with the stroke colour and line style.
    func stroke(_ path: Path) {
        stroke(
            path, lineWidth: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit, dash: lineDash,
            color: strokeColor)
    }

    /// Strokes `path` as given, dashed by `dash` (along the path in user space, so that the pattern
    /// scales with the transform, as Core Graphics').
    func stroke(
        _ path: Path, lineWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, dash: DashPattern?,
        color: Color
    ) {
        var shape = path
        if let dash {
            shape = dash.dashing(path, tolerance: 0.2 / max(canvas.scale, 1e-6))
        }
        paint { $0.strokePath(shape, lineWidth: lineWidth, cap: cap, join: join, miterLimit: miterLimit, color: color) }
    }

    // MARK: Images

    /// Draws `image` scaled into `rect`, as `CGContext.draw(_:in:)`: upside down in UIKit's coordinates,
    /// as Core Graphics draws a bitmap there (its first row at `rect`'s bottom), so that code flipping the
    /// context first, as UIKit code does, draws it upright.
    public func draw(_ image: Surface, in rect: Rect) {
        guard image.width > 0, image.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let flipped = AffineTransform(
            a: rect.width / Double(image.width), b: 0, c: 0, d: -rect.height / Double(image.height), tx: rect.minX,
            ty: rect.maxY)
        paint { $0.drawImage(image, transform: flipped) }
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

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from there to `tangent2End`, joined to the current point by a line, as
    /// `addArc(tangent1End:tangent2End:radius:)`; a line to `tangent1End` when the lines are in line or the
    /// radius is 0. Without a current point the path starts at `tangent1End`.
    public func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = path.currentPoint else { return path.move(to: p1) }
        let a = Point(x: p0.x - p1.x, y: p0.y - p1.y)
        let b = Point(x: p2.x - p1.x, y: p2.y - p1.y)
        let la = (a.x * a.x + a.y * a.y).squareRoot()
        let lb = (b.x * b.x + b.y * b.y).squareRoot()
        let cross = a.x * b.y - a.y * b.x
        guard radius > 0, radius.isFinite, la > 0, lb > 0, abs(cross) > 1e-9 * la * lb else {
            return path.addLine(to: p1)
        }
        let ua = Point(x: a.x / la, y: a.y / la)
        let ub = Point(x: b.x / lb, y: b.y / lb)
        // The angle between the lines at p1; the arc's ends are where a circle in it touches them.
        let theta = acos(max(-1, min(1, ua.x * ub.x + ua.y * ub.y)))
        let d = radius / tan(theta / 2)
        let t1 = Point(x: p1.x + ua.x * d, y: p1.y + ua.y * d)
        let t2 = Point(x: p1.x + ub.x * d, y: p1.y + ub.y * d)
        let bx = ua.x + ub.x
        let by = ua.y + ub.y
        let lbis = (bx * bx + by * by).squareRoot()
        let h = radius / sin(theta / 2)
        let c = Point(x: p1.x + bx / lbis * h, y: p1.y + by / lbis * h)
        let start = atan2(t1.y - c.y, t1.x - c.x)
        let end = atan2(t2.y - c.y, t2.x - c.x)
        // The short way round: clockwise on screen when the corner turns clockwise.
        path.addArc(center: c, radius: radius, startAngle: start, endAngle: end, clockwise: cross < 0)
    }
    public func closePath() { path.closeSubpath() }
    /// Whether the path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    /// Fills the path with the fill colour, then empties it.
    public func fillPath(using rule: FillRule = .nonZero) {
        fill(path, rule: rule)
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
        case .fill, .fillStroke: fill(path, rule: .nonZero)
        case .eoFill, .eoFillStroke: fill(path, rule: .evenOdd)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { stroke(path) }
        path = Path()
    }
}
