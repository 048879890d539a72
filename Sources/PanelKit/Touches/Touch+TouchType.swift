/// What made a touch, as `UITouch.TouchType`. A touch panel's fingers are all `.direct`; the other kinds
/// exist so that code filtering on them (`allowedTouchTypes`) reads as it does in UIKit.
extension Touch {
    /// The kind of a touch, with UIKit's raw values.
    public enum TouchType: Int, Hashable, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's touch surface).
        case indirect = 1
        /// A stylus.
        case pencil = 2
        /// A pointer (mouse or trackpad) standing in for a touch.
        case indirectPointer = 3

        /// The older name of `.pencil`.
        public static let stylus = TouchType.pencil
    }

    /// Always `.direct`: every touch PanelKit reads comes from fingers on the panel.
    public var type: TouchType { .direct }
}
