import PanelText

// A view's trait overrides, content size category and trait-change handlers (iOS 17's trait system, as far
// as a panel's traits go).
extension View {
    /// The traits this view forces on itself and its subviews, as UIKit's `traitOverrides`:
    /// `view.traitOverrides.userInterfaceStyle = .dark` (the same as `overrideUserInterfaceStyle`) or
    /// `view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge`. A change reaches the
    /// subtree at once: `traitCollectionDidChange(_:)`, registered handlers, fonts that adjust.
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
            if category != (traitStateStorage?.contentSizeCategory ?? .unspecified) {
                let old = effectiveContentSizeCategory
                traitState.contentSizeCategory = category
                notifyContentSizeCategoryChange(from: old)
            }
        }
    }

    /// The view's trait state, made when first needed.
    var traitState: TraitState {
        if let state = traitStateStorage { return state }
        let state = TraitState()
        traitStateStorage = state
        return state
    }

    /// The smallest content size category this view and its subviews use, as iOS 15's
    /// `UIView.minimumContentSizeCategory`: a smaller one in effect (the app's, an override's) is raised to
    /// it. Nil (the default) sets no limit; a limit on a superview applies too.
    public var minimumContentSizeCategory: ContentSizeCategory? {
        get { traitStateStorage?.minimumCategory }
        set { setContentSizeLimits(minimum: newValue, maximum: maximumContentSizeCategory) }
    }

    /// The largest content size category this view and its subviews use, as iOS 15's
    /// `UIView.maximumContentSizeCategory` (a cap on Dynamic Type for a view that cannot grow).
    public var maximumContentSizeCategory: ContentSizeCategory? {
        get { traitStateStorage?.maximumCategory }
        set { setContentSizeLimits(minimum: minimumContentSizeCategory, maximum: newValue) }
    }

    private func setContentSizeLimits(minimum: ContentSizeCategory?, maximum: ContentSizeCategory?) {
        let old = effectiveContentSizeCategory
        traitState.minimumCategory = minimum == .unspecified ? nil : minimum
        traitState.maximumCategory = maximum == .unspecified ? nil : maximum
        notifyContentSizeCategoryChange(from: old)
    }

    /// The content size category in effect: the nearest override on the view, its controller or above,
    /// else the application's; then held within the content size limits of the view and its superviews.
    var effectiveContentSizeCategory: ContentSizeCategory {
        var category: ContentSizeCategory?
        var v: View? = self
        while let view = v, category == nil {
            if let c = view.traitStateStorage?.contentSizeCategory, c != .unspecified {
                category = c
            } else if let c = view.owningViewController?.traitStateStorage?.contentSizeCategory, c != .unspecified {
                category = c
            }
            v = view.superview
        }
        var result =
            category ?? window?.application?.preferredContentSizeCategory ?? Application.currentContentSizeCategory
        // The limits, nearest first, so that a superview's limit wins over a subview's.
        v = self
        while let view = v {
            if let state = view.traitStateStorage {
                if let low = state.minimumCategory, result < low { result = low }
                if let high = state.maximumCategory, result > high { result = high }
            }
            v = view.superview
        }
        return result
    }

    /// Tells the subtree that the content size category changed from `old`, stopping at views whose own
    /// override (or their controller's) keeps theirs: fonts that adjust re-scale first (so layout sees the
    /// new sizes), then each view's controller and the view hear `traitCollectionDidChange(_:)` and the
    /// handlers registered for `TraitPreferredContentSizeCategory`, with `TraitCollection.current` the new
    /// traits.
    func notifyContentSizeCategoryChange(from old: ContentSizeCategory) {
        let now = effectiveContentSizeCategory
        guard now != old else { return }
        let size = window?.bounds.size
        let style = effectiveUserInterfaceStyle
        let previous = TraitCollection.environment(size: size, style: style, category: old, direction: .application)
        let current = TraitCollection.environment(size: size, style: style, category: now, direction: .application)
        let saved = TraitCollection.current
        TraitCollection.current = current
        defer { TraitCollection.current = saved }
        var changed: [View] = []
        func visit(_ v: View, isRoot: Bool) {
            if !isRoot {
                if (v.traitStateStorage?.contentSizeCategory ?? .unspecified) != .unspecified { return }
                if let c = v.owningViewController,
                    (c.traitStateStorage?.contentSizeCategory ?? .unspecified) != .unspecified
                {
                    return
                }
            }
            // Content size limits on the way down give a view its own category.
            v.adjustFontForContentSizeCategory(v.effectiveContentSizeCategory)
            changed.append(v)
            for s in v.subviews { visit(s, isRoot: false) }
        }
        visit(self, isRoot: true)
        for v in changed { v.traitsDidChange(previous: previous, now: current) }
    }

    /// Re-scales the font of a label, text field or text view that adjusts to the content size category
    /// (`adjustsFontForContentSizeCategory`) and whose font follows a text style; its intrinsic size is
    /// invalidated by the font change, so Auto Layout sizes it again.
    func adjustFontForContentSizeCategory(_ category: ContentSizeCategory) {
        let adjusts: Bool
        let font: Font?
        switch self {
        case let label as Label:
            adjusts = label.adjustsFontForContentSizeCategory
            font = label.fontStorage
        case let field as TextField:
            adjusts = field.adjustsFontForContentSizeCategory
            font = field.font
        case let textView as TextView:
            adjusts = textView.adjustsFontForContentSizeCategory
            font = textView.font
        default: return
        }
        guard adjusts, let font, font.contentSizeScaling != nil else { return }
        let scaled = font.scaled(for: category)
        guard scaled != font else { return }
        switch self {
        case let label as Label:
            label.font = scaled
            // A button sizes itself from its title label: it is sized again too.
            var above = label.superview
            while let v = above, !(v is Button) { above = v.superview }
            if let button = above {
                button.invalidateIntrinsicContentSize()
                button.setNeedsLayout()
            }
        case let field as TextField: field.font = scaled
        case let textView as TextView: textView.font = scaled
        default: break
        }
    }

    /// Calls the view's controller and the view with `traitCollectionDidChange(previous)`, then the handlers
    /// of each registered for a trait that differs between `previous` and `now`.
    func traitsDidChange(previous: TraitCollection, now: TraitCollection) {
        if let controller = owningViewController {
            controller.traitCollectionDidChange(previous)
            TraitChangeRegistration.run(controller.traitStateStorage?.registrations, on: controller, previous, now)
        }
        traitCollectionDidChange(previous)
        TraitChangeRegistration.run(traitStateStorage?.registrations, on: self, previous, now)
    }
}
