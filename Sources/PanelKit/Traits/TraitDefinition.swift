/// A trait a handler can register for (`registerForTraitChanges(_:handler:)`), as UIKit's
/// `UITraitDefinition`: it says whether two collections differ in it. The traits are the ones a panel's
/// collections have: appearance, content size category, size classes, idiom and scale.
public protocol TraitDefinition {
    /// Whether `a` and `b` have different values of this trait.
    static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool
}

/// A trait type, as UIKit's `UITrait` (`[UITraitUserInterfaceStyle.self, ...]`).
public typealias Trait = any TraitDefinition.Type

/// The appearance, `TraitCollection.userInterfaceStyle`.
public enum TraitUserInterfaceStyle: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.userInterfaceStyle != b.userInterfaceStyle
    }
}

/// The content size category, `TraitCollection.preferredContentSizeCategory`.
public enum TraitPreferredContentSizeCategory: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

/// The width size class, `TraitCollection.horizontalSizeClass`.
public enum TraitHorizontalSizeClass: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.horizontalSizeClass != b.horizontalSizeClass
    }
}

/// The height size class, `TraitCollection.verticalSizeClass`.
public enum TraitVerticalSizeClass: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.verticalSizeClass != b.verticalSizeClass
    }
}

/// The idiom, `TraitCollection.userInterfaceIdiom`.
public enum TraitUserInterfaceIdiom: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.userInterfaceIdiom != b.userInterfaceIdiom
    }
}

/// The scale, `TraitCollection.displayScale`.
public enum TraitDisplayScale: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.displayScale != b.displayScale }
}

/// The layout direction, `TraitCollection.layoutDirection`.
public enum TraitLayoutDirection: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.layoutDirection != b.layoutDirection
    }
}
