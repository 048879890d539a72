extension Application {
    /// Which way the interface reads, as `UIApplication.userInterfaceLayoutDirection`: first from
    /// `PANEL_LAYOUT_DIRECTION` or the language of the environment (right to left for Arabic, Hebrew,
    /// Persian, Urdu...). Setting it (a PanelKit addition: UIKit's follows the app's localization) lays out
    /// every window again in the new direction.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { UserInterfaceLayoutDirection.application }
        set {
            guard newValue != UserInterfaceLayoutDirection.application else { return }
            UserInterfaceLayoutDirection.application = newValue
            for window in windows { View.applicationLayoutDirectionDidChange(in: window) }
        }
    }
}
