extension SheetPresentationController {
    /// A height where a sheet rests, as `UISheetPresentationController.Detent`: `.large()` (the sheet's full
    /// height), `.medium()` (half of it, inactive in a vertically compact container such as an 800 x 480
    /// panel) or `.custom(identifier:resolver:)`, whose resolver gets the container's traits and the largest
    /// height and returns the sheet's height in points (nil: inactive).
    @MainActor
    public final class Detent {
        /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }

        /// The detent's identifier (a custom detent made without one gets a unique one).
        public let identifier: Identifier
        private let resolver: (any SheetPresentationControllerDetentResolutionContext) -> Double?

        private init(
            identifier: Identifier,
            resolver: @escaping (any SheetPresentationControllerDetentResolutionContext) -> Double?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The sheet at its full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The sheet at about half the container's height; inactive in a vertically compact container.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : (context.maximumDetentValue / 2).rounded()
            }
        }

        /// A detent whose height `resolver` computes each time the sheet lays out; nil makes it inactive.
        /// Without an identifier the detent gets a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any SheetPresentationControllerDetentResolutionContext) -> Double?
        ) -> Detent {
            customCount += 1
            return Detent(identifier: identifier ?? Identifier("PanelKit.custom.\(customCount)"), resolver: resolver)
        }

        /// The detent's height in `context`, at most the largest height; nil when it is inactive there (or
        /// the resolver answered something that is not a finite, positive number).
        public func resolvedValue(in context: any SheetPresentationControllerDetentResolutionContext) -> Double? {
            guard let value = resolver(context), value.isFinite, value > 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }

        private static var customCount = 0
    }

    /// What a detent's resolver is given.
    struct DetentContext: SheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: TraitCollection
        let maximumDetentValue: Double
    }
}

/// What a custom detent's resolver is given, as `UISheetPresentationControllerDetentResolutionContext`.
@MainActor
public protocol SheetPresentationControllerDetentResolutionContext {
    /// The traits of the container the sheet is in.
    var containerTraitCollection: TraitCollection { get }
    /// The height of the large detent: the tallest the sheet can be.
    var maximumDetentValue: Double { get }
}
