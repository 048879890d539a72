import PanelKitCompat
import PanelPlatform
import Testing

@testable import PanelKit

/// `UIPasteboard.general` as Apple documents it (the first item's string, every string, links, images,
/// `changeCount`, `changedNotification`), and a text field's copy, cut, paste and select all from a
/// hardware keyboard's Control shortcuts going through it.
@Suite("PanelKitCompat: UIPasteboard and the edit shortcuts", .serialized)
@MainActor
struct PasteboardCompatTests {
    @Test func theGeneralPasteboardHoldsItemsAndCountsChanges() {
        let board = UIPasteboard.general
        var heard = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: board, queue: .main
        ) { _ in heard += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        let before = board.changeCount
        board.string = "hello"
        #expect(board.string == "hello" && board.hasStrings && board.numberOfItems == 1)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.strings == ["a", "b"])
        board.url = URL(string: "https://example.com/x")
        #expect(board.url?.absoluteString == "https://example.com/x" && board.hasURLs && !board.hasStrings)
        board.image = UIImage(systemName: "star")
        #expect(board.hasImages && board.image != nil && !board.hasURLs)
        board.string = nil
        #expect(board.numberOfItems == 0 && board.string == nil)
        #expect(board.changeCount == before + 5 && heard == 5)
        let other = UIPasteboard.withUniqueName()
        other.string = "private"
        #expect(other.name != board.name && board.string == nil, "a named pasteboard is its own")
    }

    @Test func controlShortcutsCopyCutPasteAndSelectAllInATextField() {
        let h = TransitionHarness(width: 320, height: 200)
        let source = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        let target = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))
        h.window.addSubview(source)
        h.window.addSubview(target)
        source.text = "Hello world"
        #expect(source.becomeFirstResponder())
        h.step()
        // Control-A (the layout's letter), Control-C: everything copied.
        h.driver.application.dispatchKey(
            KeyEvent(code: 30, isDown: true, charactersIgnoringModifiers: "a", modifiers: .control, timestamp: 0))
        h.driver.application.dispatchKey(KeyEvent(code: 30, isDown: false, modifiers: .control, timestamp: 0))
        h.pressKey(46, modifiers: .control)  // C, by the key's place
        #expect(UIPasteboard.general.string == "Hello world")
        // Paste into the other field, at its caret.
        target.text = ">"
        #expect(target.becomeFirstResponder())
        h.step()
        h.pressKey(47, modifiers: .control)  // V
        #expect(target.text == ">Hello world")
        // Select the last five characters and cut them.
        target.selectedTextRange = target.textRange(
            from: target.position(from: target.endOfDocument, offset: -5)!, to: target.endOfDocument)
        h.pressKey(45, modifiers: .control)  // X
        #expect(target.text == ">Hello " && UIPasteboard.general.string == "world")
        // A secure field gives nothing away.
        let secret = UITextField(frame: CGRect(x: 10, y: 110, width: 300, height: 34))
        secret.isSecureTextEntry = true
        secret.text = "hunter2"
        h.window.addSubview(secret)
        #expect(secret.becomeFirstResponder())
        h.step()
        h.pressKey(30, modifiers: .control)
        h.pressKey(46, modifiers: .control)
        #expect(UIPasteboard.general.string == "world", "not copied from a secure field")
        h.pressKey(47, modifiers: .control)
        #expect(secret.text == "world", "pasting over the selection")
    }
}
