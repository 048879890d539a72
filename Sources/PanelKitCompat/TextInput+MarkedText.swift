// `UITextInput.markedTextRange` as UIKit code reads it, typically in `shouldChangeCharactersIn` to leave
// text alone while an input method composes (`guard textField.markedTextRange == nil`): PanelKit's keyboards
// type whole characters, so there is never marked text and it is always nil.

extension TextField {
    /// `UITextInput.markedTextRange`: always nil (no input method composes text on a panel).
    public var markedTextRange: UITextRange? { nil }
}

extension TextView {
    /// `UITextInput.markedTextRange`: always nil (no input method composes text on a panel).
    public var markedTextRange: UITextRange? { nil }
}
