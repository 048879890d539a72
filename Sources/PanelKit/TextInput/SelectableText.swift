import PanelPlatform

/// What `TextField` and `TextView` share about their caret and selection, written once here: reading and
/// setting the selection through `UITextInput`'s ranges, what typing and the delete key replace, and the
/// arrow, Home and End keys of a hardware keyboard.
@MainActor
protocol SelectableText: TextInput {
    /// The text as edited (what UTF-16 offsets count in).
    var editedText: String { get }
    /// The caret or selection as stored; set it through `select(_:)`, which tells.
    var selection: TextSelection { get set }
    /// The selection changed: show it where it is and tell the delegate.
    func selectionDidChange()
    /// Where a caret at `offset` goes for Up, Down, Home or End; nil for the start or end of the text.
    func caretTarget(from offset: Int, for key: KeyboardHIDUsage) -> Int?
    /// Whether touches edit the text (long press, double tap, the edit menu): it is editable and enabled.
    var allowsEditMenu: Bool { get }
    /// The caret offset nearest `point` (in the view); nil without text.
    func editMenuOffset(at point: Point) -> Int?
    /// The selection's (or caret's) bounding rectangle in the view, where the edit menu shows beside.
    func editMenuTargetRect() -> Rect
    /// The selection's first and last line rectangles in the view, where its grab handles go; nil
    /// without a selection.
    func editMenuSelectionEnds() -> (start: Rect, end: Rect)?
    /// The delegate's edit menu for `range` (`editMenuForCharactersIn` / `editMenuForTextIn`); nil shows the
    /// suggested actions.
    func delegateEditMenu(for range: CharacterRange, suggestedActions: [MenuElement]) -> Menu?
}

extension SelectableText {
    /// Makes `new` (snapped to character boundaries) the selection, telling when it changed.
    func select(_ new: TextSelection) {
        let text = editedText
        let snapped = TextSelection(
            anchor: TextSelection.boundary(new.anchor, in: text), head: TextSelection.boundary(new.head, in: text))
        guard snapped != selection else { return }
        selection = snapped
        selectionDidChange()
        // The on-screen keyboard's automatic shift follows the text before the caret.
        (self as? View)?.firstResponderTextDidChange()
    }

    /// The selection as a `TextRange`.
    var selectionAsTextRange: TextRange { TextRange(selection.range) }

    /// `range` clamped to the text and snapped to character boundaries.
    func characterRange(_ range: TextRange) -> CharacterRange {
        let text = editedText
        let start = TextSelection.boundary(range.start.offset, in: text)
        let end = max(start, TextSelection.boundary(range.end.offset, in: text))
        return CharacterRange(location: start, length: end - start)
    }

    /// The text in `range`, clamped to the text.
    func substring(in range: TextRange) -> String? {
        let text = editedText
        return Range(characterRange(range), in: text).map { String(text[$0]) }
    }

    /// What the delete key removes: the selection, else the character before the caret; nil at the start.
    var deletionRange: CharacterRange? {
        let r = selection.range
        guard r.length == 0 else { return r }
        let before = TextSelection.step(from: r.location, forward: false, in: editedText)
        guard before < r.location else { return nil }
        return CharacterRange(location: before, length: r.location - before)
    }

    /// Control or Command with C, X, V or A on a hardware keyboard: copy the selection to
    /// `Pasteboard.general`, cut it, paste the pasteboard's text over it, or select all, as UIKit's
    /// `copy(_:)`, `cut(_:)`, `paste(_:)` and `selectAll(_:)`. A secure text field neither copies nor cuts.
    /// The letter is the one the keyboard layout gives, else the key's place on a US layout.
    func performEditShortcut(_ k: KeyEvent) {
        var letter = k.charactersIgnoringModifiers.lowercased()
        if letter.isEmpty {
            let usage = KeyboardHIDUsage(linuxKeyCode: k.code)
            letter = [.keyboardC: "c", .keyboardX: "x", .keyboardV: "v", .keyboardA: "a"][usage] ?? ""
        }
        switch letter {
        case "c": performStandardEdit(.copy)
        case "x": performStandardEdit(.cut)
        case "v": performStandardEdit(.paste)
        case "a": select(TextSelection(anchor: 0, head: editedText.utf16.count))
        default: return
        }
    }

    /// An arrow, Home or End key: moves the caret (or, with `extending`, the selection's head), as a
    /// hardware keyboard does in UIKit. Left and Right go a character, or without shift to the start or end
    /// of a selection; Up and Down a line; Home and End to the line's start and end. Returns whether the key
    /// was one of these.
    @discardableResult
    func moveCaret(for key: KeyboardHIDUsage, extending: Bool) -> Bool {
        let r = selection.range
        let text = editedText
        let target: Int
        switch key {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key == .keyboardRightArrow
            if !extending && r.length > 0 {
                target = forward ? r.upperBound : r.location
            } else {
                target = TextSelection.step(from: selection.head, forward: forward, in: text)
            }
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardHome, .keyboardEnd:
            let forward = key == .keyboardDownArrow || key == .keyboardEnd
            let from = extending || r.length == 0 ? selection.head : (forward ? r.upperBound : r.location)
            target = caretTarget(from: from, for: key) ?? (forward ? text.utf16.count : 0)
        default:
            return false
        }
        select(extending ? TextSelection(anchor: selection.anchor, head: target) : TextSelection(caret: target))
        return true
    }
}
