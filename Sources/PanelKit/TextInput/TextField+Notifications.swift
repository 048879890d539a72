/// A text field's notifications, as UIKit's, posted on `NotificationCenter.default` with the field as the
/// object: editing began, the user changed the text (typing, deleting, the clear button; not setting
/// `text`), editing ended.
extension TextField {
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
}
