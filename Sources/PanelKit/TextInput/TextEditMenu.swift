import PanelGraphics

/// UIKit's touch editing in a text field or text view: a long press selects the word under the finger
/// (making the view first responder) and shows the edit menu over the selection; a double tap selects a
/// word and shows it too; a tap on the caret or in the selection shows or hides the menu. The menu lists
/// Cut, Copy, Paste, Select and Select All as the state allows (no Cut or Copy without a selection or in a
/// secure field, no Paste with an empty pasteboard, Select and Select All only without a selection), after
/// the delegate's `editMenuForCharactersIn` / `editMenuForTextIn` had its say. Typing, scrolling and
/// the end of editing close it.
@MainActor
final class TextEditMenu: GestureRecognizerDelegate {
    private weak var host: View?
    let longPress = LongPressGestureRecognizer()
    let doubleTap = TapGestureRecognizer()

    init() {
        longPress.delegate = self
        longPress.name = "text edit menu long press"
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = false
        doubleTap.delegate = self
        doubleTap.name = "text edit menu double tap"
        longPress.addAction { [weak self] g in
            guard g.state == .began, let self, let host = self.host else { return }
            self.selectWord(at: g.location(in: host))
        }
        doubleTap.addAction { [weak self] g in
            guard let self, let host = self.host else { return }
            self.selectWord(at: g.location(in: host))
        }
    }

    /// Adds the gestures to `view`, a `TextField` or `TextView`.
    func install(in view: View) {
        host = view
        view.addGestureRecognizer(longPress)
        view.addGestureRecognizer(doubleTap)
    }

    private var text: (any SelectableText)? { host as? any SelectableText }

    /// Whether the menu showing is this text's.
    var isShowing: Bool {
        guard let host, let p = host.window?.application?.editMenuPresenterIfMade else { return false }
        return p.isShowing && p.source === host
    }

    /// Closes the menu if this text shows it.
    func hide() {
        guard let host else { return }
        host.window?.application?.editMenuPresenterIfMade?.dismiss(ifFrom: host)
    }

    /// A long press or double tap at `point`: the text becomes first responder and the word there is
    /// selected (a caret there when the point is not on a word), then the menu shows.
    private func selectWord(at point: Point) {
        guard let host, let text, text.allowsEditMenu else { return }
        if !host.isFirstResponder { _ = host.becomeFirstResponder() }
        guard host.isFirstResponder, let offset = text.editMenuOffset(at: point) else { return }
        if let word = text.wordRange(at: offset) {
            text.select(TextSelection(word))
        } else {
            text.select(TextSelection(caret: offset))
        }
        show()
    }

    /// A tap at `offset` in the text being edited: on the caret or in the selection it shows or hides the
    /// menu and returns true; elsewhere it closes the menu and returns false (the caller moves the caret).
    func tapTogglesMenu(at offset: Int) -> Bool {
        guard let text else { return false }
        let r = text.selection.range
        let onSelection = r.length == 0 ? offset == r.location : (offset >= r.location && offset <= r.upperBound)
        if onSelection {
            if isShowing { hide() } else { show() }
            return true
        }
        hide()
        return false
    }

    /// Shows the menu for the selection (or caret).
    func show() {
        guard let host, let text, let app = host.window?.application else { return }
        let suggested = text.suggestedEditActions { [weak self] in self?.show() }
        let menu =
            text.delegateEditMenu(for: text.selection.range, suggestedActions: suggested)
            ?? Menu(children: suggested)
        host.layoutIfNeeded()
        app.editMenuPresenter.show(menu, around: text.editMenuTargetRect(), in: host, sourceHandlesTouches: true)
    }

    // MARK: GestureRecognizerDelegate

    /// Only an editable text in a window takes the gestures.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        text?.allowsEditMenu ?? false
    }

    /// The double tap takes a second touch only when it is a second tap (near the first and soon after
    /// it, as `tapCount` counts): a tap elsewhere in the text just moves the caret.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard gestureRecognizer === doubleTap else { return true }
        return touch.tapCount >= 2 || doubleTap.trackedTouches.isEmpty
    }

    /// The double tap goes with the text view's own tap (whose first tap places the caret), but a long
    /// press that began ends it: the press is not the first of two taps.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        gestureRecognizer === doubleTap && other !== longPress
    }
}
