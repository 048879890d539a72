import Glibc
import PanelEmbedded
import PanelGraphics
import PanelText
import Testing

@testable import PanelKit

/// Records a text view delegate's calls in order (the scroll view's too), and refuses what it is told to.
@MainActor
private final class TextViewLog: TextViewDelegate {
    var calls: [String] = []
    var refuseEnd = false
    var refuseBegin = false
    var allowed: (String) -> Bool = { _ in true }
    var scrolls = 0

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        calls.append("shouldBegin")
        return !refuseBegin
    }
    func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        calls.append("shouldEnd")
        return !refuseEnd
    }
    func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd") }
    func textView(_ textView: TextView, shouldChangeTextIn range: CharacterRange, replacementText text: String)
        -> Bool
    {
        calls.append("change\(range) \(text.debugDescription)")
        return allowed(text)
    }
    func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
}

@MainActor
struct TextViewTests {
    private static let paragraph =
        "PanelKit draws its text views in software, one line under another, wrapping words at the edge of the view."

    /// A harness at panel size with a text view of `frame` on a light grey window.
    private func make(_ frame: Rect = Rect(x: 40, y: 40, width: 300, height: 120)) -> (Harness, TextView) {
        let h = Harness(width: 800, height: 480)
        h.window.backgroundColor = Color(white: 0.9)
        let t = TextView(frame: frame)
        h.window.addSubview(t)
        h.step(2)
        return (h, t)
    }

    private func keyboard(_ h: Harness) -> KeyboardView { h.driver.application.keyboard.view }

    /// Taps the keyboard's key that does `action`, at its centre on the screen.
    private func tapKey(_ h: Harness, _ action: KeyboardView.Action) {
        let kb = keyboard(h)
        guard let key = kb.keys.first(where: { $0.action == action }) else {
            Issue.record("no key \(action) on page \(kb.page)")
            return
        }
        let origin = kb.window?.frame.origin ?? .zero
        h.tap(at: Point(x: origin.x + kb.frame.minX + key.frame.midX, y: origin.y + kb.frame.minY + key.frame.midY))
    }

    private func type(_ h: Harness, _ text: String) {
        for c in text {
            switch c {
            case " ": tapKey(h, .space)
            case "\n": tapKey(h, .return)
            default: tapKey(h, .character(String(c).lowercased()))
            }
        }
    }

