import PanelText

/// Right-to-left interfaces, as UIKit arranges them: a view's `semanticContentAttribute` and the
/// application's direction give the direction of the view's immediate content
/// (`effectiveUserInterfaceLayoutDirection`, which, as Apple documents, does not propagate through the
/// subtree). Where it is right to left, the constraints installed on the view read leading as the right
/// edge and trailing as the left (so stack views arrange right to left), its directional margins put
/// leading on the right, and `.natural` text aligns right.
extension View {
    /// How the view's content is arranged in a right-to-left interface, as `UIView.semanticContentAttribute`.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { layoutStateStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            let direction = effectiveUserInterfaceLayoutDirection
            layoutState.semanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != direction { layoutDirectionDidChange() }
        }
    }

    /// The direction the view arranges its immediate content in, as
    /// `UIView.effectiveUserInterfaceLayoutDirection`.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The direction content with `attribute` is arranged in on this application, as
    /// `UIView.userInterfaceLayoutDirection(for:)`.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
        -> UserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .application)
    }

    /// The direction content with `attribute` is arranged in on an interface running `direction`, as
    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)`.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo direction: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .forceRightToLeft: .rightToLeft
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        }
    }

    /// `alignment` as this view draws it: `.natural` is right aligned when the view is right to left.
    func resolvedTextAlignment(_ alignment: TextAlignment) -> TextAlignment {
        alignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : alignment
    }

    /// The view's direction changed: its directional constraints are read again, and text aligned
    /// `.natural` is laid out again.
    func layoutDirectionDidChange() {
        if let installed = layoutStateStorage?.installed {
            if let engine = layoutRoot.layoutStateStorage?.engine {
                for c in installed where c.isActive && c.namesDirectionalAttribute { engine.rebuild(c) }
            }
            setNeedsConstraintSolve()
        }
        switch self {
        case let label as Label: label.textDidChange()
        case let field as TextField: field.setNeedsLayout()
        case let textView as TextView: textView.textLabel.semanticContentAttribute = semanticContentAttribute
        // The back button's chevron and a cell's disclosure chevron turn with the direction.
        case let bar as NavigationBar: bar.setNeedsItemsUpdate()
        case let cell as TableViewCell: cell.updateAccessory()
        default: break
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The application's direction changed: every view that follows it reads its constraints and text
    /// again.
    static func applicationLayoutDirectionDidChange(in root: View) {
        if root.semanticContentAttribute == .unspecified { root.layoutDirectionDidChange() }
        for subview in root.subviews { applicationLayoutDirectionDidChange(in: subview) }
    }
}

extension View {
    /// Tells `root` and every view below it, and their controllers, that the trait collection's
    /// `layoutDirection` changed from `old` to the application's, with `TraitCollection.current` the
    /// view's new traits while each hears it.
    static func notifyLayoutDirectionTraitChange(in root: View, from old: TraitEnvironmentLayoutDirection) {
        let size = root.window?.bounds.size
        func visit(_ v: View) {
            let style = v.effectiveUserInterfaceStyle
            let category = v.effectiveContentSizeCategory
            let previous = TraitCollection.environment(size: size, style: style, category: category, direction: old)
            let current = TraitCollection.environment(
                size: size, style: style, category: category, direction: .application)
            let saved = TraitCollection.current
            TraitCollection.current = current
            v.traitsDidChange(previous: previous, now: current)
            TraitCollection.current = saved
            for s in v.subviews { visit(s) }
        }
        visit(root)
    }
}
