import CPixman
@_spi(RawPixman) import PanelGraphics

/// The raw versions' drawing: pixman calls made directly on a framebuffer, with no Canvas, no view tree and
/// no damage tracking in between. Everything a raw frame needs (images, masks, solid colours, glyph runs)
/// is made before timing starts, so a raw frame is only its pixman calls.
final class RawTarget {
    let surface: Surface
    var image: OpaquePointer { surface.image }
    private var solids: [OpaquePointer] = []

    init(width: Int, height: Int) {
        surface = Surface(width: width, height: height, format: .argb32)
    }

    deinit {
        for s in solids { pixman_image_unref(s) }
    }

    /// A pixman solid-fill image of `color`, owned by the target.
    func solid(_ color: Color) -> OpaquePointer {
        var c = color.pixmanColor
        let s = pixman_image_create_solid_fill(&c)!
        solids.append(s)
        return s
    }

    /// `pixman_image_fill_boxes`: SRC for an opaque colour, else OVER.
    @inline(__always)
    func fill(_ box: IntRect, _ color: pixman_color_t, opaque: Bool) {
        var c = color
        var b = pixman_box32_t(
            x1: Int32(box.x), y1: Int32(box.y), x2: Int32(box.x + box.width), y2: Int32(box.y + box.height))
        pixman_image_fill_boxes(opaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, image, &c, 1, &b)
    }

    /// `pixman_image_composite32` of `source` (through `mask`) with its (sx, sy) at `box`'s origin.
    @inline(__always)
    func composite(
        _ op: pixman_op_t, _ source: OpaquePointer, mask: OpaquePointer? = nil, sx: Int = 0, sy: Int = 0, mx: Int = 0,
        my: Int = 0, to box: IntRect
    ) {
        pixman_image_composite32(
            op, source, mask, image, Int32(sx), Int32(sy), Int32(mx), Int32(my), Int32(box.x), Int32(box.y),
            Int32(box.width), Int32(box.height))
    }

    /// Restricts every following call to `box` (`pixman_image_set_clip_region32`); nil removes the clip.
    func clip(to box: IntRect?) {
        guard let box else {
            pixman_image_set_clip_region32(image, nil)
            return
        }
        var region = pixman_region32_t()
        pixman_region32_init_rect(&region, Int32(box.x), Int32(box.y), UInt32(box.width), UInt32(box.height))
        pixman_image_set_clip_region32(image, &region)
        pixman_region32_fini(&region)
    }
}

/// A run of glyph masks placed on the framebuffer: the raw version of drawn text, one composite per glyph.
struct RawGlyphRun {
    struct Placed {
        /// The glyph's coverage (nil for a colour glyph, which is its own source).
        var mask: OpaquePointer?
        /// What is composited: nil for the run's colour, else another colour or a colour glyph's bitmap.
        var source: OpaquePointer?
        var x: Int32
        var y: Int32
        var width: Int32
        var height: Int32
    }

    var glyphs: [Placed] = []
    var color: OpaquePointer?
    /// The glyph images, kept alive as long as the run.
    var images: [Surface] = []

    /// Composites every glyph OVER the target in the run's colour.
    func draw(on target: RawTarget) {
        guard let color else { return }
        let dst = target.image
        for g in glyphs {
            pixman_image_composite32(
                PIXMAN_OP_OVER, g.source ?? color, g.mask, dst, 0, 0, 0, 0, g.x, g.y, g.width, g.height)
        }
    }

    /// Only the glyphs whose box meets `box`, as the renderer skips lines outside its clip.
    func clipped(to box: IntRect) -> RawGlyphRun {
        var out = RawGlyphRun(glyphs: [], color: color, images: images)
        out.glyphs = glyphs.filter { g in
            !IntRect(x: Int(g.x), y: Int(g.y), width: Int(g.width), height: Int(g.height)).intersection(box).isEmpty
        }
        return out
    }
}
