/// A text view's notifications, as UIKit's, posted on `NotificationCenter.default` with the text view as
/// the object: editing began, the user changed the text (not setting `text`), editing ended.
extension TextView {
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
}
