import PanelText

/// Everything `Label` needs from PanelText, in one place: the font library, layout, measuring and
/// drawing. A label keeps its last layout while the text, style and width stay the same.
struct LabelTextCache {
    private var key: (text: AttributedText, style: TextStyle, width: Double)?
    private var layout: TextLayout?

    mutating func invalidate() {
        key = nil
        layout = nil
    }

    mutating func layout(_ text: AttributedText, style: TextStyle, width: Double, library: FontLibrary) -> TextLayout {
        if let key, let layout, key.width == width, key.style == style, key.text == text { return layout }
        let l = library.layout(text, style: style, width: width)
        key = (text, style, width)
        layout = l
        return l
    }
}

extension Application {
    /// The font library labels use when they have no font of their own: DejaVu Sans from the default
    /// search paths (or `PANEL_FONT_DIR`), loaded on first use; nil when the fonts cannot be found.
    /// Assign one to use other fonts.
    public var fontLibrary: FontLibrary? {
        get {
            if let lib = fontLibraryStorage as? FontLibrary { return lib }
            if fontLibraryLoadFailed { return nil }
            do {
                let lib = try FontLibrary()
                fontLibraryStorage = lib
                return lib
            } catch {
                fontLibraryLoadFailed = true
                return nil
            }
        }
        set {
            fontLibraryStorage = newValue
            fontLibraryLoadFailed = false
        }
    }
}

extension Label {
    private var library: FontLibrary? { window?.application?.fontLibrary }

    /// The style the label's properties describe, or nil without a font library.
    private func style(library: FontLibrary) -> TextStyle {
        TextStyle(
            font: font ?? library.font(size: fontSize, weight: fontWeight), color: textColor,
            alignment: textAlignment, maximumNumberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The attributed text shown: `attributedText`, or `text` with no attributes of its own.
    private var shownText: AttributedText? {
        if let attributedText, !attributedText.isEmpty { return attributedText }
        guard let text, !text.isEmpty else { return nil }
        return AttributedText(text)
    }

    func measureText(width: Double) -> Size {
        guard let shown = shownText, let library else { return .zero }
        let s = library.measure(shown, style: style(library: library), width: width)
        return Size(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    /// Lays the text out in the bounds' width (the layout is kept while text, style and width stay the
    /// same, so a steady frame neither shapes nor loads glyphs) and draws it centred vertically.
    func drawText(in canvas: Canvas, alpha: Double) {
        guard let shown = shownText, let library else { return }
        let b = render.values.bounds
        let layout = textCache.layout(shown, style: style(library: library), width: b.width, library: library)
        let y = b.minY + ((b.height - layout.size.height) / 2).rounded()
        canvas.draw(layout, at: Point(x: b.minX, y: y), color: textColor, alpha: alpha)
    }
}
