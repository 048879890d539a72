// The first responder's `inputView` (a picker, a keypad of the app's own), shown in place of the keys as
// UIKit shows it: in the keyboard's window, the screen's width and its own height, sliding up and away as
// the keys do, under the accessory view when there is one. The keyboard notifications carry its frame.
extension Keyboard {
    /// What shows under the accessory: the input view, else the keys.
    var board: View { inputView ?? view }

    /// Makes `input` the view shown in place of the keys in `window` (nil: the keys show again), taking
    /// the previous input view out.
    func setInputView(_ input: View?, in window: Window) {
        if inputView !== input {
            if let old = inputView, old.superview === window { old.removeFromSuperview() }
            inputView = input
        }
        if let input, input.superview !== window {
            // Taken out of wherever the app put it, as UIKit does, and placed by the keyboard.
            input.removeFromSuperview()
            window.addSubview(input)
        }
        view.isHidden = input != nil
    }

    /// An input view's height: its frame's, else its intrinsic height, else the keyboard's for `screen`.
    static func height(ofInputView input: View, screen: Size) -> Double {
        if input.frame.height > 0 { return input.frame.height }
        let intrinsic = input.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : KeyboardView.height(for: screen)
    }

    /// The keyboard, already up, changed size (another input view or accessory, `reloadInputViews()`):
    /// the frame-change and show notifications are posted at once, and views placed by the keyboard
    /// move, as UIKit tells of a keyboard that changes while it shows.
    func postFrameChange(from old: Rect, to new: Rect) {
        let info = userInfo(begin: old, end: new, curve: .easeOut)
        post(Responder.keyboardWillChangeFrameNotification, info)
        post(Responder.keyboardWillShowNotification, info)
        layOutWindowsForKeyboard()
        post(Responder.keyboardDidChangeFrameNotification, info)
        post(Responder.keyboardDidShowNotification, info)
    }
}
