/// A list cell accessory drawn as a symbol centred in its width: the delete and insert circles, the
/// selection circle, the disclosure chevron, the checkmark and the pop-up menu chevrons. With `onTap` a
/// finger lifting inside runs it (and is not a tap on the cell); without, touches go to the cell.
@MainActor
final class ListAccessoryGlyphView: View {
    /// The symbol's side, in points.
    let side: Double
    private let glyph = ImageView(image: nil)
    /// Runs when a finger lifts inside the view; nil lets touches through to the cell.
    var onTap: (() -> Void)? {
        didSet { isUserInteractionEnabled = onTap != nil }
    }

    init(side: Double) {
        self.side = side
        super.init(frame: Rect(x: 0, y: 0, width: side, height: side))
        glyph.isUserInteractionEnabled = false
        isUserInteractionEnabled = false
        addSubview(glyph)
    }

    /// Draws the symbol `name` in `color` on a `background` disc (nil: none).
    func show(_ name: String, color: Color, background: Color? = nil) {
        glyph.image = Surface(systemName: name, side: Int(side), color: color)
        glyph.backgroundColor = background
        glyph.cornerRadius = background == nil ? 0 : side / 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyph.frame = Rect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    }

    /// A finger on a tappable glyph is the accessory's, so the collection view's scrolling does not take it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { onTap == nil }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
