/// The traits a view or view controller forces on its subtree, as UIKit's `UITraitOverrides`: read it,
/// change a trait, and the owner applies it (`view.traitOverrides.userInterfaceStyle = .dark`). An unset
/// trait reads `.unspecified`; `contains(_:)` says whether one is set, `remove(_:)` unsets it. The traits
/// a panel can override are the appearance and the content size category.
public struct TraitOverrides: Sendable, Equatable {
    /// The appearance forced (`.unspecified`: inherited).
    public var userInterfaceStyle: UserInterfaceStyle
    /// The content size category forced (`.unspecified`: inherited).
    public var preferredContentSizeCategory: ContentSizeCategory

    init(userInterfaceStyle: UserInterfaceStyle, preferredContentSizeCategory: ContentSizeCategory) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Whether `trait` is overridden. Traits a panel cannot override are never.
    public func contains(_ trait: Trait) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(TraitUserInterfaceStyle.self): userInterfaceStyle != .unspecified
        case ObjectIdentifier(TraitPreferredContentSizeCategory.self): preferredContentSizeCategory != .unspecified
        default: false
        }
    }

    /// Stops overriding `trait` (the subtree inherits it again).
    public mutating func remove(_ trait: Trait) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(TraitUserInterfaceStyle.self): userInterfaceStyle = .unspecified
        case ObjectIdentifier(TraitPreferredContentSizeCategory.self): preferredContentSizeCategory = .unspecified
        default: break
        }
    }
}
