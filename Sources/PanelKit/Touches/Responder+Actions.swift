/// `target(forAction:withSender:)` and `canPerformAction(_:withSender:)` with a method reference in place
/// of a selector: `responder.target(forAction: Editor.save, withSender: nil)`.
extension Responder {
    /// `target(forAction:withSender:)` for a method of `T` taking no argument.
    public func target<T: AnyObject, Result>(forAction action: @escaping (T) -> () -> Result, withSender sender: Any?)
        -> Any?
    {
        target(forAction: ResponderAction(action), withSender: sender)
    }

    /// `target(forAction:withSender:)` for a method of `T` taking the sender.
    public func target<T: AnyObject, Sender, Result>(
        forAction action: @escaping (T) -> (Sender) -> Result, withSender sender: Any?
    ) -> Any? {
        target(forAction: ResponderAction(action), withSender: sender)
    }

    /// `canPerformAction(_:withSender:)` for a method of `T` taking no argument.
    public func canPerformAction<T: AnyObject, Result>(_ action: @escaping (T) -> () -> Result, withSender sender: Any?)
        -> Bool
    {
        canPerformAction(ResponderAction(action), withSender: sender)
    }

    /// `canPerformAction(_:withSender:)` for a method of `T` taking the sender.
    public func canPerformAction<T: AnyObject, Sender, Result>(
        _ action: @escaping (T) -> (Sender) -> Result, withSender sender: Any?
    ) -> Bool {
        canPerformAction(ResponderAction(action), withSender: sender)
    }
}
