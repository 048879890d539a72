/// The label a picker view shows for a row given by title: 22-point text, centred, as an iOS wheel's.
@MainActor
final class PickerRowLabel: Label {
    override init(frame: Rect) {
        super.init(frame: frame)
        fontSize = PickerView.rowFontSize
        textAlignment = .center
        textColor = .black
        lineBreakMode = .byTruncatingTail
    }
}
