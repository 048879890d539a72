/// A key of a hardware keyboard, as `UIKey`: what it types and where it is.
@MainActor
public final class Key {
    /// What the key types with the modifiers held ("A" for shift+a); empty for keys that type nothing.
    public let characters: String
    /// What the key types without modifiers.
    public let charactersIgnoringModifiers: String
    /// The modifiers held (and Caps Lock) as the key went down.
    public let modifierFlags: KeyModifierFlags
    /// The key's place on the keyboard.
    public let keyCode: KeyboardHIDUsage

    public init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: KeyModifierFlags,
        keyCode: KeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }

    /// The key of a platform key event. Keys that type nothing (arrows, Escape, Page Up, F1…) say which
    /// they are with UIKit's `UIKeyCommand.input…` strings, as UIKit's `UIKey` does.
    convenience init(_ event: KeyEvent) {
        let usage = KeyboardHIDUsage(linuxKeyCode: event.code)
        let special = KeyCommand.specialInput(for: usage)
        self.init(
            characters: special ?? event.characters,
            charactersIgnoringModifiers: special ?? event.charactersIgnoringModifiers,
            modifierFlags: KeyModifierFlags(event.modifiers), keyCode: usage)
    }
}
