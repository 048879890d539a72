/// `target(forAction:withSender:)` and `canPerformAction(_:withSender:)` with a method reference in place
/// of a selector: `responder.target(forAction: Editor.save, withSender: nil)`.
extension Responder {
    /// `target(forAction:withSender:)` for a method of `T` taking no argument.
    public func target<T: AnyObject>(forAction action: @escaping (T) -> () -> Void, withSender sender: Any?) -> Any? {
        target(forAction: ResponderAction(action), withSender: sender)
    }

    /// `target(forAction:withSender:)` for a method of `T` taking the sender.
    public func target<T: AnyObject, Sender>(
        forAction action: @escaping (T) -> (Sender) -> Void, withSender sender: Any?
    ) -> Any? {
        target(forAction: ResponderAction(action), withSender: sender)
    }

    /// `canPerformAction(_:withSender:)` for a method of `T` taking no argument.
    public func canPerformAction<T: AnyObject>(_ action: @escaping (T) -> () -> Void, withSender sender: Any?) -> Bool {
        canPerformAction(ResponderAction(action), withSender: sender)
    }

    /// `canPerformAction(_:withSender:)` for a method of `T` taking the sender.
    public func canPerformAction<T: AnyObject, Sender>(
        _ action: @escaping (T) -> (Sender) -> Void, withSender sender: Any?
    ) -> Bool {
        canPerformAction(ResponderAction(action), withSender: sender)
    }
}
