/// Draws view trees into a display's framebuffer, only inside the damaged rectangles.
///
/// Each view draws, back to front: its shadow, its background (rounded), its content (`draw(_:in:)`),
/// its subviews (clipped when `clipsToBounds`, through a rounded mask with a corner radius), and its
/// border on top. A view with alpha below 1 and something inside it is drawn into an offscreen layer
/// and composited with its alpha (group opacity, as UIKit).
///
/// Two things keep a frame close to the memory traffic it must do:
/// - Occlusion: each damaged rectangle is cut into pieces by the opaque views over it (an opaque
///   square-cornered background, or `layer.isOpaque`), and a piece is drawn starting from the frontmost
///   opaque view that covers it: nothing behind that view is drawn, not even the clear colour.
/// - Rasterized layers (`layer.shouldRasterize`): the subtree is drawn once into a cached bitmap, which
///   is composited (snapped to whole pixels under a translation) while only the view's position,
///   transform or alpha change.
///
/// Parallel rendering: a frame whose damage covers at least `parallelMinimumArea` pixels, with
/// `threadCount` above 1, is recorded as a display list (the view tree walked once on the main thread)
/// and replayed in horizontal bands by `threadCount` threads at once, each band writing only its own rows:
/// the same pixman operations on the same pixels as one thread, so the result is identical. The other
/// threads start on the first operations while the main thread records the rest (`BandStream`).
@MainActor
final class Renderer {
    let canvas: Canvas
    /// How many views were drawn in the last frame (for tests and benchmarks).
    private(set) var drawnViewCount = 0
    /// How many rasterized bitmaps were rendered (not re-used) since the renderer was made.
    private(set) var rasterizedRenderCount = 0
    /// How many pixels of the last frame were drawn from a window's background up, no opaque view in front
    /// covering them (for tests and benchmarks).
    private(set) var backdropPixelCount = 0

    /// Whether damage is cut by the opaque views over it (always, but for tests that draw a reference
    /// back to front).
    var usesOccluders = true

    /// Where `view` hid what is behind it in the last frame drawn (window pixels), or nil (for tests).
    func occludedBox(of view: View) -> IntRect? {
        lastOccluders.last(where: { $0.view == ObjectIdentifier(view) })?.box
    }
    /// The last frame's occluders, without holding their views.
    private var lastOccluders: [(box: IntRect, view: ObjectIdentifier)] = []

    /// An opaque view that hides everything behind it inside `box` (window pixels).
    private struct Occluder {
        var box: IntRect
        var view: View
    }

    // Scratch storage re-used from frame to frame, so that a steady frame allocates nothing here.
    private var occluders: [Occluder] = []
    private var pieces: [(IntRect, Int?)] = []
    private var openPieces: [IntRect] = []
    private var nextPieces: [IntRect] = []

    /// Below this many pixels an opaque view is not worth cutting the damage for.
    private static let minimumOccluderArea = 256
    /// Below this many pixels a rasterized view with rounded corners is not worth it either: its box stops
    /// short of its edges, so it always cuts its own damage into five pieces, each drawn from the back. A
    /// 200x56 button redrawn over a page took 2.53-2.88 times its raw version cut so, against 2.34-2.43 whole;
    /// a dragged 240x150 card saved the page's copy behind it (drag 1.38-1.43 to 1.30-1.33x raw). A rounded
    /// view drawn from its views is never one: each piece would walk its subtree again (pages of rounded
    /// cards drawn every frame, slide-uncached, took 5-25 % longer at 1280x800 and 1920x1080 so).
    private static let minimumRoundedOccluderArea = 16_384
    /// Past this many pieces a damaged rectangle is drawn whole.
    private static let maximumPieces = 48
    /// Bitmaps larger than this many pixels are not cached (the subtree is drawn directly).
    private static let maximumRasterArea = 4096 * 4096

    /// The pixels of the bitmap a rasterized subtree with this extent (in its own coordinates) is drawn
    /// from; nil when it is too large for one, and the subtree is drawn view by view.
    static func bitmapExtent(of rasterExtent: Rect) -> IntRect? {
        let extent = IntRect(covering: quantized(rasterExtent))
        return extent.width * extent.height <= maximumRasterArea ? extent : nil
    }

