#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a text view asks and tells while it is edited, as `UITextViewDelegate`. It refines
/// `ScrollViewDelegate`, as UIKit's does: set it as the text view's `delegate` and the scrolling events
/// come to the same object. Every method is optional; the defaults allow everything.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether a tap (or `becomeFirstResponder()`) may start editing.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began: the text view is first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end (a refusal keeps the text view first responder, unless it leaves its window
    /// or `endEditing(true)` forces it).
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the characters in `range` (UTF-16 units of the current text) may become `text`: a key typed
    /// replaces the selection, an empty range at the caret (return types "\n"); the delete key the selection
    /// or the character before the caret with "".
    func textView(_ textView: TextView, shouldChangeTextIn range: CharacterRange, replacementText text: String)
        -> Bool
    /// The user changed the text (a key typed or deleted); setting `text` in code does not call it.
    func textViewDidChange(_ textView: TextView)
    /// The caret moved or the selection changed (by the user or by code); after a change of the text, before
    /// `textViewDidChange(_:)`.
    func textViewDidChangeSelection(_ textView: TextView)
    /// The action a tap on a link (`textItem`) performs: `defaultAction` opens it; nil does nothing. By
    /// default the older `textView(_:shouldInteractWith:in:interaction:)` decides between the two.
    func textView(_ textView: TextView, primaryActionFor textItem: TextItem, defaultAction: Action) -> Action?
    /// Whether a tap on the link to `URL` in `characterRange` opens it (true by default).
    func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: CharacterRange,
        interaction: TextItemInteraction
    ) -> Bool
    /// The edit menu for the text in `range` (iOS 16): `suggestedActions` (Cut, Copy, Paste, Select, Select
    /// All as they apply) kept, changed or replaced; nil shows the suggested actions.
    func textView(_ textView: TextView, editMenuForTextIn range: CharacterRange, suggestedActions: [MenuElement])
        -> Menu?
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: CharacterRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
    public func textView(_ textView: TextView, primaryActionFor textItem: TextItem, defaultAction: Action) -> Action? {
        guard case .link(let url) = textItem.content else { return defaultAction }
        let interact = self.textView(
            textView, shouldInteractWith: url, in: textItem.range, interaction: .invokeDefaultAction)
        return interact ? defaultAction : nil
    }
    public func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: CharacterRange,
        interaction: TextItemInteraction
    ) -> Bool { true }
    public func textView(
        _ textView: TextView, editMenuForTextIn range: CharacterRange, suggestedActions: [MenuElement]
    ) -> Menu? { nil }
}
