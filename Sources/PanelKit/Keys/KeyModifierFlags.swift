/// The modifier keys held with a key, as `UIKeyModifierFlags` (with its raw values).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option on a Mac keyboard, Alt on a PC's.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command on a Mac keyboard, the Super ("Windows") key on a PC's.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)

    /// The flags for the platform's modifiers.
    init(_ modifiers: KeyModifiers) {
        var f: KeyModifierFlags = []
        if modifiers.contains(.capsLock) { f.insert(.alphaShift) }
        if modifiers.contains(.shift) { f.insert(.shift) }
        if modifiers.contains(.control) { f.insert(.control) }
        if modifiers.contains(.alternate) { f.insert(.alternate) }
        if modifiers.contains(.command) { f.insert(.command) }
        if modifiers.contains(.numericPad) { f.insert(.numericPad) }
        self = f
    }
}
