import PanelKitCompat
import Testing

/// A form written as Apple's documentation and common UIKit code write one: a delegate that moves to the
/// next field on return and limits a ZIP code field through `shouldChangeCharactersIn` with `NSRange`.
@Suite("PanelKitCompat: UITextField as UIKit code writes it")
@MainActor
struct TextFieldCompatTests {
    final class FormViewController: UIViewController, UITextFieldDelegate {
        let nameField = UITextField()
        let zipField = UITextField()
        var submitted: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            nameField.borderStyle = .roundedRect
            nameField.placeholder = "Name"
            nameField.returnKeyType = .next
            nameField.autocapitalizationType = .words
            nameField.delegate = self
            nameField.frame = CGRect(x: 20, y: 20, width: 200, height: 34)
            zipField.borderStyle = .roundedRect
            zipField.placeholder = "ZIP"
            zipField.keyboardType = .numberPad
            zipField.returnKeyType = .done
            zipField.clearButtonMode = .whileEditing
            zipField.delegate = self
            zipField.frame = CGRect(x: 20, y: 64, width: 200, height: 34)
            zipField.addTarget(self, action: Self.zipChanged, for: .editingChanged)
            view.addSubview(nameField)
            view.addSubview(zipField)
        }

        func zipChanged(_ sender: UITextField) {
            if sender.text?.count == 5 { submitted.append(sender.text ?? "") }
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if textField == nameField {
                zipField.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
            }
            return true
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            guard textField == zipField else { return true }
            let current = textField.text ?? ""
            guard let r = Range(range, in: current) else { return false }
            let updated = current.replacingCharacters(in: r, with: string)
            return updated.count <= 5 && updated.allSatisfy(\.isNumber)
        }
    }

    @Test func returnMovesOnAndTheDelegateFiltersCharacters() throws {
        let form = FormViewController()
        let h = TransitionHarness(width: 480, height: 320, root: form)
        h.step(2)
        h.tap(at: CGPoint(x: 60, y: 37))
        #expect(form.nameField.isFirstResponder)
        for c in ["A", "d", "a", "\n"] { form.nameField.insertText(c) }
        #expect(form.nameField.text == "Ada")
        #expect(form.zipField.isFirstResponder && !form.nameField.isFirstResponder)
        for c in ["1", "x", "2", "3", "4", "5", "6"] { form.zipField.insertText(c) }
        #expect(form.zipField.text == "12345")
        #expect(form.submitted == ["12345"])
        form.zipField.deleteBackward()
        #expect(form.zipField.text == "1234")
        #expect(NSMakeRange(2, 3) == NSRange(location: 2, length: 3))
        form.view.endEditing(true)
        #expect(!form.zipField.isFirstResponder && !form.zipField.isEditing)
    }

    /// A sign-in alert as Apple's documentation writes one: two text fields configured in their handlers, the
    /// first taking the keyboard as the alert appears, the handler reading what was typed.
    @Test func alertTextFieldsTakeTheKeyboardAndTheHandlerReadsThem() throws {
        let root = UIViewController()
        let h = TransitionHarness(width: 800, height: 480, root: root)
        h.step(2)
        let alert = UIAlertController(title: "Sign in", message: "Enter your name and password", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
        }
        alert.addTextField { textField in
            textField.placeholder = "Password"
            textField.isSecureTextEntry = true
        }
        var signedIn: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Sign In", style: .default) { [weak alert] _ in
                signedIn.append(alert?.textFields?.first?.text ?? "?")
            })
        #expect(alert.textFields?.count == 2)
        root.present(alert, animated: true)
        _ = h.run(until: { alert.textFields?.first?.isFirstResponder == true })
        let name = try #require(alert.textFields?.first)
        #expect(name.isFirstResponder)
        _ = h.run(until: { h.driver.application.keyboardFrame != nil }, limit: 60)
        h.step(20)
        let keyboard = try #require(h.driver.application.keyboardFrame)
        // The alert rose to stay clear of the keyboard.
        let box = try #require(name.superview)
        let boxOnScreen = box.convert(box.bounds, to: nil)
        #expect(boxOnScreen.maxY <= keyboard.minY)
        for c in ["A", "d", "a"] { name.insertText(c) }
        // A tap on the second field moves the keyboard to it.
        let password = try #require(alert.textFields?.last)
        let p = password.convert(CGPoint(x: 40, y: 12), to: nil)
        h.tap(at: p)
        #expect(password.isFirstResponder)
        password.insertText("x")
        #expect(password.text == "x")
        // "Sign In" is the right-hand button of the two.
        let signIn = box.convert(CGPoint(x: box.bounds.width * 0.75, y: box.bounds.height - 22), to: nil)
        h.tap(at: signIn)
        _ = h.run(until: { !signedIn.isEmpty })
        #expect(signedIn == ["Ada"])
        #expect(!password.isFirstResponder)
        _ = h.run(until: { h.driver.application.keyboardFrame == nil }, limit: 60)
        #expect(h.driver.application.keyboardFrame == nil)
    }
}
