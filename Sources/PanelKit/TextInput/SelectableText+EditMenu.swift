import PanelGraphics

/// The standard edit actions of text, as UIKit's `cut(_:)`, `copy(_:)`, `paste(_:)`, `select(_:)` and
/// `selectAll(_:)`, which the edit menu lists and the hardware keyboard's shortcuts run.
enum StandardEditAction: CaseIterable {
    case cut, copy, paste, select, selectAll

    /// The item's title in the edit menu.
    var title: String {
        switch self {
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .select: "Select"
        case .selectAll: "Select All"
        }
    }

    /// The action's name, as UIKit's selector (the `UIAction.Identifier` of the item).
    var identifier: String {
        switch self {
        case .cut: "cut:"
        case .copy: "copy:"
        case .paste: "paste:"
        case .select: "select:"
        case .selectAll: "selectAll:"
        }
    }
}

extension SelectableText {
    /// Whether the text is a secure text field's, which neither copies nor cuts.
    var isSecureText: Bool { (self as? TextField)?.isSecureTextEntry == true }

    /// Whether `action` applies now, as UIKit's `canPerformAction(_:withSender:)` decides for text: Cut and
    /// Copy with a selection outside a secure field, Paste with text on the pasteboard, Select and Select All
    /// without a selection in a text that has some.
    func canPerformStandardEdit(_ action: StandardEditAction) -> Bool {
        let selected = selection.range.length > 0
        switch action {
        case .cut, .copy: return selected && !isSecureText
        case .paste: return Pasteboard.general.string.map { !$0.isEmpty } ?? false
        case .select: return !selected && !editedText.isEmpty && !isSecureText
        case .selectAll: return !selected && !editedText.isEmpty
        }
    }

    /// Performs `action` if it applies: Cut and Copy put the selection on `Pasteboard.general` (Cut
    /// deletes it), Paste types the pasteboard's text over the selection, Select selects the word at (or
    /// before) the caret, Select All the whole text.
    func performStandardEdit(_ action: StandardEditAction) {
        let r = selection.range
        switch action {
        case .cut, .copy:
            guard !isSecureText, r.length > 0, let copied = substring(in: selectionAsTextRange) else { return }
            Pasteboard.general.string = copied
            if action == .cut { deleteBackward() }
        case .paste:
            guard let text = Pasteboard.general.string, !text.isEmpty else { return }
            insertText(text)
        case .select:
            let word = wordRange(at: r.location) ?? wordRange(at: max(0, r.location - 1))
            if let word { select(TextSelection(word)) }
        case .selectAll:
            select(TextSelection(anchor: 0, head: editedText.utf16.count))
        }
    }

    /// The word holding `offset` or ending there (letters, digits, apostrophes and underscores), in UTF-16
    /// units; nil when there is none (a space, punctuation or an empty text). Secure text is one word.
    func wordRange(at offset: Int) -> CharacterRange? {
        let text = editedText
        guard !text.isEmpty else { return nil }
        if isSecureText { return CharacterRange(location: 0, length: text.utf16.count) }
        let utf16 = text.utf16
        let o = TextSelection.boundary(offset, in: text)
        guard let index = utf16.index(utf16.startIndex, offsetBy: o).samePosition(in: text) else { return nil }
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "'" || c == "_" || c == "\u{2019}" }
        var start = index
        var end = index
        if end < text.endIndex, isWord(text[end]) {
            // On a word: it reaches both ways.
        } else if start > text.startIndex, isWord(text[text.index(before: start)]) {
            // Just after a word: that word.
        } else {
            return nil
        }
        while start > text.startIndex, isWord(text[text.index(before: start)]) { start = text.index(before: start) }
        while end < text.endIndex, isWord(text[end]) { end = text.index(after: end) }
        let location = utf16.distance(from: utf16.startIndex, to: start)
        return CharacterRange(location: location, length: utf16.distance(from: start, to: end))
    }

    /// The standard actions that apply now, in UIKit's order, as one inline group named as UIKit's
    /// `.standardEdit` menu (the delegate may add to it or filter it). `reshow` shows the menu again after
    /// Select and Select All, as UIKit does.
    func suggestedEditActions(reshow: @escaping @MainActor () -> Void) -> [MenuElement] {
        var actions: [MenuElement] = []
        for kind in StandardEditAction.allCases where canPerformStandardEdit(kind) {
            actions.append(
                Action(title: kind.title, identifier: kind.identifier) { [weak self] _ in
                    guard let self else { return }
                    self.performStandardEdit(kind)
                    if kind == .select || kind == .selectAll { reshow() }
                })
        }
        if actions.isEmpty { return [] }
        return [Menu(identifier: "com.apple.menu.standard-edit", options: .displayInline, children: actions)]
    }
}
