/// How a date picker presents itself, as `UIDatePickerStyle`. PanelKit draws every style as wheels.
public enum DatePickerStyle: Int, Sendable {
    /// The system's choice: wheels in PanelKit (UIKit picks compact or inline on iOS 14 and later).
    case automatic = 0
    /// Spinning wheels, as before iOS 14.
    case wheels = 1
    /// A button that opens a calendar (drawn as wheels in PanelKit).
    case compact = 2
    /// A calendar in place (drawn as wheels in PanelKit).
    case inline = 3
}