    /// How many bands (threads) draw a large frame; 1 draws every frame on the calling thread.
    var threadCount = WorkerThreads.defaultCount
    /// Damage of fewer pixels than this is drawn on one thread (a band's start costs more than it saves).
    var parallelMinimumArea = 200_000
    /// How many frames were drawn in parallel bands (for tests and benchmarks).
    private(set) var parallelFrameCount = 0
    private let displayList = DisplayList()
    /// The frame's bands as the pool's threads replay them (kept from frame to frame).
    private lazy var bandStream = BandStream(list: displayList)
    private var bands: [DisplayListBand] = []
    /// The threads beside this one that draw bands; made at the first frame drawn in bands.
    private var bandPool: BandPool?
    /// Whether the last frame drawn was drawn in bands: the next one probably is too, so the pool is woken
    /// as it starts.
    private var lastFrameWasParallel = false
    private var bandPoolAwake = false

    init(surface: Surface) {
        canvas = Canvas(surface: surface)
    }

    /// A frame starts: when the last one was drawn in bands, the band threads start waiting for this one's,
    /// so that they are running by the time its bands are recorded.
    func frameWillBegin() {
        wakeBandPoolIfBanded()
        // A frame that draws nothing leaves this false, so frames that follow it do not wake the pool.
        lastFrameWasParallel = false
    }

    /// The next frame is expected shortly (the run loop's `Application.bandWakeLead` ahead): when the last
    /// frame was drawn in bands, the band threads start waiting for this one's now, so that waking them
    /// (tens of microseconds on an idle core, more in a virtual machine) is not part of the frame. They park
    /// again after a few milliseconds if no frame comes.
    func prepareForFrame() {
        if wakeBandPoolIfBanded() { bandWakesAhead += 1 }
    }

    /// How many times `prepareForFrame()` woke the band threads ahead of a frame.
    private(set) var bandWakesAhead = 0

    /// Whether the next frame will probably be drawn in bands by the pool there is: the last one was, and
    /// the thread count has not changed since.
    var expectsBandedFrame: Bool { lastFrameWasParallel && bandPool?.threadCount == threadCount }

    /// Wakes the band pool if the next frame will probably be drawn in bands; returns whether it did.
    @discardableResult
    private func wakeBandPoolIfBanded() -> Bool {
        guard expectsBandedFrame, let pool = bandPool else { return false }
        pool.wake()
        bandPoolAwake = true
        return true
    }

    /// A frame has ended (drawn or not): band threads still waiting for bands park.
    func frameDidEnd() {
        guard bandPoolAwake else { return }
        bandPool?.rest()
        bandPoolAwake = false
    }

    /// Redraws `damage` (window coordinates = framebuffer pixels) from `windows`, back to front.
    func render(_ windows: [Window], damage: Region, clearColor: Color = .black) {
        drawnViewCount = 0
        backdropPixelCount = 0
        let bounds = damage.bounds
        // The threads that draw this frame's bands beside this one; nil draws it here.
        let pool = threadCount > 1 && damage.area >= parallelMinimumArea ? preparedBandPool() : nil
        lastFrameWasParallel = pool != nil
        if let pool {
            canvas.beginRecording(into: displayList)
            startBands(bounds, on: pool)
        }
        collectOccluders(windows, within: bounds)
        if damage.rects.count > 32 {
            render(windows, rect: bounds, clearColor: clearColor)
        } else {
            for r in damage.rects { render(windows, rect: r, clearColor: clearColor) }
        }
        lastOccluders.removeAll(keepingCapacity: true)
        for o in occluders { lastOccluders.append((o.box, ObjectIdentifier(o.view))) }
        occluders.removeAll(keepingCapacity: true)
        canvas.setDeviceClip(IntRect(x: 0, y: 0, width: canvas.surface.width, height: canvas.surface.height))
        if let pool {
            canvas.endRecording()
            pool.finish()
            bandStream.clear()
            displayList.reset()
            parallelFrameCount += 1
        }
    }

    /// The band pool for `threadCount`, woken for this frame's bands; made (again) when the count changed,
    /// nil when its threads could not be started.
    private func preparedBandPool() -> BandPool? {
        if bandPool?.threadCount != threadCount {
            bandPool = nil
            bandPool = BandPool(threadCount: threadCount)
            bandPoolAwake = false
        }
        if let pool = bandPool, !bandPoolAwake {
            pool.wake()
            bandPoolAwake = true
        }
        return bandPool
    }

    /// Bands per thread: a band is a quarter of a thread's share, so a band thread that starts late (still
    /// waking) takes the bands left when it comes instead of the frame waiting for its one band.
    private static let bandsPerThread = 4
    /// The fewest rows in a band: below that, a band's fixed cost (its clip, replaying every operation's
    /// bounds) outweighs the rows.
    private static let minimumBandRows = 32

