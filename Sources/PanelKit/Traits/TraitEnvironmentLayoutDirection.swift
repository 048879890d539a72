/// The layout direction of a trait environment, as `UITraitEnvironmentLayoutDirection` (UIKit's raw
/// values): `TraitCollection.layoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    /// The trait value of an interface running `direction`.
    init(_ direction: UserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The application's direction as a trait (`Application.userInterfaceLayoutDirection`).
    @MainActor static var application: TraitEnvironmentLayoutDirection {
        TraitEnvironmentLayoutDirection(UserInterfaceLayoutDirection.application)
    }
}
