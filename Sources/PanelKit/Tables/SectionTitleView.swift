/// The view a table shows for a section title: one label placed at the middle, top or bottom of the band,
/// `textInset` from the leading edge.
@MainActor
final class SectionTitleView: View {
    enum Placement { case top, middle, bottom }

    let label = Label()
    var textInset = 16.0
    var placement = Placement.middle

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = max(0, bounds.width - 2 * textInset)
        let h = min(bounds.height, label.sizeThatFits(Size(width: w, height: .infinity)).height)
        let y: Double =
            switch placement {
            case .top: 6
            case .middle: (bounds.height - h) / 2
            case .bottom: bounds.height - h - 6
            }
        label.frame = Rect(x: textInset, y: max(0, y), width: w, height: h)
    }
}
