import PanelKitCompat
import PanelPlatform
import Testing

@testable import PanelKit

extension TransitionHarness {
    /// The edit menu's bar, while one shows.
    var editBar: EditMenuBarView? { driver.application.editMenuPresenterIfMade?.bar }

    /// The titles the edit menu shows (empty when none shows).
    var editMenuTitles: [String] { editBar?.itemTitles ?? [] }

    /// The screen point at the middle of the edit menu's item titled `title`.
    func editMenuItem(_ title: String) -> Point? {
        guard let bar = editBar, let item = bar.items.first(where: { $0.item.title == title }) else { return nil }
        return bar.convert(Point(x: item.frame.midX, y: item.frame.midY), to: nil)
    }

    /// A finger held still at `point` for `seconds`, then lifted, then the menu's fade.
    func longPress(at point: Point, seconds: Double = 0.7) {
        press(from: point, to: point, duration: seconds)
        lift(at: point)
        wait(0.3)
    }
}

/// UIKit's touch editing as Apple documents it: a long press in a text field or text view selects the
/// word and shows the edit menu (Cut, Copy, Paste, Select, Select All as the state allows), a tap on an
/// item performs it and closes the menu, the iOS 16 delegate hooks add items, and `UIEditMenuInteraction`
/// shows a menu for any view.
@Suite("PanelKitCompat: the edit menu", .serialized)
@MainActor
struct EditMenuCompatTests {
    /// A window with a rounded text field holding "Hello world" at y = 80.
    private func fieldHarness(_ text: String = "Hello world") -> (TransitionHarness, UITextField) {
        let h = TransitionHarness(width: 320, height: 600)
        let field = UITextField(frame: CGRect(x: 10, y: 80, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        h.window.addSubview(field)
        h.step()
        return (h, field)
    }

    /// A point on the first word and one on the last word of `field`'s text, on the screen.
    private func wordPoints(_ field: UITextField) -> (first: CGPoint, last: CGPoint) {
        let label = field.textLabel
        let y = label.bounds.midY
        return (
            label.convert(CGPoint(x: 8, y: y), to: nil),
            label.convert(CGPoint(x: label.bounds.width - 8, y: y), to: nil)
        )
    }

    /// Just past the end of `field`'s text, where its caret goes when editing begins.
    private func caretEnd(_ field: UITextField) -> CGPoint {
        let p = wordPoints(field).last
        return CGPoint(x: p.x + 12, y: p.y)
    }

    private func selectedText(_ field: UITextField) -> String? {
        field.selectedTextRange.flatMap { field.text(in: $0) }
    }

    @Test func aLongPressSelectsTheWordAndShowsTheItemsThatApply() {
        let (h, field) = fieldHarness()
        UIPasteboard.general.string = nil
        h.longPress(at: wordPoints(field).last)
        #expect(field.isFirstResponder)
        #expect(selectedText(field) == "world")
        #expect(h.editMenuTitles == ["Cut", "Copy"], "nothing to paste, got \(h.editMenuTitles)")
        // The bar sits above the selection.
        if let bar = h.editBar {
            let frame = bar.convert(bar.bounds, to: nil)
            #expect(frame.maxY <= field.convert(field.bounds, to: nil).minY + 8, "above the text, got \(frame)")
        }
        // With a string on the pasteboard, Paste joins.
        UIPasteboard.general.string = "there"
        h.longPress(at: wordPoints(field).first)
        #expect(selectedText(field) == "Hello")
        #expect(h.editMenuTitles == ["Cut", "Copy", "Paste"], "got \(h.editMenuTitles)")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/edit-menu-text-field.png")
        }
    }

    @Test func aTapOnTheCaretTogglesSelectSelectAllAndPaste() {
        let (h, field) = fieldHarness()
        UIPasteboard.general.string = "x"
        h.tap(at: field.convert(CGPoint(x: 150, y: 17), to: nil))
        #expect(field.isFirstResponder && h.editMenuTitles.isEmpty, "the first tap only begins editing")
        h.wait(0.5)
        // Editing began with the caret at the end: a tap there shows the caret's menu.
        h.tap(at: caretEnd(field))
        h.wait(0.3)
        #expect(h.editMenuTitles == ["Paste", "Select", "Select All"], "got \(h.editMenuTitles)")
        h.wait(0.5)
        h.tap(at: caretEnd(field))
        h.wait(0.3)
        #expect(h.editMenuTitles.isEmpty, "a second tap on the caret hides it")
        // Select All from the menu, then the menu for the selection.
        UIPasteboard.general.string = nil
        h.wait(0.5)
        h.tap(at: caretEnd(field))
        h.wait(0.3)
        #expect(h.editMenuTitles == ["Select", "Select All"], "no Paste with an empty pasteboard")
        if let p = h.editMenuItem("Select All") { h.tap(at: p) }
        h.wait(0.3)
        #expect(selectedText(field) == "Hello world")
        #expect(h.editMenuTitles == ["Cut", "Copy"], "the menu comes back for the selection")
    }

    @Test func aSecureFieldNeitherCutsNorCopies() {
        let (h, field) = fieldHarness("hunter2")
        field.isSecureTextEntry = true
        UIPasteboard.general.string = "pasted"
        h.step()
        h.longPress(at: field.convert(CGPoint(x: 30, y: 17), to: nil))
        #expect(field.isFirstResponder)
        #expect(h.editMenuTitles == ["Paste"], "got \(h.editMenuTitles)")
        if let p = h.editMenuItem("Paste") { h.tap(at: p) }
        #expect(field.text == "pasted", "Paste replaced the selected secret")
        #expect(h.editMenuTitles.isEmpty)
    }

    @Test func copyPutsTheWordOnThePasteboardAndPasteReplacesTheSelection() {
        let (h, field) = fieldHarness()
        UIPasteboard.general.string = nil
        h.longPress(at: wordPoints(field).first)
        guard let copy = h.editMenuItem("Copy") else {
            Issue.record("no Copy item: \(h.editMenuTitles)")
            return
        }
        h.tap(at: copy)
        #expect(UIPasteboard.general.string == "Hello")
        #expect(h.editMenuTitles.isEmpty, "the menu closes")
        h.wait(0.5)
        h.longPress(at: wordPoints(field).last)
        #expect(selectedText(field) == "world")
        if let paste = h.editMenuItem("Paste") { h.tap(at: paste) }
        #expect(field.text == "Hello Hello")
        // Cut takes the word away.
        h.wait(0.5)
        h.longPress(at: wordPoints(field).first)
        if let cut = h.editMenuItem("Cut") { h.tap(at: cut) }
        #expect(field.text == " Hello" && UIPasteboard.general.string == "Hello")
    }

    @Test func typingAndATouchElsewhereCloseTheMenuAndADoubleTapSelectsAWord() {
        let (h, field) = fieldHarness()
        UIPasteboard.general.string = nil
        h.longPress(at: wordPoints(field).first)
        #expect(!h.editMenuTitles.isEmpty)
        field.insertText("Bye")
        h.step()
        #expect(h.editMenuTitles.isEmpty, "typing closes it")
        #expect(field.text == "Bye world")
        h.longPress(at: wordPoints(field).first)
        #expect(!h.editMenuTitles.isEmpty)
        h.tap(at: CGPoint(x: 300, y: 20))
        #expect(h.editMenuTitles.isEmpty, "a touch outside closes it")
        h.wait(0.5)
        // A double tap on the last word.
        let p = wordPoints(field).last
        h.touch(ScriptedInput.tap(at: p, time: 0, hold: 0.04) + ScriptedInput.tap(at: p, time: 0.12, hold: 0.04))
        h.wait(0.5)
        #expect(selectedText(field) == "world")
        #expect(h.editMenuTitles == ["Cut", "Copy"])
    }

    @Test func grabHandlesDragTheEndsOfTheSelectionAndTheMenuComesBackAfter() {
        let (h, field) = fieldHarness("Hello big world")
        UIPasteboard.general.string = nil
        h.longPress(at: wordPoints(field).first)
        #expect(selectedText(field) == "Hello")
        let end = field.editMenu.endHandle
        let start = field.editMenu.startHandle
        #expect(!end.isHidden && !start.isHidden, "both handles show for a selection")
        #expect(start.frame.maxX < end.frame.minX)
        // The end handle dragged to the end of the text.
        let from = end.convert(CGPoint(x: end.bounds.midX, y: end.bounds.midY), to: nil)
        h.press(from: from, to: caretEnd(field), duration: 0.3)
        #expect(h.editMenuTitles.isEmpty, "no menu while a handle moves")
        h.lift(at: caretEnd(field))
        h.wait(0.3)
        #expect(selectedText(field) == "Hello big world", "got \(String(describing: selectedText(field)))")
        #expect(h.editMenuTitles == ["Cut", "Copy"], "the menu is back")
        // The start handle cannot pass the end: at least one character stays selected.
        h.wait(0.5)
        let s = start.convert(CGPoint(x: start.bounds.midX, y: start.bounds.midY), to: nil)
        h.drag(from: s, to: CGPoint(x: caretEnd(field).x + 40, y: s.y), duration: 0.3)
        h.wait(0.3)
        #expect(selectedText(field) == "d", "got \(String(describing: selectedText(field)))")
        // Ending the editing hides them.
        field.resignFirstResponder()
        h.step()
        #expect(end.isHidden && start.isHidden)
    }

    /// A delegate adding an item through the iOS 16 hook.
    final class Adder: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var shouted: [String] = []
        var askedRange: NSRange?
        func textField(
            _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
        ) -> UIMenu? {
            askedRange = range
            let shout = UIAction(title: "Shout") { [weak self] _ in self?.shouted.append(textField.text ?? "") }
            return UIMenu(children: suggestedActions + [shout])
        }
        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
            -> UIMenu?
        {
            askedRange = range
            return UIMenu(children: [UIAction(title: "Only") { [weak self] _ in self?.shouted.append("view") }])
        }
    }

