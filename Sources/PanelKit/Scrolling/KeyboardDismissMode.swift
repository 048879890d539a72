/// What a drag in a scroll view does to the keyboard, as `UIScrollView.KeyboardDismissMode`.
public enum KeyboardDismissMode: Int, Sendable {
    /// Nothing: the keyboard stays (the default).
    case none = 0
    /// A drag that begins puts the keyboard away (the first responder resigns).
    case onDrag = 1
    /// A drag that begins moving down puts the keyboard away; one moving up leaves it. (UIKit's keyboard
    /// follows the finger down; PanelKit's goes when the drag starts.)
    case interactive = 2
    /// As `.onDrag`.
    case onDragWithAccessory = 3
    /// As `.interactive`.
    case interactiveWithAccessory = 4
}

extension ScrollView {
    /// `UIScrollView.KeyboardDismissMode`.
    public typealias KeyboardDismissMode = PanelKit.KeyboardDismissMode
}
