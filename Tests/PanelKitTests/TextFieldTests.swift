import Glibc
import PanelEmbedded
import PanelGraphics
import PanelText
import Testing

@testable import PanelKit

/// Records a text field delegate's calls in order, and refuses what it is told to.
@MainActor
private final class FieldLog: TextFieldDelegate {
    var calls: [String] = []
    var refuseEnd = false
    var refuseBegin = false
    var allowed: (String) -> Bool = { _ in true }
    var resignOnReturn = false

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        calls.append("shouldBegin")
        return !refuseBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        calls.append("shouldEnd")
        return !refuseEnd
    }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        calls.append("didEnd(\(reason))")
    }
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: CharacterRange, replacementString string: String
    )
        -> Bool
    {
        calls.append("change\(range) \(string)")
        return allowed(string)
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool {
        calls.append("shouldClear")
        return true
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        calls.append("shouldReturn")
        if resignOnReturn { textField.resignFirstResponder() }
        return true
    }
}

@MainActor
struct TextFieldTests {
    /// A harness at panel size with a rounded field near the top.
    private func makeForm(_ fields: Int = 1) -> (Harness, [TextField]) {
        let h = Harness(width: 800, height: 480)
        h.window.backgroundColor = Color(white: 0.94)
        var out: [TextField] = []
        for i in 0..<fields {
            let f = TextField(frame: Rect(x: 40, y: 40 + Double(i) * 50, width: 320, height: 34))
            f.borderStyle = .roundedRect
            f.placeholder = "Name \(i + 1)"
            h.window.addSubview(f)
            out.append(f)
        }
        h.step(2)
        return (h, out)
    }

    private func keyboard(_ h: Harness) -> KeyboardView { h.driver.application.keyboard.view }

    /// Taps the keyboard's key that does `action`, at its centre on the screen.
    private func tapKey(_ h: Harness, _ action: KeyboardView.Action) {
        let kb = keyboard(h)
        guard let key = kb.keys.first(where: { $0.action == action }) else {
            Issue.record("no key \(action) on page \(kb.page)")
            return
        }
        // The keyboard's window sits at the bottom of the screen, the keys in it.
        let origin = kb.window?.frame.origin ?? .zero
        h.tap(at: Point(x: origin.x + kb.frame.minX + key.frame.midX, y: origin.y + kb.frame.minY + key.frame.midY))
    }

    private func type(_ h: Harness, _ text: String) {
        for c in text {
            if c == " " {
                tapKey(h, .space)
            } else {
                tapKey(h, .character(String(c).lowercased()))
            }
        }
    }

    @Test func aTapBeginsEditingAndTheKeyboardSlidesUp() throws {
        let (h, fields) = makeForm()
        let f = fields[0]
        let log = FieldLog()
        f.delegate = log
        var events: [String] = []
        f.addAction(for: .editingDidBegin) { _ in events.append("begin") }
        #expect(h.driver.application.keyboardFrame == nil)
        h.tap(at: Point(x: 100, y: 57))
        #expect(f.isFirstResponder)
        #expect(f.isEditing)
        #expect(log.calls == ["shouldBegin", "didBegin"])
        #expect(events == ["begin"])
        try h.driver.advance(by: Keyboard.duration + 0.05)
        h.step(2)
        let frame = try #require(h.driver.application.keyboardFrame)
        #expect(frame.maxY == 480 && frame.width == 800 && frame.height > 150 && frame.height < 260)
        // The keyboard's grey shows at the bottom edge, between keys.
        #expect(close(h.color(1, 478), KeyboardView.background, 0.03))
        // The caret shows in the tint colour after the (empty) text.
        #expect(close(h.color(49, 57), View().tintColor, 0.1))
    }

