import PanelKit

/// `UIGestureRecognizer.allowedTouchTypes` as UIKit spells it: the raw values of `UITouch.TouchType` as
/// `NSNumber`s (`[UITouch.TouchType.direct.rawValue as NSNumber]`).
extension GestureRecognizer {
    /// The kinds of touch the recognizer receives (all by default); a touch of another kind never reaches
    /// it. Values that are no touch type are kept but match nothing.
    public var allowedTouchTypes: [NSNumber] {
        get { allowedTouchTypeValues.map { NSNumber(value: $0) } }
        set { allowedTouchTypeValues = newValue.map(\.intValue) }
    }
}
