import CPixman
@_spi(RawPixman) import PanelGraphics
import Testing

/// The canvas fills opaque boxes and copies opaque images without pixman (`PixelCopy`); these check that
/// the pixels are exactly pixman's, for both 32-bit formats, odd colours, clips, boxes cut by the surface's
/// edges, and a display list replayed in bands.
@Suite struct PixelCopyTests {
    static let colors = [
        Color(red: 0.3, green: 0.71, blue: 0.05), Color(red: 1, green: 0, blue: 0.5), Color(white: 0.999),
        Color(red: 0.0039, green: 0.5019, blue: 0.996),
    ]
    static let boxes = [
        Rect(x: 0, y: 0, width: 64, height: 48), Rect(x: 3, y: 5, width: 17, height: 9),
        Rect(x: -10, y: 40, width: 30, height: 30), Rect(x: 50, y: -3, width: 40, height: 10),
    ]
    static let clips = [
        IntRect(x: 0, y: 0, width: 64, height: 48), IntRect(x: 7, y: 2, width: 20, height: 30),
    ]

    /// pixman's own fill of `box` (device pixels) cut to `clip`, as the canvas did it before the fast path.
    func pixmanFill(_ s: Surface, _ rect: Rect, _ color: Color, clip: IntRect) {
        var region = pixman_region32_t()
        pixman_region32_init_rect(&region, Int32(clip.x), Int32(clip.y), UInt32(clip.width), UInt32(clip.height))
        pixman_image_set_clip_region32(s.image, &region)
        pixman_region32_fini(&region)
        var c = color.pixmanColor
        let b = IntRect(covering: rect)
        var box = pixman_box32_t(x1: Int32(b.x), y1: Int32(b.y), x2: Int32(b.x + b.width), y2: Int32(b.y + b.height))
        pixman_image_fill_boxes(PIXMAN_OP_SRC, s.image, &c, 1, &box)
        pixman_image_set_clip_region32(s.image, nil)
    }

