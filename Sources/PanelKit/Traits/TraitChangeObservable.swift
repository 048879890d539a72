/// Something whose traits can be watched, as UIKit's `UITraitChangeObservable`: views and view
/// controllers. Register a handler for some traits; it runs, with the object and the traits before, each
/// time one of them changes (and not for changes of other traits), until it is unregistered:
///
///     registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, previous: UITraitCollection) in
///         self.updateLayout()
///     }
@MainActor
public protocol TraitChangeObservable: AnyObject {
    /// The traits now.
    var traitCollection: TraitCollection { get }
}

extension TraitChangeObservable {
    /// Runs `handler` after any of `traits` changes here (the appearance, the content size category...),
    /// with this object and the previous traits; the registration stops it (`unregisterForTraitChanges`).
    /// The handler is given the object rather than capturing it, so it makes no retain cycle. As in UIKit
    /// the object's type is a generic parameter the closure names (`(self: Self, previous: UITraitCollection)`
    /// in a class, or the class itself).
    @discardableResult
    public func registerForTraitChanges<Environment: TraitChangeObservable>(
        _ traits: [Trait], handler: @escaping @MainActor (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let me = object as? Environment { handler(me, previous) }
        }
        switch self {
        case let view as View: view.traitState.registrations.append(registration)
        case let controller as ViewController: controller.traitState.registrations.append(registration)
        default: break
        }
        return registration
    }

    /// Stops the handler `registration` registered here; one registered elsewhere is ignored.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        switch self {
        case let view as View: view.traitStateStorage?.registrations.removeAll { $0 === registration }
        case let controller as ViewController:
            controller.traitStateStorage?.registrations.removeAll { $0 === registration }
        default: break
        }
    }
}

extension View: TraitChangeObservable {}
extension ViewController: TraitChangeObservable {}