    @Test func keysTypeWithTheDelegateAskedFirstAndShiftAtTheStart() throws {
        let (h, fields) = makeForm()
        let f = fields[0]
        let log = FieldLog()
        f.delegate = log
        var changed = 0
        f.addAction(for: .editingChanged) { _ in changed += 1 }
        f.becomeFirstResponder()
        try h.driver.advance(by: 0.3)
        h.step(2)
        #expect(keyboard(h).isShifted)
        type(h, "hi yo")
        #expect(f.text == "Hi yo")
        #expect(changed == 5)
        #expect(
            Array(log.calls.suffix(5)) == [
                "change{0, 0} H", "change{1, 0} i", "change{2, 0}  ", "change{3, 0} y", "change{4, 0} o",
            ])
        tapKey(h, .delete)
        #expect(f.text == "Hi y")
        #expect(log.calls.last == "change{4, 1} ")
        // A refusal leaves the text alone and sends nothing.
        log.allowed = { $0 != "z" }
        type(h, "z")
        #expect(f.text == "Hi y")
        #expect(changed == 6)
    }

    @Test func returnResignsWhenTheDelegateSaysSoAndTheKeyboardGoes() throws {
        let (h, fields) = makeForm()
        let f = fields[0]
        let log = FieldLog()
        log.resignOnReturn = true
        f.delegate = log
        var ended = 0
        f.addAction(for: .editingDidEnd) { _ in ended += 1 }
        h.tap(at: Point(x: 100, y: 57))
        try h.driver.advance(by: 0.3)
        h.step(2)
        tapKey(h, .return)
        #expect(!f.isFirstResponder && !f.isEditing)
        #expect(log.calls == ["shouldBegin", "didBegin", "shouldReturn", "shouldEnd", "didEnd(committed)"])
        #expect(ended == 1)
        try h.driver.advance(by: 0.3)
        h.step(3)
        #expect(h.driver.application.keyboardFrame == nil)
        #expect(close(h.color(1, 478), Color(white: 0.94), 0.03))
    }

    @Test func returnWithoutAnActionKeepsEditingAndAnExitActionEndsIt() throws {
        let (h, fields) = makeForm()
        let f = fields[0]
        f.becomeFirstResponder()
        try h.driver.advance(by: 0.3)
        h.step(2)
        tapKey(h, .return)
        #expect(f.isFirstResponder)
        var exits = 0
        f.addAction(for: .editingDidEndOnExit) { _ in exits += 1 }
        tapKey(h, .return)
        #expect(exits == 1)
        #expect(!f.isFirstResponder)
    }

    @Test func aRefusedEndKeepsTheFieldUntilForced() throws {
        let (h, fields) = makeForm(2)
        let log = FieldLog()
        fields[0].delegate = log
        fields[0].becomeFirstResponder()
        log.refuseEnd = true
        #expect(!fields[0].resignFirstResponder())
        #expect(fields[0].isFirstResponder)
        // Another field cannot take over either, as in UIKit.
        #expect(!fields[1].becomeFirstResponder())
        #expect(fields[0].isFirstResponder)
        #expect(!h.window.endEditing(false))
        #expect(h.window.endEditing(true))
        #expect(!fields[0].isFirstResponder && !fields[0].isEditing)
        #expect(log.calls.last == "didEnd(committed)")
    }

    @Test func movingToAnotherFieldKeepsTheKeyboardUp() throws {
        let (h, fields) = makeForm(2)
        let first = FieldLog()
        let second = FieldLog()
        fields[0].delegate = first
        fields[1].delegate = second
        h.tap(at: Point(x: 100, y: 57))
        try h.driver.advance(by: 0.3)
        h.step(2)
        h.tap(at: Point(x: 100, y: 107))
        #expect(fields[1].isFirstResponder && !fields[0].isFirstResponder)
        #expect(first.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd(committed)"])
        #expect(second.calls == ["shouldBegin", "didBegin"])
        try h.driver.advance(by: 0.3)
        h.step(2)
        #expect(h.driver.application.keyboardFrame != nil)
        type(h, "ab")
        #expect(fields[1].text == "Ab" && fields[0].text == "")
    }

    @Test func aFieldLeavingItsWindowResignsAndARefusedBeginDoesNothing() throws {
        let (h, fields) = makeForm()
        let log = FieldLog()
        log.refuseBegin = true
        fields[0].delegate = log
        h.tap(at: Point(x: 100, y: 57))
        #expect(!fields[0].isFirstResponder)
        #expect(h.driver.application.keyboardFrame == nil)
        log.refuseBegin = false
        log.refuseEnd = true
        #expect(fields[0].becomeFirstResponder())
        fields[0].removeFromSuperview()
        #expect(!fields[0].isFirstResponder && !fields[0].isEditing)
        #expect(log.calls.suffix(2) == ["shouldEnd", "didEnd(committed)"])
        try h.driver.advance(by: 0.3)
        h.step(2)
        #expect(h.driver.application.keyboardFrame == nil)
    }

    @Test func deletingAnEmojiRemovesItsWholeCharacterAndRangesConvert() throws {
        let (h, fields) = makeForm()
        let f = fields[0]
        let log = FieldLog()
        f.delegate = log
        f.text = "a\u{1F600}"
        f.becomeFirstResponder()
        f.deleteBackward()
        #expect(f.text == "a")
        #expect(log.calls.last == "change{1, 2} ")
        let s = "h\u{00E9}llo"
        let r = try #require(Range(CharacterRange(location: 1, length: 1), in: s))
        #expect(s[r] == "\u{00E9}")
        #expect(Range(CharacterRange(location: 1, length: 9), in: s) == nil)
        _ = h
    }

    @Test func numberPadsAndPagesOfferTheirKeys() throws {
        let (h, fields) = makeForm()
        let f = fields[0]
        f.keyboardType = .numberPad
        f.becomeFirstResponder()
        try h.driver.advance(by: 0.3)
        h.step(2)
        let kb = keyboard(h)
        #expect(kb.page == .numericPad)
        #expect(!kb.keys.contains { $0.action == .return })
        tapKey(h, .character("4"))
        tapKey(h, .character("2"))
        #expect(f.text == "42")
        f.resignFirstResponder()
        let g = TextField(frame: Rect(x: 40, y: 100, width: 300, height: 34))
        g.autocapitalizationType = .none
        g.returnKeyType = .done
        h.window.addSubview(g)
        g.becomeFirstResponder()
        try h.driver.advance(by: 0.3)
        h.step(2)
        #expect(kb.page == .letters && !kb.isShifted)
        #expect(kb.keys.first { $0.action == .return }?.label.text == "Done")
        tapKey(h, .page(.numbers))
        tapKey(h, .character("7"))
        tapKey(h, .space)
        // A space on the numbers page goes back to the letters, as iOS.
        #expect(kb.page == .letters)
        tapKey(h, .character("a"))
        #expect(g.text == "7 a")
    }

    @Test func clearButtonSecureEntryAndPlaceholderLook() throws {
        let (h, fields) = makeForm(2)
        let f = fields[0]
        let log = FieldLog()
        f.delegate = log
        f.clearButtonMode = .whileEditing
        f.text = "secret"
        fields[1].isSecureTextEntry = true
        fields[1].text = "abc"
        #expect(fields[1].textLabel.text == "\u{2022}\u{2022}\u{2022}")
        #expect(fields[1].text == "abc")
        f.becomeFirstResponder()
        h.step(2)
        let clear = f.clearButtonRect(forBounds: f.bounds)
        h.tap(at: Point(x: 40 + clear.midX, y: 40 + clear.midY))
        #expect(log.calls.contains("shouldClear"))
        #expect(f.text == "")
        #expect(f.isFirstResponder)
        // Empty, the placeholder shows in light grey.
        #expect(f.textLabel.text == "Name 1")
        // A left view shows at the left edge and the text starts after it; the right view takes the right
        // edge with the clear button to its left.
        let icon = View(frame: Rect(x: 0, y: 0, width: 24, height: 24))
        icon.backgroundColor = .red
        let badge = View(frame: Rect(x: 0, y: 0, width: 30, height: 20))
        badge.backgroundColor = .green
        fields[1].leftView = icon
        fields[1].leftViewMode = .always
        fields[1].rightView = badge
        fields[1].rightViewMode = .unlessEditing
        fields[1].clearButtonMode = .always
        h.step(1)
        #expect(icon.frame == Rect(x: 0, y: 5, width: 24, height: 24))
        #expect(badge.frame == Rect(x: 290, y: 7, width: 30, height: 20))
        let text = fields[1].textRect(forBounds: fields[1].bounds)
        #expect(text.minX == 24)
        #expect(fields[1].clearButtonRect(forBounds: fields[1].bounds).maxX == 286)
        #expect(close(h.color(40 + 12, 90 + 17), .red))
        #expect(close(h.color(40 + 305, 90 + 17), .green))
        let hint = AttributedText("Required", attributes: TextAttributes(color: .red))
        f.attributedPlaceholder = hint
        h.step(1)
        #expect(f.textLabel.attributedText?.string == "Required")
        try h.driver.advance(by: 0.3)
        h.step(2)
        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") { try h.driver.writePNG(path: String(cString: dir) + "/text-field.png") }
    }

    @Test func contentPinnedToTheKeyboardGuideMovesWithTheKeyboard() throws {
        let h = Harness(width: 800, height: 480)
        let field = TextField()
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(field)
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 20),
            field.widthAnchor.constraint(equalToConstant: 300),
            field.bottomAnchor.constraint(equalTo: h.window.keyboardLayoutGuide.topAnchor, constant: -10),
        ])
        h.step(2)
        #expect(field.frame.maxY == 470)
        field.becomeFirstResponder()
        let height = KeyboardView.height(for: Size(width: 800, height: 480))
        // Mid-slide the field is on its way up; at the end it sits 10 points above the keyboard.
        try h.driver.advance(by: Keyboard.duration / 2)
        h.step(1)
        let mid = field.layer.presentation()?.frame.maxY ?? field.frame.maxY
        #expect(mid < 470 && mid > 470 - height)
        try h.driver.advance(by: Keyboard.duration)
        h.step(2)
        #expect(field.frame.maxY == 470 - height)
        #expect(h.window.keyboardLayoutGuide.layoutFrame.minY == 480 - height)
        field.resignFirstResponder()
        try h.driver.advance(by: Keyboard.duration + 0.05)
        h.step(2)
        #expect(field.frame.maxY == 470)
    }

    /// The keyboard's automatic shift looks at the text before the caret, and keys type at the caret.
    @Test func theKeyboardShiftsAtASentenceStartBeforeTheCaret() throws {
        let (h, fields) = makeForm()
        let f = fields[0]
        f.text = "Hello. world"
        f.becomeFirstResponder()
        try h.driver.advance(by: Keyboard.duration + 0.05)
        h.step(2)
        #expect(!keyboard(h).isShifted, "after \"world\"")
        f.selectedTextRange = f.textRange(
            from: f.position(from: f.beginningOfDocument, offset: 7)!,
            to: f.position(from: f.beginningOfDocument, offset: 7)!)
        h.step()
        #expect(keyboard(h).isShifted, "after \"Hello. \"")
        type(h, "a")
        #expect(f.text == "Hello. Aworld")
        #expect(!keyboard(h).isShifted)
    }

    @Test func enablesReturnKeyAutomaticallyTurnsReturnOffWhileTheFieldIsEmpty() throws {
        let (h, fields) = makeForm()
        let f = fields[0]
        f.enablesReturnKeyAutomatically = true
        let log = FieldLog()
        f.delegate = log
        h.tap(at: Point(x: 100, y: 57))
        try h.driver.advance(by: 0.3)
        h.step(2)
        #expect(!keyboard(h).isReturnKeyEnabled)
        tapKey(h, .return)
        #expect(!log.calls.contains("shouldReturn"), "an empty field's return key does nothing")
        tapKey(h, .character("a"))
        #expect(keyboard(h).isReturnKeyEnabled)
        tapKey(h, .return)
        #expect(log.calls.last == "shouldReturn")
        tapKey(h, .delete)
        #expect(f.text == "" && !keyboard(h).isReturnKeyEnabled)
    }

    @Test func aDarkKeyboardAppearanceDrawsADarkBoard() throws {
        let (h, fields) = makeForm(2)
        fields[1].keyboardAppearance = .dark
        h.tap(at: Point(x: 100, y: 57))
        try h.driver.advance(by: 0.3)
        h.step(2)
        // Between the keys, near the bottom-left corner of the screen: the board.
        #expect(close(h.color(2, 478), KeyboardView.background, 0.03))
        h.tap(at: Point(x: 100, y: 107))
        h.step(2)
        #expect(fields[1].isFirstResponder)
        #expect(close(h.color(2, 478), KeyboardView.darkBackground, 0.03))
    }
}