    /// The first pixel, as stored (the x byte of x8r8g8b8 included), where `a` and `b` differ, or nil.
    func difference(_ a: Surface, _ b: Surface) -> String? {
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = (a.pixels + y * a.stride + x * 4).load(as: UInt32.self)
                let q = (b.pixels + y * b.stride + x * 4).load(as: UInt32.self)
                if p != q { return "(\(x), \(y)): \(String(p, radix: 16)) against pixman's \(String(q, radix: 16))" }
            }
        }
        return nil
    }

    @Test(arguments: [PixelFormat.argb32, .xrgb32])
    func opaqueFillsArePixmans(format: PixelFormat) {
        for color in Self.colors {
            for rect in Self.boxes {
                for clip in Self.clips {
                    let fast = Surface(width: 64, height: 48, format: format)
                    let reference = Surface(width: 64, height: 48, format: format)
                    let canvas = Canvas(surface: fast)
                    canvas.setDeviceClip(clip)
                    canvas.fill(rect, color: color)
                    pixmanFill(reference, rect, color, clip: clip)
                    #expect(difference(fast, reference) == nil, "fill \(rect) clip \(clip) \(color) \(format)")
                }
            }
        }
        // A fill never writes outside its box: the pixels beside it keep their value.
        let s = Surface(width: 64, height: 48, format: format)
        s.clear(to: .white)
        Canvas(surface: s).fill(Rect(x: 3, y: 5, width: 17, height: 9), color: .black)
        #expect(s.pixel(x: 2, y: 5) | 0xFF00_0000 == 0xFFFF_FFFF && s.pixel(x: 20, y: 13) | 0xFF00_0000 == 0xFFFF_FFFF)
        #expect(s.pixel(x: 3, y: 5) | 0xFF00_0000 == 0xFF00_0000 && s.pixel(x: 19, y: 13) | 0xFF00_0000 == 0xFF00_0000)
    }

    /// A picture with every byte different, alpha included (as a rasterized layer has it).
    func picture(width: Int, height: Int, format: PixelFormat) -> Surface {
        let p = Surface(width: width, height: height, format: format)
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt32(truncatingIfNeeded: (x * 2_654_435_761) ^ (y * 40_503) ^ (x * y * 97))
                (p.pixels + y * p.stride + x * 4).storeBytes(of: v, as: UInt32.self)
            }
        }
        return p
    }

    /// Expects the canvas's copy of `image` at (`x`, `y`) under `clip` to write pixman's SRC pixels, over a
    /// white surface of 64x48.
    func expectCopy(_ image: Surface, x: Int, y: Int, clip: IntRect, format: PixelFormat) {
        let fast = Surface(width: 64, height: 48, format: format)
        let reference = Surface(width: 64, height: 48, format: format)
        fast.clear(to: .white)
        reference.clear(to: .white)
        let canvas = Canvas(surface: fast)
        canvas.setDeviceClip(clip)
        canvas.drawOpaqueImage(image, transform: AffineTransform(translationX: Double(x), y: Double(y)))
        var region = pixman_region32_t()
        pixman_region32_init_rect(&region, Int32(clip.x), Int32(clip.y), UInt32(clip.width), UInt32(clip.height))
        pixman_image_set_clip_region32(reference.image, &region)
        pixman_region32_fini(&region)
        pixman_image_composite32(
            PIXMAN_OP_SRC, image.image, nil, reference.image, 0, 0, 0, 0, Int32(x), Int32(y), Int32(image.width),
            Int32(image.height))
        pixman_image_set_clip_region32(reference.image, nil)
        #expect(difference(fast, reference) == nil, "copy at (\(x), \(y)) clip \(clip) \(format)")
    }

    @Test(arguments: [PixelFormat.argb32, .xrgb32])
    func opaqueCopiesArePixmans(format: PixelFormat) {
        let image = picture(width: 40, height: 30, format: format)
        for (x, y) in [(0, 0), (24, 18), (-7, -5), (10, 30)] {
            for clip in Self.clips { expectCopy(image, x: x, y: y, clip: clip, format: format) }
        }
    }

    /// A copy of whole rows between surfaces of one width, whose rows lie end to end (a full-screen picture
    /// into the frame), goes in one block (`panel_copy_rows`' `rep movsb` on an Intel processor): the
    /// same pixels as pixman's, and the rows outside the clip keep theirs.
    @Test(arguments: [PixelFormat.argb32, .xrgb32])
    func wholeRowCopiesArePixmans(format: PixelFormat) {
        let image = picture(width: 64, height: 48, format: format)
        #expect(image.stride == 64 * 4)
        for clip in [
            IntRect(x: 0, y: 0, width: 64, height: 48), IntRect(x: 0, y: 5, width: 64, height: 17),
            IntRect(x: 0, y: 47, width: 64, height: 1), IntRect(x: 0, y: 0, width: 63, height: 48),
        ] {
            for y in [0, 9, -4] { expectCopy(image, x: 0, y: y, clip: clip, format: format) }
        }
    }

    /// `panel_copy_rows` row by row: between two buffers (through `pixman_blt`) every width from one pixel to
    /// more than a vector's worth lands unchanged at any offset; inside one buffer, where the rows overlap
    /// (a scroll by a few pixels either way), each row comes out as memmove would copy it.
    @Test func rowCopiesMatchMemmove() {
        let (w, h) = (53, 9)
        func pattern(_ i: Int) -> UInt32 { UInt32(truncatingIfNeeded: i &* 2_654_435_761 ^ 0x5A5A) }
        let source = (0..<(w * h)).map(pattern)
        for width in [1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 31, 33, 40] {
            for (sx, dx) in [(0, 0), (1, 3), (5, 0), (2, 13)] where sx + width <= w && dx + width <= w {
                var got = [UInt32](repeating: 0xDEAD_BEEF, count: w * h)
                var want = got
                for y in 0..<h { for x in 0..<width { want[y * w + dx + x] = source[y * w + sx + x] } }
                source.withUnsafeBytes { src in
                    got.withUnsafeMutableBytes { dst in
                        panel_copy_rows(
                            dst.baseAddress! + dx * 4, w * 4, src.baseAddress! + sx * 4, w * 4, width * 4, h)
                    }
                }
                #expect(firstDifference(got, want, width: w) == nil, "width \(width) from x \(sx) to x \(dx)")
            }
        }
        for shift in [-3, -1, 1, 4] {
            var got = (0..<(w * h)).map(pattern)
            var want = got
            let width = w - abs(shift)
            let (sx, dx) = shift > 0 ? (0, shift) : (-shift, 0)
            for y in 0..<h {
                let row = Array(want[(y * w + sx)..<(y * w + sx + width)])
                want.replaceSubrange((y * w + dx)..<(y * w + dx + width), with: row)
            }
            got.withUnsafeMutableBytes { buffer in
                let base = buffer.baseAddress!
                panel_copy_rows(base + dx * 4, w * 4, base + sx * 4, w * 4, width * 4, h)
            }
            #expect(firstDifference(got, want, width: w) == nil, "rows shifted by \(shift) inside one buffer")
        }
    }

    /// Where two buffers of pixels `width` to a row first differ, or nil.
    func firstDifference(_ got: [UInt32], _ want: [UInt32], width: Int) -> String? {
        guard let i = got.indices.first(where: { got[$0] != want[$0] }) else { return nil }
        return "(\(i % width), \(i / width)): \(String(got[i], radix: 16)) instead of \(String(want[i], radix: 16))"
    }

    @Test func bandsDrawWhatOneThreadDraws() {
        let image = picture(width: 40, height: 30, format: .argb32)
        func draw(_ canvas: Canvas) {
            canvas.fill(Rect(x: 0, y: 0, width: 64, height: 48), color: Self.colors[0])
            canvas.setDeviceClip(IntRect(x: 4, y: 4, width: 50, height: 40))
            canvas.drawOpaqueImage(image, transform: AffineTransform(translationX: 9, y: 11))
            canvas.fill(Rect(x: -3, y: 20, width: 30, height: 9), color: Self.colors[3])
        }
        let direct = Surface(width: 64, height: 48)
        draw(Canvas(surface: direct))
        let banded = Surface(width: 64, height: 48)
        let canvas = Canvas(surface: banded)
        let list = DisplayList()
        canvas.beginRecording(into: list)
        draw(canvas)
        canvas.endRecording()
        for rows in [0..<17, 17..<48] { list.replay(on: DisplayListBand(surface: banded, rows: rows)) }
        #expect(difference(banded, direct) == nil)
    }
}
