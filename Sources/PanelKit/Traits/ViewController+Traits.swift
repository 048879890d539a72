// A view controller's traits, as UIKit's `UITraitEnvironment`.
extension ViewController {
    /// The controller's environment: its view's (a controller whose view is not loaded has unspecified size
    /// classes).
    public var traitCollection: TraitCollection {
        if let v = viewIfLoaded { return v.traitCollection }
        let category = traitStateStorage?.contentSizeCategory ?? .unspecified
        return TraitCollection.environment(
            size: nil, style: userInterfaceStyleStorage == .unspecified ? .light : userInterfaceStyleStorage,
            category: category != .unspecified ? category : Application.currentContentSizeCategory,
            direction: .application)
    }

    /// The appearance this controller's view and its children take (`.unspecified`: inherit), as UIKit's.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleStorage }
        set {
            guard let v = viewIfLoaded else {
                userInterfaceStyleStorage = newValue
                return
            }
            let old = v.effectiveUserInterfaceStyle
            userInterfaceStyleStorage = newValue
            v.notifyUserInterfaceStyleChange(from: old)
        }
    }
}
