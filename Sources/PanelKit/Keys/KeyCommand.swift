import PanelGraphics

/// A hardware-keyboard shortcut a responder offers in `keyCommands`, as `UIKeyCommand`.
///
/// UIKit names the action with a selector, sent to the first object up the responder chain that
/// implements it. Without selectors, the action is a method of a responder class
/// (`UIKeyCommand(input: "f", modifierFlags: .command, action: Self.find)`); it goes to the first responder
/// up the chain, from the first responder, that is of that class. A key that matches a command is
/// taken by it: no `pressesBegan`/`pressesEnded` and no typing for that key.
@MainActor
open class KeyCommand {
    /// The key, as the characters it types without modifiers ("f", "1") or one of the `input…` constants.
    public let input: String?
    /// The modifiers that must be held (Caps Lock and the keypad flag are not compared).
    public let modifierFlags: KeyModifierFlags
    /// A menu title; kept (PanelKit has no menu bar or shortcut overlay).
    public var title: String
    /// A menu image; kept.
    public var image: Surface?
    /// The title shown in the shortcut overlay; kept.
    public var discoverabilityTitle: String?
    /// Whether the command takes the key before a text field types it (UIKit's default is false for keys
    /// a text view handles). Kept: a matched command always takes the key here.
    public var wantsPriorityOverSystemBehavior = false
    /// Calls the action on `responder` when it is of the action's class; returns whether it did.
    private let perform: (Responder, KeyCommand) -> Bool

    /// A shortcut calling a method of `T` that takes the command.
    public init<T: AnyObject>(
        title: String = "", image: Surface? = nil, action: @escaping (T) -> (KeyCommand) -> Void, input: String,
        modifierFlags: KeyModifierFlags = [], discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.image = image
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        perform = { responder, command in
            guard let target = responder as? T else { return false }
            action(target)(command)
            return true
        }
    }

    /// A shortcut calling a method of `T` that takes no argument.
    public convenience init<T: AnyObject>(
        title: String = "", image: Surface? = nil, action: @escaping (T) -> () -> Void, input: String,
        modifierFlags: KeyModifierFlags = [], discoverabilityTitle: String? = nil
    ) {
        self.init(
            title: title, image: image, action: { (target: T) in { _ in action(target)() } }, input: input,
            modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// `UIKeyCommand(input:modifierFlags:action:)`, with a method of `T` taking the command.
    public convenience init<T: AnyObject>(
        input: String, modifierFlags: KeyModifierFlags, action: @escaping (T) -> (KeyCommand) -> Void
    ) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// `UIKeyCommand(input:modifierFlags:action:)`, with a method of `T` taking no argument.
    public convenience init<T: AnyObject>(
        input: String, modifierFlags: KeyModifierFlags, action: @escaping (T) -> () -> Void
    ) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    // MARK: Inputs of keys that type nothing, with UIKit's values

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    /// Forward delete.
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"

    /// The `input…` constant of a key that types nothing (nil for others).
    static func specialInput(for usage: KeyboardHIDUsage) -> String? {
        switch usage {
        case .keyboardUpArrow: return inputUpArrow
        case .keyboardDownArrow: return inputDownArrow
        case .keyboardLeftArrow: return inputLeftArrow
        case .keyboardRightArrow: return inputRightArrow
        case .keyboardEscape: return inputEscape
        case .keyboardPageUp: return inputPageUp
        case .keyboardPageDown: return inputPageDown
        case .keyboardHome: return inputHome
        case .keyboardEnd: return inputEnd
        case .keyboardDeleteForward: return inputDelete
        default:
            // F1 (0x3A) to F12 (0x45) are consecutive.
            let f = usage.rawValue - KeyboardHIDUsage.keyboardF1.rawValue
            return (0..<12).contains(f) ? "UIKeyInputF\(f + 1)" : nil
        }
    }

    // MARK: Matching

    /// Whether `key` is this command's key with exactly its modifiers.
    func matches(_ key: Key) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let compared: KeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(compared) == modifierFlags.intersection(compared) else { return false }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    /// Sends the action to the first responder of its class up the chain from `start`; returns whether one
    /// took it.
    func send(from start: Responder?) -> Bool {
        var r = start
        while let responder = r {
            if perform(responder, self) { return true }
            r = responder.next
        }
        return false
    }

    /// The first command offered up the chain from `start` (each responder's `keyCommands`, nearest first)
    /// that matches `key` and has a target; it is performed. Returns whether one was.
    static func perform(for key: Key, from start: Responder?) -> Bool {
        var r = start
        while let responder = r {
            for command in responder.keyCommands ?? [] where command.matches(key) {
                if command.send(from: start) { return true }
            }
            r = responder.next
        }
        return false
    }
}
