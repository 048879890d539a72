extension View {
    /// Makes the first responder in this view's subtree (this view included) resign, as UIKit's
    /// `endEditing(_:)`: with `force`, it resigns even when it (or a text field's or text view's delegate) refuses.
    /// Returns whether no responder in the subtree is first responder afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let first = window.firstResponderStorage as? View, first.isDescendant(of: self) else {
            return true
        }
        if first.resignFirstResponder() { return true }
        guard force else { return false }
        first.forceResignFirstResponder()
        return true
    }

    /// Clears first-responder status without asking: the view is leaving its window, or `endEditing(true)`.
    func forceResignFirstResponder() {
        guard let window, window.firstResponderStorage === self else { return }
        (self as? TextField)?.endEditingSession(reason: .committed)
        (self as? TextView)?.endEditingSession()
        window.firstResponderStorage = nil
        window.application?.firstResponderDidChange(in: window)
    }

    /// This view's text changed: while it is its window's first responder, the on-screen keyboard's
    /// automatic shift follows (a capital at the start of a sentence).
    func firstResponderTextDidChange() {
        guard let window, window.firstResponderStorage === self else { return }
        window.application?.keyInputTextDidChange()
    }
}
