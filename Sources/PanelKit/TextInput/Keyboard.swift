import PanelGraphics

/// The application's on-screen keyboard: a window above every other, at the bottom of the screen, that
/// slides up while a responder taking key input (`KeyInput`) is first responder and slides away when none
/// is, as iOS's keyboard does. Its keys type into that responder.
@MainActor
final class Keyboard {
    private unowned let application: Application
    private var window: Window?
    let view = KeyboardView()
    /// The window whose first responder the keyboard types into.
    private weak var targetWindow: Window?
    /// Whether the keyboard is up (or sliding up).
    private(set) var isShown = false
    /// The responder's `inputAccessoryView`, shown above the keys (`Keyboard+Accessory`).
    var accessory: View?
    /// The responder's `inputView`, shown in place of the keys (`Keyboard+InputView`).
    var inputView: View?

    /// Slide time, as iOS's keyboard.
    static let duration = 0.25
    /// Above every window an app makes.
    static let windowLevel = Window.Level(10_000_000)

    init(application: Application) {
        self.application = application
    }

    /// The keyboard's frame on the screen while it is up; nil while it is down.
    var frame: Rect? { isShown ? window?.frame : nil }

    /// `window`'s first responder changed: show the keyboard for one that takes key input, put it away when
    /// the responder it typed into went and no other took its place.
    func firstResponderDidChange(in window: Window) {
        if let target = window.firstResponderStorage as? KeyInput {
            targetWindow = window
            show(for: target)
        } else if targetWindow === window || targetWindow == nil {
            hide()
        }
    }

    /// A key was typed on a hardware keyboard into the first responder: the on-screen keyboard goes down
    /// (the responder keeps typing from the hardware keyboard) until another responder takes key input.
    func hardwareKeyTyped() {
        hide()
    }

    private func show(for target: KeyInput) {
        let screen = application.screen.bounds.size
        let input = (target as? Responder)?.inputView
        let height = input.map { Self.height(ofInputView: $0, screen: screen) } ?? KeyboardView.height(for: screen)
        let accessoryHeight = setAccessory((target as? Responder)?.inputAccessoryView)
        let frame = Rect(
            x: 0, y: screen.height - height - accessoryHeight, width: screen.width, height: height + accessoryHeight)
        let w = window ?? makeWindow(frame: frame)
        let oldFrame = w.frame
        w.frame = frame
        setInputView(input, in: w)
        if let accessory, accessory.superview !== w { w.addSubview(accessory) }
        view.attach(to: target)
        guard !isShown else {
            View.performWithoutAnimation { place(shown: true, width: frame.width, keyboardHeight: height) }
            if oldFrame != frame { postFrameChange(from: oldFrame, to: frame) }
            return
        }
        isShown = true
        let wasHidden = w.isHidden
        w.isHidden = false
        View.performWithoutAnimation {
            if wasHidden { place(shown: false, width: frame.width, keyboardHeight: height) }
            view.layoutIfNeeded()
        }
        let offscreen = Rect(x: 0, y: screen.height, width: screen.width, height: frame.height)
        let info = userInfo(begin: offscreen, end: frame, curve: .easeOut)
        slide += 1
        let thisSlide = slide
        View.animate(
            withDuration: Self.duration, options: [.curveEaseOut, .beginFromCurrentState],
            animations: {
                self.post(Responder.keyboardWillChangeFrameNotification, info)
                self.post(Responder.keyboardWillShowNotification, info)
                self.place(shown: true, width: frame.width, keyboardHeight: height)
                self.layOutWindowsForKeyboard()
            },
            completion: { _ in
                guard self.slide == thisSlide else { return }
                self.post(Responder.keyboardDidChangeFrameNotification, info)
                self.post(Responder.keyboardDidShowNotification, info)
            })
    }

    /// Counts the slides up and down, so that a slide overtaken by the next one posts no "did" notifications.
    private var slide = 0

    /// The keyboard notifications' `userInfo` for a slide from `begin` to `end` (screen coordinates).
    func userInfo(begin: Rect, end: Rect, curve: AnimationCurve) -> [AnyHashable: Any] {
        [
            Responder.keyboardFrameBeginUserInfoKey: begin,
            Responder.keyboardFrameEndUserInfoKey: end,
            Responder.keyboardAnimationDurationUserInfoKey: Self.duration,
            Responder.keyboardAnimationCurveUserInfoKey: curve.rawValue,
            Responder.keyboardIsLocalUserInfoKey: true,
        ]
    }

    func post(_ name: Notification.Name, _ info: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: info)
    }

    /// Lays out the application's other windows, so that views pinned to a `keyboardLayoutGuide` move,
    /// and the views that place themselves by the keyboard (inside the keyboard's animation block, they
    /// move with it).
    func layOutWindowsForKeyboard() {
        dependents.removeAll { $0.view == nil }
        for d in dependents { d.view?.setNeedsLayout() }
        for w in application.windows where w !== window && !w.isHidden {
            w.setNeedsLayout()
            w.layoutIfNeeded()
        }
    }

    /// Views whose `layoutSubviews` reads the keyboard's frame (an alert with text fields).
    private var dependents: [WeakView] = []

    /// Lays `view` out again whenever the keyboard comes up or goes.
    func relayoutWhenMoving(_ view: View) {
        guard !dependents.contains(where: { $0.view === view }) else { return }
        dependents.append(WeakView(view: view))
    }

    private struct WeakView {
        weak var view: View?
    }

    private func hide() {
        guard isShown, let w = window else { return }
        isShown = false
        view.target = nil
        let height = w.bounds.height
        let keysHeight = board.frame.height
        let offscreen = Rect(x: w.frame.minX, y: w.frame.minY + height, width: w.bounds.width, height: height)
        let info = userInfo(begin: w.frame, end: offscreen, curve: .easeIn)
        slide += 1
        let thisSlide = slide
        View.animate(
            withDuration: Self.duration, options: [.curveEaseIn, .beginFromCurrentState],
            animations: {
                self.post(Responder.keyboardWillChangeFrameNotification, info)
                self.post(Responder.keyboardWillHideNotification, info)
                self.place(shown: false, width: w.bounds.width, keyboardHeight: keysHeight)
                self.layOutWindowsForKeyboard()
            },
            completion: { _ in
                if !self.isShown { w.isHidden = true }
                guard self.slide == thisSlide else { return }
                self.post(Responder.keyboardDidChangeFrameNotification, info)
                self.post(Responder.keyboardDidHideNotification, info)
            })
    }

    private func makeWindow(frame: Rect) -> Window {
        let w = Window(application: application, frame: frame)
        w.windowLevel = Self.windowLevel
        w.backgroundColor = nil
        w.clipsToBounds = true
        view.frame = Rect(x: 0, y: frame.height, width: frame.width, height: frame.height)
        w.addSubview(view)
        window = w
        return w
    }
}
