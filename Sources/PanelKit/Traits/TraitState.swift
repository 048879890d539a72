/// What a view or controller keeps for trait registration and Dynamic Type, made the first time it is
/// needed (so views that use neither carry one empty reference).
@MainActor
final class TraitState {
    /// Handlers from `registerForTraitChanges(_:handler:)`, in registration order.
    var registrations: [TraitChangeRegistration] = []
    /// `traitOverrides.preferredContentSizeCategory` (`.unspecified`: inherit).
    var contentSizeCategory = ContentSizeCategory.unspecified
    /// `minimumContentSizeCategory` and `maximumContentSizeCategory` of a view (nil: no limit).
    var minimumCategory: ContentSizeCategory?
    var maximumCategory: ContentSizeCategory?
    /// `adjustsFontForContentSizeCategory` of a text field or text view (a label keeps its own).
    var adjustsFont = false
}
