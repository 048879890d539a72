import PanelGraphics

/// UIKit's touch editing in a text field or text view: a long press selects the word under the finger
/// (making the view first responder) and shows the edit menu over the selection; a double tap selects a
/// word and shows it too; a tap on the caret or in the selection shows or hides the menu; grab handles at
/// the ends of a selection drag its ends (the menu hides while they move). The menu lists
/// Cut, Copy, Paste, Select and Select All as the state allows (no Cut or Copy without a selection or in a
/// secure field, no Paste with an empty pasteboard, Select and Select All only without a selection), after
/// the delegate's `editMenuForCharactersIn` / `editMenuForTextIn` had its say. Typing, scrolling and
/// the end of editing close it.
@MainActor
final class TextEditMenu: GestureRecognizerDelegate {
    private weak var host: View?
    let longPress = LongPressGestureRecognizer()
    let doubleTap = TapGestureRecognizer()
    /// The grab handles at the selection's start and end.
    let startHandle = TextSelectionHandleView(isStart: true)
    let endHandle = TextSelectionHandleView(isStart: false)
    /// From the finger to the middle of the line of the handle being dragged.
    private var grabOffset = Point.zero
    private var isDraggingHandle = false
    /// The selection touches made (a long press, a double tap, the menu, a handle): the handles show only
    /// while it is the selection, not for one made in code or with a hardware keyboard.
    private var touchSelection: TextSelection?

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
        for handle in [startHandle, endHandle] {
            let pan = PanGestureRecognizer()
            pan.name = "text selection handle"
            pan.addAction { [weak self, weak handle] g in
                guard let self, let handle else { return }
                self.drag(handle, g)
            }
            handle.addGestureRecognizer(pan)
        }
    }

    /// Adds the gestures to `view`, a `TextField` or `TextView`.
    func install(in view: View) {
        host = view
        view.addGestureRecognizer(longPress)
        view.addGestureRecognizer(doubleTap)
        view.addSubview(startHandle)
        view.addSubview(endHandle)
    }

    /// Shows the grab handles at the ends of the selection while the text is edited, hides them otherwise;
    /// called as the text lays out.
    func placeHandles() {
        guard let host, let text, host.isFirstResponder, text.allowsEditMenu, touchSelection == text.selection,
            let ends = text.editMenuSelectionEnds()
        else {
            if let text, touchSelection != text.selection { touchSelection = nil }
            startHandle.isHidden = true
            endHandle.isHidden = true
            return
        }
        let tint = host.tintColor ?? .systemBlue
        startHandle.place(along: ends.start, tint: tint)
        endHandle.place(along: ends.end, tint: tint)
        startHandle.isHidden = false
        endHandle.isHidden = false
        if host.subviews.last !== endHandle {
            host.bringSubviewToFront(startHandle)
            host.bringSubviewToFront(endHandle)
        }
    }

    /// A grab handle dragged: its end of the selection follows the finger (the selection keeps at least
    /// one character); the menu hides while the finger is down and shows again when it lifts.
    private func drag(_ handle: TextSelectionHandleView, _ g: GestureRecognizer) {
        guard let host, let text else { return }
        let finger = g.location(in: host)
        switch g.state {
        case .began:
            isDraggingHandle = true
            // Measured from where the finger came down (the pan begins a few points on).
            let moved = (g as? PanGestureRecognizer)?.translation(in: host) ?? .zero
            let c = handle.lineCenter
            grabOffset = Point(x: c.x - (finger.x - moved.x), y: c.y - (finger.y - moved.y))
            hide()
        case .changed:
            let target = Point(x: finger.x + grabOffset.x, y: finger.y + grabOffset.y)
            guard let offset = text.editMenuOffset(at: target) else { return }
            let r = text.selection.range
            let all = text.editedText
            if handle.isStart {
                let limit = TextSelection.step(from: r.upperBound, forward: false, in: all)
                touchSelection = TextSelection(anchor: r.upperBound, head: min(offset, limit))
            } else {
                let limit = TextSelection.step(from: r.location, forward: true, in: all)
                touchSelection = TextSelection(anchor: r.location, head: max(offset, limit))
            }
            if let wanted = touchSelection {
                text.select(wanted)
                touchSelection = text.selection
            }
        case .ended, .cancelled, .failed:
            guard isDraggingHandle else { return }
            isDraggingHandle = false
            show()
        default:
            break
        }
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
        touchSelection = text.selection
        host.setNeedsLayout()
        let suggested = text.suggestedEditActions { [weak self] in self?.show() }
        let menu =
            text.delegateEditMenu(for: text.selection.range, suggestedActions: suggested)
            ?? Menu(children: suggested)
        host.layoutIfNeeded()
        // Clear of the handles' dots above and below the selection.
        let target = text.editMenuTargetRect().insetBy(dx: 0, dy: -TextSelectionHandleView.dot)
        app.editMenuPresenter.show(menu, around: target, in: host, sourceHandlesTouches: true)
    }

    // MARK: GestureRecognizerDelegate

    /// Only an editable text in a window takes the gestures.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        text?.allowsEditMenu ?? false
    }

    /// The double tap takes a second touch only when it is a second tap (near the first and soon after
    /// it, as `tapCount` counts): a tap elsewhere in the text just moves the caret.
    /// A touch on a grab handle is the handle's alone.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        if touch.view is TextSelectionHandleView { return false }
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
