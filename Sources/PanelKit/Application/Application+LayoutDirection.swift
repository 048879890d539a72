extension Application {
    /// Which way the interface reads, as `UIApplication.userInterfaceLayoutDirection`: first from
    /// `PANEL_LAYOUT_DIRECTION` or the language of the environment (right to left for Arabic, Hebrew,
    /// Persian, Urdu...). Setting it (a PanelKit addition: UIKit's follows the app's localization) lays out
    /// every window again in the new direction, then tells every view and controller in them
    /// (`traitCollectionDidChange(_:)`, handlers registered for `TraitLayoutDirection`) that the trait
    /// collection's `layoutDirection` changed.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { UserInterfaceLayoutDirection.application }
        set {
            let old = UserInterfaceLayoutDirection.application
            guard newValue != old else { return }
            UserInterfaceLayoutDirection.application = newValue
            for window in windows { View.applicationLayoutDirectionDidChange(in: window) }
            for window in windows {
                View.notifyLayoutDirectionTraitChange(in: window, from: TraitEnvironmentLayoutDirection(old))
            }
        }
    }
}
