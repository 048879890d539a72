/// `UIApplication.sendAction(_:to:from:for:)`: an action sent to a target, or (nil target) up the responder
/// chain from the first responder to the first object that performs it, the application and its delegate
/// included.
extension Application {
    /// Sends `action` to `target`, or when `target` is nil to the first responder up the chain that
    /// performs it (`target(forAction:withSender:)`), starting at the key window's first responder (else
    /// `sender` when it is a responder, else the key window). Returns whether an object performed it.
    @discardableResult
    public func sendAction(_ action: ResponderAction, to target: AnyObject?, from sender: Any?, for event: Event?)
        -> Bool
    {
        sendAction(action, to: target, from: sender, for: event, startingAt: nil)
    }

    /// `sendAction(_:to:from:for:)` whose chain starts at `start` when there is no first responder (a bar
    /// item's view, for an item that is no responder).
    func sendAction(
        _ action: ResponderAction, to target: AnyObject?, from sender: Any?, for event: Event?,
        startingAt start: Responder?
    ) -> Bool {
        if let target { return action.perform(on: target, sender: sender) }
        guard let start = keyWindow?.firstResponderStorage ?? start ?? actionChainStart(sender: sender),
            let found = start.target(forAction: action, withSender: sender) as? AnyObject
        else { return false }
        return action.perform(on: found, sender: sender)
    }

    /// `sendAction(_:to:from:for:)` with a method of `T` taking no argument: `sendAction(Editor.save, to: nil,
    /// from: self, for: nil)`.
    @discardableResult
    public func sendAction<T: AnyObject, Result>(
        _ action: @escaping (T) -> () -> Result, to target: AnyObject?, from sender: Any?, for event: Event?
    ) -> Bool {
        sendAction(ResponderAction(action), to: target, from: sender, for: event)
    }

    /// `sendAction(_:to:from:for:)` with a method of `T` taking the sender.
    @discardableResult
    public func sendAction<T: AnyObject, Sender, Result>(
        _ action: @escaping (T) -> (Sender) -> Result, to target: AnyObject?, from sender: Any?, for event: Event?
    ) -> Bool {
        sendAction(ResponderAction(action), to: target, from: sender, for: event)
    }

    /// Where a nil-targeted action starts: the key window's first responder, else the sender when it is a
    /// responder, else the key window (whose chain goes on to the application).
    private func actionChainStart(sender: Any?) -> Responder? {
        if let first = keyWindow?.firstResponderStorage { return first }
        if let responder = sender as? Responder { return responder }
        return keyWindow ?? self
    }
}