    /// Cuts `bounds`' rows into bands and has the band pool's threads start replaying the display list on
    /// them as it is recorded (`BandStream`); `pool.finish()`, once the list is whole, has this thread take
    /// the bands left and returns when every band is done.
    private func startBands(_ bounds: IntRect, on pool: BandPool) {
        let n = max(1, min(threadCount * Renderer.bandsPerThread, bounds.height / Renderer.minimumBandRows))
        while bands.count < n { bands.append(DisplayListBand(surface: canvas.surface, rows: 0..<0)) }
        for k in 0..<n {
            bands[k].rows = (bounds.y + bounds.height * k / n)..<(bounds.y + bounds.height * (k + 1) / n)
        }
        bandStream.prepare(bands, count: n, threads: threadCount)
        pool.start(
            threadCount, context: Unmanaged.passUnretained(bandStream).toOpaque(),
            function: { context, _ in Unmanaged<BandStream>.fromOpaque(context!).takeUnretainedValue().run() })
    }

    /// Redraws one damaged rectangle, piece by piece of its occlusion.
    private func render(_ windows: [Window], rect r: IntRect, clearColor: Color) {
        if r.isEmpty { return }
        cut(r)
        for (box, occluder) in pieces {
            canvas.setDeviceClip(box)
            if occluder.map({ occluders[$0].view is Window }) ?? true { backdropPixelCount += box.width * box.height }
            if let occluder {
                drawWindows(windows, clip: box.rect, from: occluders[occluder].view)
            } else {
                canvas.fill(box.rect, color: clearColor)
                drawWindows(windows, clip: box.rect, from: nil)
            }
        }
    }

    /// Draws the windows back to front; with an `occluder`, starting at it.
    private func drawWindows(_ windows: [Window], clip: Rect, from occluder: View?) {
        let start = occluder.map(Renderer.root(of:))
        var started = start == nil
        for w in windows where w.render.isVisible {
            if !started {
                guard w === start else { continue }
                started = true
                draw(w, in: canvas, clip: clip, skippingTo: occluder)
                continue
            }
            draw(w, in: canvas, clip: clip)
        }
    }

    /// The window (or topmost view) `view` is in.
    private static func root(of view: View) -> View {
        var v = view
        while let s = v.superview { v = s }
        return v
    }

    /// The subview of `view` on the way down to `descendant` (or `descendant` itself).
    private static func child(of view: View, toward descendant: View) -> View? {
        var v = descendant
        while let s = v.superview {
            if s === view { return v }
            v = s
        }
        return nil
    }

    /// Draws `view` with `canvas` in its superview's coordinates; `clip` is in window coordinates.
    func draw(_ view: View, in canvas: Canvas, clip: Rect) {
        draw(view, in: canvas, clip: clip, skippingTo: nil)
    }

    /// With an `occluder` (`view` or a descendant of it), draws only what is in front of the occluder:
    /// what is behind it is hidden by it.
    private func draw(_ view: View, in canvas: Canvas, clip: Rect, skippingTo occluder: View?) {
        let r = view.render
        guard r.isVisible, r.subtreeRect.intersects(clip) else { return }
        let alpha = min(1, r.values.alpha)
        let skip = occluder === view ? nil : occluder
        if r.isRasterRoot, skip == nil,
            drawRasterized(view, in: canvas, alpha: alpha, coversClip: occluder === view)
        {
            return
        }
        if skip == nil && alpha < 0.999 && needsGroup(view) {
            drawGroup(view, in: canvas, clip: clip, alpha: alpha)
            return
        }
        canvas.saveState()
        canvas.concatenate(r.localTransform)
        // A view that moves by a translation lands on whole pixels, as its rasterized bitmap would: the same
        // pixels cached or not, and pixman's direct paths for everything in it.
        if !r.values.transform.isIdentity { canvas.snapTranslationToPixels() }
        drawBody(view, in: canvas, clip: clip, alpha: alpha, skippingTo: skip)
        canvas.restoreState()
    }

    private func needsGroup(_ view: View) -> Bool {
        if view.subviews.contains(where: { $0.render.isVisible }) { return true }
        if view.hasCustomContent && !view.drawsContentWithAlpha { return true }
        if !view.hostedSublayers.isEmpty { return true }
        return view.render.values.backgroundColor != nil && view.borderWidth > 0
    }

