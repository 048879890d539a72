import PanelGraphics

extension FontLibrary {
    /// Breaks `text` into lines that fit `width` and places its glyphs.
    ///
    /// Lines break at hard line breaks (`\n`, `\r\n`, U+2028), and where a line would be wider than
    /// `width`: after a space or a hyphen, or between characters in a word wider than the line (or
    /// anywhere with `.byCharWrapping`). A line always holds at least one character. Past
    /// `style.maximumNumberOfLines` lines are dropped, and with `.byTruncatingTail` the last line shown
    /// ends in "…". A trailing newline adds no empty line; the empty string has no lines.
    ///
    /// Looks up each character, kerning pair and glyph once per font size; after that, laying out
    /// text makes no FreeType call.
    /// - Parameters:
    ///   - text: The text, any Unicode; each scalar is one glyph.
    ///   - style: Font, alignment, line spacing and line limit.
    ///   - width: The width to fit, in pixels; `.infinity` for one line per paragraph. Alignment places
    ///     lines across this width (across the widest line when unconstrained).
    public func layout(_ text: String, style: TextStyle, width: Double = .infinity) -> TextLayout {
        LineBreaker(library: self, style: style, width: width).layout(text)
    }

    /// The size `text` takes in `style` within `width`, rounded up to whole pixels, as `sizeThatFits`.
    ///
    /// The same as `layout(text, style: style, width: width).size` rounded up.
    public func measure(_ text: String, style: TextStyle, width: Double = .infinity) -> Size {
        let size = layout(text, style: style, width: width).size
        return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