    @Test func theDelegateAddsAnItemThatShowsAndFires() {
        let (h, field) = fieldHarness()
        let adder = Adder()
        field.delegate = adder
        UIPasteboard.general.string = nil
        h.longPress(at: wordPoints(field).last)
        #expect(h.editMenuTitles == ["Cut", "Copy", "Shout"], "got \(h.editMenuTitles)")
        #expect(adder.askedRange == NSRange(location: 6, length: 5))
        if let p = h.editMenuItem("Shout") { h.tap(at: p) }
        #expect(adder.shouted == ["Hello world"])
        #expect(h.editMenuTitles.isEmpty)
        // A text view's delegate replaces the items.
        let textView = UITextView(frame: CGRect(x: 10, y: 140, width: 300, height: 80))
        textView.text = "Lorem ipsum dolor"
        textView.delegate = adder
        h.window.addSubview(textView)
        h.step()
        h.longPress(at: textView.convert(CGPoint(x: 20, y: 14), to: nil))
        #expect(textView.isFirstResponder)
        #expect(h.editMenuTitles == ["Only"], "got \(h.editMenuTitles)")
        #expect(
            adder.askedRange == NSRange(location: 0, length: 5), "Lorem, got \(String(describing: adder.askedRange))")
        if let p = h.editMenuItem("Only") { h.tap(at: p) }
        #expect(adder.shouted.last == "view")
    }

    /// A plain view's edit menu delegate.
    final class PlainMenu: NSObject, UIEditMenuInteractionDelegate {
        var fired = 0
        var presented = 0
        var dismissed = 0
        func editMenuInteraction(
            _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
            suggestedActions: [UIMenuElement]
        ) -> UIMenu? {
            UIMenu(children: [
                UIAction(title: "Duplicate") { [weak self] _ in self?.fired += 1 },
                UIAction(title: "Hidden", attributes: .hidden) { _ in },
            ])
        }
        func editMenuInteraction(
            _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
            animator: UIEditMenuInteractionAnimating
        ) { presented += 1 }
        func editMenuInteraction(
            _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
            animator: UIEditMenuInteractionAnimating
        ) { dismissed += 1 }
    }

    @Test func anEditMenuInteractionShowsTheDelegatesMenuForAPlainView() {
        let h = TransitionHarness(width: 320, height: 240)
        let box = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 100))
        box.backgroundColor = .systemTeal
        h.window.addSubview(box)
        let delegate = PlainMenu()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        box.addInteraction(interaction)
        h.step()
        let configuration = UIEditMenuConfiguration(identifier: "box", sourcePoint: CGPoint(x: 100, y: 20))
        interaction.presentEditMenu(with: configuration)
        h.wait(0.3)
        #expect(h.editMenuTitles == ["Duplicate"], "hidden items stay out, got \(h.editMenuTitles)")
        #expect(delegate.presented == 1)
        if let bar = h.editBar {
            let frame = bar.convert(bar.bounds, to: nil)
            #expect(frame.maxY <= 120 && abs(frame.midX - 140) < 1, "above the source point, centred: \(frame)")
        }
        if let p = h.editMenuItem("Duplicate") { h.tap(at: p) }
        #expect(delegate.fired == 1 && delegate.dismissed == 1 && h.editMenuTitles.isEmpty)
        // dismissMenu() closes it; a touch elsewhere does too.
        interaction.presentEditMenu(with: configuration)
        h.wait(0.3)
        #expect(!h.editMenuTitles.isEmpty)
        interaction.dismissMenu()
        h.step()
        #expect(h.editMenuTitles.isEmpty && delegate.dismissed == 2)
        interaction.presentEditMenu(with: configuration)
        h.wait(0.3)
        h.tap(at: CGPoint(x: 10, y: 10))
        #expect(h.editMenuTitles.isEmpty && delegate.fired == 1, "the touch outside runs nothing")
    }

    /// Many actions for a narrow screen.
    final class ManyItems: NSObject, UIEditMenuInteractionDelegate {
        var picked: [String] = []
        func editMenuInteraction(
            _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
            suggestedActions: [UIMenuElement]
        ) -> UIMenu? {
            let titles = ["Bold", "Italic", "Underline", "Strikethrough", "Highlight", "Comment", "Translate"]
            return UIMenu(
                children: titles.map { title in UIAction(title: title) { [weak self] _ in self?.picked.append(title) } }
            )
        }
    }

    @Test func aMenuTooWideForTheScreenShowsInPages() {
        let h = TransitionHarness(width: 320, height: 240)
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
        h.window.addSubview(box)
        let delegate = ManyItems()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        box.addInteraction(interaction)
        h.step()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 160, y: 10)))
        h.wait(0.3)
        let first = h.editMenuTitles
        #expect(first.first == "Bold" && first.last == "\u{203A}", "the first page ends in an arrow: \(first)")
        if let bar = h.editBar { #expect(bar.convert(bar.bounds, to: nil).width <= 304, "within the screen") }
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/edit-menu-pages.png")
        }
        if let next = h.editMenuItem("\u{203A}") { h.tap(at: next) }
        h.step()
        let second = h.editMenuTitles
        #expect(second.first == "\u{2039}" && !second.contains("Bold"), "the next page: \(second)")
        // On to the last page, where Translate is.
        var pages = 1
        while !h.editMenuTitles.contains("Translate"), pages < 5, let next = h.editMenuItem("\u{203A}") {
            h.tap(at: next)
            pages += 1
        }
        if let p = h.editMenuItem("Translate") { h.tap(at: p) }
        #expect(delegate.picked == ["Translate"] && h.editMenuTitles.isEmpty)
    }
}
