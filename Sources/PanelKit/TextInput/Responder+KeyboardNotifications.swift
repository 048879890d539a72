/// The on-screen keyboard's notifications, as UIKit's `UIResponder.keyboardWillShowNotification` and the
/// others, posted on `NotificationCenter.default` with no object. Their `userInfo` holds the frames (a
/// `Rect` in screen coordinates: convert with `view.convert(frame, from: nil)`), the slide's duration
/// (`Double`), its curve (`Int`, an `AnimationCurve` raw value) and whether the keyboard is this app's (`true`).
///
/// Order, as iOS posts them: will change frame, will show (or hide), both inside the keyboard's animation
/// block (so frame changes made by an observer move with the keyboard); then, when the slide ends, did
/// change frame and did show (or hide).
extension Responder {
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the slide (`Rect`, screen coordinates; off the bottom of the screen when
    /// it comes up).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the slide (`Rect`, screen coordinates; off the bottom when it goes).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The slide's duration in seconds (`Double`).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The slide's curve (`Int`, an `AnimationCurve` raw value: ease-out up, ease-in down).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (`Bool`, always true).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
