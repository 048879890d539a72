import CPixman
@_spi(RawPixman) import PanelGraphics
import PanelText

/// The raw text's glyphs: the library's own cached glyph images (`TextLayout.forEachGlyph`), so a raw
/// frame composites exactly the pixels the renderer draws, one composite per glyph, where the layout
/// puts them.
final class GlyphAtlas {
    let library: FontLibrary

    init(library: FontLibrary) {
        self.library = library
    }

    /// The raw run of `layout` drawn with its top-left corner at device point `origin`, in `color`.
    func run(_ layout: TextLayout, at origin: Point, color: Color, target: RawTarget) -> RawGlyphRun {
        var run = RawGlyphRun(glyphs: [], color: target.solid(color))
        var solids: [Color: OpaquePointer] = [:]
        layout.forEachGlyph(at: origin) { image, x, y, runColor in
            var source: OpaquePointer?
            if image.format != .a8 {
                source = image.image
            } else if let runColor {
                source = solids[runColor] ?? target.solid(runColor)
                solids[runColor] = source
            }
            run.images.append(image)
            run.glyphs.append(
                RawGlyphRun.Placed(
                    mask: image.format == .a8 ? image.image : nil, source: source, x: Int32(x), y: Int32(y),
                    width: Int32(image.width), height: Int32(image.height)))
        }
        return run
    }
}
