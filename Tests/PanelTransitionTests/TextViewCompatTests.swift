import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A comment box written as Apple's documentation and common UIKit code write one: a text view that grows
/// with its text through Auto Layout (scrolling off), a grey placeholder swapped out when editing begins,
/// a character limit through `shouldChangeTextIn` with `NSRange`, and a counter kept by `textViewDidChange`.
@Suite("PanelKitCompat: UITextView as UIKit code writes it")
@MainActor
struct TextViewCompatTests {
    final class CommentViewController: UIViewController, UITextViewDelegate {
        let textView = UITextView()
        let counter = UILabel()
        let limit = 40
        var changes = 0
        var ended = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            textView.font = .preferredFont(forTextStyle: .body)
            textView.isScrollEnabled = false
            textView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
            textView.textContainer.lineFragmentPadding = 0
            textView.layer.borderWidth = 1
            textView.layer.borderColor = UIColor.lightGray.cgColor
            textView.text = "Write a comment"
            textView.textColor = .lightGray
            textView.returnKeyType = .default
            textView.delegate = self
            textView.translatesAutoresizingMaskIntoConstraints = false
            counter.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(textView)
            view.addSubview(counter)
            NSLayoutConstraint.activate([
                textView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                textView.widthAnchor.constraint(equalToConstant: 200),
                counter.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
                counter.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
            ])
        }

        func textViewDidBeginEditing(_ textView: UITextView) {
            if textView.textColor == UIColor.lightGray {
                textView.text = nil
                textView.textColor = .black
            }
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            guard let r = Range(range, in: textView.text) else { return false }
            return textView.text.replacingCharacters(in: r, with: text).count <= limit
        }

        func textViewDidChange(_ textView: UITextView) {
            changes += 1
            counter.text = "\(textView.text.count)/\(limit)"
        }

        func textViewDidEndEditing(_ textView: UITextView) { ended = true }
    }

    @Test func theBoxGrowsWithItsTextAndTheDelegateKeepsTheLimit() throws {
        let vc = CommentViewController()
        let h = TransitionHarness(width: 480, height: 320, root: vc)
        h.step(2)
        let oneLine = vc.textView.frame.height
        #expect(oneLine > 30 && oneLine < 45)
        h.tap(at: CGPoint(x: 100, y: 20 + oneLine / 2))
        #expect(vc.textView.isFirstResponder)
        // The placeholder went when editing began; setting the text in code called no textViewDidChange.
        #expect(vc.textView.text == "")
        #expect(vc.changes == 0)
        for c in "Panels show text\nin several lines, wrapped." { vc.textView.insertText(String(c)) }
        h.step(3)
        // Forty characters at most: the rest was refused.
        #expect(vc.textView.text.count == 40)
        #expect(vc.changes == 40)
        #expect(vc.counter.text == "40/40")
        // Two lines or more now: the view grew through Auto Layout and the counter moved down with it.
        #expect(vc.textView.frame.height >= oneLine + vc.textView.font.lineHeight.rounded(.up))
        #expect(vc.counter.frame.minY == vc.textView.frame.maxY + 8)
        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/text-view-comment.png")
        }
        vc.textView.deleteBackward()
        #expect(vc.textView.text.count == 39)
        vc.view.endEditing(true)
        #expect(vc.ended && !vc.textView.isFirstResponder)
    }
}

/// A text view's text stays where it is when a new line is typed at its end: the empty last line adds room
/// below (for the caret), not a shift of the lines above.
@Suite("PanelKitCompat: UITextView with a trailing new line")
@MainActor
struct TextViewTrailingNewlineTests {
    /// The first row from the top with a dark pixel between `x0` and `x1`.
    private func firstInkRow(_ h: TransitionHarness, x0: Int, x1: Int) -> Int? {
        for y in 0..<h.surface.height {
            for x in x0..<x1 where h.surface.pixel(x: x, y: y) & 0xFF < 100 { return y }
        }
        return nil
    }

    @Test func aTrailingNewLineDoesNotMoveTheText() throws {
        let h = TransitionHarness(width: 400, height: 200)
        let plain = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let ended = UITextView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        for (view, text) in [(plain, "Hello"), (ended, "Hello\n")] {
            view.text = text
            view.textColor = .black
            view.backgroundColor = .white
            h.window.addSubview(view)
        }
        h.step(2)
        let a = try #require(firstInkRow(h, x0: 0, x1: 200))
        let b = try #require(firstInkRow(h, x0: 200, x1: 400))
        #expect(a == b, "the text's top row: \(a) without the new line, \(b) with it")
        #expect(ended.contentSize.height > plain.contentSize.height, "room for the empty last line")
    }
}
