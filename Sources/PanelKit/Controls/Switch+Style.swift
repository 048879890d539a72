extension Switch {
    /// How a switch is drawn, as `UISwitch.Style`.
    public enum Style: Int, Sendable {
        /// The platform's choice: sliding on a panel, as on iOS.
        case automatic
        /// A checkbox (Mac apps only in UIKit).
        case checkbox
        /// The sliding on/off switch.
        case sliding
    }
}
