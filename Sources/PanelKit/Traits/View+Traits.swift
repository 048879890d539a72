// Traits, as UIKit's `UITraitEnvironment`: a view's environment (size classes from its window, idiom,
// appearance) and the appearance a view or controller forces on its subtree.
extension View {
    /// The view's environment: size classes from its window's size, `.pad`, the appearance
    /// (`overrideUserInterfaceStyle` here or above, else light) and scale 1.
    public var traitCollection: TraitCollection {
        TraitCollection.environment(size: window?.bounds.size, style: effectiveUserInterfaceStyle)
    }

    /// The appearance this view and its subviews take, whatever is above them (`.unspecified`: inherit).
    /// PanelKit's system colours have one appearance, so this changes `traitCollection` (and calls
    /// `traitCollectionDidChange(_:)` down the subtree) but not how the system colours draw.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleStorage }
        set {
            let old = effectiveUserInterfaceStyle
            userInterfaceStyleStorage = newValue
            notifyUserInterfaceStyleChange(from: old)
        }
    }

    /// The appearance in effect: the nearest override on the view, its controller, or above; else light.
    var effectiveUserInterfaceStyle: UserInterfaceStyle {
        var v: View? = self
        while let view = v {
            if view.userInterfaceStyleStorage != .unspecified { return view.userInterfaceStyleStorage }
            if let c = view.owningViewController, c.userInterfaceStyleStorage != .unspecified {
                return c.userInterfaceStyleStorage
            }
            v = view.superview
        }
        return .light
    }

    /// Tells the subtree (and its controllers) that the appearance changed from `old`, stopping at views
    /// whose own override keeps theirs.
    func notifyUserInterfaceStyleChange(from old: UserInterfaceStyle) {
        let now = effectiveUserInterfaceStyle
        guard now != old else { return }
        let previous = TraitCollection.environment(size: window?.bounds.size, style: old)
        func visit(_ v: View, isRoot: Bool) {
            if !isRoot, v.userInterfaceStyleStorage != .unspecified { return }
            if !isRoot, let c = v.owningViewController, c.userInterfaceStyleStorage != .unspecified { return }
            v.owningViewController?.traitCollectionDidChange(previous)
            v.traitCollectionDidChange(previous)
            for s in v.subviews { visit(s, isRoot: false) }
        }
        visit(self, isRoot: true)
    }
}
