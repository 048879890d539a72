/// The chevron of `CellAccessory.outlineDisclosure`, shown as the list cell's trailing accessory: pointing
/// right while the item is collapsed, down while it is expanded, in the accessory's tint colour (else the
/// cell's). A tap on it runs `onTap` and is not a tap on the cell (the collection view does not select).
@MainActor
final class OutlineDisclosureView: View {
    /// The side of the tappable square; the chevron inside is 14 points, as the disclosure indicator's.
    static let side = 30.0
    private let chevron = ImageView(image: nil)
    /// Runs when a finger lifts inside the view.
    var onTap: (() -> Void)?
    /// The chevron's colour, or nil for the tint colour.
    var color: Color? {
        didSet { redraw() }
    }
    /// Whether the chevron points down (the item's children show).
    var isExpanded = false {
        didSet { if isExpanded != oldValue { redraw() } }
    }

    init() {
        super.init(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        chevron.isUserInteractionEnabled = false
        addSubview(chevron)
        redraw()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        chevron.frame = Rect(x: (bounds.width - 14) / 2, y: (bounds.height - 14) / 2, width: 14, height: 14)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    /// A finger on the chevron toggles the item, so the collection view's scrolling does not take it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }

    private func redraw() {
        chevron.image = Surface(
            systemName: isExpanded ? "chevron.down" : "chevron.right", side: 14,
            color: color ?? tintColor ?? .systemBlue)
    }
}
