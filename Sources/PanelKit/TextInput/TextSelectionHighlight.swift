/// The tinted rectangles drawn behind selected text in a text field or text view, as iOS draws a selection:
/// the tint colour, translucent, one rectangle a line. It keeps one plain view per rectangle and reuses them
/// as the selection changes.
@MainActor
final class TextSelectionHighlight: View {
    /// How opaque the tint is over the text's background.
    static let alpha = 0.25

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Shows `rects` (in this view's coordinates) in `tint`; none hides the highlight.
    func show(_ rects: [Rect], tint: Color) {
        while subviews.count < rects.count {
            let v = View()
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        for (i, v) in subviews.enumerated() {
            v.isHidden = i >= rects.count
            guard i < rects.count else { continue }
            v.frame = rects[i]
            v.backgroundColor = tint.withAlphaComponent(Self.alpha)
        }
        isHidden = rects.isEmpty
    }
}
