import CPixman

/// The two pixel operations that are pure memory traffic, done without pixman's composite: an opaque fill
/// (SRC of a solid colour, `panel_fill32`, libc-speed stores) and an opaque copy (SRC of a 32-bit image into
/// one of the same format, untransformed: `panel_copy_rows`, one block or pixman's own row copy). Measured
/// in panel-bench with cold caches, `pixman_image_fill_boxes` of a whole screen took 1.8 to 2 times memset's
/// time, and a fill through `panel_fill32` 1.2 to 1.3 times at 1920x1080; a screen's background is exactly
/// such a box.
///
/// Both write what pixman would write, bit for bit: a fill stores pixman's 32-bit pixel for the colour
/// (`color_to_uint32` in pixman.c, alpha included even in x8r8g8b8); a copy moves the bytes unchanged, as
/// pixman's `copy_area` fast path does. Anything else (another op, a mask, formats that differ, a
/// transformed or repeating source, one read outside its bounds) returns false and goes through pixman.
enum PixelCopy {
    /// Fills `box`, cut to `clip`, of `image` with `color` if `op` is SRC (or OVER of an opaque colour) and
    /// the image is 32-bit; returns whether it did.
    static func fill(
        _ op: pixman_op_t, _ color: pixman_color_t, _ box: IntRect, clip: IntRect, into image: OpaquePointer
    )
        -> Bool
    {
        guard op == PIXMAN_OP_SRC || (op == PIXMAN_OP_OVER && color.alpha == 0xFFFF),
            let dest = Bits(image), dest.is32Bit
        else { return false }
        let b = box.intersection(clip).intersection(dest.bounds)
        if b.isEmpty { return true }
        let pixel =
            UInt32(color.alpha >> 8) << 24 | UInt32(color.red >> 8) << 16 | UInt32(color.green & 0xFF00)
            | UInt32(color.blue >> 8)
        // Packed rows go in one call; otherwise one call a row.
        let packed = b.x == 0 && b.width == dest.width && dest.stride == b.width * 4
        let (rows, count) = packed ? (1, b.width * b.height) : (b.height, b.width)
        for row in 0..<rows {
            panel_fill32((dest.row(b.y + row) + b.x * 4).assumingMemoryBound(to: UInt32.self), pixel, count)
        }
        return true
    }

    /// Copies `source`'s pixels from (`sx`, `sy`) to `box`, cut to `clip`, of `image` if `op` is SRC, the
    /// source is a plain image of `image`'s 32-bit format (no transform, repeat or filter: the caller
    /// vouches for that with `plain`) and the pixels read lie inside it; returns whether it did.
    static func copy(
        _ op: pixman_op_t, from source: OpaquePointer, plain: Bool, sx: Int, sy: Int, to box: IntRect, clip: IntRect,
        into image: OpaquePointer
    ) -> Bool {
        guard op == PIXMAN_OP_SRC, plain, let src = Bits(source), let dest = Bits(image), dest.is32Bit,
            src.format == dest.format
        else { return false }
        let b = box.intersection(clip).intersection(dest.bounds)
        if b.isEmpty { return true }
        let x0 = sx + (b.x - box.x)
        let y0 = sy + (b.y - box.y)
        guard x0 >= 0, y0 >= 0, x0 + b.width <= src.width, y0 + b.height <= src.height else { return false }
        // `panel_copy_rows`: one `rep movsb` for rows that lie end to end on an Intel processor with fast
        // strings, else `pixman_blt` (a memmove a row where the rows overlap).
        panel_copy_rows(
            dest.row(b.y) + b.x * 4, dest.stride, src.row(y0) + x0 * 4, src.stride, b.width * 4, b.height)
        return true
    }

    /// A bits image's pixels, as pixman describes them.
    private struct Bits {
        let data: UnsafeMutableRawPointer
        let width: Int
        let height: Int
        let stride: Int
        let format: pixman_format_code_t

        /// Nil for an image without pixels of its own (a solid colour, a gradient).
        init?(_ image: OpaquePointer) {
            guard let p = pixman_image_get_data(image) else { return nil }
            data = UnsafeMutableRawPointer(p)
            width = Int(pixman_image_get_width(image))
            height = Int(pixman_image_get_height(image))
            stride = Int(pixman_image_get_stride(image))
            format = pixman_image_get_format(image)
        }

        var is32Bit: Bool { format == PIXMAN_a8r8g8b8 || format == PIXMAN_x8r8g8b8 }
        var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }
        func row(_ y: Int) -> UnsafeMutableRawPointer { data + y * stride }
    }
}
