import PanelGraphics

extension FontLibrary {
    /// Shapes `text`, breaks it into lines that fit `width` and places its glyphs.
    ///
    /// Each paragraph (lines end at `\n`, `\r\n`, U+2028 and U+2029) is split by Unicode's bidirectional
    /// algorithm into runs read left to right or right to left, shaped with HarfBuzz (Arabic joins,
    /// Devanagari and Thai marks sit where they belong, ligatures and kerning apply), broken into lines
    /// where Unicode's line breaking rules allow (between words, after hyphens, between Chinese
    /// characters) and, line by line, put in visual order. A word wider than the line breaks between
    /// grapheme clusters (anywhere with `.byCharWrapping`). Past `style.maximumNumberOfLines` lines are
    /// dropped, and with `.byTruncatingTail` the last line shown ends in "…" after whole grapheme
    /// clusters. A trailing newline adds no empty line; the empty string has no lines.
    ///
    /// Characters the style's face lacks, and scripts it is not made for, come from fallback faces
    /// chosen through fontconfig; emoji come from the colour emoji face. Shaped runs are cached: laying
    /// out text whose runs were shaped before makes no HarfBuzz call, and once its glyphs are loaded no
    /// FreeType call.
    /// - Parameters:
    ///   - text: The text, any Unicode.
    ///   - style: Font, colour, alignment, line spacing, line limit and line breaking.
    ///   - width: The width to fit, in pixels; `.infinity` for one line per paragraph. Alignment places
    ///     lines across this width (across the widest line when unconstrained).
    public func layout(_ text: String, style: TextStyle, width: Double = .infinity) -> TextLayout {
        Typesetter(library: self, style: style, width: width).layout(AttributedText(text))
    }

    /// Lays out attributed text: as `layout(_:style:width:)`, with each run's attributes overriding the
    /// style's font, colour, kerning and underline, and each paragraph's style its alignment, spacing,
    /// line breaking and direction.
    public func layout(_ text: AttributedText, style: TextStyle, width: Double = .infinity) -> TextLayout {
        Typesetter(library: self, style: style, width: width).layout(text)
    }

    /// The size `text` takes in `style` within `width`, rounded up to whole pixels, as `sizeThatFits`.
    ///
    /// The same as `layout(text, style: style, width: width).size` rounded up.
    public func measure(_ text: String, style: TextStyle, width: Double = .infinity) -> Size {
        let size = layout(text, style: style, width: width).size
        return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The size attributed `text` takes in `style` within `width`, rounded up to whole pixels.
    public func measure(_ text: AttributedText, style: TextStyle, width: Double = .infinity) -> Size {
        let size = layout(text, style: style, width: width).size
        return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
