import CPixman

extension Canvas {
    /// Draws `image` through the projective map `homography` (its pixel space into user space), as a layer
    /// with a perspective 3D transform is composited: pixman's 3x3 transform samples it with bilinear
    /// filtering, under an antialiased mask of the projected quad. Nothing is drawn when a corner lands at or
    /// behind the eye (w ≤ 0) or the map is singular (the image seen edge-on).
    public func drawImage(_ image: Surface, homography: Homography, alpha: Double = 1) {
        if alpha <= 0 || isClipEmpty || image.width == 0 || image.height == 0 { return }
        let full = homography.concatenating(transform)
        let w = Double(image.width)
        let h = Double(image.height)
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        for p in corners where !(full.weight(p) > 1e-9) { return }
        let quad = corners.map { full.apply($0) }
        guard let inverse = full.inverted() else { return }
        var f = pixman_f_transform()
        f.m = (
            (inverse.m11, inverse.m12, inverse.m13), (inverse.m21, inverse.m22, inverse.m23),
            (inverse.m31, inverse.m32, inverse.m33)
        )
        var t = pixman_transform_t()
        guard pixman_transform_from_pixman_f_transform(&t, &f) != 0 else { return }
        // A corner close to the eye lands too far for the coverage rasterizer's 16.16 fixed point: the clip is
        // sampled whole instead, pixels outside the image transparent (edges fade over a pixel). Outside the
        // quad the inverse map lands outside the image, so nothing else shows.
        let reach = quad.reduce(0) { max($0, abs($1.x), abs($1.y)) }
        if !(reach < 16_000) {
            let alphaMask = alpha < 1 ? cache.solid(Color(white: 0, alpha: alpha)) : nil
            emitSampled(
                PIXMAN_OP_OVER, image, transform: t, repeating: PIXMAN_REPEAT_NONE, other: alphaMask,
                otherOwner: nil, sampledIsMask: false, to: clipBounds)
            return
        }
        // The coverage rasterizer fills convex polygons wound either way; a mirrored quad is still convex.
        guard let (mask, box) = coverage(quad) else { return }
        if alpha < 1 { multiply(mask, by: alpha) }
        emitSampled(
            PIXMAN_OP_OVER, image, transform: t, repeating: PIXMAN_REPEAT_PAD, other: mask.image, otherOwner: mask,
            sampledIsMask: false, to: box)
    }
}

extension Surface {
    /// Multiplies every pixel by the alpha of the pixel at the same place in `mask` (an argb32 or a8 surface
    /// of the same size): what a layer mask leaves of a layer's drawing.
    public func keepAlpha(of mask: Surface) {
        pixman_image_composite32(
            PIXMAN_OP_IN_REVERSE, mask.image, nil, image, 0, 0, 0, 0, 0, 0, Int32(min(width, mask.width)),
            Int32(min(height, mask.height)))
    }
}

extension Surface {
    /// A copy with every pixel's colour multiplied by `tint` (alpha kept): a replicator's instance colour.
    public func multiplied(by tint: Color) -> Surface {
        let out = Surface(width: width, height: height, format: .argb32)
        var c = pixman_color_t(
            red: UInt16(Color.clamp(tint.red) * 65535), green: UInt16(Color.clamp(tint.green) * 65535),
            blue: UInt16(Color.clamp(tint.blue) * 65535), alpha: 65535)
        guard let solid = pixman_image_create_solid_fill(&c) else { return out }
        defer { pixman_image_unref(solid) }
        // Component alpha: each channel of a pixel by the same channel of the tint.
        pixman_image_set_component_alpha(solid, 1)
        pixman_image_composite32(
            PIXMAN_OP_SRC, image, solid, out.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        return out
    }
}
