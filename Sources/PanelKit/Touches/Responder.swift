/// An object that can handle touches, as `UIResponder`.
///
/// Touch methods that a responder does not override pass the touches on to `next`, so a touch that
/// lands on a label reaches the view (or view controller) that handles it.
@MainActor
open class Responder {
    public init() {}

    /// The next responder in the chain: a view's view controller or superview, a controller's
    /// view's superview.
    open var next: Responder? { nil }

    /// Fingers touched down in this responder's view.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were taken away: a gesture recognizer recognized them, or the input device went away.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }
}

/// Responders compare and hash by identity, as `UIResponder` does through `NSObject` (`isEqual:` is
/// `===` unless overridden): `subviews == [a, b]`, `pages.firstIndex(of: viewController)` and
/// `Set<UIView>` work as in UIKit. Views, windows, view controllers and the application are responders.
extension Responder: Hashable {
    public nonisolated static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
