/// A responder's action method, named without a selector: what `UIApplication.sendAction(_:to:from:for:)`,
/// `UIResponder.target(forAction:withSender:)` and `canPerformAction(_:withSender:)` take in place of
/// UIKit's `Selector` (`PanelKitCompat` spells it `Selector`).
///
/// There is no Objective-C runtime to look a method up by name, so an action is a method reference,
/// `ResponderAction(Editor.save)`: a responder "implements" it when it is of the method's class (`Editor`
/// or a subclass), and performing it calls the method on that responder with the sender when the method
/// takes one (a sender of another type than the method's parameter does not call it).
@MainActor
public struct ResponderAction {
    /// The class whose method the action is.
    public let receiverType: AnyObject.Type
    private let isReceiver: (AnyObject) -> Bool
    private let call: (AnyObject, Any?) -> Void

    /// The action calling a method of `T` that takes no argument (`@objc func save()`); what it returns is
    /// dropped (`UIResponder.resignFirstResponder`).
    public init<T: AnyObject, Result>(_ method: @escaping (T) -> () -> Result) {
        receiverType = T.self
        isReceiver = { $0 is T }
        call = { target, _ in
            if let t = target as? T { _ = method(t)() }
        }
    }

    /// The action calling a method of `T` that takes the sender (`@objc func save(_ sender: Any?)`, or a
    /// sender of a given type, `(_ sender: UIButton)`).
    public init<T: AnyObject, Sender, Result>(_ method: @escaping (T) -> (Sender) -> Result) {
        receiverType = T.self
        isReceiver = { $0 is T }
        call = { target, sender in
            guard let t = target as? T else { return }
            if let s = sender as? Sender {
                _ = method(t)(s)
            } else if sender == nil, let s = Optional<Any>.none as? Sender {
                // A method taking an optional sender is called with nil.
                _ = method(t)(s)
            }
        }
    }

    /// Whether `object` implements the action: it is of the method's class.
    public func canBePerformed(by object: AnyObject) -> Bool { isReceiver(object) }

    /// Calls the method on `target` with `sender`; returns whether `target` implements it.
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?) -> Bool {
        guard isReceiver(target) else { return false }
        call(target, sender)
        return true
    }
}
