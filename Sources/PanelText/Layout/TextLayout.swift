import PanelGraphics

/// A glyph placed by a layout: which glyph of the font, and where its origin sits on its baseline.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph index in the font (0 is the font's missing-glyph glyph, `.notdef`).
    public let index: UInt32
    /// The glyph origin (pen position on the baseline) relative to the layout's top-left corner.
    /// Fractional: drawing snaps it to the device pixel grid.
    public let position: Point

    /// A glyph `index` with its origin at `position`.
    public init(index: UInt32, position: Point) {
        self.index = index
        self.position = position
    }
}

/// One line of a layout.
public struct TextLine: Hashable, Sendable {
    /// The part of the source text on this line, in its `unicodeScalars`, including spaces the line
    /// broke after but not the newline that ended it.
    public let range: Range<String.Index>
    /// The line as shown: without the spaces it broke after, and ending in "…" when truncated.
    public let string: String
    /// The line's glyphs in `TextLayout.glyphs`.
    public let glyphRange: Range<Int>
    /// The line box relative to the layout's top-left corner: `x` is where alignment put the line,
    /// `width` its advance width (trailing spaces excluded), `height` the line box height.
    public let frame: Rect
    /// The baseline's distance from the layout's top edge.
    public let baseline: Double
    /// Whether the line ends in an ellipsis standing for text that did not fit.
    public let isTruncated: Bool
}

/// Text broken into lines and placed, ready to draw as often as needed.
///
/// Make one with `FontLibrary.layout(_:style:width:)`. A layout is a value: keep it while the text,
/// style and width stay the same, and drawing it again costs no FreeType call once its glyphs are in
/// the library's cache. It keeps a reference to the library, whose glyph cache it draws from.
public struct TextLayout {
    /// The source text.
    public let text: String
    /// The style it was laid out in.
    public let style: TextStyle
    /// The width it was laid out to fit; `.infinity` when unconstrained.
    public let width: Double
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// Every glyph with ink or a box to draw (spaces and invisible characters have none), line by line.
    public let glyphs: [PositionedGlyph]
    /// The size the text takes: the widest line's advance width (trailing spaces excluded) and the
    /// height of the line boxes with the spacing between them. Fractional; `FontLibrary.measure`
    /// rounds it up.
    public let size: Size
    /// Whether text was cut off by `maximumNumberOfLines`.
    public let isTruncated: Bool
    /// The library whose glyph cache draws the layout.
    public let library: FontLibrary

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
