import PanelKitCompat
import Testing

/// The caret and the selection as UIKit code uses them through `UITextInput`: positions and ranges in UTF-16
/// units, `selectedTextRange` moved in code, typing and deleting at the caret, the delegate's ranges, a
/// hardware keyboard's arrows (Shift selecting), and a tap while editing placing the caret.
@Suite("PanelKitCompat: the caret and selection of UITextField and UITextView")
@MainActor
struct TextSelectionCompatTests {
    // Linux input codes of the keys used.
    static let left = 105
    static let right = 106
    static let up = 103
    static let down = 108
    static let home = 102
    static let end = 107

    /// A form with one field whose delegate logs the ranges it is asked about and the selection changes.
    final class FieldViewController: UIViewController, UITextFieldDelegate {
        let field = UITextField()
        var ranges: [NSRange] = []
        var selectionChanges = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            field.borderStyle = .roundedRect
            field.frame = CGRect(x: 20, y: 20, width: 200, height: 34)
            field.delegate = self
            view.addSubview(field)
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            ranges.append(range)
            return true
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            selectionChanges += 1
        }
    }

    /// A field holding `text`, being edited (tapped), in a window tall enough that the
    /// on-screen keyboard stays clear of it.
    private func editing(_ text: String) -> (TransitionHarness, FieldViewController) {
        let form = FieldViewController()
        let h = TransitionHarness(width: 480, height: 800, root: form)
        h.step(2)
        form.field.text = text
        h.tap(at: CGPoint(x: 200, y: 37))
        #expect(form.field.isFirstResponder)
        return (h, form)
    }

    /// The caret's offset from the start, as UIKit code reads it.
    private func caretOffset(_ field: UITextField) -> Int? {
        guard let range = field.selectedTextRange, range.isEmpty else { return nil }
        return field.offset(from: field.beginningOfDocument, to: range.start)
    }

    private func red(_ pixel: UInt32) -> UInt32 { (pixel >> 16) & 0xFF }
    private func blue(_ pixel: UInt32) -> UInt32 { pixel & 0xFF }

    /// The columns in `xs` of row `y` drawn in the tint (the caret's system blue).
    private func tintColumns(_ h: TransitionHarness, y: Int, _ xs: ClosedRange<Int>) -> [Int] {
        xs.filter {
            let p = h.surface.pixel(x: $0, y: y)
            return red(p) < 80 && blue(p) > 200
        }
    }

    @Test func aCaretPlacedInCodeTypesThereAndTheDelegateGetsItsRange() {
        let (h, form) = editing("Hello world")
        let field = form.field
        #expect(caretOffset(field) == 11, "editing begins with the caret at the end")
        let p = field.position(from: field.beginningOfDocument, offset: 5)!
        field.selectedTextRange = field.textRange(from: p, to: p)
        #expect(caretOffset(field) == 5)
        field.insertText(",")
        #expect(field.text == "Hello, world")
        #expect(form.ranges.last == NSRange(location: 5, length: 0))
        #expect(caretOffset(field) == 6, "the caret follows what was typed")
        field.insertText("!")
        #expect(field.text == "Hello,! world")
        h.step()
    }

    @Test func typingReplacesTheSelection() {
        let (_, form) = editing("Hello world")
        let field = form.field
        let start = field.position(from: field.beginningOfDocument, offset: 6)!
        field.selectedTextRange = field.textRange(from: start, to: field.endOfDocument)
        #expect(field.selectedTextRange?.isEmpty == false)
        #expect(field.text(in: field.selectedTextRange!) == "world")
        field.insertText("there")
        #expect(field.text == "Hello there")
        #expect(form.ranges.last == NSRange(location: 6, length: 5))
        #expect(caretOffset(field) == 11)
        // The delete key removes a selection whole.
        let a = field.position(from: field.beginningOfDocument, offset: 1)!
        let b = field.position(from: a, offset: 3)!
        field.selectedTextRange = field.textRange(from: b, to: a)
        field.deleteBackward()
        #expect(field.text == "Ho there")
        #expect(form.ranges.last == NSRange(location: 1, length: 3))
        #expect(caretOffset(field) == 1)
    }

    @Test func backspaceAtACaretInTheMiddleDeletesTheCharacterBeforeIt() {
        let (_, form) = editing("Helxlo")
        let field = form.field
        field.selectedTextRange = field.textRange(
            from: field.position(from: field.beginningOfDocument, offset: 4)!,
            to: field.position(from: field.beginningOfDocument, offset: 4)!)
        field.deleteBackward()
        #expect(field.text == "Hello")
        #expect(form.ranges.last == NSRange(location: 3, length: 1))
        #expect(caretOffset(field) == 3)
        // At the start there is nothing before the caret: no change, no question.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        let asked = form.ranges.count
        field.deleteBackward()
        #expect(field.text == "Hello")
        #expect(form.ranges.count == asked)
    }

    @Test func offsetsCountUTF16UnitsAndPositionsStopAtTheEnds() {
        let (_, form) = editing("café 👍🏽")
        let field = form.field
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 9)
        #expect(field.position(from: field.beginningOfDocument, offset: 10) == nil, "past the end")
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil, "before the start")
        #expect(field.position(from: field.endOfDocument, offset: -9) != nil)
        let emoji = field.position(from: field.beginningOfDocument, offset: 5)!
        let range = field.textRange(from: emoji, to: field.endOfDocument)!
        #expect(field.text(in: range) == "👍🏽")
        #expect(field.compare(emoji, to: field.endOfDocument) == .orderedAscending)
        #expect(field.compare(field.endOfDocument, to: emoji) == .orderedDescending)
        // Backspace at the end removes the whole emoji, its four code units.
        field.deleteBackward()
        #expect(field.text == "café ")
        #expect(form.ranges.last == NSRange(location: 5, length: 4))
        // A position from a longer text is clamped to this one.
        let far = UITextField()
        far.text = "a much longer text than this"
        field.selectedTextRange = field.textRange(from: far.endOfDocument, to: far.endOfDocument)
        #expect(caretOffset(field) == 5)
    }

    @Test func arrowKeysMoveTheCaretAndShiftSelects() {
        let (h, form) = editing("abcd")
        let field = form.field
        let before = form.selectionChanges
        h.pressKey(Self.left)
        h.pressKey(Self.left)
        #expect(caretOffset(field) == 2)
        #expect(form.selectionChanges == before + 2, "each move is told")
        h.pressKey(Self.left, modifiers: [.shift])
        let selected = field.selectedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 1)
        #expect(field.text(in: selected) == "b")
        h.pressKey(Self.right, modifiers: [.shift])
        h.pressKey(Self.right, modifiers: [.shift])
        #expect(field.text(in: field.selectedTextRange!) == "c", "the head passed the anchor")
        // Left without Shift collapses a selection to its start.
        h.pressKey(Self.left)
        #expect(caretOffset(field) == 2)
        h.pressKey(Self.home)
        #expect(caretOffset(field) == 0)
        h.pressKey(Self.end, modifiers: [.shift])
        #expect(field.text(in: field.selectedTextRange!) == "abcd")
        h.pressKey(Self.right)
        #expect(caretOffset(field) == 4)
        h.pressKey(Self.left)
        h.pressKey(Self.left, modifiers: [.shift])
        field.insertText("X")
        #expect(field.text == "abXd")
    }

    @Test func aTapWhileEditingPutsTheCaretThereAndItIsDrawnThere() {
        let (h, form) = editing("mmmmmmmmmm")
        let field = form.field
        h.step()
        let y = 37
        // The caret is drawn after the text at first.
        let atEnd = tintColumns(h, y: y, 20...219)
        #expect(!atEnd.isEmpty)
        // A tap a quarter into the text: the caret moves near there, and is drawn there.
        let textStart = 27.0
        let endX = Double(atEnd.min()!)
        let target = textStart + (endX - textStart) * 0.3
        h.tap(at: CGPoint(x: target, y: Double(y)))
        let offset = caretOffset(field)!
        #expect(offset >= 2 && offset <= 4, "near the tap: \(offset)")
        h.step()
        let drawn = tintColumns(h, y: y, 20...219)
        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { abs(Double($0) - target) < 10 }, "the caret at \(drawn), the tap at \(target)")
        // A selection shows as a light tint behind the text and hides the caret.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        h.step()
        #expect(tintColumns(h, y: y, 20...219).isEmpty, "no caret while a range is selected")
        let behind = h.surface.pixel(x: 28, y: 28)
        #expect(blue(behind) > 230 && red(behind) < 230, "tinted behind the selected text")
        #expect(h.surface.pixel(x: 210, y: 28) == 0xFFFF_FFFF, "white past the selection")
    }

    @Test func replaceWithTextEditsAsTypingDoesAndSelectingInCodeIsTold() {
        let (_, form) = editing("Hello world")
        let field = form.field
        let start = field.beginningOfDocument
        let end = field.position(from: start, offset: 5)!
        field.replace(field.textRange(from: start, to: end)!, withText: "Goodbye")
        #expect(field.text == "Goodbye world")
        #expect(form.ranges.last == NSRange(location: 0, length: 5))
        #expect(caretOffset(field) == 13, "the caret after the change keeps its place in the text")
        let told = form.selectionChanges
        field.selectedTextRange = field.textRange(from: start, to: start)
        #expect(form.selectionChanges == told + 1)
        field.selectedTextRange = field.textRange(from: start, to: start)
        #expect(form.selectionChanges == told + 1, "no change, nothing told")
    }

    @Test func textLongerThanTheFieldScrollsToKeepTheCaretInView() throws {
        let (h, form) = editing(String(repeating: "m", count: 40))
        h.step()
        let y = 37
        let atEnd = tintColumns(h, y: y, 20...219)
        #expect(!atEnd.isEmpty && atEnd.allSatisfy { $0 > 150 }, "the end shows: \(atEnd)")
        h.pressKey(Self.home)
        #expect(caretOffset(form.field) == 0)
        let atStart = tintColumns(h, y: y, 20...219)
        #expect(!atStart.isEmpty && atStart.allSatisfy { $0 < 35 }, "the start shows: \(atStart)")
        // A step right moves the caret, not the text.
        h.pressKey(Self.right)
        let next = tintColumns(h, y: y, 20...219)
        #expect(try #require(next.min()) > (atStart.min() ?? 0) + 5)
    }

    /// A notes editor whose delegate logs the ranges and the selection changes.
    final class NotesViewController: UIViewController, UITextViewDelegate {
        let textView = UITextView()
        var ranges: [NSRange] = []
        var selectionChanges = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            textView.frame = CGRect(x: 0, y: 0, width: 240, height: 160)
            textView.text = "one\ntwo\nthree"
            textView.delegate = self
            view.addSubview(textView)
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            ranges.append(range)
            return true
        }

        func textViewDidChangeSelection(_ textView: UITextView) {
            selectionChanges += 1
        }
    }

    @Test func upAndDownMoveBetweenLinesOfATextView() {
        let notes = NotesViewController()
        let h = TransitionHarness(width: 480, height: 800, root: notes)
        h.step(2)
        let textView = notes.textView
        #expect(textView.selectedRange == NSRange(location: 13, length: 0), "setting the text puts the caret after it")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 0, length: 0)
        #expect(notes.selectionChanges == 1)
        h.pressKey(Self.down)
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        h.pressKey(Self.end)
        #expect(textView.selectedRange == NSRange(location: 7, length: 0))
        h.pressKey(Self.home)
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        h.pressKey(Self.down, modifiers: [.shift])
        #expect(textView.selectedRange == NSRange(location: 4, length: 4))
        #expect(textView.text(in: textView.selectedTextRange!) == "two\n")
        textView.insertText("X")
        #expect(textView.text == "one\nXthree")
        #expect(notes.ranges.last == NSRange(location: 4, length: 4))
        h.pressKey(Self.up)
        #expect(textView.selectedRange.location <= 3, "back on the first line")
        h.pressKey(Self.up)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0), "Up on the first line goes to its start")
        #expect(notes.selectionChanges >= 7)
    }

    @Test func selectedRangeSetInCodeIsWhatTypingReplaces() {
        let notes = NotesViewController()
        let h = TransitionHarness(width: 480, height: 800, root: notes)
        h.step(2)
        let textView = notes.textView
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 4, length: 3)
        #expect(textView.text(in: textView.selectedTextRange!) == "two")
        textView.insertText("2")
        #expect(textView.text == "one\n2\nthree")
        #expect(notes.ranges.last == NSRange(location: 4, length: 3))
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        textView.deleteBackward()
        #expect(textView.text == "one\n\nthree")
        #expect(notes.ranges.last == NSRange(location: 4, length: 1))
        // A range past the end is clamped to the text.
        textView.selectedRange = NSRange(location: 8, length: 100)
        #expect(textView.selectedRange == NSRange(location: 8, length: 2))
    }

    @Test func aTapOnATextViewBeingEditedPutsTheCaretThere() throws {
        let notes = NotesViewController()
        let h = TransitionHarness(width: 480, height: 800, root: notes)
        h.step(2)
        let textView = notes.textView
        h.tap(at: CGPoint(x: 120, y: 20))
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange == NSRange(location: 13, length: 0), "the first tap keeps the caret")
        // A tap at the start of the second line.
        let line = try #require(textView.font).lineHeight
        let y = textView.textContainerInset.top + line * 1.5
        h.tap(at: CGPoint(x: 6, y: y))
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        h.step()
        let columns = tintColumns(h, y: Int(y), 0...30)
        #expect(!columns.isEmpty && columns.allSatisfy { $0 <= 8 }, "the caret drawn at the line's start: \(columns)")
    }
}