    /// Whether any pixel in the rectangle is dark (text drawn there).
    private func hasInk(_ h: Harness, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Bool {
        for yy in y {
            for xx in x where h.color(xx, yy).red < 0.5 { return true }
        }
        return false
    }

    @Test func defaultsAreUIKits() {
        let (h, t) = make()
        #expect(t.text == "")
        t.text = nil
        #expect(t.text == "")
        #expect(t.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(t.textContainer.lineFragmentPadding == 5)
        #expect(t.isEditable && t.isSelectable && t.isScrollEnabled)
        #expect(t.backgroundColor == .systemBackground)
        #expect(t.font.pointSize == 12)
        // An empty text view's content is one line with the insets.
        #expect(t.contentSize.height == (t.font.lineHeight.rounded(.up) + 16).rounded(.up))
        #expect(t.contentSize.width == 300)
        _ = h
    }

    @Test func textWrapsIntoSeveralLinesAndTheContentGrows() throws {
        let (h, t) = make()
        t.font = h.driver.application.fontLibrary!.font(size: 17)
        h.step(1)
        let oneLine = t.contentSize.height
        #expect(oneLine == (t.font.lineHeight.rounded(.up) + 16).rounded(.up))
        t.text = Self.paragraph
        h.step(2)
        let layout = try #require(t.textLabel.textLayout(width: 300 - 10))
        #expect(layout.lines.count >= 3)
        #expect(t.contentSize.height > oneLine + 2 * t.font.lineHeight - 2)
        // The text starts 5 points in (the line fragment padding) and 8 down (the inset).
        #expect(t.textLabel.frame.origin == Point(x: 5, y: 8))
        #expect(t.textLabel.frame.width == 290)
        // Ink on the first and third lines, none left of the padding, the view white around it.
        let line = Int(t.font.lineHeight)
        #expect(hasInk(h, x: 45...200, y: 48...(48 + line)))
        #expect(hasInk(h, x: 45...200, y: (48 + 2 * line)...(48 + 3 * line)))
        #expect(!hasInk(h, x: 40...44, y: 48...150))
        #expect(close(h.color(41, 42), .white))
        // Setting the text in code again (shorter) shrinks the content.
        t.text = "short"
        h.step(1)
        #expect(t.contentSize.height == oneLine)
    }

    @Test func aLongTextScrollsWithADrag() throws {
        let (h, t) = make()
        let log = TextViewLog()
        t.delegate = log
        t.text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        h.step(2)
        #expect(t.contentSize.height > 30 * t.font.lineHeight)
        #expect(t.contentOffset.y == 0)
        h.drag(from: Point(x: 150, y: 150), to: Point(x: 150, y: 60), duration: 0.3, hold: 0.1)
        try h.driver.advance(by: 2)
        h.step(3)
        #expect(t.contentOffset.y > 50)
        #expect(t.contentOffset.y <= t.maximumContentOffset.y + 1e-9)
        // The scroll view's events reach the same delegate.
        #expect(log.scrolls > 0)
        // Text made shorter in code leaves no empty space scrolled into view.
        t.text = "Line 1\nLine 2"
        h.step(2)
        #expect(t.contentOffset.y == 0)
        // A drag begins no editing.
        #expect(!t.isFirstResponder)
        #expect(log.calls.isEmpty)
    }

    @Test func withoutScrollingAutoLayoutSizesTheViewToItsText() throws {
        let h = Harness(width: 800, height: 480)
        let t = TextView()
        t.isScrollEnabled = false
        t.font = h.driver.application.fontLibrary!.font(size: 17)
        t.text = "One line"
        t.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(t)
        LayoutConstraint.activate([
            t.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 20),
            t.trailingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 320),
            t.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 20),
        ])
        h.step(3)
        let line = t.font.lineHeight.rounded(.up)
        #expect(t.frame.width == 300)
        #expect(t.frame.height == (line + 16).rounded(.up))
        t.text = Self.paragraph
        h.step(3)
        let fits = t.sizeThatFits(Size(width: 300, height: 0))
        #expect(fits.height > 2 * line + 16)
        #expect(t.frame.height == fits.height)
        // The whole text shows: nothing to scroll.
        #expect(t.contentSize.height == t.frame.height)
        // With scrolling back on, no intrinsic height (the constraints no longer size it from the text).
        t.isScrollEnabled = true
        #expect(t.intrinsicContentSize.height == View.noIntrinsicMetric)
    }

    @Test func aTapShowsTheKeyboardAndKeysEditWithDidChangePerUserEdit() throws {
        let (h, t) = make()
        let log = TextViewLog()
        t.delegate = log
        #expect(t.textViewDelegate === log)
        h.tap(at: Point(x: 150, y: 80))
        #expect(t.isFirstResponder && t.isEditing)
        #expect(log.calls == ["shouldBegin", "didBegin"])
        try h.driver.advance(by: Keyboard.duration + 0.05)
        h.step(2)
        #expect(h.driver.application.keyboardFrame != nil)
        type(h, "hi\nyo")
        #expect(t.text == "Hi\nYo")
        tapKey(h, .delete)
        #expect(t.text == "Hi\nY")
        #expect(log.calls.filter { $0 == "didChange" }.count == 6)
        #expect(log.calls.contains("change{2, 0} \"\\n\""))
        #expect(log.calls.suffix(2) == ["change{4, 1} \"\"", "didChange"])
        // Setting the text in code calls no delegate method.
        let before = log.calls.count
        t.text = "From code"
        #expect(log.calls.count == before)
        // Return is a new line, not the end of editing.
        #expect(t.isFirstResponder)
        // The caret shows in the tint colour after the text, on the first line.
        h.step(2)
        let caret = t.caretRect
        #expect(caret.minY == 8)
        #expect(close(h.color(40 + Int(caret.midX), 40 + Int(caret.midY)), View().tintColor, 0.1))
        // A hardware keyboard's keys go through the same path (KeyInput).
        t.insertText("!")
        #expect(t.text == "From code!")
        #expect(log.calls.last == "didChange")
    }

    @Test func typingPastTheBottomScrollsToKeepTheEndInView() throws {
        let (h, t) = make(Rect(x: 40, y: 40, width: 300, height: 60))
        t.becomeFirstResponder()
        try h.driver.advance(by: 0.3)
        h.step(2)
        type(h, "a\nb\nc\nd\ne\n")
        h.step(1)
        // Six lines (the last empty, with the caret at its start) in a 60-point view: scrolled to the end.
        let line = t.font.lineHeight
        #expect(abs(t.contentSize.height - (6 * line + 16)) <= 6)
        #expect(t.caretRect.minX == 5)
        #expect(abs(t.caretRect.minY - (8 + 5 * line)) <= 5)
        #expect(close(t.contentOffset.y, t.contentSize.height - 60))
        let caret = t.caretRect
        #expect(caret.maxY <= t.contentOffset.y + 60)
        #expect(caret.minY >= t.contentOffset.y)
        #expect(close(h.color(40 + Int(caret.midX), 40 + Int(caret.midY - t.contentOffset.y)), View().tintColor, 0.1))
    }

    @Test func aRefusedChangeLeavesTheTextAlone() throws {
        let (h, t) = make()
        let log = TextViewLog()
        log.allowed = { $0 != "z" && $0 != "" }
        t.delegate = log
        t.text = "ab"
        t.becomeFirstResponder()
        try h.driver.advance(by: 0.3)
        h.step(2)
        type(h, "z")
        #expect(t.text == "ab")
        tapKey(h, .delete)
        #expect(t.text == "ab")
        #expect(!log.calls.contains("didChange"))
        #expect(log.calls.suffix(2) == ["change{2, 0} \"z\"", "change{1, 1} \"\""])
        type(h, "c")
        #expect(t.text == "abc")
        #expect(log.calls.last == "didChange")
    }

    @Test func aViewThatIsNotEditableDoesNotBeginEditingOnATap() throws {
        let (h, t) = make()
        let log = TextViewLog()
        t.delegate = log
        t.isEditable = false
        t.text = "Read only"
        h.tap(at: Point(x: 150, y: 80))
        #expect(!t.isFirstResponder)
        #expect(!t.becomeFirstResponder())
        t.insertText("x")
        #expect(t.text == "Read only")
        try h.driver.advance(by: 0.3)
        h.step(2)
        #expect(h.driver.application.keyboardFrame == nil)
        #expect(log.calls.isEmpty)
        // Made editable, a tap begins; made read-only again while editing, editing ends.
        t.isEditable = true
        h.tap(at: Point(x: 150, y: 80))
        #expect(t.isFirstResponder)
        t.isEditable = false
        #expect(!t.isFirstResponder && !t.isEditing)
        #expect(log.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
    }

    @Test func theDelegateHearsBeginAndEndInUIKitsOrder() throws {
        let (h, t) = make()
        let log = TextViewLog()
        t.delegate = log
        log.refuseBegin = true
        h.tap(at: Point(x: 150, y: 80))
        #expect(!t.isFirstResponder)
        #expect(log.calls == ["shouldBegin"])
        log.refuseBegin = false
        h.tap(at: Point(x: 150, y: 80))
        #expect(t.isFirstResponder)
        log.refuseEnd = true
        #expect(!t.resignFirstResponder())
        #expect(!h.window.endEditing(false))
        #expect(t.isFirstResponder)
        #expect(h.window.endEditing(true))
        #expect(!t.isFirstResponder && !t.isEditing)
        #expect(
            log.calls == [
                // endEditing(true) asks once more before it forces, as a text field's does.
                "shouldBegin", "shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "shouldEnd", "didEnd",
            ])
        log.refuseEnd = false
        log.calls = []
        t.becomeFirstResponder()
        #expect(t.resignFirstResponder())
        #expect(log.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        try h.driver.advance(by: 0.3)
        h.step(2)
        #expect(h.driver.application.keyboardFrame == nil)
        // Not editing, the caret is hidden: the view is white where it was.
        #expect(t.caret.isHidden)
    }

    @Test func scrollRangeToVisibleAndTheContainersLineLimit() throws {
        let (h, t) = make(Rect(x: 40, y: 40, width: 300, height: 60))
        t.text = (1...20).map { "Line \($0)" }.joined(separator: "\n")
        h.step(2)
        let line = t.font.lineHeight
        // "Line 15" starts six lines from the end: "Line 15\n" … "Line 20" are 6 * 8 - 1 units.
        let start = t.text.utf16.count - (6 * 8 - 1)
        t.scrollRangeToVisible(CharacterRange(location: start, length: 7))
        h.step(1)
        let top = 8 + 14 * line
        #expect(t.contentOffset.y > 0)
        #expect(t.contentOffset.y <= top + 1 && t.contentOffset.y + 60 >= top + line - 1)
        // Two lines at most: the content is two lines high.
        t.textContainer.maximumNumberOfLines = 2
        h.step(2)
        #expect(abs(t.contentSize.height - (2 * line + 16)) <= 2)
        #expect(t.contentOffset.y == 0)
    }

    @Test func typedTextTakesTheAttributesBeforeIt() throws {
        let (h, t) = make()
        var text = AttributedText("Red", attributes: TextAttributes(color: .red))
        text.append(" plain")
        t.attributedText = AttributedText("Red", attributes: TextAttributes(color: .red))
        t.becomeFirstResponder()
        t.insertText("!")
        #expect(t.text == "Red!")
        let runs = t.attributedText.runs
        #expect(runs.allSatisfy { $0.attributes.color == .red })
        t.text = "plain"
        #expect(t.attributedText.runs.allSatisfy { $0.attributes.color == nil })
        _ = (h, text)
    }

    @Test func lookByEye() throws {
        let (h, t) = make(Rect(x: 40, y: 40, width: 320, height: 150))
        t.font = h.driver.application.fontLibrary!.font(size: 17)
        t.text = Self.paragraph + "\n\nA second paragraph after an empty line."
        t.becomeFirstResponder()
        try h.driver.advance(by: 0.3)
        h.step(2)
        #expect(t.isEditing)
        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") { try h.driver.writePNG(path: String(cString: dir) + "/text-view.png") }
    }
}