    /// Renders the subtree at full opacity into a layer covering its damaged part, then composites it.
    private func drawGroup(_ view: View, in canvas: Canvas, clip: Rect, alpha: Double) {
        let r = view.render
        let box = IntRect(covering: r.subtreeRect.intersection(clip))
        if box.isEmpty { return }
        let layer = Surface(width: box.width, height: box.height, format: .argb32)
        let layerCanvas = Canvas(surface: layer, cache: canvas.cache)
        layerCanvas.concatenate(
            r.windowTransform.concatenating(AffineTransform(translationX: Double(-box.x), y: Double(-box.y))))
        drawBody(view, in: layerCanvas, clip: box.rect, alpha: 1, skippingTo: nil)
        // `canvas` is in the superview's coordinates: layer pixels → window → superview.
        canvas.drawImage(
            layer,
            transform: AffineTransform(translationX: Double(box.x), y: Double(box.y))
                .concatenating(r.parentTransform.inverted()),
            alpha: alpha)
    }

    // MARK: Rasterized layers

    /// Composites the view's cached bitmap, rendering it first when the subtree changed. Returns false
    /// when the subtree is too large to cache (the caller draws it directly). `coversClip`: the view is the
    /// occluder of the piece being drawn, so its bitmap is opaque over the whole clip and is copied there
    /// rather than blended (a card's inside, away from its rounded corners and shadow).
    private func drawRasterized(_ view: View, in canvas: Canvas, alpha: Double, coversClip: Bool = false) -> Bool {
        let r = view.render
        guard let extent = Renderer.bitmapExtent(of: r.rasterExtent) else { return false }
        if extent.isEmpty { return true }
        let cache = view.layerOptions.cache ?? LayerCache()
        if view.layerOptions.cache == nil { view.layerOptions.cache = cache }
        if !cache.isValid || cache.extent != extent || cache.surface == nil {
            // An opaque view filling its bitmap leaves every pixel opaque: the bitmap can be copied.
            let opaque =
                view.layerOptions.mask == nil && r.values.bounds == extent.rect
                && (r.values.backgroundColor?.resolved(view.colorAppearance).alpha ?? 0) >= 1
                && view.maskedCorners.radii(r.values.cornerRadius).isZero
            let surface: Surface
            if let s = cache.surface, s.width == extent.width, s.height == extent.height {
                surface = s
                if !opaque { s.clear() }
            } else {
                surface = Surface(width: extent.width, height: extent.height, format: .argb32)
            }
            cache.isOpaque = opaque
            let layerCanvas = Canvas(surface: surface, cache: canvas.cache)
            layerCanvas.concatenate(AffineTransform(translationX: Double(-extent.x), y: Double(-extent.y)))
            drawBody(view, in: layerCanvas, clip: View.unclipped, alpha: 1, skippingTo: nil)
            if let mask = view.layerOptions.mask {
                Renderer.apply(mask, to: surface, extent: extent, cache: canvas.cache)
            }
            cache.surface = surface
            cache.extent = extent
            cache.isValid = true
            cache.renderCount += 1
            rasterizedRenderCount += 1
        } else {
            drawnViewCount += 1
        }
        guard let surface = cache.surface else { return true }
        if let h = view.projection(r.values) {
            // A 3D transform: the bitmap is flattened through it (hidden while its back shows, if one-sided).
            if !view.layerOptions.isDoubleSided && View.showsBack(h, bounds: r.values.bounds) { return true }
            canvas.drawImage(
                surface,
                homography: h.preceded(by: AffineTransform(translationX: Double(extent.x), y: Double(extent.y))),
                alpha: alpha)
            return true
        }
        // Bitmap pixels → the view's bounds coordinates → the superview's.
        var t = AffineTransform(translationX: Double(extent.x), y: Double(extent.y)).concatenating(r.localTransform)
        let c = canvas.transform
        let full = t.concatenating(c)
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && c.a == 1 && c.b == 0 && c.c == 0 && c.d == 1 {
            // A moving bitmap lands on whole pixels: a copy instead of a filtered resample.
            let snap = Renderer.gridOffset(of: t, under: c)
            t.tx += snap.dx
            t.ty += snap.dy
            if (cache.isOpaque || coversClip) && alpha >= 1 {
                canvas.drawOpaqueImage(surface, transform: t)
            } else {
                canvas.drawImage(surface, transform: t, alpha: alpha)
            }
        } else if full.b == 0 && full.c == 0 && full.a > 0 && full.d > 0 {
            // Scaled (a MiniToLarge frame): one filtered composite, no edge mask.
            canvas.drawImageFiltered(surface, transform: t, alpha: alpha, opaque: cache.isOpaque)
        } else {
            canvas.drawImage(surface, transform: t, alpha: alpha)
        }
        return true
    }

