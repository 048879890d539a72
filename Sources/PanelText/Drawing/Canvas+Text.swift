import PanelGraphics

extension Canvas {
    /// Draws a laid-out text with its top-left corner at `origin` in user space.
    ///
    /// Glyphs are a8 masks from the library's glyph cache, composited in their run's colour (runs
    /// without one take `color`, else the style's colour); colour emoji are drawn in their own colours.
    /// Under a translation, glyph origins snap to the device pixel grid (a quarter pixel across, a whole
    /// pixel down) so text stays crisp and evenly spaced, lines outside the clip are skipped, and from
    /// the second draw at the same subpixel position on each line is drawn from cached line bitmaps:
    /// one composite per colour. A translucent line whose glyphs overlap (an "ft", a combining mark) is drawn
    /// glyph by glyph on every draw instead, from the glyphs' images and places kept from the draw before,
    /// so that it looks the same whatever was drawn before. Under a scale or rotation the masks are drawn as
    /// they are, transformed. Drawing glyphs already in the cache makes no FreeType call, and drawing never
    /// shapes.
    ///
    /// - Parameters:
    ///   - layout: The text, from `FontLibrary.layout(_:style:width:)`.
    ///   - origin: Where the layout's top-left corner goes, in user space.
    ///   - color: The colour of runs that have none of their own; the layout style's colour when nil.
    ///   - alpha: Multiplies every colour's alpha (a view's alpha), colour glyphs included.
    public func draw(_ layout: TextLayout, at origin: Point, color: Color? = nil, alpha: Double = 1) {
        if alpha <= 0 || isClipEmpty || layout.glyphs.isEmpty { return }
        let base = color ?? layout.style.color
        let palette = layout.palette
        // A run's colour: its own, else the base colour, times `alpha` (no array made per draw).
        func colorOf(_ slot: Int) -> Color {
            let c = (slot < palette.count ? palette[slot] : nil) ?? base
            return alpha < 1 ? c.withAlphaComponent(c.alpha * alpha) : c
        }
        let t = transform
        guard t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 else {
            for k in layout.lines.indices {
                layout.forEachDecoration(inLine: k, at: origin, backgrounds: true) { rect, slot in
                    fill(rect.rect, color: colorOf(slot))
                }
            }
            layout.forEachGlyphImage(at: origin) { image, x, y, slot in
                draw(image, at: Point(x: Double(x), y: Double(y)), color: colorOf(slot), alpha: alpha)
            }
            for k in layout.lines.indices {
                layout.forEachDecoration(inLine: k, at: origin) { rect, slot in fill(rect.rect, color: colorOf(slot)) }
            }
            drawAttachments(of: layout, inLine: nil, at: origin, alpha: alpha)
            return
        }
        // Work in device pixels, then hand the canvas user points that land on them exactly.
        let clip = clipBounds
        let rows = clip.y..<(clip.y + clip.height)
        let device = Point(x: (origin.x + t.tx).snappedToTextGrid, y: (origin.y + t.ty).snappedToTextGrid)
        let ix = device.x.rounded(.down)
        let iy = device.y.rounded(.down)
        let fx = device.x - ix
        let fy = device.y - iy
        // Glyphs that overlap (an "ft", a combining mark) compose into a line bitmap's mask once, but blend
        // twice when drawn one by one: the same for an opaque colour, darker for a translucent one. So that a
        // line looks the same on every draw, whatever came before, a translucent line with overlapping glyphs
        // is always drawn glyph by glyph (from cached glyph images: no FreeType call either way); one without
        // looks the same either way.
        var translucent = alpha < 1 || base.alpha < 1
        for c in palette where (c?.alpha ?? 1) < 1 { translucent = true }
        let repeated = layout.raster.shouldUseBitmaps(
            fx: fx, fy: fy, generation: layout.library.rasterGeneration, lineCount: layout.lines.count)
        for k in layout.lines.indices where layout.isLine(k, at: device, within: rows) {
            // Run backgrounds first: the glyphs and their lines go over them.
            layout.forEachDecoration(inLine: k, at: device, backgrounds: true) { rect, slot in
                fill(
                    Rect(
                        x: Double(rect.x) - t.tx, y: Double(rect.y) - t.ty, width: Double(rect.width),
                        height: Double(rect.height)), color: colorOf(slot))
            }
            drawAttachments(of: layout, inLine: k, at: Point(x: ix - t.tx, y: iy - t.ty), alpha: alpha)
            var lineBitmap: TextRaster.LineBitmap?
            if repeated {
                let made = layout.raster.bitmap(line: k, fx: fx, fy: fy) { layout.makeLineBitmap(k, fx: fx, fy: fy) }
                // A translucent line draws from it only when no two of its glyphs cover a pixel together.
                if !translucent || !made.overlaps { lineBitmap = made }
            }
            if let bitmap = lineBitmap {
                for layer in bitmap.layers {
                    drawMask(
                        layer.mask, at: Point(x: ix + Double(layer.x) - t.tx, y: iy + Double(layer.y) - t.ty),
                        color: colorOf(layer.slot))
                }
                for c in bitmap.colors {
                    draw(
                        c.image, at: Point(x: ix + Double(c.x) - t.tx, y: iy + Double(c.y) - t.ty), color: .black,
                        alpha: alpha)
                }
                continue
            }
            if repeated {
                // Translucent text where it was drawn last: its glyphs as placed then, without a lookup each.
                let placed = layout.raster.glyphs(line: k, fx: fx, fy: fy) {
                    layout.placedGlyphs(k, at: device, ix: ix, iy: iy)
                }
                for g in placed {
                    draw(
                        g.image, at: Point(x: ix + g.x - t.tx, y: iy + g.y - t.ty),
                        color: colorOf(g.slot), alpha: alpha)
                }
            } else {
                layout.forEachGlyphImage(inLine: k, at: device) { image, x, y, slot in
                    draw(
                        image, at: Point(x: Double(x) - t.tx, y: Double(y) - t.ty), color: colorOf(slot), alpha: alpha)
                }
            }
            layout.forEachDecoration(inLine: k, at: device) { rect, slot in
                fill(
                    Rect(
                        x: Double(rect.x) - t.tx, y: Double(rect.y) - t.ty, width: Double(rect.width),
                        height: Double(rect.height)), color: colorOf(slot))
            }
        }
    }

    /// The attachments' images of line `k` (every line for nil), the layout's top-left corner at `origin`.
    private func drawAttachments(of layout: TextLayout, inLine k: Int?, at origin: Point, alpha: Double) {
        for a in layout.attachments where k == nil || a.line == k {
            drawImage(
                a.image,
                in: Rect(
                    x: origin.x + a.rect.minX, y: origin.y + a.rect.minY, width: a.rect.width, height: a.rect.height),
                alpha: alpha)
        }
    }

    /// A glyph image: an a8 mask in `color`, or a colour bitmap at `alpha`.
    private func draw(_ image: Surface, at point: Point, color: Color, alpha: Double) {
        if image.format == .a8 {
            drawMask(image, at: point, color: color)
        } else {
            drawImage(
                image, transform: AffineTransform(translationX: point.x, y: point.y), alpha: alpha)
        }
    }
}
