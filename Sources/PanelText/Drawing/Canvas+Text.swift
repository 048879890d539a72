import PanelGraphics

extension Canvas {
    /// Draws a laid-out paragraph with its top-left corner at `origin` in user space.
    ///
    /// Each glyph is an a8 mask from the library's glyph cache, composited in `color` with
    /// `drawMask(_:at:color:)`. Under a translation, glyph origins snap to the device pixel grid (a
    /// quarter pixel across, a whole pixel down) so text stays crisp and evenly spaced; under a scale
    /// or rotation the masks are drawn as they are, transformed. Under a translation, lines outside the
    /// clip are skipped. Drawing glyphs already in the cache makes no FreeType call.
    ///
    /// - Parameters:
    ///   - layout: The paragraph, from `FontLibrary.layout(_:style:width:)`.
    ///   - origin: Where the layout's top-left corner goes, in user space.
    ///   - color: The text colour; the layout style's colour when nil.
    public func draw(_ layout: TextLayout, at origin: Point, color: Color? = nil) {
        let color = color ?? layout.style.color
        if color.alpha <= 0 || isClipEmpty || layout.glyphs.isEmpty { return }
        let t = transform
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            // Work in device pixels, then hand drawMask user points that land on them exactly.
            let clip = clipBounds
            let device = Point(x: origin.x + t.tx, y: origin.y + t.ty)
            layout.forEachGlyphImage(at: device, visibleRows: clip.y..<(clip.y + clip.height)) { mask, x, y in
                drawMask(mask, at: Point(x: Double(x) - t.tx, y: Double(y) - t.ty), color: color)
            }
        } else {
            layout.forEachGlyphImage(at: origin) { mask, x, y in
                drawMask(mask, at: Point(x: Double(x), y: Double(y)), color: color)
            }
        }
    }
}