    /// Keeps of a view's bitmap (covering `extent` of its bounds coordinates) only what its `layer.mask`
    /// covers.
    private static func apply(_ mask: Sublayer, to surface: Surface, extent: IntRect, cache: RasterCache) {
        let coverage = Surface(width: surface.width, height: surface.height, format: .argb32)
        let maskCanvas = Canvas(surface: coverage, cache: cache)
        maskCanvas.concatenate(AffineTransform(translationX: Double(-extent.x), y: Double(-extent.y)))
        mask.render(in: maskCanvas, alpha: 1)
        surface.keepAlpha(of: coverage)
    }

    // MARK: Snapshots

    /// The view and its subviews as the last frame drew them, at full opacity, in a bitmap covering the
    /// view's bounds (one pixel a point): what `View.transition(with:)` fades out. Nil when the view was not
    /// drawn in the last frame (not in a visible window yet, hidden, or empty).
    func snapshot(of view: View) -> Surface? {
        let r = view.render
        guard r.isVisible else { return nil }
        let b = r.values.bounds
        let width = Int(b.width.rounded(.up))
        let height = Int(b.height.rounded(.up))
        guard width > 0, height > 0, width * height <= Renderer.maximumRasterArea else { return nil }
        let surface = Surface(width: width, height: height, format: .argb32)
        let layerCanvas = Canvas(surface: surface, cache: canvas.cache)
        layerCanvas.concatenate(AffineTransform(translationX: -b.minX, y: -b.minY))
        drawBody(view, in: layerCanvas, clip: View.unclipped, alpha: 1, skippingTo: nil)
        return surface
    }

    /// `rect` with its edges on a 1/64 pixel grid, so that float noise from moving a view does not change
    /// the bitmap's pixel extent.
    static func quantized(_ rect: Rect) -> Rect {
        if rect.isNull || rect.isEmpty { return rect }
        func q(_ v: Double) -> Double { (v * 64).rounded() / 64 }
        let x0 = q(rect.minX)
        let y0 = q(rect.minY)
        return Rect(x: x0, y: y0, width: q(rect.maxX) - x0, height: q(rect.maxY) - y0)
    }

    // MARK: Occlusion

