import PanelKitCompat
import Testing

/// Text input properties UIKit code sets, written as Apple's documentation describes them:
/// `adjustsFontSizeToFitWidth` and `minimumFontSize` on a text field, `inputView` and
/// `inputAccessoryView` in place of the keyboard with `reloadInputViews()`, `typingAttributes`,
/// `defaultTextAttributes` and `clearsOnInsertion`.
@Suite("PanelKitCompat: text input properties")
@MainActor
struct TextInputPropertiesCompatTests {
    /// The rows and columns of dark ink (text) in `rect` of the screen: its height and width in pixels.
    private func inkExtent(_ h: TransitionHarness, in rect: CGRect) -> (width: Int, height: Int) {
        let s = h.surface
        var minX = Int.max
        var maxX = Int.min
        var minY = Int.max
        var maxY = Int.min
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = s.pixel(x: x, y: y)
                let r = (p >> 16) & 0xFF
                let g = (p >> 8) & 0xFF
                let b = p & 0xFF
                guard r < 128 && g < 128 && b < 128 else { continue }
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return (0, 0) }
        return (maxX - minX + 1, maxY - minY + 1)
    }

    /// A 120-point field at `y` with `text` in 17-point type.
    private func field(_ text: String, y: Double, in h: TransitionHarness) -> UITextField {
        let f = UITextField(frame: CGRect(x: 20, y: y, width: 120, height: 30))
        f.font = UIFont.systemFont(ofSize: 17)
        f.text = text
        h.window.addSubview(f)
        return f
    }

    @Test func aLongTextShrinksToFitTheFieldButNotBelowTheMinimumFontSize() {
        let h = TransitionHarness(width: 320, height: 240)
        let long = String(repeating: "Hj", count: 8)
        let plain = field(long, y: 10, in: h)
        let shrunk = field(long, y: 50, in: h)
        shrunk.adjustsFontSizeToFitWidth = true
        shrunk.minimumFontSize = 6
        let floored = field(String(repeating: "Hj", count: 30), y: 90, in: h)
        floored.adjustsFontSizeToFitWidth = true
        floored.minimumFontSize = 12
        let reference = field("HjHj", y: 130, in: h)
        reference.font = UIFont.systemFont(ofSize: 12)
        let fits = field("Hj", y: 170, in: h)
        fits.adjustsFontSizeToFitWidth = true
        fits.minimumFontSize = 6
        h.step()
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/shrunk-fields.png")
        }
        func ink(_ f: UITextField) -> (width: Int, height: Int) { inkExtent(h, in: f.frame) }
        let full = ink(plain)
        let small = ink(shrunk)
        #expect(full.width >= 110, "without shrinking the text fills the field and is cut, got \(full)")
        #expect(small.height < full.height - 2, "the shrunk text is drawn smaller: \(small) vs \(full)")
        #expect(small.width <= 120 && small.width > 80, "and fits the field's width, got \(small)")
        #expect(shrunk.font.pointSize == 17, "font keeps the font the app set")
        #expect(shrunk.font == UIFont.systemFont(ofSize: 17))
        // Text too long even at 12 points stays at 12 points (as tall as 12-point text) and is cut.
        let atFloor = ink(floored)
        let twelve = ink(reference)
        #expect(abs(atFloor.height - twelve.height) <= 1, "never below minimumFontSize: \(atFloor) vs \(twelve)")
        #expect(atFloor.height < full.height)
        // Text that fits keeps its size.
        #expect(abs(ink(fits).height - full.height) <= 1, "text that fits is not shrunk")

        // Editing keeps the text shrunk, and typing at the end shows the caret's end of the text.
        shrunk.becomeFirstResponder()
        h.step()
        #expect(ink(shrunk).height < full.height - 2)
        shrunk.adjustsFontSizeToFitWidth = false
        shrunk.resignFirstResponder()
        h.step()
        #expect(ink(shrunk).height == full.height, "turned off, the text is full size again")
    }

    @Test func aMinimumFontSizeOfZeroOrNonsenseDoesNotCrashAndStaysReadable() {
        let h = TransitionHarness(width: 320, height: 120)
        let f = field(String(repeating: "Hj", count: 40), y: 10, in: h)
        f.adjustsFontSizeToFitWidth = true
        f.minimumFontSize = .nan
        let reference = field("Hj", y: 60, in: h)
        reference.font = UIFont.systemFont(ofSize: UITextField.smallestFontSize)
        h.step()
        #expect(abs(inkExtent(h, in: f.frame).height - inkExtent(h, in: reference.frame).height) <= 1)
        f.minimumFontSize = -3
        f.font = UIFont.systemFont(ofSize: 0.5)
        h.step()
        #expect(f.font.pointSize == 0.5)
    }

    /// A blue view the field shows in place of the keyboard, a green bar above it.
    @Test func anInputViewShowsInPlaceOfTheKeyboardAndTheNotificationsCarryItsFrame() throws {
        let h = TransitionHarness(width: 480, height: 320)
        let f = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        f.borderStyle = .roundedRect
        h.window.addSubview(f)
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
        pad.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        bar.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        f.inputView = pad
        f.inputAccessoryView = bar
        #expect(f.inputView === pad)
        var ends: [CGRect] = []
        let o = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { n in
            if let end = n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { ends.append(end) }
        }
        defer { NotificationCenter.default.removeObserver(o) }

        f.becomeFirstResponder()
        #expect(ends == [CGRect(x: 0, y: 320 - 190, width: 480, height: 190)], "the pad and the bar: \(ends)")
        h.step(30)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/input-view.png")
        }
        #expect(h.surface.pixel(x: 240, y: 320 - 75) == 0xFF00_00FF, "the pad fills the keyboard's place")
        #expect(h.surface.pixel(x: 470, y: 320 - 5) == 0xFF00_00FF, "at the screen's width")
        #expect(h.surface.pixel(x: 240, y: 320 - 170) == 0xFF00_FF00, "the bar sits on top of it")
        #expect(pad.frame.width == 480 && pad.frame.height == 150)
        // Typing still goes to the field.
        f.insertText("7")
        #expect(f.text == "7")

        // Without the input view, reloadInputViews() brings the keys back and says so.
        f.inputView = nil
        f.reloadInputViews()
        let keyboard = try #require(ends.last)
        #expect(ends.count == 2 && keyboard.height != 190 && keyboard.height > 40, "the keys' height: \(ends)")
        #expect(pad.superview == nil, "the pad left the keyboard")
        h.step(5)
        #expect(h.surface.pixel(x: 240, y: 320 - 75) != 0xFF00_00FF)
        f.resignFirstResponder()
        h.step(30)
        #expect(h.driver.application.keyboardFrame == nil)
        // reloadInputViews() on a field that is not first responder brings nothing up.
        f.inputView = pad
        f.reloadInputViews()
        #expect(h.driver.application.keyboardFrame == nil && ends.count == 2)
    }

    @Test func aPickerAsInputViewTakesItsOwnHeight() throws {
        let h = TransitionHarness(width: 480, height: 400)
        let t = UITextView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        h.window.addSubview(t)
        let picker = UIPickerView()
        t.inputView = picker
        t.becomeFirstResponder()
        h.step(30)
        let frame = try #require(h.driver.application.keyboardFrame)
        #expect(frame.height == 216, "a picker's own 216 points, got \(frame)")
        #expect(frame.height > 0 && frame.maxY == 400)
        #expect(picker.window != nil && picker.frame.width == 480)
    }

    /// Counts the clearly red pixels in `rect`.
    private func redPixels(_ h: TransitionHarness, in rect: CGRect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = h.surface.pixel(x: x, y: y)
                if (p >> 16) & 0xFF > 180 && (p >> 8) & 0xFF < 90 && p & 0xFF < 90 { n += 1 }
            }
        }
        return n
    }

    @Test func typingAttributesColourTypedTextUntilTheSelectionMoves() throws {
        let h = TransitionHarness(width: 320, height: 700)
        let t = UITextView(frame: CGRect(x: 10, y: 200, width: 300, height: 100))
        t.font = UIFont.systemFont(ofSize: 24)
        t.text = "ab"
        h.window.addSubview(t)
        t.becomeFirstResponder()
        h.step(30)
        #expect(redPixels(h, in: t.frame) == 0)
        #expect(t.typingAttributes[.font] as? UIFont == UIFont.systemFont(ofSize: 24), "the font at the caret")
        t.typingAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 24)]
        t.insertText("WW")
        t.insertText("M")
        h.step(30)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/typing-attributes.png")
        }
        #expect(redPixels(h, in: t.frame) > 40, "the typed text is red")
        #expect(t.text == "abWWM")
        #expect(t.attributedText.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .red)
        #expect(t.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil, "ab stays as it was")
        // Moving the caret forgets them: text typed at the start takes the first character's look.
        t.selectedRange = NSRange(location: 0, length: 0)
        #expect(t.typingAttributes[.foregroundColor] as? UIColor != .red)
        t.insertText("x")
        #expect(t.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor != .red)
        // After a red character, typed text keeps its attributes (allowsEditingTextAttributes is kept).
        t.allowsEditingTextAttributes = true
        t.selectedRange = NSRange(location: 6, length: 0)
        #expect(t.typingAttributes[.foregroundColor] as? UIColor == .red)
    }

    @Test func clearsOnInsertionReplacesTheTextAndDefaultTextAttributesStyleTheField() {
        let h = TransitionHarness(width: 320, height: 700)
        let f = UITextField(frame: CGRect(x: 10, y: 200, width: 200, height: 30))
        f.text = "old"
        f.clearsOnInsertion = true
        h.window.addSubview(f)
        f.becomeFirstResponder()
        #expect(f.typingAttributes != nil, "a field being edited has typing attributes")
        f.insertText("n")
        #expect(f.markedTextRange == nil, "no input method composes text")
        f.insertText("e")
        #expect(f.text == "ne", "the first insertion replaced the text, the next one appended")
        f.resignFirstResponder()
        #expect(f.typingAttributes == nil)
        f.becomeFirstResponder()
        f.deleteBackward()
        f.insertText("w")
        #expect(f.text == "nw", "deleting first keeps the text")

        let t = UITextView(frame: CGRect(x: 10, y: 260, width: 200, height: 80))
        t.text = "draft"
        t.clearsOnInsertion = true
        h.window.addSubview(t)
        t.becomeFirstResponder()
        t.insertText("N")
        #expect(t.text == "N")

        f.defaultTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 22)]
        #expect(f.textColor == .red && f.font.pointSize == 22)
        #expect(f.defaultTextAttributes[.foregroundColor] as? UIColor == .red)
        t.resignFirstResponder()
        h.step(30)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/default-attributes.png")
        }
        #expect(redPixels(h, in: f.frame) > 10, "the field's text is drawn red")
    }
}
