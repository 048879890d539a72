import PanelEmbedded
import PanelKit
import Testing

@testable import PanelDRM

/// Logs the presses that reach it and the text field's return.
@MainActor
final class PressLog: ViewController, TextFieldDelegate {
    var began: [(KeyboardHIDUsage, String, KeyModifierFlags)] = []
    var ended: [KeyboardHIDUsage] = []
    var returns = 0

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        for p in presses {
            if let k = p.key { began.append((k.keyCode, k.characters, k.modifierFlags)) }
        }
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        for p in presses { if let k = p.key { ended.append(k.keyCode) } }
        super.pressesEnded(presses, with: event)
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        returns += 1
        return true
    }
}

/// A hardware keyboard through the real input stack: key codes from a (fake) libinput device, translated by
/// xkbcommon's US layout, delivered by the application as presses and typing.
@Suite("Hardware keyboards")
@MainActor
struct HardwareKeyboardTests {
    // Linux input codes.
    static let a = 30
    static let h = 35
    static let i = 23
    static let one = 2
    static let shift = 42
    static let control = 29
    static let backspace = 14
    static let enter = 28

    /// Shift changes what a key types, and the event keeps both forms and the modifiers.
    @Test func xkbTranslatesWithModifiers() {
        let fake = FakeInputBackend()
        let input = LibinputInput(backend: fake, physicalWidth: 100, physicalHeight: 100, rotation: .none)
        let kb = fake.plugKeyboard()
        for (code, pressed) in [
            (Self.a, true), (Self.a, false), (Self.shift, true), (Self.a, true), (Self.a, false), (Self.one, true),
            (Self.one, false), (Self.shift, false), (Self.one, true), (Self.one, false),
        ] {
            fake.key(kb, code, pressed: pressed, time: 1)
        }
        _ = input.read(until: 1)
        let downs = input.readKeys().filter(\.isDown)
        #expect(downs.map(\.characters) == ["a", "", "A", "!", "1"])
        #expect(downs.map(\.charactersIgnoringModifiers) == ["a", "", "a", "1", "1"])
        #expect(downs[2].modifiers.contains(.shift))
        #expect(!downs[0].modifiers.contains(.shift))
        #expect(input.readKeys().isEmpty)
    }

    /// A held letter repeats after the delay at the rate; a modifier does not; releasing stops it.
    @Test func heldKeysRepeat() {
        let fake = FakeInputBackend()
        let input = LibinputInput(backend: fake, physicalWidth: 100, physicalHeight: 100, rotation: .none)
        let kb = fake.plugKeyboard()
        fake.key(kb, Self.a, pressed: true, time: 10)
        _ = input.read(until: 10)
        #expect(input.readKeys().count == 1)
        #expect(input.nextDeadline == 10 + LibinputInput.keyRepeatDelay)
        _ = input.read(until: 10.45)
        #expect(input.readKeys().isEmpty)
        _ = input.read(until: 10.6)
        let repeats = input.readKeys()
        #expect(repeats.count >= 3 && repeats.count <= 4)
        #expect(repeats.allSatisfy { $0.isRepeat && $0.isDown && $0.characters == "a" })
        fake.key(kb, Self.a, pressed: false, time: 10.61)
        _ = input.read(until: 10.62)
        #expect(input.readKeys().map(\.isDown) == [false])
        #expect(input.nextDeadline == nil)

        fake.key(kb, Self.shift, pressed: true, time: 11)
        _ = input.read(until: 12)
        #expect(input.readKeys().count == 1)
        #expect(input.nextDeadline == nil)
    }

    /// Typing into a text field from a hardware keyboard: characters as the layout gives them, Backspace
    /// deletes, Control+key types nothing, Return asks the delegate; the presses travel the responder chain
    /// to the controller; the on-screen keyboard goes down at the first key.
    @Test func typingIntoATextField() throws {
        let fake = FakeInputBackend()
        let input = LibinputInput(backend: fake, physicalWidth: 400, physicalHeight: 240, rotation: .none)
        let driver = EmbeddedDriver(width: 400, height: 240, extraInput: input)
        let controller = PressLog()
        let window = Window(application: driver.application)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 34))
        field.delegate = controller
        controller.view.addSubview(field)
        let kb = fake.plugKeyboard()
        try driver.step()
        field.becomeFirstResponder()
        try driver.advance(by: 0.4)
        #expect(driver.application.keyboardFrame != nil)

        var t = driver.now
        func tap(_ code: Int, shift: Bool = false, control: Bool = false) throws {
            t += 0.01
            if shift { fake.key(kb, Self.shift, pressed: true, time: t) }
            if control { fake.key(kb, Self.control, pressed: true, time: t) }
            fake.key(kb, code, pressed: true, time: t)
            fake.key(kb, code, pressed: false, time: t)
            if shift { fake.key(kb, Self.shift, pressed: false, time: t) }
            if control { fake.key(kb, Self.control, pressed: false, time: t) }
            try driver.step()
        }
        try tap(Self.h, shift: true)
        try tap(Self.i)
        try tap(Self.a)
        try tap(Self.backspace)
        try tap(Self.one, shift: true)
        try tap(Self.a, control: true)
        #expect(field.text == "Hi!")
        try driver.advance(by: 0.4)
        #expect(driver.application.keyboardFrame == nil)
        #expect(field.isFirstResponder)

        try tap(Self.enter)
        #expect(controller.returns == 1)
        // The field's own presses reach its controller through the responder chain.
        #expect(controller.began.first?.0 == .keyboardLeftShift)
        #expect(controller.began.contains { $0.0 == .keyboardH && $0.1 == "H" && $0.2.contains(.shift) })
        #expect(controller.began.contains { $0.0 == .keyboardA && $0.2.contains(.control) })
        #expect(controller.ended.contains(.keyboardReturnOrEnter))
        #expect(controller.began.count == controller.ended.count)
    }

    /// A text view takes a hardware keyboard's keys too: Return starts a new line (editing goes on),
    /// Backspace deletes the last character.
    @Test func typingIntoATextView() throws {
        let fake = FakeInputBackend()
        let input = LibinputInput(backend: fake, physicalWidth: 400, physicalHeight: 240, rotation: .none)
        let driver = EmbeddedDriver(width: 400, height: 240, extraInput: input)
        let window = Window(application: driver.application)
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        let textView = TextView(frame: Rect(x: 20, y: 20, width: 200, height: 100))
        window.rootViewController?.view.addSubview(textView)
        let kb = fake.plugKeyboard()
        try driver.step()
        #expect(textView.becomeFirstResponder())
        var t = driver.now
        func tap(_ code: Int, shift: Bool = false) throws {
            t += 0.01
            if shift { fake.key(kb, Self.shift, pressed: true, time: t) }
            fake.key(kb, code, pressed: true, time: t)
            fake.key(kb, code, pressed: false, time: t)
            if shift { fake.key(kb, Self.shift, pressed: false, time: t) }
            try driver.step()
        }
        try tap(Self.h, shift: true)
        try tap(Self.i)
        try tap(Self.enter)
        try tap(Self.a)
        try tap(Self.one)
        try tap(Self.backspace)
        #expect(textView.text == "Hi\na")
        #expect(textView.isFirstResponder && textView.isEditing)
    }
}
