import PanelGraphics

/// A glyph placed by a layout: which glyph of its run's font, and where its origin sits on its baseline.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph index in its run's font (0 is the font's missing-glyph glyph, `.notdef`).
    public let index: UInt32
    /// The glyph origin (pen position on the baseline, moved by the shaper's offset for marks) relative
    /// to the layout's top-left corner. Fractional: drawing snaps it to the device pixel grid.
    public let position: Point
    /// The offset, in the text's Unicode scalars, of the first character of the glyph's cluster.
    public let cluster: Int

    /// A glyph `index` with its origin at `position`.
    public init(index: UInt32, position: Point, cluster: Int = 0) {
        self.index = index
        self.position = position
        self.cluster = cluster
    }
}

/// Glyphs of one font, one direction and one set of attributes, in visual order on one line.
public struct GlyphRun: Hashable, Sendable {
    /// The font the glyphs are from: the attributes' font or, for characters it lacks or scripts a
    /// fallback face serves better, a fallback face at the same size.
    public let font: Font
    /// The run's glyphs in `TextLayout.glyphs`, left to right.
    public let glyphRange: Range<Int>
    /// Whether the run's text reads right to left (an odd bidi level).
    public let isRightToLeft: Bool
    /// The bidi embedding level (even: left to right).
    public let level: Int
    /// The colour the attributes set; nil for the style's colour.
    public let color: Color?
    /// The underline the attributes set.
    public let underlineStyle: UnderlineStyle?
    /// The run's text, as offsets in the text's Unicode scalars.
    public let characterRange: Range<Int>
    /// The line the run is on.
    public let line: Int
    /// Where the run starts, relative to the layout's left edge.
    public let x: Double
    /// The run's advance width.
    public let width: Double
    /// The run's colour slot in the layout's palette: 0 for the style's colour.
    let colorSlot: Int
    /// The shaping that made the run (for checks against `hb-shape`).
    let shaping: ShapingRecord?
}

/// What a run was shaped with, kept so tests can shape the same text with HarfBuzz's own tool.
struct ShapingRecord: Hashable, Sendable {
    var path: String
    var faceIndex: Int
    var size26: Int
    var scriptTag: String
    var language: String
    var rightToLeft: Bool
    var kerning: Bool
    /// The paragraph's scalars and the run's place in them.
    var paragraph: [UInt32]
    var offset: Int
    var length: Int
    /// The glyphs HarfBuzz returned (clusters relative to the paragraph).
    var glyphs: [ShapedGlyph]
}

/// An underline, strikethrough or background drawn with the text, in a colour slot.
struct TextDecoration: Hashable, Sendable {
    var rect: Rect
    var colorSlot: Int
    var line: Int
    /// A run's background colour, filled before the glyphs (lines are drawn over them).
    var isBackground = false
}

/// An attachment's image where a layout draws it, relative to the layout's top-left corner.
struct PlacedAttachment {
    var image: Surface
    var rect: Rect
    var line: Int
}

/// One line of a layout.
public struct TextLine: Hashable, Sendable {
    /// The part of the source text on this line, in its `unicodeScalars`, including spaces the line
    /// broke after but not the newline that ended it.
    public let range: Range<String.Index>
    /// The line as shown, in logical (reading) order: without the spaces it broke after, and ending in
    /// "…" when truncated.
    public let string: String
    /// The line's glyphs in `TextLayout.glyphs`, left to right.
    public let glyphRange: Range<Int>
    /// The line's runs in `TextLayout.runs`, left to right.
    public let runRange: Range<Int>
    /// The line box relative to the layout's top-left corner: `x` is where alignment put the line,
    /// `width` its advance width (trailing spaces excluded), `height` the line box height.
    public let frame: Rect
    /// The baseline's distance from the layout's top edge.
    public let baseline: Double
    /// Whether the line ends in an ellipsis standing for text that did not fit.
    public let isTruncated: Bool
    /// Whether the line's paragraph reads right to left.
    public let isRightToLeft: Bool
}

/// Text shaped, broken into lines and placed, ready to draw as often as needed.
///
/// Make one with `FontLibrary.layout(_:style:width:)`. A layout is a value: keep it while the text,
/// style and width stay the same, and drawing it again costs no HarfBuzz or FreeType call once its
/// glyphs are in the library's cache. It keeps a reference to the library, whose glyph cache it draws
/// from, and a cache of its lines' bitmaps so a steady frame draws each line with one composite.
public struct TextLayout {
    /// The source text.
    public let text: String
    /// The attributed source text (one run of `style` for plain text).
    public let attributedText: AttributedText
    /// The style it was laid out in.
    public let style: TextStyle
    /// The width it was laid out to fit; `.infinity` when unconstrained.
    public let width: Double
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// Every glyph shaped for the lines shown, line by line, left to right (spaces are glyphs without
    /// ink; spaces a line broke after are left out).
    public let glyphs: [PositionedGlyph]
    /// The glyph runs, line by line, left to right.
    public let runs: [GlyphRun]
    /// The size the text takes: the widest line's advance width (trailing spaces excluded) and the
    /// height of the line boxes with the spacing between them. Fractional; `FontLibrary.measure`
    /// rounds it up.
    public let size: Size
    /// Whether text was cut off by `maximumNumberOfLines`.
    public let isTruncated: Bool
    /// The library whose glyph cache draws the layout.
    public let library: FontLibrary
    /// Underlines, strikethroughs and backgrounds, by line.
    let decorations: [TextDecoration]
    /// The colours of the runs' colour slots (slot 0, nil, is the style's or the caller's colour).
    let palette: [Color?]
    /// The attachments' images, by line.
    let attachments: [PlacedAttachment]
    /// Line bitmaps made on the second draw at the same subpixel position.
    let raster: TextRaster

    /// The first line's baseline below the layout's top edge (0 when there are no lines).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline below the layout's top edge (0 when there are no lines).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
    /// The layout's box at the origin: `size`, widened to `width` when that is finite, since aligned
    /// lines are placed across the whole width.
    public var bounds: Rect {
        Rect(x: 0, y: 0, width: width.isFinite ? max(width, size.width) : size.width, height: size.height)
    }
}
