/// Which key was pressed, by its USB HID usage (its place on a US keyboard, whatever the layout types), as
/// `UIKeyboardHIDUsage`.
public struct KeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardErrorUndefined = KeyboardHIDUsage(rawValue: 0x03)
    public static let keyboardA = KeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardB = KeyboardHIDUsage(rawValue: 0x05)
    public static let keyboardC = KeyboardHIDUsage(rawValue: 0x06)
    public static let keyboardD = KeyboardHIDUsage(rawValue: 0x07)
    public static let keyboardE = KeyboardHIDUsage(rawValue: 0x08)
    public static let keyboardF = KeyboardHIDUsage(rawValue: 0x09)
    public static let keyboardG = KeyboardHIDUsage(rawValue: 0x0A)
    public static let keyboardH = KeyboardHIDUsage(rawValue: 0x0B)
    public static let keyboardI = KeyboardHIDUsage(rawValue: 0x0C)
    public static let keyboardJ = KeyboardHIDUsage(rawValue: 0x0D)
    public static let keyboardK = KeyboardHIDUsage(rawValue: 0x0E)
    public static let keyboardL = KeyboardHIDUsage(rawValue: 0x0F)
    public static let keyboardM = KeyboardHIDUsage(rawValue: 0x10)
    public static let keyboardN = KeyboardHIDUsage(rawValue: 0x11)
    public static let keyboardO = KeyboardHIDUsage(rawValue: 0x12)
    public static let keyboardP = KeyboardHIDUsage(rawValue: 0x13)
    public static let keyboardQ = KeyboardHIDUsage(rawValue: 0x14)
    public static let keyboardR = KeyboardHIDUsage(rawValue: 0x15)
    public static let keyboardS = KeyboardHIDUsage(rawValue: 0x16)
    public static let keyboardT = KeyboardHIDUsage(rawValue: 0x17)
    public static let keyboardU = KeyboardHIDUsage(rawValue: 0x18)
    public static let keyboardV = KeyboardHIDUsage(rawValue: 0x19)
    public static let keyboardW = KeyboardHIDUsage(rawValue: 0x1A)
    public static let keyboardX = KeyboardHIDUsage(rawValue: 0x1B)
    public static let keyboardY = KeyboardHIDUsage(rawValue: 0x1C)
    public static let keyboardZ = KeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = KeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard2 = KeyboardHIDUsage(rawValue: 0x1F)
    public static let keyboard3 = KeyboardHIDUsage(rawValue: 0x20)
    public static let keyboard4 = KeyboardHIDUsage(rawValue: 0x21)
    public static let keyboard5 = KeyboardHIDUsage(rawValue: 0x22)
    public static let keyboard6 = KeyboardHIDUsage(rawValue: 0x23)
    public static let keyboard7 = KeyboardHIDUsage(rawValue: 0x24)
    public static let keyboard8 = KeyboardHIDUsage(rawValue: 0x25)
    public static let keyboard9 = KeyboardHIDUsage(rawValue: 0x26)
    public static let keyboard0 = KeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = KeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = KeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = KeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = KeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardHyphen = KeyboardHIDUsage(rawValue: 0x2D)
    public static let keyboardEqualSign = KeyboardHIDUsage(rawValue: 0x2E)
    public static let keyboardOpenBracket = KeyboardHIDUsage(rawValue: 0x2F)
    public static let keyboardCloseBracket = KeyboardHIDUsage(rawValue: 0x30)
    public static let keyboardBackslash = KeyboardHIDUsage(rawValue: 0x31)
    public static let keyboardNonUSPound = KeyboardHIDUsage(rawValue: 0x32)
    public static let keyboardSemicolon = KeyboardHIDUsage(rawValue: 0x33)
    public static let keyboardQuote = KeyboardHIDUsage(rawValue: 0x34)
    public static let keyboardGraveAccentAndTilde = KeyboardHIDUsage(rawValue: 0x35)
    public static let keyboardComma = KeyboardHIDUsage(rawValue: 0x36)
    public static let keyboardPeriod = KeyboardHIDUsage(rawValue: 0x37)
    public static let keyboardSlash = KeyboardHIDUsage(rawValue: 0x38)
    public static let keyboardCapsLock = KeyboardHIDUsage(rawValue: 0x39)
    public static let keyboardF1 = KeyboardHIDUsage(rawValue: 0x3A)
    public static let keyboardF2 = KeyboardHIDUsage(rawValue: 0x3B)
    public static let keyboardF3 = KeyboardHIDUsage(rawValue: 0x3C)
    public static let keyboardF4 = KeyboardHIDUsage(rawValue: 0x3D)
    public static let keyboardF5 = KeyboardHIDUsage(rawValue: 0x3E)
    public static let keyboardF6 = KeyboardHIDUsage(rawValue: 0x3F)
    public static let keyboardF7 = KeyboardHIDUsage(rawValue: 0x40)
    public static let keyboardF8 = KeyboardHIDUsage(rawValue: 0x41)
    public static let keyboardF9 = KeyboardHIDUsage(rawValue: 0x42)
    public static let keyboardF10 = KeyboardHIDUsage(rawValue: 0x43)
    public static let keyboardF11 = KeyboardHIDUsage(rawValue: 0x44)
    public static let keyboardF12 = KeyboardHIDUsage(rawValue: 0x45)
    public static let keyboardPrintScreen = KeyboardHIDUsage(rawValue: 0x46)
    public static let keyboardScrollLock = KeyboardHIDUsage(rawValue: 0x47)
    public static let keyboardPause = KeyboardHIDUsage(rawValue: 0x48)
    public static let keyboardInsert = KeyboardHIDUsage(rawValue: 0x49)
    public static let keyboardHome = KeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = KeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = KeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = KeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = KeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = KeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = KeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = KeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = KeyboardHIDUsage(rawValue: 0x52)
    public static let keypadNumLock = KeyboardHIDUsage(rawValue: 0x53)
    public static let keypadSlash = KeyboardHIDUsage(rawValue: 0x54)
    public static let keypadAsterisk = KeyboardHIDUsage(rawValue: 0x55)
    public static let keypadHyphen = KeyboardHIDUsage(rawValue: 0x56)
    public static let keypadPlus = KeyboardHIDUsage(rawValue: 0x57)
    public static let keypadEnter = KeyboardHIDUsage(rawValue: 0x58)
    public static let keypad1 = KeyboardHIDUsage(rawValue: 0x59)
    public static let keypad2 = KeyboardHIDUsage(rawValue: 0x5A)
    public static let keypad3 = KeyboardHIDUsage(rawValue: 0x5B)
    public static let keypad4 = KeyboardHIDUsage(rawValue: 0x5C)
    public static let keypad5 = KeyboardHIDUsage(rawValue: 0x5D)
    public static let keypad6 = KeyboardHIDUsage(rawValue: 0x5E)
    public static let keypad7 = KeyboardHIDUsage(rawValue: 0x5F)
    public static let keypad8 = KeyboardHIDUsage(rawValue: 0x60)
    public static let keypad9 = KeyboardHIDUsage(rawValue: 0x61)
    public static let keypad0 = KeyboardHIDUsage(rawValue: 0x62)
    public static let keypadPeriod = KeyboardHIDUsage(rawValue: 0x63)
    public static let keyboardNonUSBackslash = KeyboardHIDUsage(rawValue: 0x64)
    public static let keyboardLeftControl = KeyboardHIDUsage(rawValue: 0xE0)
    public static let keyboardLeftShift = KeyboardHIDUsage(rawValue: 0xE1)
    public static let keyboardLeftAlt = KeyboardHIDUsage(rawValue: 0xE2)
    public static let keyboardLeftGUI = KeyboardHIDUsage(rawValue: 0xE3)
    public static let keyboardRightControl = KeyboardHIDUsage(rawValue: 0xE4)
    public static let keyboardRightShift = KeyboardHIDUsage(rawValue: 0xE5)
    public static let keyboardRightAlt = KeyboardHIDUsage(rawValue: 0xE6)
    public static let keyboardRightGUI = KeyboardHIDUsage(rawValue: 0xE7)

    /// The usage of the key with Linux input code `code` (`KEY_A` is 30), or `keyboardErrorUndefined` for a
    /// key a HID keyboard does not have.
    public init(linuxKeyCode code: Int) {
        self = Self.fromLinux[code] ?? .keyboardErrorUndefined
    }

    /// Linux input codes to usages: both name keys by their place on a US keyboard.
    private static let fromLinux: [Int: KeyboardHIDUsage] = {
        var m: [Int: Int] = [
            1: 0x29, 14: 0x2A, 15: 0x2B, 28: 0x28, 57: 0x2C, 12: 0x2D, 13: 0x2E, 26: 0x2F, 27: 0x30, 43: 0x31,
            39: 0x33, 40: 0x34, 41: 0x35, 51: 0x36, 52: 0x37, 53: 0x38, 58: 0x39, 87: 0x44, 88: 0x45, 99: 0x46,
            70: 0x47, 119: 0x48, 110: 0x49, 102: 0x4A, 104: 0x4B, 111: 0x4C, 107: 0x4D, 109: 0x4E, 106: 0x4F,
            105: 0x50, 108: 0x51, 103: 0x52, 69: 0x53, 98: 0x54, 55: 0x55, 74: 0x56, 78: 0x57, 96: 0x58, 79: 0x59,
            80: 0x5A, 81: 0x5B, 75: 0x5C, 76: 0x5D, 77: 0x5E, 71: 0x5F, 72: 0x60, 73: 0x61, 82: 0x62, 83: 0x63,
            86: 0x64, 29: 0xE0, 42: 0xE1, 56: 0xE2, 125: 0xE3, 97: 0xE4, 54: 0xE5, 100: 0xE6, 126: 0xE7,
        ]
        // Digits 1-9 and 0 are codes 2-11; F1-F10 are 59-68.
        for i in 0..<10 { m[2 + i] = 0x1E + i }
        for i in 0..<10 { m[59 + i] = 0x3A + i }
        // Letters, by row: their usages run in alphabetical order from 0x04.
        for (row, first) in [("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44)] {
            for (i, ch) in row.unicodeScalars.enumerated() { m[first + i] = 0x04 + Int(ch.value - 97) }
        }
        return m.mapValues { KeyboardHIDUsage(rawValue: $0) }
    }()
}
