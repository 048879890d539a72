/// One handler registered with `registerForTraitChanges(_:handler:)`, as UIKit's
/// `UITraitChangeRegistration`: pass it to `unregisterForTraitChanges(_:)` to stop the handler.
@MainActor
public final class TraitChangeRegistration {
    /// The traits whose change runs the handler.
    let traits: [Trait]
    /// The handler, given the view or controller it was registered on and the previous traits.
    let handler: @MainActor (AnyObject, TraitCollection) -> Void

    init(traits: [Trait], handler: @escaping @MainActor (AnyObject, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether one of the registered traits differs between `previous` and `now`.
    func applies(from previous: TraitCollection, to now: TraitCollection) -> Bool {
        traits.contains { $0.differs(previous, now) }
    }
}

extension TraitChangeRegistration {
    /// Runs those of `registrations` that apply to a change from `previous` to `now`, with `object`. A copy
    /// of the list is run, so a handler may register or unregister others.
    static func run(
        _ registrations: [TraitChangeRegistration]?, on object: AnyObject, _ previous: TraitCollection,
        _ now: TraitCollection
    ) {
        guard let registrations else { return }
        for r in registrations where r.applies(from: previous, to: now) { r.handler(object, previous) }
    }
}
