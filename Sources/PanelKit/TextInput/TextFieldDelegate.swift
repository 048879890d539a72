/// What a text field asks and tells while it is edited, as `UITextFieldDelegate`. Every method is
/// optional; the defaults allow everything.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether a tap (or `becomeFirstResponder()`) may start editing.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (a refusal keeps the field first responder, unless it leaves its window
    /// or `endEditing(true)` forces it).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended. Called only when the `reason` variant is not implemented, as in UIKit.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Editing ended, and why.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 units of the current text) may become `string`; a key
    /// typed replaces the selection (an empty range at the caret), the delete key the selection or the
    /// character before the caret with "".
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: CharacterRange, replacementString string: String
    )
        -> Bool
    /// The caret moved or the selection changed (by the user, by code, or after a change of the text).
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// The return key was pressed; return true to let the field do what return does (it sends
    /// `.editingDidEndOnExit`, which ends editing when the field has an action for that event).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The edit menu for the characters in `range` (iOS 16): `suggestedActions` (Cut, Copy, Paste, Select,
    /// Select All as they apply) kept, changed or replaced; nil shows the suggested actions.
    func textField(
        _ textField: TextField, editMenuForCharactersIn range: CharacterRange, suggestedActions: [MenuElement]
    )
        -> Menu?
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: CharacterRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textField(
        _ textField: TextField, editMenuForCharactersIn range: CharacterRange, suggestedActions: [MenuElement]
    ) -> Menu? { nil }
}