    /// How far in from its bounds the view's own drawing is surely opaque, or nil when it is not (no opaque
    /// background, nor `layer.isOpaque`). 0 for square corners. Rounded corners keep the rectangle a third
    /// of the largest radius in, plus a pixel: a pixel square there lies inside every corner's arc (which
    /// passes through (1 - 1/sqrt(2)) r of each edge at 45 degrees), with room for the arc's polygon and its
    /// antialiased edge.
    static func opaqueInset(of view: View) -> Double? {
        let r = view.render
        let radii = view.maskedCorners.radii(r.values.cornerRadius)
        if !view.layerOptions.isOpaque {
            guard let bg = r.values.backgroundColor?.resolved(view.colorAppearance), bg.alpha >= 1 else {
                return nil
            }
        }
        if radii.isZero || r.values.cornerRadius <= 0 { return 0 }
        let largest = max(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
        return (largest * 0.3).rounded(.up) + 1
    }

    /// Finds the opaque views that meet `bounds`, back to front, with the pixels each surely covers.
    private func collectOccluders(_ windows: [Window], within bounds: IntRect) {
        occluders.removeAll(keepingCapacity: true)
        if !usesOccluders { return }
        let area = bounds.rect
        for w in windows where w.render.isVisible {
            collectOccluders(w, clip: w.render.rect, within: area, canvas: .identity)
        }
    }

    /// `canvas`: the transform `view` is drawn under (its superview's, as `draw` leaves the canvas), so that an
    /// occluder's pixels are the ones its drawing covers: a view with a transform is moved onto the pixel grid
    /// there, and so is everything in it, and a cached bitmap is placed on whole pixels. A page sliding by a
    /// fraction of a pixel then covers its rounded place, and the column between it and its neighbour is not
    /// drawn from the back as well.
    private func collectOccluders(_ view: View, clip: Rect, within area: Rect, canvas: AffineTransform) {
        let r = view.render
        guard r.isVisible, r.subtreeRect.intersects(area) else { return }
        var w = r.localTransform.concatenating(canvas)
        if !r.values.transform.isIdentity { w = Canvas.snappedToPixels(w) }
        let straight = w.b == 0 && w.c == 0 && w.a > 0 && w.d > 0
        let solid = r.values.alpha >= 0.999
        // A view flattened through a 3D transform or cut by a mask does not cover its bounds.
        if solid && straight, let inset = Renderer.opaqueInset(of: view),
            !(r.isRasterRoot && (view.layerOptions.mask != nil || view.projection(r.values) != nil))
        {
            let opaque = r.values.bounds.insetBy(dx: inset, dy: inset)
            var covered = opaque.applying(w).intersection(clip)
            if r.isRasterRoot && (w.a != 1 || w.d != 1) {
                // A scaled bitmap is drawn through the bilinear filter, whose edge fades over about half a
                // source pixel: those device pixels are not covered, and what is behind them must be drawn.
                let reach = max(w.a, w.d).rounded(.up)
                covered = covered.insetBy(dx: reach, dy: reach)
            } else if r.isRasterRoot, canvas.a == 1, canvas.b == 0, canvas.c == 0, canvas.d == 1,
                let extent = Renderer.bitmapExtent(of: r.rasterExtent)
            {
                // Placed as `drawRasterized` places the bitmap: its origin rounded to a whole pixel.
                let t = AffineTransform(translationX: Double(extent.x), y: Double(extent.y))
                    .concatenating(r.localTransform)
                let snap = Renderer.gridOffset(of: t, under: canvas)
                let exact = opaque.applying(r.localTransform.concatenating(canvas))
                covered = exact.offsetBy(dx: snap.dx, dy: snap.dy).intersection(clip)
            }
            if !covered.isNull && !covered.isEmpty {
                // Only whole pixels: partly covered edge pixels still show what is behind. An edge within
                // rounding error of a pixel boundary is on it.
                let x0 = Renderer.pixelEdge(covered.minX, .up)
                let y0 = Renderer.pixelEdge(covered.minY, .up)
                let box = IntRect(
                    x: x0, y: y0, width: Renderer.pixelEdge(covered.maxX, .down) - x0,
                    height: Renderer.pixelEdge(covered.maxY, .down) - y0)
                let minimum =
                    inset == 0
                    ? Renderer.minimumOccluderArea : r.isRasterRoot ? Renderer.minimumRoundedOccluderArea : Int.max
                if !box.isEmpty && box.width * box.height >= minimum {
                    occluders.append(Occluder(box: box, view: view))
                }
            }
        }
        // Views inside a bitmap, a group or a rounded clip are not drawn one by one into the framebuffer.
        if r.isRasterRoot || !solid || !straight { return }
        if view.clipsToBounds && !view.maskedCorners.radii(r.values.cornerRadius).isZero { return }
        for s in view.subviews {
            collectOccluders(s, clip: r.childClip, within: area, canvas: w)
        }
    }

    /// How far a bitmap placed by `t` (bitmap pixels to the superview) under canvas transform `c`, both
    /// unscaled, moves to land on whole pixels: `drawRasterized` places it so, and its occluder covers that.
    private static func gridOffset(of t: AffineTransform, under c: AffineTransform) -> (dx: Double, dy: Double) {
        let x = t.tx + c.tx
        let y = t.ty + c.ty
        return (Canvas.nearestPixel(x) - x, Canvas.nearestPixel(y) - y)
    }

    /// The whole pixel boundary inside an occluder's edge at `v`: `v` itself when it is one but for rounding
    /// error (a sum of a page's offset and its bounds), else the next one in `rule`'s direction.
    private static func pixelEdge(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
        let nearest = v.rounded()
        return Int(abs(v - nearest) < 1e-9 ? nearest : v.rounded(rule))
    }

    /// Cuts `rect` into `pieces`, each either covered by an occluder (its index; the frontmost that
    /// covers it) or by none.
    private func cut(_ rect: IntRect) {
        pieces.removeAll(keepingCapacity: true)
        // No occluder, or the frontmost holds the whole rectangle (an opaque page or window under the damage):
        // one piece, without the cutting below.
        guard let front = occluders.last else {
            pieces.append((rect, nil))
            return
        }
        if front.box.contains(rect) {
            pieces.append((rect, occluders.count - 1))
            return
        }
        openPieces.removeAll(keepingCapacity: true)
        openPieces.append(rect)
        for k in occluders.indices.reversed() {
            let box = occluders[k].box
            nextPieces.removeAll(keepingCapacity: true)
            for p in openPieces {
                let i = p.intersection(box)
                if i.isEmpty {
                    nextPieces.append(p)
                    continue
                }
                pieces.append((i, k))
                // What is left of p: the bands above and below i, and the parts beside it.
                p.forEachPiece(outside: i) { nextPieces.append($0) }
            }
            swap(&openPieces, &nextPieces)
            if pieces.count + openPieces.count > Renderer.maximumPieces {
                pieces.removeAll(keepingCapacity: true)
                pieces.append((rect, nil))
                return
            }
            if openPieces.isEmpty { break }
        }
        for p in openPieces { pieces.append((p, nil)) }
    }

    // MARK: Rounded backgrounds

    private struct RoundedMaskKey: Hashable {
        var width: Int
        var height: Int
        var radii: CornerRadii
    }

    /// Coverage masks of rounded backgrounds, re-used while a view keeps its size and corners.
    private var roundedMasks: [RoundedMaskKey: Surface] = [:]
    private static let roundedMaskCapacity = 64
    /// The masks used last, newest first, compared field by field before the dictionary is asked: hashing
    /// the key (six words through SipHash) and probing took about 450 of a button frame's 35,900
    /// instructions (callgrind), where a screen's few rounded views find theirs here in a few compares.
    private var recentMasks: [(key: RoundedMaskKey, mask: Surface)] = {
        var a: [(key: RoundedMaskKey, mask: Surface)] = []
        a.reserveCapacity(Renderer.recentMaskCount)
        return a
    }()
    private static let recentMaskCount = 4

    /// The cached coverage of a rounded `rect` when it lands on whole device pixels under a translation
    /// (a button, a card), else nil (the caller rasterizes it as it draws).
    private func roundedMask(for rect: Rect, radii: CornerRadii, in canvas: Canvas) -> Surface? {
        let t = canvas.transform
        guard !radii.isZero, t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return nil }
        let x = rect.minX + t.tx
        let y = rect.minY + t.ty
        guard x == x.rounded(), y == y.rounded(), rect.width == rect.width.rounded(),
            rect.height == rect.height.rounded(), rect.width * rect.height <= 1024 * 1024
        else { return nil }
        let key = RoundedMaskKey(width: Int(rect.width), height: Int(rect.height), radii: radii)
        for recent in recentMasks where recent.key == key { return recent.mask }
        let mask: Surface
        if let cached = roundedMasks[key] {
            mask = cached
        } else {
            if roundedMasks.count >= Renderer.roundedMaskCapacity { roundedMasks.removeAll(keepingCapacity: true) }
            mask = Surface(width: key.width, height: key.height, format: .a8)
            Canvas(surface: mask).fillRoundedRect(mask.bounds, radii: radii, color: .white)
            roundedMasks[key] = mask
        }
        if recentMasks.count == Renderer.recentMaskCount { recentMasks.removeLast() }
        recentMasks.insert((key, mask), at: 0)
        return mask
    }

