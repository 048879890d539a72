// Traits, as UIKit's `UITraitEnvironment`: a view's environment (size classes from its window, idiom,
// appearance) and the appearance a view or controller forces on its subtree.
extension View {
    /// The view's environment: size classes from its window's size, `.pad`, the appearance
    /// (`overrideUserInterfaceStyle` here or above, else light), scale 1 and the content size category
    /// (`traitOverrides` here or above, else the application's).
    public var traitCollection: TraitCollection {
        TraitCollection.environment(
            size: window?.bounds.size, style: effectiveUserInterfaceStyle, category: effectiveContentSizeCategory,
            direction: .application)
    }

    /// The appearance this view and its subviews take, whatever is above them (`.unspecified`: inherit).
    /// Changing it calls `traitCollectionDidChange(_:)` down the subtree and redraws the subtree with its
    /// dynamic colours (`.label`, `.systemBackground`, `UIColor(dynamicProvider:)`) in the new appearance.
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

    /// Brings the fonts that adjust in this subtree to `category` (this view's), and below a view with its
    /// own override, to that one's.
    func refreshFontsForContentSizeCategory(_ category: ContentSizeCategory) {
        adjustFontForContentSizeCategory(category)
        for s in subviews {
            var c = category
            if let own = s.owningViewController?.traitStateStorage?.contentSizeCategory, own != .unspecified { c = own }
            if let own = s.traitStateStorage?.contentSizeCategory, own != .unspecified { c = own }
            s.refreshFontsForContentSizeCategory(c)
        }
    }

    /// Tells the subtree (and its controllers) that the appearance changed from `old`, stopping at views
    /// whose own override keeps theirs: each view's `colorAppearance` (what the renderer draws its dynamic
    /// colours in) follows and its pixels are marked for redrawing, then `traitCollectionDidChange(_:)` is
    /// called with `TraitCollection.current` set to the new traits, as UIKit does. Called when an override
    /// changes and when a view moves under another superview or becomes a controller's view; in that last
    /// case without `callbacks` (the view is new to the controller: its traits did not change, and a
    /// controller's `traitCollectionDidChange(_:)` does not run before `viewDidLoad()`).
    ///
    /// Colours are resolved here, when the appearance changes, rather than as each frame draws: the
    /// renderer reads one stored value per view and the canvas resolves a colour with one compare.
    func notifyUserInterfaceStyleChange(from old: UserInterfaceStyle, callbacks: Bool = true) {
        // The view may have moved under another content size category (or missed a change while out of a
        // window): fonts that adjust catch up.
        refreshFontsForContentSizeCategory(effectiveContentSizeCategory)
        let now = effectiveUserInterfaceStyle
        guard now != old else { return }
        let appearance: Color.Appearance = now == .dark ? .dark : .light
        let category = effectiveContentSizeCategory
        let size = window?.bounds.size
        let previous = TraitCollection.environment(size: size, style: old, category: category, direction: .application)
        let current = TraitCollection.environment(size: size, style: now, category: category, direction: .application)
        let saved = TraitCollection.current
        TraitCollection.current = current
        defer { TraitCollection.current = saved }
        func visit(_ v: View, isRoot: Bool) {
            if !isRoot, v.userInterfaceStyleStorage != .unspecified { return }
            if !isRoot, let c = v.owningViewController, c.userInterfaceStyleStorage != .unspecified { return }
            v.colorAppearance = appearance
            v.contentDidChange()
            if callbacks { v.traitsDidChange(previous: previous, now: current) }
            for s in v.subviews { visit(s, isRoot: false) }
        }
        visit(self, isRoot: true)
    }
}
