import CFreeType
import PanelGraphics

/// A library's state for one open face: the FreeType face and the lookups cached for it.
final class FaceRecord {
    let face: FontFace
    let ft: FT_Face
    /// The size the FreeType face is set to, in 26.6 pixels (0: not set yet).
    var size26 = 0
    /// Glyph indices of ASCII characters; `UInt32.max` where not looked up yet.
    var asciiIndices = [UInt32](repeating: .max, count: 128)
    /// Glyph indices of the other characters looked up so far.
    var charIndices: [UInt32: UInt32] = [:]
    /// Kerning in font units by `left << 32 | right` glyph index pair.
    var kerning: [UInt64: Int32] = [:]
    /// The HarfBuzz font over the same file, made on first shaping.
    var hbFont: OpaquePointer?
    /// The scale the HarfBuzz font is set to (26.6 pixels; 0: not set yet).
    var hbScale = 0
    /// For colour bitmap faces: each strike's pixels per em.
    var strikes: [Double] = []
    /// The strike the FreeType face is set to (-1: none yet).
    var selectedStrike = -1

    init(face: FontFace, ft: FT_Face) {
        self.face = face
        self.ft = ft
    }
}

/// A rendered glyph image: an a8 coverage mask (or, for a colour glyph, a premultiplied ARGB bitmap)
/// and where it sits relative to the glyph origin.
struct GlyphImage {
    /// The coverage (a8) or colour bitmap (argb32), or nil for a glyph without ink (a space).
    let mask: Surface?
    /// Pixels from the (whole-pixel) pen position to the mask's left edge.
    let left: Int
    /// Pixels from the baseline up to the mask's top edge.
    let top: Int
}

/// One glyph of one face at one size: its hinted outline, its advance, and images rendered from it.
final class GlyphEntry {
    /// The outline (light hinting: vertical only, so it can be shifted sideways before rendering);
    /// nil when FreeType could not load the glyph.
    let outline: FT_Glyph?
    /// The unhinted advance in pixels.
    let advance: Double
    /// Whether the outline has no points (a space): nothing to render.
    let isBlank: Bool
    /// Images by horizontal subpixel phase, rendered on first use; a colour glyph has one, at phase 0,
    /// made when it is loaded.
    var images: [GlyphImage?]
    /// Whether the glyph is a colour bitmap.
    let isColor: Bool

    init(outline: FT_Glyph?, advance: Double, isBlank: Bool, phases: Int, isColor: Bool = false) {
        self.outline = outline
        self.advance = advance
        self.isBlank = isBlank
        self.isColor = isColor
        self.images = Array(repeating: nil, count: phases)
    }
}

/// The glyph cache key: face, size and glyph index packed into 64 bits.
enum GlyphKey {
    @inline(__always) static func make(face: Int, size26: Int, glyph: UInt32) -> UInt64 {
        UInt64(truncatingIfNeeded: face) << 48 | UInt64(truncatingIfNeeded: size26 & 0xFF_FFFF) << 24
            | UInt64(glyph & 0xFF_FFFF)
    }
}
