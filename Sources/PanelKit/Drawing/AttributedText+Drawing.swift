import PanelText

// Drawing text in `draw(_:)` or a `GraphicsImageRenderer` block, as `NSAttributedString`'s and `NSString`'s
// UIKit drawing additions: `text.draw(at:)`, `text.draw(in:)` and `text.size()`. Runs without a font of
// their own are in `AttributedText.defaultDrawingFontSize`-point regular type and without a colour black, as
// UIKit's (Helvetica 12 there).
extension AttributedText {
    /// The size of text without a font attribute, in points (UIKit's default, 12).
    public static let defaultDrawingFontSize = 12.0

    /// The fonts to draw with: the application running now (or the newest one).
    @MainActor private static var library: FontLibrary? { Application.current?.fontLibrary }

    /// A layout of the text on one line per paragraph (`width` infinite) or wrapped to `width`.
    @MainActor private func drawingLayout(width: Double) -> TextLayout? {
        guard !isEmpty, let library = Self.library else { return nil }
        let style = TextStyle(
            font: library.font(size: Self.defaultDrawingFontSize), color: .black, alignment: .natural,
            lineBreakMode: .byWordWrapping)
        return library.layout(self, style: style, width: width > 0 && width.isFinite ? width : .infinity)
    }

    /// The size the text takes on unbounded lines, as `NSAttributedString.size()`.
    @MainActor public func size() -> Size {
        drawingLayout(width: .infinity)?.size ?? .zero
    }

    /// The text's size wrapped to `size.width` (cut to `size.height` is the caller's), as
    /// `boundingRect(with:options:context:)` with `.usesLineFragmentOrigin`.
    @MainActor public func boundingRect(with size: Size) -> Rect {
        let s = drawingLayout(width: size.width)?.size ?? .zero
        return Rect(x: 0, y: 0, width: s.width, height: s.height)
    }

    /// Draws the text with its top-left corner at `point` in the current context, on unbounded lines, as
    /// `NSAttributedString.draw(at:)`. Outside a drawing context it does nothing.
    @MainActor public func draw(at point: Point) {
        guard let context = GraphicsContext.current, let layout = drawingLayout(width: .infinity) else { return }
        context.paint { $0.draw(layout, at: point) }
    }

    /// Draws the text wrapped to `rect`'s width from its top-left corner, clipped to `rect`, as
    /// `NSAttributedString.draw(in:)`.
    @MainActor public func draw(in rect: Rect) {
        guard let context = GraphicsContext.current, rect.width > 0, rect.height > 0,
            let layout = drawingLayout(width: rect.width)
        else { return }
        context.saveGState()
        context.clip(to: rect)
        context.paint { $0.draw(layout, at: rect.origin) }
        context.restoreGState()
    }
}
