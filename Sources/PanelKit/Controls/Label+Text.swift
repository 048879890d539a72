import PanelText

/// Everything `Label` needs from PanelText, in one place: the font library, layout, measuring and
/// drawing. A label keeps its last layout while the text, style and width stay the same.
struct LabelTextCache {
    private var key: (style: TextStyle, width: Double)?
    private var layout: TextLayout?
    /// The last measurement, for layout passes that ask for the size at the same width again.
    private var measured: (style: TextStyle, width: Double, size: Size)?
    /// The style the text fitted its bounds in (shrunk or tightened), for the label's style and size.
    var fitted: (base: TextStyle, size: Size, style: TextStyle)?

    /// Forgets the layout and the measurement (the text changed).
    mutating func invalidate() {
        key = nil
        layout = nil
        measured = nil
        fitted = nil
    }

    /// The layout of `text` in `style` and `width`, kept while the style and width stay the same (the
    /// label invalidates it when its text changes).
    mutating func layout(
        _ text: @autoclosure () -> AttributedText, style: TextStyle, width: Double, library: FontLibrary
    ) -> TextLayout {
        if let key, let layout, key.width == width, key.style == style { return layout }
        let l = library.layout(text(), style: style, width: width)
        key = (style, width)
        layout = l
        return l
    }

    /// The size of `text` in `style` within `width`, rounded up, kept as the layout is.
    mutating func measure(
        _ text: @autoclosure () -> AttributedText, style: TextStyle, width: Double, library: FontLibrary
    ) -> Size {
        if let measured, measured.width == width, measured.style == style { return measured.size }
        if let key, let layout, key.width == width, key.style == style {
            let size = Size(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
            measured = (style, width, size)
            return size
        }
        let size = library.measure(text(), style: style, width: width)
        measured = (style, width, size)
        return size
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
    /// The window's application's fonts or, for a label in no window yet (sized before it is added), the
    /// fonts of the application running now.
    private var library: FontLibrary? { (window?.application ?? Application.current)?.fontLibrary }

    /// What `font` reads while none is set: the library's font at `fontSize` and `fontWeight`.
    var defaultFont: Font? { library?.font(size: fontSize, weight: fontWeight) }

    /// The style the label's properties describe. Its colour is fixed: the label hands `textColor` to
    /// each draw, so a colour change (or animation) keeps the layout.
    private func style(library: FontLibrary) -> TextStyle {
        var style = TextStyle(
            font: fontStorage ?? library.font(size: fontSize, weight: fontWeight), color: .black,
            alignment: resolvedTextAlignment(textAlignment), maximumNumberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode)
        style.linkColor = (tintColor ?? .systemBlue).resolved(colorAppearance)
        return style
    }

    /// The style the text is drawn in within `size`: the label's, with the fonts shrunk as far as
    /// `adjustsFontSizeToFitWidth` needs (never below `minimumScaleFactor`) and the letters tightened
    /// when `allowsDefaultTighteningForTruncation` is set and the text still does not fit. Kept while the
    /// text, style and size stay the same.
    private func fittedStyle(library: FontLibrary, size: Size) -> TextStyle {
        let base = style(library: library)
        guard adjustsFontSizeToFitWidth || allowsDefaultTighteningForTruncation, size.width > 0 else { return base }
        if let f = textCache.fitted, f.base == base, f.size == size { return f.style }
        let text = shownText ?? ""
        let lines = numberOfLines
        // One line fits the width; several fit the bounds without being cut.
        func fits(_ style: TextStyle) -> Bool {
            if lines == 1 { return library.layout(text, style: style, width: .infinity).size.width <= size.width }
            let layout = library.layout(text, style: style, width: size.width)
            return !layout.isTruncated && layout.size.height <= size.height
        }
        var result = base
        if !fits(base) {
            let minimum = minimumScaleFactor.isFinite ? min(1, max(0, minimumScaleFactor)) : 0
            if adjustsFontSizeToFitWidth && minimum > 0 && minimum < 1 {
                // The largest scale that fits, in steps halving the gap down to a tenth of a point.
                var low = minimum
                var high = 1.0
                var trial = base
                trial.fontScale = minimum
                if fits(trial) {
                    while (high - low) * base.font.size > 0.1 {
                        trial.fontScale = (low + high) / 2
                        if fits(trial) { low = trial.fontScale } else { high = trial.fontScale }
                    }
                }
                result.fontScale = low
            }
            if allowsDefaultTighteningForTruncation && !fits(result) {
                result.tracking = -0.05 * base.font.size * result.fontScale
            }
        }
        textCache.fitted = (base, size, result)
        return result
    }

    private var hasText: Bool { !(text ?? "").isEmpty }

    /// The attributed text shown: `attributedText`, or `text` with no attributes of its own.
    private var shownText: AttributedText? {
        if let attributedText, !attributedText.isEmpty { return attributedText }
        guard let text, !text.isEmpty else { return nil }
        return AttributedText(text)
    }

    func measureText(width: Double) -> Size {
        guard hasText, let library else { return .zero }
        return textCache.measure(shownText ?? "", style: style(library: library), width: width, library: library)
    }

    /// The text's layout at `width`, as it is drawn at that width (nil without text or fonts): for views
    /// that place things by the text, as a text view its caret.
    func textLayout(width: Double) -> TextLayout? {
        guard hasText, let library else { return nil }
        // A label that shrinks its text lays it out at the size it draws it in its bounds' height.
        let style =
            adjustsFontSizeToFitWidth || allowsDefaultTighteningForTruncation
            ? fittedStyle(library: library, size: Size(width: width, height: bounds.height))
            : style(library: library)
        return textCache.layout(shownText ?? "", style: style, width: width, library: library)
    }

    /// The width of the text on one line in the style it takes to fit `size` (shrunk as far as
    /// `adjustsFontSizeToFitWidth` allows): for a text field, which sizes its label to the text and scrolls
    /// what still does not fit.
    func fittedLineWidth(in size: Size) -> Double {
        guard hasText, let library else { return 0 }
        let style = fittedStyle(library: library, size: size)
        return textCache.measure(shownText ?? "", style: style, width: .infinity, library: library).width
    }

    /// Lays the text out in the bounds' width (the layout is kept while text, style and width stay the
    /// same, so a steady frame neither shapes nor loads glyphs) and draws it centred vertically.
    func drawText(in canvas: Canvas, alpha: Double) {
        guard hasText, let library else { return }
        let b = render.values.bounds
        let layout = textCache.layout(
            shownText ?? "", style: fittedStyle(library: library, size: b.size), width: b.width, library: library)
        let y = b.minY + ((b.height - layout.size.height) / 2).rounded()
        canvas.draw(layout, at: Point(x: b.minX, y: y), color: textColor, alpha: alpha)
    }
}
