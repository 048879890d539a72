// Hardware keyboards: key events from the input source become presses on the responder chain and, for a
// first responder taking key input, typing.
extension Application {
    /// Delivers the keys read this frame, in order.
    func dispatchKeys(_ keys: [KeyEvent]) {
        for k in keys { dispatchKey(k) }
    }

    /// One key: a press going down starts at the key window's first responder (or, without one, its root
    /// view controller, then the window) and travels up the responder chain through `pressesBegan`; its
    /// release goes to the same responder through `pressesEnded`. Repeats send no presses, as in UIKit.
    /// A first responder taking key input (`KeyInput`) is also typed into: the characters the layout gives,
    /// Backspace deletes, Return and Enter insert "\n", the arrows, Home and End move a text field's or text view's
    /// caret (with Shift they extend its selection); keys held with Control or Command type nothing, except
    /// the edit shortcuts: C copies, X cuts, V pastes (`Pasteboard.general`) and A selects all.
    /// Typing on a hardware keyboard puts the on-screen keyboard away.
    func dispatchKey(_ k: KeyEvent) {
        let window = keyWindow
        let first = window?.firstResponderStorage
        if !k.isRepeat {
            if k.isDown {
                if heldPresses[k.code] != nil { return }
                let key = Key(k)
                // A key command up the chain takes the key: no press, no typing.
                if KeyCommand.perform(for: key, from: first ?? window?.rootViewController ?? window) { return }
                let press = Press(key: key, timestamp: k.timestamp)
                press.window = window
                press.responder = first ?? window?.rootViewController ?? window
                heldPresses[k.code] = press
                press.responder?.pressesBegan([press], with: pressesEvent(at: k.timestamp))
            } else if let press = heldPresses.removeValue(forKey: k.code) {
                press.phase = .ended
                press.timestamp = k.timestamp
                press.responder?.pressesEnded([press], with: pressesEvent(at: k.timestamp, adding: press))
            }
        }
        guard k.isDown, let input = first as? KeyInput else { return }
        keyboardStorage?.hardwareKeyTyped()
        type(k, into: input)
    }

    private func pressesEvent(at time: Double, adding extra: Press? = nil) -> PressesEvent {
        var all = Set(heldPresses.values)
        if let extra { all.insert(extra) }
        return PressesEvent(timestamp: time, allPresses: all)
    }

    private func type(_ k: KeyEvent, into input: KeyInput) {
        let usage = KeyboardHIDUsage(linuxKeyCode: k.code)
        switch usage {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
            return
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
            return
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow, .keyboardHome, .keyboardEnd:
            (input as? SelectableText)?.moveCaret(for: usage, extending: k.modifiers.contains(.shift))
            return
        default:
            break
        }
        if !k.modifiers.isDisjoint(with: [.control, .command]) {
            (input as? SelectableText)?.performEditShortcut(k)
            return
        }
        // Control characters (Escape, Tab, Delete) type nothing.
        let printable = k.characters.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }
        let text = String(String.UnicodeScalarView(printable))
        if !text.isEmpty { input.insertText(text) }
    }
}
