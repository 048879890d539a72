import CPixman

extension Surface {
    /// The image as a template in `color`: every pixel `color` at this image's alpha, as UIKit draws a
    /// template image (a tab's symbol, a tinted icon) in its tint colour.
    public func tinted(_ color: Color) -> Surface {
        let out = Surface(width: width, height: height)
        // A tinted resizable picture (a template button background) keeps its caps.
        out.capInsets = capInsets
        out.resizingMode = resizingMode
        var c = color.pixmanColor
        guard let solid = pixman_image_create_solid_fill(&c) else { return out }
        defer { pixman_image_unref(solid) }
        pixman_image_composite32(
            PIXMAN_OP_SRC, solid, image, out.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        return out
    }
}
