/// An object that can handle touches, as `UIResponder`.
///
/// Touch methods that a responder does not override pass the touches on to `next`, so a touch that
/// lands on a label reaches the view (or view controller) that handles it.
@MainActor
open class Responder {
    public init() {}

    /// The next responder in the chain: a view's view controller or superview, a controller's
    /// view's superview, a window's application, the application's delegate (when it is a responder).
    open var next: Responder? { nil }
    /// A view shown above the on-screen keyboard while this responder is first responder, as
    /// `UIResponder.inputAccessoryView` (text fields and text views let it be set).
    open var inputAccessoryView: View? { nil }
    /// A view shown in place of the on-screen keyboard while this responder is first responder (a picker,
    /// a keypad of its own), as `UIResponder.inputView`; nil shows the keyboard. Text fields and text views
    /// let it be set.
    open var inputView: View? { nil }

    /// Shows the current `inputView` and `inputAccessoryView` while this responder is first responder (the
    /// keyboard's window takes their sizes and the keyboard notifications say so), as
    /// `UIResponder.reloadInputViews()`; does nothing otherwise.
    open func reloadInputViews() {
        guard let window = hostWindow, window.firstResponderStorage === self else { return }
        window.application?.firstResponderDidChange(in: window)
    }

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

    // MARK: Presses

    /// Keys of a hardware keyboard went down while this responder was first responder (or on the
    /// responder chain above it); the default passes them to `next`, as UIKit's.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Held keys changed (not sent for keyboards, whose keys are down or up); the default passes them on.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys came up; the default passes them on.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Keys were taken away (their keyboard went); the default passes them on.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers while it is on the responder chain, as
    /// `UIResponder.keyCommands` (none by default). A key down that matches one, looked for from the first
    /// responder up, performs it instead of being sent as a press.
    open var keyCommands: [KeyCommand]? { nil }

    // MARK: Actions

    /// Whether this responder performs `action`, as `UIResponder.canPerformAction(_:withSender:)`: by default,
    /// whether it implements it (is of the method's class). Override it to refuse an action, or to take it.
    open func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        action.canBePerformed(by: self)
    }

    /// The object that performs `action`, as `UIResponder.target(forAction:withSender:)`: this responder when
    /// `canPerformAction` says yes, otherwise the answer of `next` (nil at the end of the chain).
    open func target(forAction action: ResponderAction, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    // MARK: First responder

    /// Whether the responder can take key input as its window's first responder (false by default; text
    /// fields say true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets go of first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { hostWindow?.firstResponderStorage === self }

    /// Makes the responder its window's first responder, as UIKit does: the current one is asked to resign
    /// first, and nothing changes when it refuses or when the responder cannot become first responder or
    /// is in no window. A responder that takes key input (`KeyInput`) brings up the on-screen keyboard.
    /// Returns whether the responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = hostWindow else { return false }
        if window.firstResponderStorage === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponderStorage {
            // The keyboard hears of the hand-over once, at its end, so it does not start to go down.
            window.isHandingOverFirstResponder = true
            let resigned = current.canResignFirstResponder && current.resignFirstResponder()
            window.isHandingOverFirstResponder = false
            guard resigned else { return false }
        }
        window.firstResponderStorage = self
        window.application?.firstResponderDidChange(in: window)
        return true
    }

    /// Gives up first-responder status; returns whether the responder is no longer the first responder.
    /// Subclasses that override it call `super` when they agree to resign.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = hostWindow, window.firstResponderStorage === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponderStorage = nil
        window.application?.firstResponderDidChange(in: window)
        return true
    }

    /// The window this responder is in: a view's own, else that of the first view up the chain.
    var hostWindow: Window? {
        var r: Responder? = self
        while let x = r {
            if let v = x as? View { return v.window }
            r = x.next
        }
        return nil
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