    // MARK: Views

    /// Draws the view itself and its subviews; `canvas` is in the view's bounds coordinates. With an
    /// `occluder`, the view is an ancestor of it: its own drawing and the subviews behind the occluder
    /// are skipped.
    private func drawBody(_ view: View, in canvas: Canvas, clip: Rect, alpha: Double, skippingTo occluder: View?) {
        drawnViewCount += 1
        let r = view.render
        let v = r.values
        let b = v.bounds
        let radii = view.maskedCorners.radii(v.cornerRadius)
        let own = occluder == nil
        // Dynamic colours draw in the view's appearance: the canvas resolves what the view draws, and the
        // callers' saveState/restoreState (or a canvas of its own) put the superview's back afterwards.
        let appearance = view.colorAppearance
        canvas.appearance = appearance
        if own && !view.clipsToBounds && view.shadowOpacity > 0, let sc = view.shadowColor?.resolved(appearance),
            sc.alpha > 0
        {
            let shadow = Shadow(
                color: sc.withAlphaComponent(sc.alpha * min(1, view.shadowOpacity) * alpha),
                offset: view.shadowOffset, blur: view.shadowRadius)
            if let path = view.layerOptions.shadowPath {
                canvas.drawShadow(of: path, shadow: shadow)
            } else {
                canvas.drawShadow(for: b, radii: radii, shadow: shadow)
            }
        }
        if own, let bg = v.backgroundColor?.resolved(appearance), bg.alpha > 0 {
            let color = bg.withAlphaComponent(bg.alpha * alpha)
            if let mask = roundedMask(for: b, radii: radii, in: canvas) {
                canvas.drawMask(mask, at: b.origin, color: color)
            } else {
                canvas.fillRoundedRect(b, radii: radii, color: color)
            }
        }
        let childClip = r.childClip.intersection(clip)
        if !view.hostedSublayers.isEmpty {
            drawWithSublayers(view, in: canvas, clip: childClip, alpha: alpha, own: own, radii: radii)
            return
        }
        let hasContent = own && view.hasCustomContent
        let drawsSubviews = view.subviews.contains { $0.render.isVisible && $0.render.subtreeRect.intersects(clip) }
        if view.clipsToBounds {
            if !radii.isZero || !Renderer.isAxisAligned(canvas.transform) {
                if hasContent || drawsSubviews {
                    canvas.withRoundedClip(b, radii: radii) { inner in
                        if hasContent { view.drawContent(in: inner, alpha: alpha) }
                        for s in view.subviews { draw(s, in: inner, clip: childClip) }
                    }
                }
            } else {
                canvas.saveState()
                canvas.clip(to: b)
                if hasContent { view.drawContent(in: canvas, alpha: alpha) }
                drawSubviews(of: view, in: canvas, clip: childClip, skippingTo: occluder)
                canvas.restoreState()
            }
        } else {
            if hasContent {
                canvas.saveState()
                canvas.clip(to: b)
                view.drawContent(in: canvas, alpha: alpha)
                canvas.restoreState()
            }
            drawSubviews(of: view, in: canvas, clip: childClip, skippingTo: occluder)
        }
        if view.borderWidth > 0, let bc = view.borderColor?.resolved(view.colorAppearance), bc.alpha > 0 {
            canvas.strokeRoundedRect(
                b, radii: radii, lineWidth: view.borderWidth, color: bc.withAlphaComponent(bc.alpha * alpha))
        }
    }

