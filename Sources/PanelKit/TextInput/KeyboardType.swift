/// Which keys the on-screen keyboard offers, as `UIKeyboardType`. The number, decimal and phone pads show
/// a numeric pad; the others show letters, with numbers and symbols a key away (e-mail and URL keyboards
/// put "@" or "/" and "." beside the space bar).
public enum KeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// Whether the keyboard is the numeric pad.
    var isNumericPad: Bool { [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad].contains(self) }
    /// Whether the keyboard opens on its numbers page.
    var startsOnNumbers: Bool { self == .numbersAndPunctuation }
}
