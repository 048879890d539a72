/// One key of a hardware keyboard going down, repeating or coming up, translated through the keyboard's
/// layout (xkbcommon on a panel).
public struct KeyEvent: Hashable, Sendable {
    /// The key's Linux input code (`KEY_A` is 30): where it is on the keyboard, whatever the layout.
    public var code: Int
    /// Down (or repeating) rather than up.
    public var isDown: Bool
    /// A repeat while the key is held (generated after the repeat delay, at the repeat rate).
    public var isRepeat: Bool
    /// What the key types with the modifiers held ("A" for shift+a); empty for keys that type nothing.
    public var characters: String
    /// What the key types without modifiers ("a").
    public var charactersIgnoringModifiers: String
    /// The modifiers held (and Caps Lock locked) when the key went down.
    public var modifiers: KeyModifiers
    /// Seconds on the `MonotonicClock` timeline.
    public var timestamp: Double

    public init(
        code: Int, isDown: Bool, isRepeat: Bool = false, characters: String = "",
        charactersIgnoringModifiers: String = "", modifiers: KeyModifiers = [], timestamp: Double
    ) {
        self.code = code
        self.isDown = isDown
        self.isRepeat = isRepeat
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = KeyModifiers(rawValue: 1 << 0)
    public static let shift = KeyModifiers(rawValue: 1 << 1)
    public static let control = KeyModifiers(rawValue: 1 << 2)
    public static let alternate = KeyModifiers(rawValue: 1 << 3)
    /// The Super ("Windows") key, which UIKit calls command.
    public static let command = KeyModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = KeyModifiers(rawValue: 1 << 5)
}
