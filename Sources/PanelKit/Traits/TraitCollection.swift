/// The environment a view or view controller is in, as `UITraitCollection`: size classes from the window's
/// size, the device idiom, the appearance, the scale and the content size category (Dynamic Type).
///
/// A panel's size classes follow its window: regular width from 700 points, regular height from 600, so an
/// 800x480 panel is regular by compact (as a large phone on its side) and the larger panels and the
/// 720x1280 portrait panel are regular both ways (as an iPad). A view outside a window has unspecified
/// size classes.
public final class TraitCollection: Equatable, Sendable, CustomStringConvertible {
    public let horizontalSizeClass: UserInterfaceSizeClass
    public let verticalSizeClass: UserInterfaceSizeClass
    public let userInterfaceIdiom: UserInterfaceIdiom
    public let userInterfaceStyle: UserInterfaceStyle
    /// Pixels per point: 1 on a panel (0 when unspecified).
    public let displayScale: Double
    /// How large text should be (`.unspecified` when not said).
    public let preferredContentSizeCategory: ContentSizeCategory
    /// Which way the interface reads: the application's direction (`.unspecified` when not said).
    public let layoutDirection: TraitEnvironmentLayoutDirection

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified, scale: 0)
    }

    /// A collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(
            horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, style: .unspecified, scale: 0)
    }

    /// A collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(
            horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, style: .unspecified, scale: 0)
    }

    /// A collection with only the appearance specified.
    public convenience init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: userInterfaceStyle, scale: 0)
    }

    /// A collection with only the idiom specified.
    public convenience init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom, style: .unspecified, scale: 0)
    }

    /// A collection with only the scale specified.
    public convenience init(displayScale: Double) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified,
            scale: displayScale)
    }

    /// A collection with only the content size category specified.
    public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified, scale: 0,
            category: preferredContentSizeCategory)
    }

    /// A collection with only the layout direction specified.
    public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified, scale: 0,
            direction: layoutDirection)
    }

    /// The traits of `collections` together: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [TraitCollection]) {
        var h = UserInterfaceSizeClass.unspecified
        var v = UserInterfaceSizeClass.unspecified
        var idiom = UserInterfaceIdiom.unspecified
        var style = UserInterfaceStyle.unspecified
        var scale = 0.0
        var category = ContentSizeCategory.unspecified
        var direction = TraitEnvironmentLayoutDirection.unspecified
        for c in collections {
            if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
        }
        self.init(
            horizontal: h, vertical: v, idiom: idiom, style: style, scale: scale, category: category,
            direction: direction)
    }

    init(
        horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass, idiom: UserInterfaceIdiom,
        style: UserInterfaceStyle, scale: Double, category: ContentSizeCategory = .unspecified,
        direction: TraitEnvironmentLayoutDirection = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        displayScale = scale
        preferredContentSizeCategory = category
        layoutDirection = direction
    }

    /// The traits of a view in a window of `size` (nil: outside a window), with `style`, `category` and
    /// `direction`.
    static func environment(
        size: Size?, style: UserInterfaceStyle, category: ContentSizeCategory = .unspecified,
        direction: TraitEnvironmentLayoutDirection = .unspecified
    ) -> TraitCollection {
        guard let size else {
            return TraitCollection(
                horizontal: .unspecified, vertical: .unspecified, idiom: .pad, style: style, scale: 1,
                category: category, direction: direction)
        }
        return TraitCollection(
            horizontal: size.width >= 700 ? .regular : .compact, vertical: size.height >= 600 ? .regular : .compact,
            idiom: .pad, style: style, scale: 1, category: category, direction: direction)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == verticalSizeClass)
            && (o.userInterfaceIdiom == .unspecified || o.userInterfaceIdiom == userInterfaceIdiom)
            && (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.displayScale == 0 || o.displayScale == displayScale)
            && (o.preferredContentSizeCategory == .unspecified
                || o.preferredContentSizeCategory == preferredContentSizeCategory)
            && (o.layoutDirection == .unspecified || o.layoutDirection == layoutDirection)
    }

    /// Whether colours would look different under `other` (its appearance differs).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.displayScale == rhs.displayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection
    }

    public var description: String {
        "TraitCollection(horizontal: \(horizontalSizeClass), vertical: \(verticalSizeClass), idiom: "
            + "\(userInterfaceIdiom), style: \(userInterfaceStyle), scale: \(displayScale), "
            + "contentSize: \(preferredContentSizeCategory), layoutDirection: \(layoutDirection))"
    }
}
