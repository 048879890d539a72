// A view controller's trait overrides and trait state (View+TraitOverrides.swift has the view's).
extension ViewController {
    /// The traits this controller forces on its view and its children, as UIKit's `traitOverrides`
    /// (`userInterfaceStyle` is `overrideUserInterfaceStyle`).
    public var traitOverrides: TraitOverrides {
        get {
            TraitOverrides(
                userInterfaceStyle: userInterfaceStyleStorage,
                preferredContentSizeCategory: traitStateStorage?.contentSizeCategory ?? .unspecified)
        }
        set {
            if newValue.userInterfaceStyle != userInterfaceStyleStorage {
                overrideUserInterfaceStyle = newValue.userInterfaceStyle
            }
            let category = newValue.preferredContentSizeCategory
            guard category != (traitStateStorage?.contentSizeCategory ?? .unspecified) else { return }
            guard let v = viewIfLoaded else {
                traitState.contentSizeCategory = category
                return
            }
            let old = v.effectiveContentSizeCategory
            traitState.contentSizeCategory = category
            v.notifyContentSizeCategoryChange(from: old)
        }
    }

    /// The controller's trait state, made when first needed.
    var traitState: TraitState {
        if let state = traitStateStorage { return state }
        let state = TraitState()
        traitStateStorage = state
        return state
    }
}