    /// The body of a view with layers added in code: its content, then its subviews with each layer drawn
    /// after the subview it was added above (those added before any subview first), cut to the bounds, then
    /// the border. No occluder shortcut: everything in the view is drawn.
    private func drawWithSublayers(
        _ view: View, in canvas: Canvas, clip: Rect, alpha: Double, own: Bool, radii: CornerRadii
    ) {
        let b = view.render.values.bounds
        let layers = view.hostedSublayers
        func body(_ c: Canvas) {
            if own && view.hasCustomContent {
                c.saveState()
                c.clip(to: b)
                view.drawContent(in: c, alpha: alpha)
                c.restoreState()
            }
            func drawLayers(where placed: (Sublayer) -> Bool) {
                for l in layers where placed(l) {
                    c.saveState()
                    c.clip(to: b)
                    l.render(in: c, alpha: alpha)
                    c.restoreState()
                }
            }
            drawLayers { $0.anchor == nil }
            for s in view.subviews {
                draw(s, in: c, clip: clip)
                drawLayers { $0.anchor === s }
            }
            // Layers whose subview left stay above the rest.
            drawLayers { l in l.anchor.map { $0.superview !== view } == true }
        }
        if view.clipsToBounds && (!radii.isZero || !Renderer.isAxisAligned(canvas.transform)) {
            canvas.withRoundedClip(b, radii: radii) { body($0) }
        } else {
            canvas.saveState()
            if view.clipsToBounds { canvas.clip(to: b) }
            body(canvas)
            canvas.restoreState()
        }
        if view.borderWidth > 0, let bc = view.borderColor?.resolved(view.colorAppearance), bc.alpha > 0 {
            canvas.strokeRoundedRect(
                b, radii: radii, lineWidth: view.borderWidth, color: bc.withAlphaComponent(bc.alpha * alpha))
        }
    }

    /// The subviews back to front; with an `occluder`, from the subview that holds it on.
    private func drawSubviews(of view: View, in canvas: Canvas, clip: Rect, skippingTo occluder: View?) {
        guard let occluder, let first = Renderer.child(of: view, toward: occluder),
            let start = view.subviews.firstIndex(where: { $0 === first })
        else {
            for s in view.subviews { draw(s, in: canvas, clip: clip) }
            return
        }
        draw(first, in: canvas, clip: clip, skippingTo: occluder)
        for s in view.subviews[(start + 1)...] { draw(s, in: canvas, clip: clip) }
    }

    static func isAxisAligned(_ t: AffineTransform) -> Bool {
        t.b == 0 && t.c == 0
    }
}
