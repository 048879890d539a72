import PanelKitCompat
import Testing

/// The keyboard notifications as UIKit code uses them: a form in a scroll view insets its content by the
/// part of it the keyboard covers, from `keyboardFrameEndUserInfoKey` converted with
/// `view.convert(_:from: nil)`, and takes the inset back when the keyboard hides.
@Suite("PanelKitCompat: keyboard notifications")
@MainActor
struct KeyboardNotificationCompatTests {
    final class FormViewController: UIViewController {
        let scrollView = UIScrollView()
        let field = UITextField()
        var observers: [NSObjectProtocol] = []
        var events: [String] = []
        var infos: [String: [AnyHashable: Any]] = [:]

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: view.bounds.width, height: 900)
            field.borderStyle = .roundedRect
            field.frame = CGRect(x: 20, y: 200, width: 200, height: 34)
            scrollView.addSubview(field)
            view.addSubview(scrollView)

            let center = NotificationCenter.default
            let names: [(Notification.Name, String)] = [
                (UIResponder.keyboardWillShowNotification, "willShow"),
                (UIResponder.keyboardDidShowNotification, "didShow"),
                (UIResponder.keyboardWillHideNotification, "willHide"),
                (UIResponder.keyboardDidHideNotification, "didHide"),
                (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
                (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            ]
            for (name, label) in names {
                observers.append(
                    center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
                        self?.events.append(label)
                        self?.infos[label] = notification.userInfo
                    })
            }
            observers.append(
                center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                    [weak self] notification in
                    self?.keyboardWillShow(notification)
                })
            observers.append(
                center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    self?.scrollView.contentInset = .zero
                })
        }

        func keyboardWillShow(_ notification: Notification) {
            guard let userInfo = notification.userInfo,
                let keyboardScreenEndFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            else { return }
            let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)
            let keyboardInView = view.convert(keyboardScreenEndFrame, from: nil)
            #expect(keyboardViewEndFrame == keyboardInView)
            let covered = max(0, scrollView.frame.maxY - keyboardInView.minY)
            scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: covered, right: 0)
        }

    }

    @Test func aScrollViewInsetsItsContentByTheKeyboardAndTakesItBack() throws {
        let root = UIViewController()
        let form = FormViewController()
        let h = TransitionHarness(width: 480, height: 320, root: root)
        // The form sits 30 points down and ends 30 points above the screen's bottom, so converting the
        // screen frame into its view matters.
        root.addChild(form)
        form.view.frame = CGRect(x: 0, y: 30, width: 480, height: 260)
        root.view.addSubview(form.view)
        form.didMove(toParent: root)
        h.step(2)
        defer { for o in form.observers { NotificationCenter.default.removeObserver(o) } }

        form.field.becomeFirstResponder()
        #expect(form.events == ["willChangeFrame", "willShow"], "the will notifications come as the slide starts")
        let keyboard = try #require(h.driver.application.keyboardFrame)
        let show = try #require(form.infos["willShow"])
        #expect(show[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == keyboard, "the keyboard's real frame")
        let begin = try #require(show[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect)
        #expect(begin.minY == 320 && begin.size == keyboard.size, "it starts just below the screen")
        #expect(show[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        let curve = try #require(show[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int)
        #expect(UIView.AnimationCurve(rawValue: curve) == .easeOut)
        #expect(show[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        // The form's bottom is at 290 on the screen; the keyboard's top at 320 - height.
        #expect(keyboard.minY < 290)
        #expect(form.scrollView.contentInset.bottom == 290 - keyboard.minY)

        h.step(5)
        #expect(form.events.count == 2, "the did notifications wait for the slide's end")
        h.run(until: { form.events.count > 2 }, limit: 60)
        #expect(form.events == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(form.infos["didShow"]?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == keyboard)

        form.events = []
        form.field.resignFirstResponder()
        #expect(form.events == ["willChangeFrame", "willHide"])
        let hide = try #require(form.infos["willHide"])
        #expect(hide[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == keyboard)
        let end = try #require(hide[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)
        #expect(end.minY == 320, "it ends just below the screen")
        #expect(
            UIView.AnimationCurve(rawValue: hide[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1)
                == .easeIn)
        #expect(form.scrollView.contentInset == .zero)
        h.run(until: { form.events.count > 2 }, limit: 60)
        #expect(form.events == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(h.driver.application.keyboardFrame == nil)

        // Removed observers hear nothing more.
        for o in form.observers { NotificationCenter.default.removeObserver(o) }
        form.events = []
        form.field.becomeFirstResponder()
        h.step(30)
        #expect(form.events.isEmpty)
        form.field.resignFirstResponder()
        h.step(30)
    }

    @Test func aHideBeforeTheShowEndsPostsNoDidShow() {
        let root = UIViewController()
        let h = TransitionHarness(width: 480, height: 320, root: root)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        root.view.addSubview(field)
        h.step()
        var events: [String] = []
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) { _ in
                events.append("didShow")
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
                events.append("willHide")
            },
            center.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: .main) { _ in
                events.append("didHide")
            },
        ]
        defer { for t in tokens { center.removeObserver(t) } }
        field.becomeFirstResponder()
        h.step(3)
        field.resignFirstResponder()
        h.step(40)
        #expect(events == ["willHide", "didHide"], "the overtaken show posts no didShow")
    }
}
