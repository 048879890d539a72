/// A responder that takes typed text, as `UIKeyInput`: while it is first responder the on-screen keyboard
/// shows, and its keys arrive here.
@MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` where the caret is ("\n" is the return key).
    func insertText(_ text: String)
    /// Deletes the character before the caret.
    func deleteBackward()
    /// Which keyboard layout to show (letters by default).
    var keyboardType: KeyboardType { get }
    /// What the return key says.
    var returnKeyType: ReturnKeyType { get }
    /// When the keyboard's shift comes on by itself.
    var autocapitalizationType: TextAutocapitalizationType { get }
    /// Whether the return key is off while there is no text.
    var enablesReturnKeyAutomatically: Bool { get }
    /// The keyboard's colours.
    var keyboardAppearance: KeyboardAppearance { get }
}

extension KeyInput {
    public var keyboardType: KeyboardType { .default }
    public var returnKeyType: ReturnKeyType { .default }
    public var autocapitalizationType: TextAutocapitalizationType { .sentences }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var keyboardAppearance: KeyboardAppearance { .default }
}
